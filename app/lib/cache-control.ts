/**
 * How long browsers, a CDN or proxy in front, and the server's own page cache may keep a page
 * (docs/decisions/045-caching-in-http.md). A route names one of these in its `headers` export; the
 * page cache keeps exactly the pages whose response says `public`, for their `max-age`.
 */
export const CACHE_CONTROL = {
  /** The same for everyone and changed only by a deployment: converters, pair pages, information pages. */
  shared: 'public, max-age=300, stale-while-revalidate=600',
  /** Shows today's date (the calculators): a minute old at most, a minute more while it is fetched again. */
  today: 'public, max-age=60, stale-while-revalidate=60',
  /**
   * Made from the database (the blog list, articles): edits reach caches in front within a minute.
   * The page cache drops these pages by their tags as soon as a post changes (CACHE_TAGS).
   */
  content: 'public, max-age=60, stale-while-revalidate=300',
  /**
   * Converts at the stored reference rates (the currency pages): a minute at most in a browser or a
   * CDN, so new rates reach them within a minute; the page cache drops them at once (tag `rates`).
   */
  rates: 'public, max-age=60',
  /** Depends on who asks or on the query (a session, search results): no cache keeps it. */
  personal: 'private, no-store',
  /**
   * The same for everyone, but its content follows the query string (a converter link's values): a
   * cache may keep it, and must ask each time (a CDN that ignored the query would mix them up).
   */
  askFirst: 'no-cache',
} as const;

type CachePolicyName = keyof typeof CACHE_CONTROL;

/** A route's `headers` export for a policy, naming the tags of the content the page is made from. */
export const cacheHeaders =
  (policy: CachePolicyName, ...tags: string[]) =>
  (): Record<string, string> => ({ 'Cache-Control': CACHE_CONTROL[policy], ...(tags.length ? cacheTags(...tags) : {}) });

/**
 * The Cache-Control a rendered page goes out with, given what its route declared. Site-wide rules
 * no route has to remember: a page that is not a 200 (a 404, an error) is kept by no cache, and a
 * shared page asked for with a query string is asked for again, as its content may follow the query.
 */
export function responseCacheControl(declared: string | null, { status, query }: { status: number; query: boolean }): string {
  if (status !== 200) return CACHE_CONTROL.personal;
  const policy = declared ?? CACHE_CONTROL.personal;
  return query && isShared(policy) ? CACHE_CONTROL.askFirst : policy;
}

/** The directives of a Cache-Control header, lowercased names mapped to their values ('' for none). */
function cacheDirectives(header: string | null | undefined): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', value = ''] = part.split('=');
    if (name.trim()) directives.set(name.trim().toLowerCase(), value.trim().replace(/^"|"$/g, ''));
  }
  return directives;
}

/** Whether a shared cache (a CDN, the page cache) may keep and serve a response with this header. */
export function isShared(header: string | null | undefined): boolean {
  const directives = cacheDirectives(header);
  return directives.has('public') && !['private', 'no-store', 'no-cache'].some((name) => directives.has(name));
}

/**
 * How long a shared cache may serve a response with this header (`s-maxage`, else `max-age`) and
 * then serve it stale while fetching it again (`stale-while-revalidate`), in milliseconds.
 */
export function sharedLifetime(header: string | null | undefined): { freshMs: number; staleMs: number } {
  const directives = cacheDirectives(header);
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value > 0 ? value * 1000 : 0;
  };
  return { freshMs: directives.has('s-maxage') ? seconds('s-maxage') : seconds('max-age'), staleMs: seconds('stale-while-revalidate') };
}

/**
 * The tags a page names in its `Cache-Tag` header: the content it is made from. When that content
 * changes, the page cache drops the pages of its tag (docs/decisions/074-http-cache-with-tags.md);
 * `posts` and `rates` are also the names the change is announced under (app/services/content-changes.server.ts).
 */
export const CACHE_TAGS = {
  /** Made from the published posts: the blog list, a tag's archive, every article (its related posts). */
  posts: 'posts',
  /** One article: its views are counted when the page cache serves it. */
  post: (id: string) => `post:${id}`,
  /** Converts at the stored reference rates (the currency pages). */
  rates: 'rates',
} as const;

/** The post a `post:{id}` tag names, or null for any other tag. */
export const postOfTag = (tag: string): string | null => (tag.startsWith('post:') ? tag.slice('post:'.length) || null : null);

/** The response header that names a page's tags, as CDNs read it: comma-separated. */
export const CACHE_TAG_HEADER = 'Cache-Tag';

/**
 * A route's `headers` export for a policy, with what its loader's headers say: the tags of a page made
 * from content only sometimes (a currency page among the converters), or a narrower policy (an
 * admin's preview of a post).
 */
export const loaderCacheHeaders =
  (policy: CachePolicyName) =>
  ({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> => {
    const tags = loaderHeaders.get(CACHE_TAG_HEADER);
    return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? CACHE_CONTROL[policy], ...(tags ? { [CACHE_TAG_HEADER]: tags } : {}) };
  };

/** A `Cache-Tag` header naming `tags`. */
export const cacheTags = (...tags: string[]) => ({ [CACHE_TAG_HEADER]: tags.join(', ') });
