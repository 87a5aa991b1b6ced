import { describe, expect, it, vi } from 'vitest';
import { createPageCache, NONCE_PLACEHOLDER } from './page-cache';

function setup(options: { status?: number; cookie?: boolean } = {}) {
  let clock = 1_000;
  const cache = createPageCache({ cacheable: (path) => path === '/length', ttlMs: 60_000, now: () => clock });
  const render = vi.fn(async (nonce: string) => {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'content-length': '99' });
    if (options.cookie) headers.set('set-cookie', 'a=b');
    return new Response(`<script nonce="${nonce}"></script><p>render ${render.mock.calls.length}</p>`, {
      status: options.status ?? 200,
      headers,
    });
  });
  const serve = (path: string, nonce: string, method = 'GET') =>
    cache.serve(new Request(`http://x${path}`, { method }), nonce, render);
  const get = (path: string, nonce: string, method = 'GET') => serve(path, nonce, method).then((r) => r.text());
  return { render, serve, get, advance: (ms: number) => (clock += ms) };
}

describe('page cache', () => {
  it('renders a shared page once and gives every response its own nonce', async () => {
    const { render, get } = setup();
    expect(await get('/length', 'AAA')).toBe('<script nonce="AAA"></script><p>render 1</p>');
    expect(await get('/length', 'BBB')).toBe('<script nonce="BBB"></script><p>render 1</p>');
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith(NONCE_PLACEHOLDER);
  });

  it('drops a recorded Content-Length, which the nonce would make wrong', async () => {
    const { serve } = setup();
    await serve('/length', 'A');
    const res = await serve('/length', 'B');
    expect(res.headers.has('content-length')).toBe(false);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('renders again once the entry has expired', async () => {
    const { render, get, advance } = setup();
    await get('/length', 'A');
    advance(60_001);
    expect(await get('/length', 'B')).toContain('render 2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders concurrent first requests only once', async () => {
    const { render, get } = setup();
    const pages = await Promise.all(['A', 'B', 'C'].map((n) => get('/length', n)));
    expect(pages.map((p) => p.slice(15, 16))).toEqual(['A', 'B', 'C']);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a query string', '/length?v=5', 'GET'],
    ['a page not known to be shared', '/blog', 'GET'],
    ['a POST', '/length', 'POST'],
  ])('never caches %s', async (_name, path, method) => {
    const { render, get } = setup();
    expect(await get(path, 'N1', method)).toContain('nonce="N1"');
    expect(await get(path, 'N2', method)).toContain('nonce="N2"');
    expect(render).toHaveBeenCalledTimes(2);
    expect(render).not.toHaveBeenCalledWith(NONCE_PLACEHOLDER);
  });

  it.each([
    ['an error page', { status: 500 }],
    ['a response that sets a cookie', { cookie: true }],
  ])('does not keep %s', async (_name, options) => {
    const { get } = setup(options);
    expect(await get('/length', 'N1')).toContain('nonce="N1"');
    expect(await get('/length', 'N2')).toContain('nonce="N2"');
  });
});
