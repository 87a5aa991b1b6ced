import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

/**
 * What every kind of page tells browsers and caches in front (docs/decisions/045-caching-in-http.md),
 * against the real server, and that the page cache keeps exactly the pages that say `public`.
 */
const baseURL = inject('baseURL');

const SHARED = 'public, max-age=300, stale-while-revalidate=600';
const TODAY = 'public, max-age=60, stale-while-revalidate=60';
const CONTENT = 'public, max-age=60, stale-while-revalidate=300';
const PERSONAL = 'private, no-store';

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseURL}${path}`, { redirect: 'manual', headers });

describe('Cache-Control by kind of page', () => {
  it.each([
    ['/', 200, SHARED],
    ['/length', 200, SHARED],
    ['/length/feet-to-inches', 200, SHARED],
    ['/about', 200, SHARED],
    ['/favorites', 200, SHARED],
    ['/sitemap/length', 200, SHARED],
    ['/mortgage', 200, TODAY],
    // Converted at the stored rates: new rates reach browsers and CDNs within a minute.
    ['/currency', 200, 'public, max-age=60'],
    ['/usd-to-eur', 200, 'public, max-age=60'],
    ['/blog', 200, CONTENT],
    ['/blog/why-the-us-uses-two-measurement-systems', 200, CONTENT],
    // The same pages asked for with a query: their content may follow it, so every cache asks first.
    ['/length?v=5&from=ft&to=m', 200, 'no-cache'],
    ['/blog?category=Metric%20vs%20Imperial', 200, 'no-cache'],
    ['/auth', 200, PERSONAL],
    ['/search?q=x', 200, PERSONAL],
    ['/newsletter/unsubscribe?token=nothing', 404, PERSONAL],
    ['/nope', 404, PERSONAL],
    ['/length/feet-to-nothing', 404, PERSONAL],
    ['/blog/no-such-post', 404, PERSONAL],
  ])('%s answers %i with %s', async (path, status, cacheControl) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe(cacheControl);
  });

  it('sends the same Cache-Control on a HEAD request', async () => {
    const res = await fetch(`${baseURL}/length`, { method: 'HEAD' });
    expect(res.headers.get('cache-control')).toBe(SHARED);
  });
});

describe('the page cache', () => {
  /** An answer from the store says its age (RFC 9111); one made for the request has none. */
  const fromMemory = (res: Response) => res.headers.has('age');
  /** Asks twice, as a page is kept from its second request (ADR 072): the next answer comes from the store if the page is kept. */
  const third = async (path: string, headers: Record<string, string> = {}) => {
    await get(path, headers);
    await get(path, headers);
    return get(path, headers);
  };

  it('serves a page declared public from memory, with an ETag a browser can revalidate, and no nonce', async () => {
    const page = await third('/length/feet-to-inches', { 'accept-encoding': 'br' });
    expect(fromMemory(page)).toBe(true);
    expect(page.headers.get('content-security-policy')).not.toContain("'nonce-");
    const again = await get('/length/feet-to-inches', { 'accept-encoding': 'br', 'if-none-match': page.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(SHARED);
    expect(again.headers.has('age')).toBe(true);
  });

  it.each(['/auth', '/search?q=x', '/nope', '/length?v=5'])(
    'never serves %s from memory, and allows its scripts by a nonce of its own',
    async (path) => {
      const res = await third(path);
      expect(fromMemory(res)).toBe(false);
      expect(res.headers.get('content-security-policy')).toContain("'nonce-");
    },
  );

  // The tags a CDN purges by, and the page cache too (docs/decisions/074-http-cache-with-tags.md).
  it.each([
    ['/blog', /^posts$/],
    ['/blog/tag/metric%20system', /^posts$/],
    ['/blog/why-the-us-uses-two-measurement-systems', /^posts, post:[\w-]+$/],
    ['/currency', /^rates$/],
    ['/usd-to-eur', /^rates$/],
    // The feed and the sitemaps list the posts.
    ['/rss.xml', /^posts$/],
    ['/sitemap.xml', /^posts$/],
    ['/length', null],
    ['/length/feet-to-inches', null],
  ])('tags %s with the content it is made from, from the store as when made', async (path, tags) => {
    const made = await get(path);
    const kept = await third(path);
    expect(fromMemory(kept)).toBe(true);
    for (const res of [made, kept]) {
      if (tags) expect(res.headers.get('cache-tag')).toMatch(tags);
      else expect(res.headers.get('cache-tag')).toBeNull();
    }
  });
});
