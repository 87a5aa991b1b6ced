import { formatDistanceStrict } from 'date-fns';
import { toSubscript, toSuperscript } from './number-format';

/**
 * The blog's business rules as small pure functions (STYLE.md): slug, published_at, featured
 * row, author, search, counts. The database, the API and the pages all defer to these, so each
 * rule is stated, and tested, once.
 */

/** Letters that Unicode decomposition does not turn into ASCII, spelled the usual way. */
const TRANSLITERATIONS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

/** Lower-cases and drops accents ('Crème' → 'creme'), so search and slugs ignore them. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðłþı]/g, (letter) => TRANSLITERATIONS[letter] ?? letter);
}

/**
 * docs/product.md#post-form: the slug a title gives: lower-cased, every run of other characters one
 * hyphen, no hyphen at either end. Accents are dropped first so 'Crème Brûlée' reads 'creme-brulee'
 * rather than 'cr-me-br-l-e'. A title with no Latin letter or digit gives '' (the form then asks
 * for one).
 */
export function slugify(title: string): string {
  return foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An absolute http(s) URL, the only kind a page may load an image from or link to as a URL field. */
export function isHttpUrl(value: string): boolean {
  // Whitespace or control characters are where scheme-smuggling tricks hide; a real URL encodes them.
  if (value === '' || /[\s\x00-\x1f\x7f]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface PublicationState {
  published: boolean;
  publishedAt: number | null;
}

/**
 * docs/product.md#blog: published_at is set when a post becomes published (created published, or a draft
 * switched on), kept on later edits of a published post, cleared when it is unpublished, so fixing
 * a typo never re-dates a post. `previous` is null when the post is being created. The database
 * applies the same rule in its UPDATE (coalesce(published_at, now)); as drafts always have a null
 * published_at, the two agree.
 */
export function nextPublishedAt(previous: PublicationState | null, nextPublished: boolean, now: number): number | null {
  if (!nextPublished) return null;
  if (previous?.published && previous.publishedAt !== null) return previous.publishedAt;
  return now;
}

/**
 * Whether the public may read a post at `now`: published (not a draft) and its publication time
 * come (docs/decisions/060-publishing.md). The database's queries apply the same rule
 * (`isPublic` in app/services/db/posts-public.server.ts).
 */
export function isPublicAt(post: PublicationState, now: number): boolean {
  return post.published && post.publishedAt !== null && post.publishedAt <= now;
}

interface Listable {
  featured: boolean;
  /** Absent on types that only ever hold published posts. */
  published?: boolean;
}

const isPublic = (post: Listable) => post.published !== false;

/**
 * docs/product.md#blog: the featured row is the posts flagged featured, newest first, up to `limit`;
 * while fewer are flagged, the newest other published posts fill it. `posts` must be the published
 * posts newest-published first (drafts are ignored should one slip in); their order is kept.
 */
export function chooseFeatured<T extends Listable>(posts: readonly T[], limit = 3): T[] {
  const visible = posts.filter(isPublic);
  const flagged = visible.filter((post) => post.featured);
  const others = visible.filter((post) => !post.featured);
  return [...flagged, ...others].slice(0, Math.max(0, limit));
}

/** Anything shaped like an address (x@y): the login e-mail must never be published. */
const LOOKS_LIKE_EMAIL = /[^\s@]+@[^\s@]+/;

/**
 * The byline: the author's display name, or the team name when it is empty. Posts first stored the
 * admin's login e-mail in author_name; docs/product.md#blog forbids publishing it, so a name that contains
 * an address falls back to the team name too.
 */
export function authorName(name: string | null | undefined, teamName: string): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' || LOOKS_LIKE_EMAIL.test(trimmed) ? teamName : trimmed;
}

/**
 * '3 days ago', '1 month ago'; 'less than a minute ago' under a minute (docs/product.md#blog asks for relative
 * time with an 'ago' suffix, so a fresh post too; the words are date-fns' own for that range). A
 * time in the future (a clock a little ahead of the server's) reads the same rather than
 * 'in 2 minutes'. `now` is passed in so the server and the browser render the same words.
 */
/** A unit of a post's age, as the cards name it. */
export type AgeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/**
 * How old a post is, in whole units of the largest unit under the next (date-fns's
 * formatDistanceStrict with `roundingMethod: 'floor'`, the rule `relativeTime` words in English:
 * 30-day months, 365-day years, days counted across a change of daylight saving time as the
 * calendar counts them); null under a minute. Numbers only, so each language words them.
 */
export function ageOf(from: number | Date, now: number | Date): { unit: AgeUnit; count: number } | null {
  const elapsed = Number(now) - Number(from);
  if (!Number.isFinite(elapsed) || elapsed < 60_000) return null;
  const minutes = elapsed / 60_000;
  const offset = (new Date(now).getTimezoneOffset() - new Date(from).getTimezoneOffset()) * 60_000;
  const normalized = (elapsed - offset) / 60_000;
  if (minutes < 60) return { unit: 'minute', count: Math.floor(minutes) };
  if (minutes < MINUTES_IN_DAY) return { unit: 'hour', count: Math.floor(minutes / 60) };
  if (normalized < MINUTES_IN_MONTH) return { unit: 'day', count: Math.floor(normalized / MINUTES_IN_DAY) };
  if (normalized < MINUTES_IN_YEAR) {
    const months = Math.floor(normalized / MINUTES_IN_MONTH);
    return months === 12 ? { unit: 'year', count: 1 } : { unit: 'month', count: months };
  }
  return { unit: 'year', count: Math.floor(normalized / MINUTES_IN_YEAR) };
}

export function relativeTime(from: number | Date, now: number | Date): string {
  const elapsed = Number(now) - Number(from);
  if (!Number.isFinite(elapsed) || elapsed < 60_000) return 'less than a minute ago';
  return `${formatDistanceStrict(from, now, { roundingMethod: 'floor' })} ago`;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of an HTML body, for search and word counts, never for display or safety (the
 * sanitizer does that): tags become spaces so words either side stay apart, common entities are
 * decoded, whitespace collapses.
 */
export function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
      const lower = code.toLowerCase();
      if (lower.startsWith('#')) {
        const point = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
        return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
      }
      return NAMED_ENTITIES[lower] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const INLINE_TAGS = /<\/?(?:a|abbr|code|del|em|mark|s|small|span|strong|u)\b[^>]*>/gi;

/**
 * The prefix of the ids a post's renderer gives headings and footnotes, as GitHub's are prefixed,
 * so that none can be an id of the page around the body (docs/decisions/075-markdown-from-ghost-and-github.md).
 */
export const BODY_ID_PREFIX = 'user-content-';

/** A footnote's raised number in the text: no part of what the sentence says. */
const FOOTNOTE_REFERENCE = new RegExp(`<sup>\\s*<a href="#${BODY_ID_PREFIX}fn-[^"]*"[^>]*>[^<]*</a>\\s*</sup>`, 'gi');

/**
 * The text of HTML as a line reads it: inline elements leave no gap ("<strong>one</strong>," is
 * "one,"), powers and indices written with digits become Unicode ones (10<sup>-9</sup> is
 * 10⁻⁹, not 10-9, which is another number), and footnote references go ("water¹ boils" is not
 * "water 1 boils").
 */
function inlineText(html: string): string {
  const scripted = (write: (text: string) => string | null) => (_whole: string, inner: string) => write(inner) ?? inner;
  return plainText(
    html
      .replace(FOOTNOTE_REFERENCE, '')
      .replace(/<sup\b[^>]*>([^<]*)<\/sup>/gi, scripted(toSuperscript))
      .replace(/<sub\b[^>]*>([^<]*)<\/sub>/gi, scripted(toSubscript))
      .replace(INLINE_TAGS, ''),
  );
}

/** Longest summary, in characters: what search results show of a page's description. */
export const SUMMARY_MAX_LENGTH = 160;

/**
 * What a post is about in a sentence or two, for its description and its RSS item: the excerpt the
 * author wrote, else the text of the body's first paragraph (the body's text when it has none),
 * cut at a word before SUMMARY_MAX_LENGTH characters with an ellipsis. Empty for an empty body.
 */
export function postSummary({ excerpt, content }: { excerpt: string | null; content: string }): string {
  if (excerpt?.trim()) return excerpt.trim();
  const paragraphs = [...content.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((match) => inlineText(match[1] ?? ''));
  const text = paragraphs.find((paragraph) => paragraph !== '') ?? inlineText(content);
  if (text.length <= SUMMARY_MAX_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export interface CategoryCount {
  category: string;
  count: number;
}

/**
 * Published posts per category, for the sidebar: categories with posts only, in `order` (the
 * fixed category list), any category outside it after them alphabetically. The 'All Posts'
 * entry is the sum of the counts.
 */
export function categoryCounts(posts: readonly { category: string; published?: boolean }[], order: readonly string[] = []): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    if (post.published === false) continue;
    counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  }
  const rank = (category: string) => {
    const index = order.indexOf(category);
    return index === -1 ? order.length : index;
  };
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category, 'en'));
}

interface Searchable {
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
}

export interface PostFilter {
  q?: string | null;
  /** One category name; null, '' or 'all' means every category. */
  category?: string | null;
}

/**
 * docs/product.md#blog: search and category combine. The search ignores case and accents and looks in the
 * title, the excerpt and the body's text (not its markup, so 'strong' does not match every bold
 * word). Every word of the query must appear somewhere, so 'kg pounds' finds an article that says
 * both without the exact phrase. Order is kept.
 */
export function filterPosts<T extends Searchable>(posts: readonly T[], filter: PostFilter): T[] {
  const category = filter.category?.trim() ?? '';
  const words = foldText(filter.q ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  return posts.filter((post) => {
    if (category !== '' && category.toLowerCase() !== 'all' && post.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = foldText(`${post.title}\n${post.excerpt ?? ''}\n${plainText(post.content)}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Minutes to read a body at 225 words a minute, at least 1. */
export function estimateReadingMinutes(html: string, wordsPerMinute = 225): number {
  const text = plainText(html);
  const words = text === '' ? 0 : text.split(' ').length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** How long a deleted post waits in the trash, restorable, before it is deleted for good (ADR 077). */
export const TRASH_DAYS = 30;
export const TRASH_MS = TRASH_DAYS * 24 * 60 * 60_000;

/** When a post moved to the trash at `deletedAt` is deleted for good. */
export function purgeAt(deletedAt: number): number {
  return deletedAt + TRASH_MS;
}
