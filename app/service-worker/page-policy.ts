/**
 * What the service worker (sw.ts, docs/decisions/018-offline.md) may keep of the pages a visitor
 * opens. Pure functions of a request and a response, so they are tested in Node.
 */

/** Where pages depend on who asks (a session, a link's personal token) or are no pages at all. */
const NEVER_KEPT = ['/auth', '/blog-admin', '/api', '/newsletter'];

/**
 * Marks a request the service worker makes on its own to keep a copy of a page (not a visit): the
 * server counts no article view for it.
 */
export const OFFLINE_COPY_HEADER = 'x-unitwise-offline-copy';

/**
 * True for paths under NEVER_KEPT: their responses are never stored, whatever their headers say.
 * Compared as the router matches paths, whatever their case or escapes: `/BLOG-ADMIN` and
 * `/blog%2Dadmin` open the admin too.
 */
export function isNeverKeptPath(pathname: string): boolean {
  let path = pathname.toLowerCase();
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: compared as written.
  }
  return NEVER_KEPT.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The directive names of a Cache-Control header, lowercased. */
function directives(header: string | null): string[] {
  return (header ?? '').split(',').map((part) => part.split('=')[0]!.trim().toLowerCase());
}

/**
 * Whether a page's response may be kept for offline use: a complete (200) HTML page of this
 * origin, at a path that is not personal, that the server did not mark as meant for one visitor
 * (`private`) or for no cache at all (`no-store`), and whose body does not vary with the cookie.
 */
export function isKeptPage(url: string, response: Response, origin: string): boolean {
  const { origin: from, pathname } = new URL(response.url || url);
  if (from !== origin || isNeverKeptPath(pathname)) return false;
  if (response.status !== 200 || response.redirected) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  const cacheControl = directives(response.headers.get('cache-control'));
  if (cacheControl.includes('private') || cacheControl.includes('no-store')) return false;
  const vary = directives(response.headers.get('vary'));
  return !vary.includes('cookie') && !vary.includes('*');
}

/** The hashed build files (`/assets/…`) a page's HTML refers to: its scripts, styles and icons. */
export function assetUrls(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\/assets\/[\w.-]+/g), ([url]) => url))];
}

/** A language's precached pages (scripts/build-sw.mjs writes them from the languages table): shown when offline. */
export interface LanguagePages {
  /** The language's address prefix: '' for English, '/es'. */
  prefix: string;
  offline: string;
  favorites: string;
}

/**
 * The precached pages of the language an address is in (its prefix is the address's first
 * segment), else of the first language, English: a Spanish page that was never kept is replaced
 * offline by the Spanish offline page.
 */
export function languagePagesOf(pathname: string, languages: readonly LanguagePages[]): LanguagePages {
  const found = languages.find(({ prefix }) => prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`)));
  return found ?? languages[0]!;
}
