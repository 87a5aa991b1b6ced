/**
 * Rendered pages kept in memory, complete with their response headers and compressed copies, and
 * written straight to the socket: a popular page is rendered and compressed once, not on every
 * request. A page's render makes its Brotli copy; its gzip and plain copies are made from that when a
 * client first asks for one (docs/decisions/071-page-cache.md).
 *
 * A page is kept from its second request while its first is remembered, and the least recently
 * served go first: a crawl or a flood of addresses each asked for once is rendered and served, and
 * pushes out nothing (docs/decisions/072-page-cache-admission.md).
 *
 * Which pages, and for how long, is what each page's response says: a page is kept when its
 * Cache-Control says `public`, for its `max-age` (`s-maxage` if it has one), and served stale for its
 * `stale-while-revalidate` while it is rendered again (docs/decisions/045-caching-in-http.md). The
 * caller's policy says which paths may be tried (their route declares `public`) and what to check on
 * each request: articles are checked against the database, so an edited or unpublished post is never
 * served from here.
 *
 * A cached page's bytes are the same for every response, so its inline scripts carry no
 * per-response nonce: the caller's headers allow them by hash (ADR 047). Only GET and HEAD requests
 * without a query string are served from here, and only 200 HTML responses that set no cookie are
 * kept; everything else goes to the full application.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { isShared, sharedLifetime } from '../app/lib/cache-control';
import { OFFLINE_COPY_HEADER } from '../app/service-worker/page-policy';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);

export interface CachePolicy {
  /** The route the path belongs to, for `forget`. */
  route: string;
  /**
   * Asked on every request before serving: the version of the page's content (a render of another
   * version is not served) and what to do once it is served. Null: not served from the cache.
   */
  check?: () => Promise<{ version: string; onServe?: (req: IncomingMessage) => void } | null>;
}

export interface PageCacheOptions {
  /** The policy for a path, or null when the page at that path is never kept (its route is not public). */
  policy: (path: string) => CachePolicy | null;
  /**
   * Renders a page, without a nonce: its bytes go to every reader. The renderer may give the body's
   * bytes beside the response, when it has them: the response's body is then not read.
   */
  render: (path: string) => Promise<Response | { response: Response; body?: Buffer }>;
  /** The response headers every page carries besides its own (its Content-Security-Policy among them). */
  headers: readonly [string, string][];
  /** At most this many pages are kept; the least recently served go first. */
  maxEntries?: number;
  /**
   * At most this many bytes of pages are kept (each page's copies), so tens of thousands of pair
   * pages cannot grow the process without bound; the least recently served go first. A page larger
   * than this is kept alone.
   */
  maxBytes?: number;
  /**
   * At most this many pages are rendered and compressed at a time; the first requests of others
   * wait their turn. A crawler's requests in flight then cannot hold that many renders' garbage and
   * compressors at once (docs/decisions/049-first-request.md).
   */
  maxBuilds?: number;
  /** The clock, in milliseconds: when a page expires, and its `Age`. */
  now?: () => number;
  onError?: (error: unknown) => void;
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * What the page cache did with a request, for its log line, and headers its answer carries besides
 * the page's own (the request id).
 */
export interface RequestRecord {
  /** Set when the cache answered: 'hit' from a kept page, 'miss' when rendered for this request. */
  cache?: 'hit' | 'miss';
  /** Flat [name, value, …] list. */
  headers: readonly string[];
}

/**
 * Brotli quality of a page's first copy, which the request that rendered it waits for: about a
 * millisecond for a length pair page, half of quality 5's time, for a copy 8 % larger (quality 10
 * took 20 ms and 11 took 60; docs/decisions/067-document-in-one-pass.md). The long tail of pair
 * pages, each read once by a crawler, keeps it; a page served again gets the best copy.
 */
const FIRST_QUALITY = 4;
/** A page served HOT_AFTER times has its Brotli copy made again at BEST_QUALITY, in the background. */
const BEST_QUALITY = 11;
const HOT_AFTER = 2;
/** gzip's level for a page's gzip copy: level 9 costs several times as much for under 1 % less. */
const GZIP_LEVEL = 6;
/**
 * Paths asked for once are remembered, without their pages, this many times maxEntries of them: a
 * page asked for again before its path is forgotten is kept.
 */
const SEEN_PER_ENTRY = 4;

/**
 * Brotli's window fitted to the page (16 to 22 bits, Brotli's default): a window larger than the
 * input compresses no better, and each compressor allocates it whole.
 */
const windowBits = (size: number) => Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 1))));

const brotliOptions = (quality: number, size: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: size, [zlib.BROTLI_PARAM_LGWIN]: windowBits(size) },
});

/**
 * A response's body as one buffer. A rendered page's body is one chunk, taken as it is: reading it
 * with `arrayBuffer()` would copy the page once more, garbage a crawl makes at every page.
 */
async function bodyBytes(res: Response): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = res.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) chunks.push(read.value);
  const [only] = chunks;
  return chunks.length === 1 && only ? Buffer.from(only.buffer, only.byteOffset, only.byteLength) : Buffer.concat(chunks);
}

/** Runs at most `max` tasks at a time, the others in the order they came. */
function taskLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The next task takes this one's place, or the place is free.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
  /** The tasks running now. */
  return { run, running: () => running };
}

/** Server-Timing of an answer from a kept page. */
const HIT = 'cache;desc=hit';
const ms = (start: number) => (performance.now() - start).toFixed(1);

interface Variant {
  /** Flat [name, value, …] list, as `writeHead` takes it. */
  head: string[];
  /** The headers a 304 for this variant repeats. */
  notModifiedHead: string[];
  body: Buffer;
  etag: string;
}

/**
 * A page's gzip and uncompressed copies are made from its Brotli copy when a client first asks for
 * one, and kept from then on (while the page is). Browsers and search engines' crawlers take Brotli:
 * a first request waits for one copy, not two, and a crawl's pages each hold one copy and make one
 * compressor's garbage (docs/decisions/064-one-copy-first.md).
 */
type Derived = Exclude<Encoding, 'br'>;

interface Entry {
  route: string;
  /** Its policy checks each request: it is never served without asking. */
  checked: boolean;
  version: string;
  /** When its page was rendered, for `Age`. */
  date: number;
  /** Until then it is served as it is; then, until staleUntil, while it is rendered again. */
  expires: number;
  staleUntil: number;
  /** A hash of the page's bytes: a render with the same bytes and headers keeps this entry's copies. */
  tag: string;
  /** The headers every variant carries besides its own. */
  common: string[];
  variants: { br: Variant } & Partial<Record<Derived, Variant>>;
  /** Copies being made for the clients asking for them. */
  making: Partial<Record<Derived, Promise<Variant>>>;
  /** The bytes its copies hold. */
  bytes: number;
  /** Times served (GET, 200 or 304) since its copies were made. */
  served: number;
  /** Its Brotli copy is (being) made at BEST_QUALITY. */
  polished: boolean;
  /** Server-Timing of the render that made it, for the requests that waited for that render. */
  timing: string;
}

function makeVariant(common: readonly string[], tag: string, encoding: Encoding, body: Buffer, quality?: number): Variant {
  // Each copy is its own representation: another quality is other bytes, so another tag.
  const etag = `"${tag}${encoding === 'identity' ? '' : `-${encoding}${quality ?? ''}`}"`;
  const head = [...common, 'ETag', etag, 'Content-Length', String(body.length)];
  if (encoding !== 'identity') head.push('Content-Encoding', encoding);
  return { head, notModifiedHead: notModifiedHead(head), body, etag };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let gzipOk = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') return 'br';
    if (name === 'gzip') gzipOk = true;
  }
  return gzipOk ? 'gzip' : 'identity';
}

export function createPageCache({
  policy,
  render,
  headers,
  maxEntries = 2_000,
  maxBytes = 32 * 1024 * 1024,
  maxBuilds = 2,
  now = Date.now,
  onError = console.error,
}: PageCacheOptions) {
  /** Paths of pages rendered and not kept, with the number of requests that found them so; the least recent forgotten first. */
  const seen = new LRUCache<string, number>({ max: maxEntries * SEEN_PER_ENTRY });
  /**
   * The kept pages, the least recently served dropped first. Each entry is set in a box of its own:
   * lru-cache counts a value's size when it is set, and only when it is another value (see `keep`).
   */
  const store = new LRUCache<string, { entry: Entry }>({
    max: maxEntries,
    maxSize: maxBytes,
    // A page that leaves (for room, or forgotten) was asked for: its next request keeps it again.
    dispose: (_box, path, reason) => {
      if (reason !== 'set') seen.set(path, 1);
    },
  });
  /** The kept entry of a path, without counting it as served. */
  const kept = (path: string) => store.peek(path)?.entry;
  /**
   * Keeps an entry as the most recently served, or counts its bytes anew once its copies changed:
   * lru-cache sizes a value only as it is set, and its `set` makes the page the most recent, which it
   * nearly is, since a copy is made for a request or just after one. A page larger than the whole
   * budget counts as the budget: it is kept, alone.
   */
  function keep(path: string, entry: Entry) {
    store.set(path, { entry }, { size: Math.max(1, Math.min(entry.bytes, maxBytes)) });
  }
  /** Whether a page just rendered is kept: a kept page's render replaces it; another is kept on its second request. */
  function admitted(path: string): boolean {
    if (store.has(path)) return true;
    if ((seen.peek(path) ?? 0) < 2) return false;
    seen.delete(path);
    return true;
  }
  const pending = new Map<string, Promise<Entry | null>>();
  const limit = taskLimit(maxBuilds);

  async function build(path: string, { route, check }: CachePolicy, version: string): Promise<Entry | null> {
    const started = performance.now();
    const out = await render(path);
    const [res, body] = 'response' in out ? [out.response, out.body] : [out, undefined];
    const type = res.headers.get('content-type') ?? '';
    const cacheControl = res.headers.get('cache-control');
    const { freshMs, staleMs } = sharedLifetime(cacheControl);
    if (res.status !== 200 || !type.startsWith('text/html') || res.headers.has('set-cookie') || !isShared(cacheControl) || !freshMs) {
      if (!body) await res.body?.cancel();
      return null;
    }
    // As bytes: see app/lib/html-bytes.server.ts.
    const identity = body ?? (await bodyBytes(res));
    const common: string[] = [];
    for (const [name, value] of res.headers) {
      if (name !== 'content-length' && name !== 'vary') common.push(name, value);
    }
    for (const [name, value] of headers) common.push(name, value);
    common.push('Vary', 'Accept-Encoding');
    const tag = createHash('sha1').update(identity).digest('base64url').slice(0, 20);
    const rendered = performance.now();
    // Rendered again after its time-to-live, a page is mostly the same: keep the copies made.
    const previous = kept(path);
    if (previous && previous.tag === tag && sameList(previous.common, common)) {
      previous.version = version;
      previous.date = now();
      previous.expires = previous.date + freshMs;
      previous.staleUntil = previous.expires + staleMs;
      return previous;
    }
    // The only page being made is compressed here, on the main thread, which would otherwise only
    // wait for it: a millisecond sooner than through a pool thread (Server-Timing's compress of a
    // length pair page: 2.7–3.3 against 3.9–4.5 ms). While another page is being made, a pool thread
    // compresses this one and the main thread renders the other (docs/decisions/066-first-request-copies.md).
    const options = brotliOptions(FIRST_QUALITY, identity.length);
    const br = limit.running() === 1 ? brotliCompressSync(identity, options) : await brotli(identity, options);
    const date = now();
    const expires = date + freshMs;
    return {
      route,
      checked: Boolean(check),
      version,
      date,
      expires,
      staleUntil: expires + staleMs,
      tag,
      common,
      variants: { br: makeVariant(common, tag, 'br', br, FIRST_QUALITY) },
      making: {},
      bytes: br.length,
      served: 0,
      polished: false,
      timing: `render;dur=${ms(started)}, compress;dur=${ms(rendered)}`,
    };
  }

  /** Makes a kept page's Brotli copy again at BEST_QUALITY, in the background, for the clients to come. */
  async function polish(path: string, entry: Entry) {
    entry.polished = true;
    if (kept(path) !== entry) return;
    try {
      const plain = entry.variants.identity?.body ?? (await unbrotli(entry.variants.br.body));
      const best = await brotli(plain, brotliOptions(BEST_QUALITY, plain.length));
      const first = entry.variants.br.body;
      if (kept(path) !== entry || best.length > first.length) return;
      entry.variants.br = makeVariant(entry.common, entry.tag, 'br', best, BEST_QUALITY);
      entry.bytes += best.length - first.length;
      keep(path, entry);
    } catch (error) {
      onError(error);
    }
  }

  /** The page's gzip or uncompressed copy, made from its Brotli copy the first time a client asks for it. */
  function derive(path: string, entry: Entry, encoding: Derived): Promise<Variant> {
    let job = entry.making[encoding];
    if (!job) {
      job = (async () => {
        const plain = entry.variants.identity?.body ?? (await unbrotli(entry.variants.br.body));
        const body = encoding === 'gzip' ? await gzipAsync(plain, { level: GZIP_LEVEL }) : plain;
        const variant = makeVariant(entry.common, entry.tag, encoding, body);
        if (kept(path) === entry && !entry.variants[encoding]) {
          entry.variants[encoding] = variant;
          entry.bytes += body.length;
          keep(path, entry);
        }
        return variant;
      })().finally(() => delete entry.making[encoding]);
      entry.making[encoding] = job;
    }
    return job;
  }

  /** Renders the page (once, however many ask at the same time), and keeps it if admitted. */
  function refresh(path: string, rule: CachePolicy, version: string): Promise<Entry | null> {
    const key = `${version}\n${path}`;
    let job = pending.get(key);
    if (!job) {
      job = limit
        .run(() => build(path, rule, version))
        .then((entry) => {
          if (!entry) store.delete(path);
          else if (admitted(path)) keep(path, entry);
          return entry;
        })
        .catch((error: unknown) => {
          onError(error);
          return null;
        })
        .finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  /** Answers from a kept page (a hit) or from the render made for this request. */
  function send(req: IncomingMessage, res: ServerResponse, path: string, entry: Entry, record: RequestRecord | undefined, hit: boolean, check = '') {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (req.method === 'GET' && ++entry.served >= HOT_AFTER && !entry.polished) void polish(path, entry);
    if (record) record.cache = hit ? 'hit' : 'miss';
    const extra = ['Server-Timing', check + (hit ? HIT : entry.timing)];
    // Whole seconds since the kept copy was rendered (RFC 9111 §5.1): a cache in front counts its max-age from then.
    if (hit) extra.push('Age', String(Math.max(0, Math.floor((now() - entry.date) / 1000))));
    if (record) extra.push(...record.headers);
    const copy = encoding === 'br' ? entry.variants.br : entry.variants[encoding];
    if (copy) writeVariant(req, res, copy, extra);
    else if (encoding !== 'br') {
      derive(path, entry, encoding).then(
        (variant) => writeVariant(req, res, variant, extra),
        (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    }
  }

  async function serveChecked(req: IncomingMessage, res: ServerResponse, path: string, rule: CachePolicy, record?: RequestRecord): Promise<boolean> {
    const started = performance.now();
    const checked = rule.check ? await rule.check() : { version: '' };
    if (!checked) return false;
    const check = rule.check ? `check;dur=${ms(started)}, ` : '';
    let entry = store.get(path)?.entry;
    let hit = true;
    if (!entry || entry.version !== checked.version || entry.staleUntil <= now()) {
      // A request for a page not kept: counted, so that the page's second request keeps it.
      if (!entry) seen.set(path, (seen.get(path) ?? 0) + 1);
      entry = (await refresh(path, rule, checked.version)) ?? undefined;
      if (!entry) return false;
      hit = false;
    } else if (entry.expires <= now()) {
      void refresh(path, rule, checked.version);
    }
    // A HEAD request reads no page, and the service worker's copy of one is no visit: nothing to count.
    if (req.method === 'GET' && !req.headers[OFFLINE_COPY_HEADER]) checked.onServe?.(req);
    send(req, res, path, entry, record, hit, check);
    return true;
  }

  return {
    /**
     * Answers the request from the cache when its policy allows: resolves to true when it has
     * answered, false when the request is for the full application. `record` learns whether it
     * answered from a kept page, and gives the headers to add to the answer.
     */
    handle(req: IncomingMessage, res: ServerResponse, record?: RequestRecord): Promise<boolean> | boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const path = req.url ?? '';
      if (!path.startsWith('/') || path.includes('?')) return false;
      const entry = store.get(path)?.entry;
      // The common case, answered without waiting or asking the policy (a page is kept only if its
      // policy allowed it): a fresh page that needs no per-request check.
      if (entry && !entry.checked && entry.expires > now()) {
        send(req, res, path, entry, record, true);
        return true;
      }
      const rule = policy(path);
      if (!rule) return false;
      return serveChecked(req, res, path, rule, record);
    },
    /** Drops the pages for which `matches` is true (their content changed); they are rendered again when asked for. */
    forget(matches: (path: string, route: string) => boolean) {
      for (const [path, { entry }] of [...store.entries()]) if (matches(path, entry.route)) store.delete(path);
    },
  };
}

/** A 304 when the client holds this copy, else the copy (its headers only for HEAD). */
function writeVariant(req: IncomingMessage, res: ServerResponse, variant: Variant, extra: string[]) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === variant.etag)) {
    res.writeHead(304, variant.notModifiedHead.concat(extra));
    res.end();
    return;
  }
  // One list, as writeHead takes it fastest: headers set beforehand would make Node merge them.
  res.writeHead(200, variant.head.concat(extra));
  if (req.method === 'HEAD') res.end();
  else res.end(variant.body);
}

const NOT_MODIFIED_HEADERS = new Set(['cache-control', 'content-security-policy', 'etag', 'vary']);

function notModifiedHead(head: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < head.length; i += 2) {
    if (NOT_MODIFIED_HEADERS.has(head[i]!.toLowerCase())) out.push(head[i]!, head[i + 1]!);
  }
  return out;
}

export type PageCache = ReturnType<typeof createPageCache>;
