import { convert } from 'html-to-text';
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

export async function newsletterPostContent(post: Pick<BlogPost, 'title' | 'excerpt' | 'slug' | 'content'>, origin: string): Promise<NewsletterPost> {
  const html = absolutizeHtml((await loadSanitizer())(post.content), origin);
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable' },
    ],
  });
  return { title: post.title, excerpt: post.excerpt, url: new URL(`/blog/${post.slug}`, origin).href, html, text };
}

/** A send's subject and content (JSON) from the post as it is now: what its subscribers will get. */
export async function newsletterSnapshot(post: Pick<BlogPost, 'title' | 'excerpt' | 'slug' | 'content'>, origin: string) {
  return { subject: post.title, content: JSON.stringify(await newsletterPostContent(post, origin)) };
}
