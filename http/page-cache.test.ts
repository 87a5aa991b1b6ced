import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseEncoding, createPageCache, type OriginRequest, type RequestRecord } from './page-cache';

const THEME = "document.documentElement.dataset.theme='dark'";
/** What the test pages declare: kept a minute, then served stale for ten more while rendered again. */
const PUBLIC = 'public, max-age=60, stale-while-revalidate=600';
/** Enough text that Brotli's best quality has something to gain over its fast one. */
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

/** Server-Timing of an answer from a kept page. */
const HIT = /^cache;desc=hit$/;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function setup(
  options: {
    status?: number;
    cookie?: boolean;
    cacheControl?: string;
    /** The pages' Cache-Tag, by path. */
    tags?: (path: string) => string | undefined;
    /** Extra headers of the pages' answers. */
    headers?: Record<string, string>;
    maxEntries?: number;
    maxBytes?: number;
    maxBuilds?: number;
    sameEachRender?: boolean;
    long?: boolean;
    /** Each render waits for this before it answers. */
    hold?: Promise<void>;
  } = {},
) {
  let clock = 1_000;
  let renders = 0;
  const rendering = { now: 0, most: 0 };
  /** The application: each answer is a new render of the page, numbered. */
  const render = vi.fn(async ({ request }: OriginRequest) => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    renders += 1;
    rendering.most = Math.max(rendering.most, ++rendering.now);
    await options.hold;
    rendering.now -= 1;
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': options.cacheControl ?? PUBLIC,
      // As the application times its renders.
      'server-timing': 'render;dur=1.5',
    });
    if (options.cookie) headers.set('set-cookie', 'a=b');
    const tags = options.tags?.(path);
    if (tags) headers.set('cache-tag', tags);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const html =
      `<html><head><script>${THEME}</script></head>` +
      `<body><p>${path} render ${options.sameEachRender ? 'n' : renders}</p>${options.long ? PROSE : ''}<script type="module" src="/assets/x.js"></script>` +
      `<script type="module">import "/assets/entry.js";</script></body></html>`;
    return new Response(html, { status: options.status ?? 200, headers });
  });
  const fallback = vi.fn();
  const hits: { path: string | undefined; tags: readonly string[] }[] = [];
  const cache = createPageCache({
    origin: render,
    publicOrigin: 'http://localhost:3000',
    onHit: (req, tags) => hits.push({ path: req.url, tags }),
    maxEntries: options.maxEntries,
    maxBytes: options.maxBytes,
    maxBuilds: options.maxBuilds,
    now: () => clock,
    onError: () => {},
  });
  /** What the cache did with each request, in the order they arrived, as it stood when the answer was written. */
  const outcomes: (string | undefined)[] = [];
  /** Requests the server has handed to the cache. */
  const arrived = { requests: 0 };
  const server = createServer((req, res) => {
    arrived.requests += 1;
    const id = req.headers['x-request-id'];
    const record: RequestRecord = { headers: typeof id === 'string' ? ['X-Request-Id', id] : [] };
    const index = outcomes.push(undefined) - 1;
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
      outcomes[index] = record.cache;
      return writeHead(...args);
    }) as typeof res.writeHead;
    if (cache.handle(req, res, record)) return;
    fallback(req.url);
    res.writeHead(299, { 'content-type': 'text/plain' });
    res.end('from the application');
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    cache,
    render,
    hits,
    rendering,
    outcomes,
    arrived,
    fallback,
    get: (path: string, init?: Parameters<typeof send>[2]) => send(port, path, init),
    /** Asks for a page twice, as a page is kept from its second request: the second answer, whose render is kept. */
    keep: async (path: string, init?: Parameters<typeof send>[2]) => {
      await send(port, path, init);
      return send(port, path, init);
    },
    advance: (ms: number) => (clock += ms),
  };
}

describe('page cache', () => {
  it('does not keep a page after its first request, keeps it after its second, and serves those bytes to every request after', async () => {
    const { render, outcomes, get } = await setup();
    const first = await get('/length');
    const kept = await get('/length');
    const again = await get('/length');
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain('/length render 1');
    expect(kept.body.toString()).toContain('/length render 2');
    expect(again.body.equals(kept.body)).toBe(true);
    expect(render).toHaveBeenCalledTimes(2);
    expect(outcomes).toEqual(['miss', 'miss', 'hit']);
    for (const page of [first, again]) {
      expect(page.headers['content-length']).toBe(String(page.body.length));
      expect(page.headers['cache-control']).toBe(PUBLIC);
      expect(page.headers['vary']).toBe('Accept-Encoding');
    }
  });

  it('forgets a page asked for once after maxEntries × 4 other pages were asked for once', async () => {
    const { render, get, outcomes } = await setup({ maxEntries: 1 });
    await get('/a');
    for (const path of ['/b', '/c', '/d', '/e']) await get(path);
    // Its first request is forgotten: this one is a first again, and the next one keeps the page.
    await get('/a');
    await get('/a');
    expect(render).toHaveBeenCalledTimes(7);
    expect((await get('/a')).headers['server-timing']).toMatch(HIT);
    expect(render).toHaveBeenCalledTimes(7);
    expect(outcomes.at(-1)).toBe('hit');
  });

  it('serves the bytes the application answered, under the headers it gave', async () => {
    const csp = "script-src 'self' 'sha256-dGhlbWU='";
    const { get, keep } = await setup({ headers: { 'content-security-policy': csp, 'x-frame-options': 'DENY' } });
    for (const page of [await get('/length'), await keep('/length'), await get('/length')]) {
      expect(page.body.toString()).toContain(`<script>${THEME}</script>`);
      expect(page.body.toString()).toContain('<script type="module">import "/assets/entry.js";</script>');
      expect(page.headers['content-security-policy']).toBe(csp);
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('asks the application at the public origin, with the client’s headers and its request', async () => {
    const { render, get } = await setup();
    await get('/length', { headers: { host: 'evil.example', 'accept-language': 'de', 'x-forwarded-for': '203.0.113.7' } });
    const [{ request, incoming }] = render.mock.calls[0]!;
    expect(request.url).toBe('http://localhost:3000/length');
    expect(request.headers.get('accept-language')).toBe('de');
    expect(request.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(request.headers.get('host')).toBeNull();
    expect(incoming?.url).toBe('/length');
  });

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ['identity', undefined, (b: Buffer) => b],
  ])('answers Accept-Encoding "%s" with %s', async (accept, encoding, decode) => {
    const { render, get, keep } = await setup();
    const plain = (await keep('/length')).body;
    const page = await get('/length', { headers: { 'accept-encoding': accept } });
    expect(page.headers['content-encoding']).toBe(encoding);
    expect(decode(page.body).equals(plain)).toBe(true);
    if (encoding) expect(page.body.length).toBeLessThan(plain.length);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { get, keep } = await setup();
    const page = await keep('/length', { headers: { 'accept-encoding': 'gzip' } });
    const etag = String(page.headers.etag);
    const again = await get('/length', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Another encoding is another representation: its tag differs, so the full page comes back.
    expect((await get('/length', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it('answers HEAD with the headers of the page and no body', async () => {
    const { get, keep } = await setup();
    const full = await keep('/length');
    const head = await get('/length', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers['server-timing']).toMatch(HIT);
  });

  it('says in Age how many whole seconds ago a kept page was rendered, on a hit and its 304, and sends none with a render', async () => {
    const { get, advance } = await setup();
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    const rendered = [await get('/length', gzip), await get('/length', gzip)];
    expect(rendered.map((page) => page.headers.age)).toEqual([undefined, undefined]);
    expect((await get('/length', gzip)).headers.age).toBe('0');
    advance(12_999);
    const hit = await get('/length', gzip);
    expect(hit.headers.age).toBe('12');
    const notModified = await get('/length', { headers: { 'accept-encoding': 'gzip', 'if-none-match': String(hit.headers.etag) } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.age).toBe('12');
    advance(1);
    expect((await get('/length', { method: 'HEAD' })).headers.age).toBe('13');
    // A page the cache does not keep yet has none either.
    expect((await get('/mass')).headers.age).toBeUndefined();
  });

  it('serves a page for its max-age without rendering it again', async () => {
    const { render, get, keep, advance } = await setup();
    await keep('/length');
    advance(59_999);
    expect((await get('/length')).body.toString()).toContain('render 2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('serves an expired page once more while asking for it again, with no reader’s request, then the new answer', async () => {
    const { render, get, keep, advance } = await setup();
    await keep('/length');
    advance(60_001);
    const stale = await get('/length');
    expect(stale.body.toString()).toContain('render 2');
    expect(stale.headers.age).toBe('60');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(3));
    expect(render.mock.calls[2]![0].incoming).toBeNull();
    await vi.waitFor(async () => expect((await get('/length')).body.toString()).toContain('render 3'));
    // Its age counts from the new render.
    expect((await get('/length')).headers.age).toBe('0');
  });

  it('renders a page again before answering once it is older than its stale-while-revalidate', async () => {
    const { render, get, keep, advance } = await setup();
    await keep('/length');
    advance(60_000 + 600_001);
    const page = await get('/length');
    expect(page.body.toString()).toContain('render 3');
    expect(page.headers.age).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('drops the pages whose answers named a purged tag, asks for them again when requested, and keeps that answer', async () => {
    const { cache, render, get, keep } = await setup({ tags: (path) => (path.startsWith('/blog') ? 'posts, post:7' : undefined) });
    await keep('/length');
    await keep('/blog');
    cache.purge(['rates']);
    expect((await get('/blog')).headers['server-timing']).toMatch(HIT);
    cache.purge(['posts']);
    const blog = await get('/blog');
    expect(blog.body.toString()).toContain('/blog render 5');
    expect(blog.headers['server-timing']).not.toMatch(HIT);
    // A kept page was asked for before: its render after a purge is kept at once.
    const again = await get('/blog');
    expect(again.body.toString()).toContain('/blog render 5');
    expect(again.headers['server-timing']).toMatch(HIT);
    expect((await get('/length')).body.toString()).toContain('/length render 2');
    expect(render).toHaveBeenCalledTimes(5);
  });

  it("answers a page's first requests with a quick Brotli copy, and one of the best quality once the kept page is served again", async () => {
    const { get, keep } = await setup({ long: true });
    const br = { headers: { 'accept-encoding': 'br' } };
    expect((await get('/length', br)).headers.etag).toMatch(/-br4"$/);
    const first = await get('/length', br);
    expect(first.headers.etag).toMatch(/-br4"$/);
    const plain = brotliDecompressSync(first.body);
    await vi.waitFor(async () => expect((await get('/length', br)).headers.etag).toMatch(/-br11"$/));
    const best = await get('/length', br);
    expect(brotliDecompressSync(best.body).equals(plain)).toBe(true);
    expect(best.body.length).toBeLessThanOrEqual(first.body.length);
    expect(best.headers['content-length']).toBe(String(best.body.length));
    // A page served once from the store, as a crawler reads the long tail, keeps its first copy.
    await keep('/mass', br);
    expect((await get('/mass', br)).headers.etag).toMatch(/-br4"$/);
  });

  it('keeps the copies made when a page rendered again has the same bytes', async () => {
    const { render, get, keep, advance } = await setup({ sameEachRender: true, long: true });
    const br = { headers: { 'accept-encoding': 'br' } };
    await keep('/length', br);
    await vi.waitFor(async () => expect((await get('/length', br)).headers.etag).toMatch(/-br11"$/));
    advance(60_001);
    await get('/length', br);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(3));
    // Rendered again, not compressed again: the best copy stands.
    expect((await get('/length', br)).headers.etag).toMatch(/-br11"$/);
  });

  it('renders concurrent first requests only once, and keeps the page they asked for together', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { render, arrived, get } = await setup({ hold });
    const answers = Promise.all([1, 2, 3].map(() => get('/length')));
    await vi.waitFor(() => expect(arrived.requests).toBe(3));
    release();
    const pages = await answers;
    expect(new Set(pages.map((p) => p.body.toString())).size).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect((await get('/length')).headers['server-timing']).toMatch(HIT);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('passes a POST to the caller, and asks the application for nothing', async () => {
    const { render, fallback, get } = await setup();
    expect((await get('/length', { method: 'POST' })).status).toBe(299);
    expect(fallback).toHaveBeenCalledWith('/length');
    expect(render).not.toHaveBeenCalled();
  });

  it('keeps a page under its whole URL: another query string is another page', async () => {
    const { render, get, keep } = await setup();
    await keep('/length?v=5');
    expect((await get('/length?v=5')).headers['server-timing']).toMatch(HIT);
    expect((await get('/length?v=6')).body.toString()).toContain('/length?v=6 render 3');
    expect((await get('/length')).body.toString()).toContain('/length render 4');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['an error page', { status: 500 }],
    ['a response that sets a cookie', { cookie: true }],
    ['a page its route declares private', { cacheControl: 'private, no-store' }],
    ['a page any cache must ask about first', { cacheControl: 'public, no-cache' }],
    ['a page without a max-age', { cacheControl: 'public' }],
    ['a page without Cache-Control', { cacheControl: '' }],
    ['a page compressed already', { headers: { 'content-encoding': 'identity' } }],
    ['a page that varies on every request', { headers: { vary: '*' } }],
  ] as [string, NonNullable<Parameters<typeof setup>[0]>][])('does not keep %s, and passes on the application’s answer', async (_name, options) => {
    const { render, get, outcomes } = await setup(options);
    for (let n = 1; n <= 3; n++) {
      const page = await get('/length');
      expect(page.status).toBe(options.status ?? 200);
      expect(page.body.toString()).toContain(`/length render ${n}`);
      expect(page.headers['set-cookie']).toEqual(options.cookie ? ['a=b'] : undefined);
    }
    expect(render).toHaveBeenCalledTimes(3);
    expect(outcomes).toEqual([undefined, undefined, undefined]);
  });

  it('keeps a page that varies on a request header once for each of its values', async () => {
    const { render, get, keep } = await setup({ headers: { vary: 'Accept-Language' } });
    const de = { headers: { 'accept-language': 'de' } };
    const es = { headers: { 'accept-language': 'es' } };
    await keep('/length', de);
    expect((await get('/length', de)).headers['server-timing']).toMatch(HIT);
    expect((await get('/length', de)).headers.vary).toBe('Accept-Encoding, accept-language');
    expect((await get('/length', es)).headers['server-timing']).not.toMatch(HIT);
    await get('/length', es);
    expect((await get('/length', es)).body.toString()).toContain('render 4');
    expect((await get('/length', de)).body.toString()).toContain('render 2');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('tells of every GET it answers from the store with the kept page’s tags, and of no HEAD', async () => {
    const { hits, get, keep } = await setup({ tags: (path) => (path === '/blog/a' ? 'posts, post:7' : undefined) });
    await keep('/blog/a');
    expect(hits).toEqual([]);
    await get('/blog/a');
    await get('/blog/a', { method: 'HEAD' });
    await keep('/length');
    await get('/length');
    expect(hits).toEqual([
      { path: '/blog/a', tags: ['posts', 'post:7'] },
      { path: '/length', tags: [] },
    ]);
  });

  it('does not keep an answer asked for before a purge of one of its tags, and keeps the next', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { cache, render, get } = await setup({ tags: () => 'rates' });
    await get('/currency');
    const before = new Promise<void>((resolve) => {
      // The second request is in the application when new rates are stored.
      render.mockImplementationOnce(async (asked) => {
        resolve();
        await hold;
        return render.getMockImplementation()!(asked);
      });
    });
    const answer = get('/currency');
    await before;
    cache.purge(['rates']);
    release();
    expect((await answer).status).toBe(200);
    // Asked for twice before, it is kept from its next answer.
    expect((await get('/currency')).headers['server-timing']).not.toMatch(HIT);
    expect((await get('/currency')).headers['server-timing']).toMatch(HIT);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['maxEntries', { maxEntries: 2 }],
    // A test page's Brotli copy takes about 137 bytes: two fit in 300, not three.
    ['maxBytes', { maxBytes: 300 }],
  ])('keeps at most %s of pages, dropping the least recently served, not the oldest render', async (_name, limits) => {
    const { render, get, keep } = await setup(limits);
    const br = { headers: { 'accept-encoding': 'br' } };
    await keep('/a', br);
    await keep('/b', br);
    // Served from the store, /a is now used more recently than /b.
    expect((await get('/a', br)).headers['server-timing']).toMatch(HIT);
    await keep('/c', br);
    expect(render).toHaveBeenCalledTimes(6);
    expect((await get('/a', br)).headers['server-timing']).toMatch(HIT);
    expect((await get('/c', br)).headers['server-timing']).toMatch(HIT);
    expect(render).toHaveBeenCalledTimes(6);
    expect((await get('/b', br)).headers['server-timing']).not.toMatch(HIT);
    expect(render).toHaveBeenCalledTimes(7);
  });

  it('keeps a page larger than maxBytes, alone', async () => {
    const { render, get, keep } = await setup({ maxBytes: 1 });
    const first = await get('/length');
    expect(first.status).toBe(200);
    await get('/length');
    expect((await get('/length')).headers['server-timing']).toMatch(HIT);
    expect(render).toHaveBeenCalledTimes(2);
    await keep('/mass');
    expect((await get('/mass')).headers['server-timing']).toMatch(HIT);
    expect((await get('/length')).headers['server-timing']).not.toMatch(HIT);
    expect(render).toHaveBeenCalledTimes(5);
  });

  it('keeps a page uncompressed, counted in maxBytes, only once a client asked for it so', async () => {
    // Each test page's Brotli copy takes about 137 bytes and its plain bytes about 230: two pages'
    // Brotli copies fit in 400, not with one's plain copy as well.
    const { render, get, keep } = await setup({ maxBytes: 400 });
    const br = { headers: { 'accept-encoding': 'br' } };
    await keep('/length', br);
    await keep('/mass', br);
    await get('/length', br);
    expect(render).toHaveBeenCalledTimes(4);
    const plain = await get('/mass');
    expect(plain.body.toString()).toContain('/mass render 4');
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    // The plain copy took /length's place.
    await get('/length', br);
    expect(render).toHaveBeenCalledTimes(5);
  });

  it("makes a page's gzip copy when a client first asks for gzip, counts it in maxBytes and keeps it", async () => {
    // Brotli copies of about 137 bytes, gzip copies of about 155: two pages' Brotli copies fit in
    // 350, not with one's gzip copy as well.
    const { render, get, keep } = await setup({ maxBytes: 350 });
    const br = { headers: { 'accept-encoding': 'br' } };
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    await keep('/length', br);
    await keep('/mass', br);
    await get('/length', br);
    // No gzip copy was made for a client that takes Brotli: both pages are still kept.
    expect(render).toHaveBeenCalledTimes(4);
    const first = await get('/mass', gzip);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toContain('/mass render 4');
    expect(first.headers['content-length']).toBe(String(first.body.length));
    const again = await get('/mass', gzip);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(render).toHaveBeenCalledTimes(4);
    // The gzip copy took /length's place.
    await get('/length', br);
    expect(render).toHaveBeenCalledTimes(5);
  });

  it('counts the bytes a smaller best copy frees, so that they hold another page', async () => {
    const br = { headers: { 'accept-encoding': 'br' } };
    const bestCopy = async (get: (path: string, init: typeof br) => ReturnType<typeof send>) => {
      let page: Reply | undefined;
      await vi.waitFor(async () => expect((page = await get('/length', br)).headers.etag).toMatch(/-br11"$/));
      return Number(page!.headers['content-length']);
    };
    // The copies' sizes, measured: the pages are the same at each render.
    const measured = await setup({ sameEachRender: true, long: true });
    const first = Number((await measured.keep('/length', br)).headers['content-length']);
    const best = await bestCopy(measured.get);
    const mass = Number((await measured.keep('/mass', br)).headers['content-length']);
    expect(best).toBeLessThan(first);

    // Room for /length's best copy and /mass's first, not for both first copies.
    const { render, get, keep } = await setup({ sameEachRender: true, long: true, maxBytes: best + mass });
    await keep('/length', br);
    await bestCopy(get);
    await keep('/mass', br);
    expect(render).toHaveBeenCalledTimes(4);
    expect((await get('/length', br)).headers['server-timing']).toMatch(HIT);
    expect((await get('/mass', br)).headers['server-timing']).toMatch(HIT);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('answers many first requests at once, each with its own page, however few it compresses at a time', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const { rendering, get } = await setup({ maxBuilds: 2, hold, long: true });
    const pages = Promise.all(paths.map((path) => get(path, { headers: { 'accept-encoding': 'br' } })));
    await vi.waitFor(() => expect(rendering.now).toBe(5));
    release();
    const answers = await pages;
    expect(answers.map((page) => page.status)).toEqual([200, 200, 200, 200, 200]);
    expect(
      answers.map(
        (page) =>
          brotliDecompressSync(page.body)
            .toString()
            .match(/<p>(\/\w) render/)?.[1],
      ),
    ).toEqual(paths);
  });

  it('tells the request what the cache did, and the timings of a render in Server-Timing', async () => {
    const { outcomes, get } = await setup();
    const first = await get('/length', { headers: { 'x-request-id': 'abc-1' } });
    expect(first.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d+)?, compress;dur=\d+(\.\d+)?$/);
    expect(first.headers['x-request-id']).toBe('abc-1');
    // Its second request renders it again, and keeps it.
    const kept = await get('/length');
    expect(kept.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d+)?, compress;dur=\d+(\.\d+)?$/);
    const again = await get('/length', { headers: { 'x-request-id': 'abc-2', 'accept-encoding': 'br' } });
    expect(again.headers['server-timing']).toBe('cache;desc=hit');
    expect(again.headers['x-request-id']).toBe('abc-2');
    await get('/length', { method: 'POST' });
    expect(outcomes).toEqual(['miss', 'miss', 'hit', undefined]);
  });
});

describe('page cache under a flood of addresses', () => {
  it('still answers the popular pages from the store after 5,000 requests to distinct addresses', { timeout: 60_000 }, async () => {
    const { render, get } = await setup({ tags: (path) => (path.startsWith('/blog/') ? 'posts, post:1' : undefined) });
    const popular = ['/length', '/', '/blog', '/blog/metric-basics'];
    for (const path of popular) for (let n = 0; n < 2; n++) await get(path);
    const renders = render.mock.calls.length;
    // Calculation and pair addresses, each asked for once, as a crawl or a flood asks for them.
    const flood = Array.from({ length: 5_000 }, (_, i) => (i % 2 ? `/calculate/${i}%20ft%20in%20m` : `/length/feet-to-meters-${i}`));
    for (let i = 0; i < flood.length; i += 50) await Promise.all(flood.slice(i, i + 50).map((path) => get(path)));
    expect(render).toHaveBeenCalledTimes(renders + flood.length);
    const answers = [];
    for (const path of popular) {
      const page = await get(path);
      answers.push({ path, timing: page.headers['server-timing'], age: page.headers.age });
    }
    expect(answers).toEqual(popular.map((path) => ({ path, timing: expect.stringMatching(HIT), age: '0' })));
    expect(render).toHaveBeenCalledTimes(renders + flood.length);
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
