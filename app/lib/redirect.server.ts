import { redirect } from 'react-router';

/**
 * A path as an HTTP header carries it: characters beyond ASCII (address words in Japanese, ADR 095)
 * percent-encoded in UTF-8, and the rest as written, escapes included. A header is bytes: React
 * Router's `redirect` throws on a Location of other characters.
 */
export const headerPath = (path: string): string => path.replace(/[^\0-\x7f]+/g, (run) => encodeURIComponent(run));

/** React Router's `redirect` to a path of the site, whose address words may be of any script. */
export const redirectTo = (path: string, init?: number | ResponseInit): Response => redirect(headerPath(path), init);
