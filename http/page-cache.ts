/**
 * An HTTP cache in front of the application (docs/decisions/074-http-cache-with-tags.md): every GET
 * and HEAD request comes here first. A kept answer is written straight to the socket, complete with
 * its headers and compressed copies; any other request is passed to the application, and its answer
 * kept when the answer itself says it may be. A page is made and compressed once, not on every
 * request: its first answer makes its Brotli copy; its gzip and plain copies are made from that when
 * a client first asks for one (docs/decisions/071-page-cache.md).
 *
 * What is kept, under which key and for how long is what each answer says, as for any shared cache
 * (RFC 9111): a 200 to a GET whose Cache-Control says `public` and sets no cookie, for its `max-age`
 * (`s-maxage` if it has one), served stale for its `stale-while-revalidate` while it is asked for
 * again; keyed by its URL and the request headers it `Vary`s on (Accept-Encoding aside: the cache
 * chooses the encoding itself). The tags an answer names in `Cache-Tag` (`posts`, `post:{id}`,
 * `rates`) say what content it was made from: `purge` drops the pages of a tag when that content
 * changes, in this process or another, and an answer asked for before such a purge is not kept.
 *
 * A page is kept from its second request while its first is remembered, and the least recently
 * served go first: a crawl or a flood of addresses each asked for once is answered, and pushes out
 * nothing (docs/decisions/072-page-cache-admission.md).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompress, constants as zlib, gzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { LRUCache } from 'lru-cache';
import { CACHE_TAG_HEADER, isShared, sharedLifetime } from '../app/lib/cache-control';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);

/** A request the store cannot answer, as the application gets it. */
export interface OriginRequest {
  /** The request as the Fetch API has it, at the site's public origin. */
  request: Request;
  /**
   * The client's request, for what the application reads of its connection (the client's
   * address). Null for the cache's own request for a kept page gone stale: its answer goes to many
   * readers, and no reader asked for it.
   */
  incoming: IncomingMessage | null;
}

export interface PageCacheOptions {
  /** The application, asked for every GET and HEAD request the store cannot answer. */
  origin: (asked: OriginRequest) => Promise<Response>;
  /** The site's public origin: the base of the URL the application is asked for (the Host a client sends is not used). */
  publicOrigin: string;
  /**
   * Told of every GET answered from the store with the tags the kept response declared (the
   * application counts an article's views by them). HEAD requests read no page: not told.
   */
  onHit?: (req: IncomingMessage, tags: readonly string[]) => void;
  /** At most this many pages are kept; the least recently served go first. */
  maxEntries?: number;
  /**
   * At most this many bytes of pages are kept (each page's copies), so tens of thousands of pair
   * pages cannot grow the process without bound; the least recently served go first. A page larger
   * than this is kept alone.
   */
  maxBytes?: number;
  /**
   * At most this many new pages are compressed at a time; the others wait their turn. A crawler's
   * requests in flight then cannot hold that many compressors at once (docs/decisions/049-first-request.md).
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
  /** The tags the response declared in Cache-Tag: a purge of one of them drops the page. */
  tags: readonly string[];
  /** The request headers the response varies on (besides Accept-Encoding, which the cache answers itself), with their values. */
  vary: readonly [string, string][];
  /** When its page was made, for `Age`. */
  date: number;
  /** Until then it is served as it is; then, until staleUntil, while it is asked for again. */
  expires: number;
  staleUntil: number;
  /** A hash of the page's bytes: a new answer with the same bytes and headers keeps this entry's copies. */
  hash: string;
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
  /** Server-Timing of the answer that made it, for the requests that waited for it. */
  timing: string;
}

function makeVariant(common: readonly string[], hash: string, encoding: Encoding, body: Buffer, quality?: number): Variant {
  // Each copy is its own representation: another quality is other bytes, so another tag.
  const etag = `"${hash}${encoding === 'identity' ? '' : `-${encoding}${quality ?? ''}`}"`;
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

const listOf = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A request header's value as one string, as the Fetch API joins repeated ones. */
const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** Request headers that concern one connection, not the request: not passed to the application. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);

/**
 * What of an answer the store keeps, or null when it keeps none of it: a 200 to a GET, the same for
 * everyone (`public`, no cookie set), fresh for a while, not compressed yet (the cache compresses
 * what it keeps), of a type worth compressing, and varying on no header it cannot read.
 */
function storable(method: string, res: Response): { freshMs: number; staleMs: number; vary: string[]; tags: string[] } | null {
  const headers = res.headers;
  const cacheControl = headers.get('cache-control');
  if (method !== 'GET' || res.status !== 200 || !res.body || headers.has('set-cookie') || headers.has('content-encoding')) return null;
  if (!isShared(cacheControl) || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('content-type') ?? '')) return null;
  const { freshMs, staleMs } = sharedLifetime(cacheControl);
  const vary = listOf(headers.get('vary')).map((name) => name.toLowerCase());
  if (!freshMs || vary.includes('*')) return null;
  return { freshMs, staleMs, vary: vary.filter((name) => name !== 'accept-encoding').sort(), tags: listOf(headers.get(CACHE_TAG_HEADER)) };
}

export function createPageCache({
  origin,
  publicOrigin,
  onHit,
  maxEntries = 2_000,
  maxBytes = 32 * 1024 * 1024,
  maxBuilds = 2,
  now = Date.now,
  onError = console.error,
}: PageCacheOptions) {
  /** Keys of pages answered and not kept, with the number of requests that found them so; the least recent forgotten first. */
  const seen = new LRUCache<string, number>({ max: maxEntries * SEEN_PER_ENTRY });
  /**
   * The kept pages by key (the URL, and the values of the headers its answer varies on), the least
   * recently served dropped first. Each entry is set in a box of its own: lru-cache counts a value's
   * size when it is set, and only when it is another value (see `keep`).
   */
  const store = new LRUCache<string, { entry: Entry }>({
    max: maxEntries,
    maxSize: maxBytes,
    // A page that leaves (for room, or purged) was asked for: its next request keeps it again.
    dispose: (_box, key, reason) => {
      if (reason !== 'set') seen.set(key, 1);
    },
  });
  /** The request headers a URL's kept answer varies on, when it varies on any. */
  const varyOf = new Map<string, readonly string[]>();
  /** For each tag purged, the purge's number: an answer asked for before it is not kept. */
  const purged = new Map<string, number>();
  let purges = 0;

  /** A request's key: its URL, with the values of the headers the URL's answers vary on. */
  function keyOf(url: string, names: readonly string[] | undefined, header: (name: string) => string): string {
    if (!names) return url;
    let key = url;
    for (const name of names) key += `\n${header(name)}`;
    return key;
  }
  /** The kept entry of a key, without counting it as served. */
  const kept = (key: string) => store.peek(key)?.entry;
  /**
   * Keeps an entry as the most recently served, or counts its bytes anew once its copies changed:
   * lru-cache sizes a value only as it is set, and its `set` makes the page the most recent, which it
   * nearly is, since a copy is made for a request or just after one. A page larger than the whole
   * budget counts as the budget: it is kept, alone.
   */
  function keep(key: string, entry: Entry) {
    store.set(key, { entry }, { size: Math.max(1, Math.min(entry.bytes, maxBytes)) });
  }
  /** Whether a page just answered is kept: a kept page's new answer replaces it; another is kept on its second request. */
  function admitted(key: string): boolean {
    if (store.has(key)) return true;
    if ((seen.peek(key) ?? 0) < 2) return false;
    seen.delete(key);
    return true;
  }
  const pending = new Map<string, Promise<Entry | null>>();
  const limit = taskLimit(maxBuilds);

  /** The page of a storable answer, compressed once: kept by the caller if admitted. */
  async function build(
    key: string,
    res: Response,
    rules: NonNullable<ReturnType<typeof storable>>,
    vary: Entry['vary'],
    started: number,
  ): Promise<Entry> {
    const { freshMs, staleMs, tags } = rules;
    // As bytes: see app/lib/html-bytes.server.ts.
    const identity = await bodyBytes(res);
    const common: string[] = [];
    for (const [name, value] of res.headers) {
      if (name !== 'content-length' && name !== 'vary' && name !== 'server-timing') common.push(name, value);
    }
    common.push('Vary', ['Accept-Encoding', ...vary.map(([name]) => name)].join(', '));
    const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 20);
    const answered = performance.now();
    const timing = [res.headers.get('server-timing') ?? `origin;dur=${ms(started)}`];
    // Asked for again after its time-to-live, a page is mostly the same: keep the copies made.
    const previous = kept(key);
    if (previous && previous.hash === hash && sameList(previous.common, common)) {
      previous.date = now();
      previous.expires = previous.date + freshMs;
      previous.staleUntil = previous.expires + staleMs;
      previous.tags = tags;
      return previous;
    }
    return limit.run(async () => {
      // The only page being made is compressed here, on the main thread, which would otherwise only
      // wait for it: a millisecond sooner than through a pool thread (Server-Timing's compress of a
      // length pair page: 2.7–3.3 against 3.9–4.5 ms). While another page is being made, a pool thread
      // compresses this one (docs/decisions/066-first-request-copies.md).
      const options = brotliOptions(FIRST_QUALITY, identity.length);
      const br = limit.running() === 1 ? brotliCompressSync(identity, options) : await brotli(identity, options);
      const date = now();
      const expires = date + freshMs;
      timing.push(`compress;dur=${ms(answered)}`);
      return {
        tags,
        vary,
        date,
        expires,
        staleUntil: expires + staleMs,
        hash,
        common,
        variants: { br: makeVariant(common, hash, 'br', br, FIRST_QUALITY) },
        making: {},
        bytes: br.length,
        served: 0,
        polished: false,
        timing: timing.join(', '),
      };
    });
  }

  /** Makes a kept page's Brotli copy again at BEST_QUALITY, in the background, for the clients to come. */
  async function polish(key: string, entry: Entry) {
    entry.polished = true;
    if (kept(key) !== entry) return;
    try {
      const plain = entry.variants.identity?.body ?? (await unbrotli(entry.variants.br.body));
      const best = await brotli(plain, brotliOptions(BEST_QUALITY, plain.length));
      const first = entry.variants.br.body;
      if (kept(key) !== entry || best.length > first.length) return;
      entry.variants.br = makeVariant(entry.common, entry.hash, 'br', best, BEST_QUALITY);
      entry.bytes += best.length - first.length;
      keep(key, entry);
    } catch (error) {
      onError(error);
    }
  }

  /** The page's gzip or uncompressed copy, made from its Brotli copy the first time a client asks for it. */
  function derive(key: string, entry: Entry, encoding: Derived): Promise<Variant> {
    let job = entry.making[encoding];
    if (!job) {
      job = (async () => {
        const plain = entry.variants.identity?.body ?? (await unbrotli(entry.variants.br.body));
        const body = encoding === 'gzip' ? await gzipAsync(plain, { level: GZIP_LEVEL }) : plain;
        const variant = makeVariant(entry.common, entry.hash, encoding, body);
        if (kept(key) === entry && !entry.variants[encoding]) {
          entry.variants[encoding] = variant;
          entry.bytes += body.length;
          keep(key, entry);
        }
        return variant;
      })().finally(() => delete entry.making[encoding]);
      entry.making[encoding] = job;
    }
    return job;
  }

  /** The application's request for a URL, with the client's headers (or, for the cache's own, those its kept answer varies on). */
  function originRequest(url: string, headers: Iterable<[string, string]>, method = 'GET'): Request {
    return new Request(new URL(url, publicOrigin), { method, headers: [...headers] });
  }

  /**
   * Asks the application, once however many ask for the same key at the same time; keeps its answer
   * if it may be kept, and was asked for before (admission), and no tag of it was purged meanwhile.
   * Resolves to the entry of a storable answer (kept or not), or to the answer itself when it cannot
   * be kept.
   */
  function ask(url: string, key: string, asked: OriginRequest): { entry: Promise<Entry | null>; passed?: Promise<Response | null> } {
    const waiting = pending.get(key);
    if (waiting) return { entry: waiting };
    const since = purges;
    const started = performance.now();
    let pass: (res: Response | null) => void = () => {};
    const passed = new Promise<Response | null>((resolve) => (pass = resolve));
    const job = (async () => {
      const res = await origin(asked);
      const rules = storable(asked.request.method, res);
      if (!rules) {
        pass(res);
        return null;
      }
      pass(null);
      const vary = rules.vary.map((name): [string, string] => [name, asked.request.headers.get(name) ?? '']);
      // The key the answer says it belongs to: the URL, with the values of the headers it varies on.
      const storeKey = keyOf(url, vary.length ? rules.vary : undefined, (name) => asked.request.headers.get(name) ?? '');
      // An answer that varies where its URL's answers were not known to: its request counts under that key.
      if (storeKey !== key && !store.has(storeKey)) seen.set(storeKey, (seen.get(storeKey) ?? 0) + 1);
      const entry = await build(storeKey, res, rules, vary, started);
      // Asked for before a purge of one of its tags: made from content that has changed since.
      if (entry.tags.some((tag) => (purged.get(tag) ?? 0) > since)) return entry;
      if (admitted(storeKey)) {
        if (vary.length) varyOf.set(url, rules.vary);
        else varyOf.delete(url);
        keep(storeKey, entry);
      }
      return entry;
    })();
    job.catch(() => pass(null));
    const entry = job.finally(() => pending.delete(key));
    pending.set(key, entry);
    return { entry, passed };
  }

  /** Answers from a kept page (a hit) or from the page made for this request. */
  function send(req: IncomingMessage, res: ServerResponse, key: string, entry: Entry, record: RequestRecord | undefined, hit: boolean) {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (req.method === 'GET' && ++entry.served >= HOT_AFTER && !entry.polished) void polish(key, entry);
    if (record) record.cache = hit ? 'hit' : 'miss';
    const extra = ['Server-Timing', hit ? HIT : entry.timing];
    // Whole seconds since the kept copy was made (RFC 9111 §5.1): a cache in front counts its max-age from then.
    if (hit) extra.push('Age', String(Math.max(0, Math.floor((now() - entry.date) / 1000))));
    if (record) extra.push(...record.headers);
    const copy = encoding === 'br' ? entry.variants.br : entry.variants[encoding];
    if (copy) writeVariant(req, res, copy, extra);
    else if (encoding !== 'br') {
      derive(key, entry, encoding).then(
        (variant) => writeVariant(req, res, variant, extra),
        (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    }
  }

  /** Asks the application again for a kept page gone stale, with no reader's request behind it. */
  function revalidate(url: string, key: string, entry: Entry) {
    if (pending.has(key)) return;
    const request = originRequest(url, entry.vary);
    ask(url, key, { request, incoming: null }).entry.catch(onError);
  }

  /** A request the store cannot answer: the application's answer, kept when it may be. */
  async function miss(req: IncomingMessage, res: ServerResponse, url: string, key: string, record: RequestRecord | undefined) {
    if (!store.has(key)) seen.set(key, (seen.get(key) ?? 0) + 1);
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers.push([name, headerValue(value)]);
    const asked = { request: originRequest(url, headers, req.method), incoming: req };
    const { entry, passed } = ask(url, key, asked);
    const made = await entry;
    if (made) return send(req, res, key, made, record, false);
    // Another request's answer that could not be kept: this one asks for its own.
    const answer = passed ? await passed : await origin(asked);
    if (answer) await writeResponse(req, res, answer, record?.headers ?? []);
  }

  return {
    /**
     * Answers a GET or HEAD request, from the store or from the application (keeping its answer
     * when it may); says false for any other request, which is the caller's to pass on. `record`
     * learns whether the answer came from the store, and gives the headers to add to the answer.
     */
    handle(req: IncomingMessage, res: ServerResponse, record?: RequestRecord): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '';
      if (!url.startsWith('/')) return false;
      const key = keyOf(url, varyOf.get(url), (name) => headerValue(req.headers[name]));
      const entry = store.get(key)?.entry;
      const time = entry && now();
      if (entry && time! < entry.staleUntil) {
        if (time! >= entry.expires) revalidate(url, key, entry);
        // A HEAD request reads no page: nothing to tell.
        if (onHit && req.method === 'GET') onHit(req, entry.tags);
        send(req, res, key, entry, record, true);
        return true;
      }
      miss(req, res, url, key, record).catch((error: unknown) => {
        onError(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
        else res.destroy();
      });
      return true;
    },
    /** Drops every kept page (the dev server, after an edit). */
    clear() {
      purges += 1;
      store.clear();
    },
    /** Drops the pages whose answers declared one of `tags` (their content changed): asked for again when requested. */
    purge(tags: readonly string[]) {
      purges += 1;
      for (const tag of tags) purged.set(tag, purges);
      for (const [key, { entry }] of [...store.entries()]) if (entry.tags.some((tag) => tags.includes(tag))) store.delete(key);
    },
  };
}

/**
 * An answer the store does not keep, written as the application gave it, with the request's own
 * headers added. Its body is streamed (a file, say), and dropped if the client goes away.
 */
async function writeResponse(req: IncomingMessage, res: ServerResponse, answer: Response, extra: readonly string[]) {
  const head: string[] = [];
  for (const [name, value] of answer.headers) if (name !== 'set-cookie') head.push(name, value);
  for (const cookie of answer.headers.getSetCookie()) head.push('Set-Cookie', cookie);
  res.writeHead(answer.status, head.concat(extra));
  if (!answer.body || req.method === 'HEAD') {
    await answer.body?.cancel();
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream), res).catch(() => undefined);
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
