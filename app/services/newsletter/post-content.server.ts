import { convert, type FormatCallback } from 'html-to-text';
import { toSubscript, toSuperscript } from '~/domain/number-format';
import type { BlogPost } from '../db/post-rows.server';
import type { NewsletterPost } from '../mail/templates.server';
import { loadSanitizer } from '../sanitize-loader.server';

/**
 * A post as the newsletter mails it: the body through the article's own sanitizer, its links and
 * images made absolute (a mail has no page to resolve `/blog/…` against), images kept within the
 * mail's width, and a plain-text part made from the same HTML by html-to-text.
 */

/** `/path` and `path` references become absolute; `https:`, `mailto:`, `#top` stay. */
function absolute(reference: string, origin: string): string {
  const trimmed = reference.trim();
  if (trimmed.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return reference;
  return URL.parse(trimmed, origin)?.href ?? reference;
}

export function absolutizeHtml(html: string, origin: string): string {
  return html
    .replace(
      /\b(href|src)="([^"]*)"/g,
      (_m, name: string, value: string) => `${name}="${absolute(value.replace(/&amp;/g, '&'), origin).replace(/&/g, '&amp;')}"`,
    )
    .replace(/\bsrcset="([^"]*)"/g, (_m, value: string) => {
      const candidates = value.split(',').map((part) => {
        const [url = '', ...descriptor] = part.trim().split(/\s+/);
        return [absolute(url, origin), ...descriptor].join(' ');
      });
      return `srcset="${candidates.join(', ')}"`;
    })
    .replace(/<img\b/g, '<img style="max-width:100%;height:auto"');
}

/**
 * Links that work only on the page leave the mail (docs/decisions/075-markdown-from-ghost-and-github.md):
 * a heading's link to itself (the heading stays, not looking like a link) and a footnote's links
 * back to where it is referred to (a mail has no place to jump back to, and the text part would
 * read "↩Back to reference 1").
 */
export function withoutPageLinks(html: string): string {
  return html
    .replace(/ ?<a [^>]*class="footnote-backref"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<a [^>]*class="heading-anchor"[^>]*>([\s\S]*?)<\/a>/g, '$1');
}

const CELL = 'border:1px solid #d1d5db;padding:4px 8px;vertical-align:top';

/**
 * Styles a mail client keeps (inline ones) for what a phone of 390 px must fit: tables with
 * borders and padding, scrolled sideways inside their own box when wider than the screen; code
 * that wraps. Images are scaled by absolutizeHtml.
 */
export function styleForMail(html: string): string {
  return html
    .replace(/<table\b/g, '<div style="overflow-x:auto;max-width:100%;margin:0 0 16px"><table style="border-collapse:collapse"')
    .replace(/<\/table>/g, '</table></div>')
    .replace(/<th\b/g, `<th style="${CELL};text-align:left;background:#f3f4f6"`)
    .replace(/<td\b/g, `<td style="${CELL}"`)
    .replace(/<pre\b/g, '<pre style="white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f4f6;padding:8px 12px;border-radius:4px"')
    .replace(/<code\b/g, '<code style="overflow-wrap:anywhere;font-size:0.9em"');
}

interface TextNode {
  type: string;
  data?: string;
  children?: TextNode[];
}

const textOf = (nodes: readonly TextNode[] = []): string => nodes.map((n) => (n.type === 'text' ? (n.data ?? '') : textOf(n.children))).join('');

/**
 * `<sup>` and `<sub>` as plain text keeps what they mean: 10<sup>4</sup> is "10⁴", not "104";
 * H<sub>2</sub>O is "H₂O". A script Unicode cannot raise or lower (e<sup>iπ</sup>) is written as
 * people type it: "e^(iπ)", "x_(max)".
 */
function script(raise: boolean): FormatCallback {
  return (elem, _walk, builder) => {
    const text = textOf(elem.children).trim();
    const unicode = raise ? toSuperscript(text) : toSubscript(text);
    const mark = raise ? '^' : '_';
    builder.addInline(unicode ?? ([...text].length === 1 ? `${mark}${text}` : `${mark}(${text})`));
  };
}

/** Headings and table headers keep their case: "m²" upper-cased is "M²", another unit (megametres). */
const KEEP_CASE = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } }));

/** The plain-text part of a post's mail, from the same HTML as its HTML part. */
export function postText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    formatters: { superscript: script(true), subscript: script(false) },
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      ...KEEP_CASE,
      { selector: 'sup', format: 'superscript' },
      { selector: 'sub', format: 'subscript' },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  });
}

export async function newsletterPostContent(post: Pick<BlogPost, 'title' | 'excerpt' | 'slug' | 'content'>, origin: string): Promise<NewsletterPost> {
  const html = styleForMail(absolutizeHtml(withoutPageLinks((await loadSanitizer())(post.content)), origin));
  const text = postText(html);
  return { title: post.title, excerpt: post.excerpt, url: new URL(`/blog/${post.slug}`, origin).href, html, text };
}

/** A send's subject and content (JSON) from the post as it is now: what its subscribers will get. */
export async function newsletterSnapshot(post: Pick<BlogPost, 'title' | 'excerpt' | 'slug' | 'content'>, origin: string) {
  return { subject: post.title, content: JSON.stringify(await newsletterPostContent(post, origin)) };
}
