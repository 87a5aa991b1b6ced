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
  /**
   * A page from memory allows its inline scripts by hash (its bytes are the same for everyone) and
   * carries an ETag; a page rendered for the request allows them by a nonce of its own.
   */
  const fromMemory = (res: Response) => res.headers.has('etag') && !(res.headers.get('content-security-policy') ?? '').includes("'nonce-");

  it('serves a page declared public from memory, with an ETag a browser can revalidate', async () => {
    await get('/length/feet-to-inches');
    const page = await get('/length/feet-to-inches', { 'accept-encoding': 'br' });
    expect(fromMemory(page)).toBe(true);
    const again = await get('/length/feet-to-inches', { 'accept-encoding': 'br', 'if-none-match': page.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(SHARED);
  });

  it.each(['/auth', '/search?q=x', '/nope', '/length?v=5'])('never serves %s from memory', async (path) => {
    await get(path);
    const second = await get(path);
    expect(fromMemory(second)).toBe(false);
    expect(second.headers.get('content-security-policy')).toContain("'nonce-");
  });
});
