import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { ContentFormat, Removal } from '~/domain/schemas/post';
import { isInsecureUrl } from '~/domain/media';
import { DROPPED_WITH_CONTENT, sanitizePostHtml } from '../sanitize.server';
import { footnotes, numberFootnotes } from './markdown/footnotes.server';
import { anchorHeadings, headingRenderer } from './markdown/headings.server';
import { scripts } from './markdown/scripts.server';
import { taskRenderer } from './markdown/tasks.server';

/**
 * A post body from what the author typed to the HTML readers get (docs/decisions/060-publishing.md):
 * Markdown through marked (GitHub's dialect with Ghost's and GitHub's additions of ADR 075: sub- and
 * superscripts, footnotes, task lists, heading anchors; HTML written inside it passes through to
 * the sanitizer), then the article sanitizer, the same on save, on render and in the editor's preview.
 * Loaded when a post is first saved or previewed (see ../sanitize-loader.server.ts).
 */

/**
 * marked writes `align` on table cells, which the allow-list does not keep: the author did not write
 * it, so it is not written rather than reported as removed.
 */
const markdown = new Marked(
  {
    gfm: true,
    renderer: {
      tablecell(this: { parser: { parseInline(tokens: Tokens.TableCell['tokens']): string } }, cell: Tokens.TableCell) {
        const tag = cell.header ? 'th' : 'td';
        return `<${tag}>${this.parser.parseInline(cell.tokens)}</${tag}>\n`;
      },
      ...taskRenderer,
      ...headingRenderer,
    },
    hooks: {
      // Footnotes first: their ids are taken before the headings choose theirs.
      processAllTokens(tokens) {
        anchorHeadings(tokens, numberFootnotes(tokens));
        return tokens;
      },
    },
  },
  scripts,
  footnotes,
);

export interface RenderedBody {
  /** The sanitized HTML: what the article shows and what is stored. */
  html: string;
  /** What the sanitizer removed from the HTML the source makes, in order of first appearance. */
  removed: Removal[];
}

/** The HTML a source makes before sanitizing. */
function unsafeHtml(source: string, format: ContentFormat): string {
  return format === 'markdown' ? markdown.parse(source, { async: false }) : source;
}

interface Opening {
  name: string;
  attribs: Record<string, string>;
}

/**
 * Every opening tag of some HTML, in order, and whether it sits inside an element the sanitizer
 * drops with its content (an <svg>'s shapes go with the <svg>: one problem, not one per shape).
 */
function openings(html: string): (Opening & { inDropped: boolean })[] {
  const found: (Opening & { inDropped: boolean })[] = [];
  let dropped = 0;
  // sanitize-html as a plain parser: everything allowed; the output is thrown away.
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
    onOpenTag: (name, attribs) => {
      // A copy: sanitize-html edits the object it passes as it goes on.
      found.push({ name, attribs: { ...attribs }, inDropped: dropped > 0 });
      if (dropped > 0 || DROPPED_WITH_CONTENT.includes(name)) dropped++;
    },
    // Void elements are closed too (implied), so every open has its close.
    onCloseTag: () => {
      if (dropped > 0) dropped--;
    },
  });
  return found;
}

/** Counts of tags and of `tag attribute` pairs. */
function inventory(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const { name, attribs } of openings(html)) {
    count(name);
    for (const attribute of Object.keys(attribs)) count(`${name} ${attribute}`);
  }
  return counts;
}

/** The tags of which `after` has fewer, or fewer of some attribute, than `before`: the only ones worth judging. */
function suspects(before: string, after: string): Set<string> {
  const is = inventory(after);
  return new Set([...inventory(before)].filter(([key, count]) => (is.get(key) ?? 0) < count).map(([key]) => key.split(' ')[0]!));
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const quote = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The opening tag as HTML, attributes in their order. */
function written({ name, attribs }: Opening): string {
  return `<${name}${Object.entries(attribs)
    .map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${quote(value)}"`))
    .join('')}>`;
}

/**
 * What the sanitizer does to one element, judged alone: every rule of the allow-list is about an
 * element and its own attributes, so alone it fares as it does in the body. Null: it is dropped.
 */
function fate(element: Opening): { lost: string[] } | null {
  const alone = sanitizePostHtml(VOID.has(element.name) ? written(element) : `${written(element)}x</${element.name}>`);
  const kept = openings(alone).find((o) => o.name === element.name);
  if (!kept) return null;
  return { lost: Object.keys(element.attribs).filter((name) => !(name in kept.attribs)) };
}

/** Where each line of `source` starts, for finding the line of an index by bisection. */
function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The line (from 1) holding index `at`. */
function lineAt(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

const SHOWN_LENGTH = 80;
const shown = (text: string) => (text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text);

/**
 * What sanitizing the HTML `before` (made from `source`) removes, each problem named once (a link
 * dropped for its address is "<a>", not also "href on <a>"), with the places it occurs: the line in
 * `source` where the element, or the value that condemns it, is found, and the element as written.
 * An image at an `http:` address is a problem of its own: the page would not load it (CSP).
 */
export function removals(source: string, before: string, tags: ReadonlySet<string> = suspects(before, sanitizePostHtml(before))): Removal[] {
  const problems = new Map<string, Removal>();
  const lower = source.toLowerCase();
  const starts = lineStarts(source);
  /** Where the search for each needle goes on from: the next occurrence is the next element's. */
  const cursors = new Map<string, number>();
  const locate = (needles: string[]): number | null => {
    for (const needle of needles.filter((n) => n.length > 0)) {
      const at = lower.indexOf(needle.toLowerCase(), cursors.get(needle) ?? 0);
      if (at >= 0) {
        cursors.set(needle, at + 1);
        return lineAt(starts, at);
      }
    }
    return null;
  };
  /** Elements written alike fare alike. */
  const fates = new Map<string, ReturnType<typeof fate>>();
  const add = (key: Omit<Removal, 'count' | 'places'>, element: Opening, needles: string[]) => {
    const id = `${key.tag} ${key.attribute ?? ''} ${key.reason ?? ''}`;
    const problem = problems.get(id) ?? { ...key, count: 0, places: [] };
    problem.count++;
    problem.places.push({ line: locate(needles), element: shown(written(element)) });
    problems.set(id, problem);
  };
  for (const element of openings(before)) {
    if (element.inDropped || !tags.has(element.name)) continue;
    const key = written(element);
    const result = fates.has(key) ? fates.get(key)! : fate(element);
    fates.set(key, result);
    const { src = '', href = '' } = element.attribs;
    if (result === null) {
      const insecure = element.name === 'img' && isInsecureUrl(src);
      add({ tag: element.name, ...(insecure && { reason: 'http-image' as const }) }, element, [src, href, `<${element.name}`]);
      continue;
    }
    for (const attribute of result.lost)
      add({ tag: element.name, attribute }, element, [element.attribs[attribute] ?? '', src, href, `<${element.name}`]);
  }
  return [...problems.values()];
}

/** The body as readers get it, and what the sanitizer removed on the way. */
export function renderBody(source: string, format: ContentFormat): RenderedBody {
  const before = unsafeHtml(source, format);
  const html = sanitizePostHtml(before);
  // Most bodies lose nothing; otherwise only the elements of the tags that lost something are judged.
  const tags = html === before ? new Set<string>() : suspects(before, html);
  return { html, removed: tags.size === 0 ? [] : removals(source, before, tags) };
}
