/**
 * Addresses with words of another script (Japanese, ADR 095) as they travel and as data holds them.
 * Data, links and routes hold the words as written (`/ja/長さ`); a browser sends them percent-encoded
 * in UTF-8, and a header or a sitemap must carry them so.
 */

/**
 * A path or URL as a header or a sitemap carries it: characters beyond ASCII percent-encoded in
 * UTF-8, the rest as written, escapes included. (React Router's `redirect` throws on a Location of
 * other characters: a header is bytes.)
 */
export const headerPath = (path: string): string => path.replace(/[^\0-\x7f]+/g, (run) => encodeURIComponent(run));

/**
 * A request's pathname with its words as data writes them: escapes of characters beyond ASCII
 * (UTF-8 bytes %80–%FF) decoded, ASCII escapes kept (a calculation's "%2B" stays a plus sign, not a
 * space); a malformed escape leaves the pathname as sent.
 */
export function pathWords(pathname: string): string {
  try {
    return pathname.replace(/(?:%[89a-f][0-9a-f])+/gi, (run) => decodeURIComponent(run));
  } catch {
    return pathname;
  }
}
