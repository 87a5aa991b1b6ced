import { Buffer } from 'node:buffer';

/**
 * A rendered page edited as its UTF-8 bytes rather than as a JavaScript string. A pair page is
 * about 200 kB; every replace, decode or encode of it as a string made another copy of that size
 * in V8's large-object space, which only a full collection frees, so a crawl of thousands of pages
 * grew the server by more than a hundred megabytes of dead page copies. Bytes live outside V8's
 * heap and are freed as soon as their small handles are, in the young generation.
 */

/** What to do at one occurrence of the marker: replace bytes [at, end) with `insert` (or nothing). */
export type HtmlEdit = { end: number; insert?: string } | null;

/**
 * The pieces of the page with an edit at each occurrence of `marker` (an ASCII string), in order:
 * unchanged stretches of `html` (views, not copies) and the inserted text. An occurrence whose edit
 * is null is left as it is. A caller with more to add concatenates once, at its end.
 */
export function editHtmlParts(html: Buffer, marker: string, edit: (at: number) => HtmlEdit): Buffer[] {
  const parts: Buffer[] = [];
  let copied = 0;
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, Math.max(at + 1, copied))) {
    const change = edit(at);
    if (!change) continue;
    parts.push(html.subarray(copied, at));
    if (change.insert) parts.push(Buffer.from(change.insert));
    copied = change.end;
  }
  parts.push(html.subarray(copied));
  return parts;
}

/**
 * The page with an edit at each occurrence of `marker` (an ASCII string); an occurrence whose edit
 * is null is left as it is. Returns the same buffer when nothing was edited.
 */
export function editHtml(html: Buffer, marker: string, edit: (at: number) => HtmlEdit): Buffer {
  const parts = editHtmlParts(html, marker, edit);
  return parts.length === 1 ? html : Buffer.concat(parts);
}

/** Bytes [start, end) of the page as text; only for short ASCII pieces such as an attribute's value. */
export const asciiAt = (html: Buffer, start: number, end: number): string => html.toString('latin1', start, end);
