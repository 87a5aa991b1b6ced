import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseEncoding, createPageCache, type CachePolicy, type RequestRecord } from './page-cache';

const THEME = "document.documentElement.dataset.theme='dark'";
const CSP = "script-src 'self' 'sha256-dGhlbWU='";
/** Enough text that Brotli's best quality has something to gain over its fast one. */
/** What the test pages declare: kept a minute, then served stale for ten more while rendered again. */
const PUBLIC = 'public, max-age=60, stale-while-revalidate=600';
const PROSE = Array.from({ length: 40 }, (_, i) => `<p>${i} feet is ${(i * 0.3048).toFixed(4)} meters, ${i * 12} inches.</p>`).join('');

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP exchange, so that nothing decodes or adds headers behind the test's back. */
function send(port: number, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function setup(
  options: {
    status?: number;
    cookie?: boolean;
    cacheControl?: string;
    policy?: (path: string) => CachePolicy | null;
    maxEntries?: number;
    maxBytes?: number;
    maxBuilds?: number;
    sameEachRender?: boolean;
    long?: boolean;
    /** Each render waits for this before it answers. */
    hold?: Promise<void>;
    /** The renderer gives the page's bytes beside its response, whose own body then says "unread". */
    bytesBeside?: boolean;
  } = {},
) {
  let clock = 1_000;
  let renders = 0;
  const rendering = { now: 0, most: 0 };
  const render = vi.fn(async (path: string) => {
    renders += 1;
    rendering.most = Math.max(rendering.most, ++rendering.now);
    await options.hold;
    rendering.now -= 1;
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': options.cacheControl ?? PUBLIC,
      'content-length': '1',
    });
    if (options.cookie) headers.set('set-cookie', 'a=b');
    const html =
      `<html><head><script>${THEME}</script></head>` +
      `<body><p>${path} render ${options.sameEachRender ? 'n' : renders}</p>${options.long ? PROSE : ''}<script type="module" src="/assets/x.js"></script>` +
      `<script type="module">import "/assets/entry.js";</script></body></html>`;
    if (options.bytesBeside) return { response: new Response('unread', { status: options.status ?? 200, headers }), body: Buffer.from(html) };
    return new Response(html, { status: options.status ?? 200, headers });
  });
  const fallback = vi.fn();
  const cache = createPageCache({
    policy: options.policy ?? ((path) => (path === '/length' || path === '/mass' ? { route: 'converter' } : null)),
    render,
    headers: [['Content-Security-Policy', CSP]],
    maxEntries: options.maxEntries,
    maxBytes: options.maxBytes,
    maxBuilds: options.maxBuilds,
    now: () => clock,
    onError: () => {},
  });
  const outcomes: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    const id = req.headers['x-request-id'];
    const record: RequestRecord = { headers: typeof id === 'string' ? ['X-Request-Id', id] : [] };
    void Promise.resolve(cache.handle(req, res, record)).then((done) => {
      outcomes.push(record.cache);
      if (done) return;
      fallback(req.url);
      res.writeHead(299, { 'content-type': 'text/plain' });
      res.end('from the application');
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    cache,
    render,
    rendering,
    outcomes,
    fallback,
    get: (path: string, init?: Parameters<typeof send>[2]) => send(port, path, init),
    advance: (ms: number) => (clock += ms),
  };
}

describe('page cache', () => {
  it('renders a page once and serves the same bytes to every request', async () => {
    const { render, get } = await setup();
    const first = await get('/length');
    const second = await get('/length');
    expect(first.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.body.toString()).toContain('/length render 1');
    expect(render).toHaveBeenCalledTimes(1);
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers['vary']).toBe('Accept-Encoding');
  });

  it('keeps the bytes a renderer gives beside its response, without reading the response', async () => {
    const { get } = await setup({ bytesBeside: true });
    const first = await get('/length');
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain('/length render 1');
    expect(first.body.toString()).not.toContain('unread');
    const br = await get('/length', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
  });

  it('serves the bytes the page was rendered with, under the headers it was given', async () => {
    const { get } = await setup();
    const page = await get('/length');
    expect(page.body.toString()).toContain(`<script>${THEME}</script>`);
    expect(page.body.toString()).toContain('<script type="module">import "/assets/entry.js";</script>');
    expect(page.headers['content-security-policy']).toBe(CSP);
  });

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ['identity', undefined, (b: Buffer) => b],
  ])('answers Accept-Encoding "%s" with %s', async (accept, encoding, decode) => {
    const { get } = await setup();
    const plain = (await get('/length')).body;
    const page = await get('/length', { headers: { 'accept-encoding': accept } });
    expect(page.headers['content-encoding']).toBe(encoding);
    expect(decode(page.body).equals(plain)).toBe(true);
    if (encoding) expect(page.body.length).toBeLessThan(plain.length);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { get } = await setup();
    const page = await get('/length', { headers: { 'accept-encoding': 'gzip' } });
    const etag = String(page.headers.etag);
    const again = await get('/length', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Another encoding is another representation: its tag differs, so the full page comes back.
    expect((await get('/length', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it('answers HEAD with the headers of the page and no body', async () => {
    const { get } = await setup();
    const full = await get('/length');
    const head = await get('/length', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
  });

  it('serves a page for its max-age without rendering it again', async () => {
    const { render, get, advance } = await setup();
    await get('/length');
    advance(59_999);
    expect((await get('/length')).body.toString()).toContain('render 1');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('serves an expired page once more while rendering it again, then the new render', async () => {
    const { render, get, advance } = await setup();
    await get('/length');
    advance(60_001);
    expect((await get('/length')).body.toString()).toContain('render 1');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect((await get('/length')).body.toString()).toContain('render 2'));
  });

  it('renders a page again before answering once it is older than its stale-while-revalidate', async () => {
    const { render, get, advance } = await setup();
    await get('/length');
    advance(60_000 + 600_001);
    expect((await get('/length')).body.toString()).toContain('render 2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('drops the pages it is told to forget, and renders them again when asked for', async () => {
    const { cache, render, get } = await setup({ policy: (path) => ({ route: path.startsWith('/blog') ? 'blog' : 'converter' }) });
    await get('/length');
    await get('/blog');
    cache.forget((_path, route) => route === 'blog');
    expect((await get('/blog')).body.toString()).toContain('/blog render 3');
    expect((await get('/length')).body.toString()).toContain('/length render 1');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("answers a page's first request with a quick Brotli copy, and one of the best quality once the page is served again", async () => {
    const { get } = await setup({ long: true });
    const br = { headers: { 'accept-encoding': 'br' } };
    const first = await get('/length', br);
    expect(first.headers.etag).toMatch(/-br4"$/);
    const plain = brotliDecompressSync(first.body);
    await vi.waitFor(async () => expect((await get('/length', br)).headers.etag).toMatch(/-br11"$/));
    const best = await get('/length', br);
    expect(brotliDecompressSync(best.body).equals(plain)).toBe(true);
    expect(best.body.length).toBeLessThanOrEqual(first.body.length);
    expect(best.headers['content-length']).toBe(String(best.body.length));
    // A page served once, as a crawler reads the long tail, keeps its first copy.
    expect((await get('/mass', br)).headers.etag).toMatch(/-br4"$/);
  });

  it('keeps the copies made when a page rendered again has the same bytes', async () => {
    const { render, get, advance } = await setup({ sameEachRender: true, long: true });
    const br = { headers: { 'accept-encoding': 'br' } };
    await get('/length', br);
    await vi.waitFor(async () => expect((await get('/length', br)).headers.etag).toMatch(/-br11"$/));
    advance(60_001);
    await get('/length', br);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    // Rendered again, not compressed again: the best copy stands.
    expect((await get('/length', br)).headers.etag).toMatch(/-br11"$/);
  });

  it('renders concurrent first requests only once', async () => {
    const { render, get } = await setup();
    const pages = await Promise.all([1, 2, 3].map(() => get('/length')));
    expect(new Set(pages.map((p) => p.body.toString())).size).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a query string', '/length?v=5', 'GET'],
    ['a page the policy does not name', '/blog', 'GET'],
    ['a POST', '/length', 'POST'],
  ])('leaves %s to the application', async (_name, path, method) => {
    const { render, fallback, get } = await setup();
    expect((await get(path, { method })).status).toBe(299);
    expect(fallback).toHaveBeenCalledWith(path);
    expect(render).not.toHaveBeenCalled();
  });

  it.each([
    ['an error page', { status: 500 }],
    ['a response that sets a cookie', { cookie: true }],
    ['a page its route declares private', { cacheControl: 'private, no-store' }],
    ['a page any cache must ask about first', { cacheControl: 'public, no-cache' }],
    ['a page without a max-age', { cacheControl: 'public' }],
    ['a page without Cache-Control', { cacheControl: '' }],
  ])('does not keep %s', async (_name, options) => {
    const { fallback, get } = await setup(options);
    expect((await get('/length')).status).toBe(299);
    expect((await get('/length')).status).toBe(299);
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('checks a page with a per-request check on every request', async () => {
    let version: string | null = 'v1';
    const onServe = vi.fn();
    const policy = () => ({ route: 'article', check: async () => (version === null ? null : { version, onServe }) });
    const { render, fallback, get } = await setup({ policy });
    expect((await get('/blog/a')).body.toString()).toContain('render 1');
    expect((await get('/blog/a')).body.toString()).toContain('render 1');
    expect(onServe).toHaveBeenCalledTimes(2);
    expect((await get('/blog/a', { method: 'HEAD' })).status).toBe(200);
    expect(onServe).toHaveBeenCalledTimes(2);
    // The service worker's offline copy of a page is no visit either.
    expect((await get('/blog/a', { headers: { 'x-unitwise-offline-copy': '1' } })).status).toBe(200);
    expect(onServe).toHaveBeenCalledTimes(2);
    version = 'v2';
    expect((await get('/blog/a')).body.toString()).toContain('render 2');
    version = null;
    expect((await get('/blog/a')).status).toBe(299);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(onServe).toHaveBeenCalledTimes(3);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxBytes of pages, dropping the oldest render, yet serves a page larger than that', async () => {
    // A test page's Brotli copy takes about 115 bytes: one page fits in 200, two do not.
    const { render, get } = await setup({ maxBytes: 200 });
    const br = { headers: { 'accept-encoding': 'br' } };
    await get('/length', br);
    await get('/length', br);
    expect(render).toHaveBeenCalledTimes(1);
    await get('/mass', br);
    await get('/mass', br);
    expect(render).toHaveBeenCalledTimes(2);
    await get('/length', br);
    expect(render).toHaveBeenCalledTimes(3);

    const tiny = await setup({ maxBytes: 1 });
    expect((await tiny.get('/length')).status).toBe(200);
    await tiny.get('/length');
    expect(tiny.render).toHaveBeenCalledTimes(1);
  });

  it('keeps a page uncompressed, counted in maxBytes, only once a client asked for it so', async () => {
    // Each test page's Brotli copy takes about 115 bytes and its plain bytes about 230: two pages'
    // Brotli copies fit in 400, not with one's plain copy as well.
    const { render, get } = await setup({ maxBytes: 400 });
    const br = { headers: { 'accept-encoding': 'br' } };
    await get('/length', br);
    await get('/mass', br);
    await get('/length', br);
    expect(render).toHaveBeenCalledTimes(2);
    const plain = await get('/mass');
    expect(plain.body.toString()).toContain('/mass render 2');
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    await get('/length', br);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("makes a page's gzip copy when a client first asks for gzip, counts it in maxBytes and keeps it", async () => {
    // Brotli copies of about 115 bytes, gzip copies of about 155: two pages' Brotli copies fit in
    // 350, not with one's gzip copy as well.
    const { render, get } = await setup({ maxBytes: 350 });
    const br = { headers: { 'accept-encoding': 'br' } };
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    await get('/length', br);
    await get('/mass', br);
    await get('/length', br);
    // No gzip copy was made for a client that takes Brotli: both pages are still kept.
    expect(render).toHaveBeenCalledTimes(2);
    const first = await get('/mass', gzip);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toContain('/mass render 2');
    expect(first.headers['content-length']).toBe(String(first.body.length));
    const again = await get('/mass', gzip);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(render).toHaveBeenCalledTimes(2);
    // The gzip copy took /length's place.
    await get('/length', br);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('renders at most maxBuilds pages at a time; the other first requests wait their turn', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const { rendering, get } = await setup({ maxBuilds: 2, hold, policy: () => ({ route: 'converter' }) });
    const pages = Promise.all(paths.map((path) => get(path)));
    await vi.waitFor(() => expect(rendering.now).toBe(2));
    release();
    const answers = await pages;
    expect(answers.map((page) => page.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((page) => page.body.toString().match(/<p>(\/\w) render/)?.[1])).toEqual(paths);
    expect(rendering.most).toBe(2);
  });

  it('tells the request what the cache did, and the timings of a render in Server-Timing', async () => {
    const { outcomes, get } = await setup();
    const first = await get('/length', { headers: { 'x-request-id': 'abc-1' } });
    expect(first.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d+)?, compress;dur=\d+(\.\d+)?$/);
    expect(first.headers['x-request-id']).toBe('abc-1');
    const again = await get('/length', { headers: { 'x-request-id': 'abc-2', 'accept-encoding': 'br' } });
    expect(again.headers['server-timing']).toBe('cache;desc=hit');
    expect(again.headers['x-request-id']).toBe('abc-2');
    await get('/length?v=1');
    expect(outcomes).toEqual(['miss', 'hit', undefined]);
  });

  it('keeps at most maxEntries pages, dropping the oldest render', async () => {
    const { render, get } = await setup({ maxEntries: 1 });
    await get('/length');
    await get('/mass');
    await get('/mass');
    expect(render).toHaveBeenCalledTimes(2);
    await get('/length');
    expect(render).toHaveBeenCalledTimes(3);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0.0, gzip', 'gzip'],
    ['*', 'br'],
    ['deflate', 'identity'],
  ] as const)('%j gets %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
