import { cn } from '~/lib/cn';

/*
 * Typography for article bodies, written as arbitrary variants because no typography plugin is
 * installed. Colours come from the theme tokens, so both themes are covered without dark: twins.
 * Kept as whole class strings so Tailwind's scanner finds them.
 */
const TYPOGRAPHY = [
  'text-base leading-7 text-foreground break-words',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:leading-tight [&_h1]:tracking-tight',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:leading-snug [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_h5]:mt-6 [&_h5]:mb-2 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:mb-2 [&_h6]:font-semibold [&_h6]:text-muted-foreground',
  '[&_p]:my-4',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:decoration-2',
  '[&_strong]:font-semibold [&_em]:italic [&_u]:underline',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li>ul]:my-1 [&_li>ol]:my-1',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em]',
  // Code blocks and tables scroll sideways when wider than the page: each takes focus (see below),
  // with a ring to show it.
  '[&_pre:focus-visible]:outline-2 [&_pre:focus-visible]:outline-offset-2 [&_pre:focus-visible]:outline-ring [&_table:focus-visible]:outline-2 [&_table:focus-visible]:outline-offset-2 [&_table:focus-visible]:outline-ring',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[1em]',
  // Wide tables scroll inside the article rather than widening the page on a phone.
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_thead]:bg-muted [&_th]:border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_td]:border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  // Powers and indices keep the line's height (1 nm = 10⁻⁹ m), as typeset maths does.
  '[&_sup]:relative [&_sup]:top-[-0.5em] [&_sup]:align-baseline [&_sup]:text-[0.75em] [&_sub]:relative [&_sub]:bottom-[-0.25em] [&_sub]:align-baseline [&_sub]:text-[0.75em]',
  // A highlight in the theme's own colors, readable in both themes (the browser's yellow is not on dark).
  '[&_mark]:rounded-sm [&_mark]:bg-accent [&_mark]:px-0.5 [&_mark]:text-accent-foreground [&_del]:line-through [&_s]:line-through [&_small]:text-sm',
  '[&_abbr[title]]:cursor-help [&_abbr[title]]:underline [&_abbr[title]]:decoration-dotted [&_abbr[title]]:underline-offset-2',
  '[&_hr]:my-8 [&_hr]:border-border',
  '[&_dl]:my-4 [&_dt]:mt-3 [&_dt]:font-semibold [&_dd]:pl-6',
  '[&_figure]:my-6 [&_figure_img]:my-0 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground',
  // An anchored heading is not hidden under anything when its link is followed.
  '[&_[id]]:scroll-mt-20',
  // A heading's link to itself reads as the heading, with a # beside it while pointed at or focused
  // (ADR 075); the # has empty alternative text, so the heading's name stays its text.
  "[&_.heading-anchor]:[font-weight:inherit] [&_.heading-anchor]:text-inherit [&_.heading-anchor]:no-underline [&_.heading-anchor]:hover:after:content-['#'_/_''] [&_.heading-anchor]:focus-visible:after:content-['#'_/_''] [&_.heading-anchor]:after:ml-2 [&_.heading-anchor]:after:text-muted-foreground",
  // Task lists: ☐ and ☑ stand where the bullet would; footnotes close the article in smaller type.
  '[&_.task-list-item]:list-none',
  '[&_.footnotes]:mt-10 [&_.footnotes]:border-t [&_.footnotes]:pt-4 [&_.footnotes]:text-sm [&_.footnote-backref]:no-underline',
].join(' ');

/**
 * The article body: the one place in the app that injects HTML (STYLE.md).
 *
 * `sanitizedHtml` must already have been through `sanitizePostHtml` (app/services/sanitize.server.ts):
 * the server sanitizes a body when it is saved and again when it is rendered, and hands only the
 * result to this component. Never pass anything else here.
 *
 * `[contain:paint]` makes the body the containing block of anything positioned inside it and clips
 * to it, so no class a body carries (`fixed inset-0`, say) can lay content over the rest of the page;
 * `-m-1 p-1` leaves room inside the clip for the links' focus outlines without moving the text.
 */
export function PostBody({ sanitizedHtml, className }: { sanitizedHtml: string; className?: string }) {
  return (
    <div
      className={cn('prose -m-1 p-1 [contain:paint]', TYPOGRAPHY, className)}
      dangerouslySetInnerHTML={{ __html: scrollableByKeyboard(sanitizedHtml) }}
    />
  );
}

/**
 * Code blocks and tables scroll sideways when wider than the page, and a region that scrolls must
 * be reachable by keyboard to be scrolled by it (WCAG 2.1.1; axe's scrollable-region-focusable):
 * each takes focus in the reading order. Sanitized HTML has `<pre` and `<table` only as tags (a
 * text's `<` is `&lt;`), and neither carries a tabindex of its own (the allow-list has none).
 */
export function scrollableByKeyboard(sanitizedHtml: string): string {
  return sanitizedHtml.replace(/<(pre|table)\b/g, '<$1 tabindex="0"');
}
