/**
 * Rendered pages kept in memory, complete with their response headers and compressed copies, and
 * written straight to the socket: a popular page is rendered and compressed once, not on every
 * request.
 *
 * Which pages, and for how long, is the caller's policy: pages the same for every visitor
 * (converters, home, static pages) and articles, whose policy checks the database on every request
 * so an edited or unpublished post is never served from here.
 *
 * A cached page's bytes are the same for every response, so its inline scripts cannot carry a
 * per-response nonce: the page is rendered with a placeholder nonce, the placeholder is removed,
 * and its Content-Security-Policy lists the SHA-256 of each inline script instead. Only GET and
 * HEAD requests without a query string are served from here, and only 200 HTML responses that set
 * no cookie are kept; everything else goes to the full application.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import { withoutText } from '../app/lib/html-bytes.server';
import { OFFLINE_COPY_HEADER } from '../app/service-worker/page-policy';

export const NONCE_PLACEHOLDER = 'cspNoncePlaceholder0000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export interface CachePolicy {
  /** How long a render is served before it is rendered again (in the background). */
  ttlMs: number;
  /**
   * Asked on every request before serving: the version of the page's content (a render of another
   * version is not served) and what to do once it is served. Null: not served from the cache.
   */
  check?: () => Promise<{ version: string; onServe?: (req: IncomingMessage) => void } | null>;
}

export interface PageCacheOptions {
  /** The policy for a path, or null when the page at that path is not cached. */
  policy: (path: string) => CachePolicy | null;
  /** Renders a page with NONCE_PLACEHOLDER as the nonce of its inline scripts. */
  render: (path: string) => Promise<Response>;
  /** The response headers every page carries besides its own, given the hashes of its inline scripts. */
  headers: (scriptHashes: string[]) => [string, string][];
  /** At most this many pages are kept; the oldest render goes first. */
  maxEntries?: number;
  /**
   * At most this many bytes of pages are kept (each page's Brotli and gzip copies), so tens of
   * thousands of pair pages cannot grow the process without bound; the oldest go first.
   */
  maxBytes?: number;
  /**
   * At most this many pages are rendered and compressed at a time; the first requests of others
   * wait their turn. A crawler's requests in flight then cannot hold that many renders' garbage and
   * compressors at once (docs/decisions/049-first-request.md).
   */
  maxBuilds?: number;
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
 * millisecond for a pair page, where quality 10 took 20 and 11 took 60, for a copy 5–10 % larger
 * (docs/decisions/049-first-request.md). The long tail of pair pages, each read once by a crawler,
 * keeps it; a page served again gets the best copy.
 */
const FIRST_QUALITY = 5;
/** A page served HOT_AFTER times has its Brotli copy made again at BEST_QUALITY, in the background. */
const BEST_QUALITY = 11;
const HOT_AFTER = 2;
/** gzip's level for a page's only gzip copy: level 9 costs several times as much for under 1 % less. */
const GZIP_LEVEL = 6;

/**
 * Brotli's window fitted to the page (16 to 22 bits, Brotli's default): a window larger than the
 * input compresses no better, and each compressor allocates it whole.
 */
const windowBits = (size: number) => Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 1))));

const brotliOptions = (quality: number, size: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: size, [zlib.BROTLI_PARAM_LGWIN]: windowBits(size) },
});

/** Runs at most `max` tasks at a time, the others in the order they came. */
function taskLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
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
}

/** Server-Timing of an answer from a kept page. */
const HIT = 'cache;desc=hit';
const ms = (start: number) => (performance.now() - start).toFixed(1);

interface Variant {
  /** Flat [name, value, …] list, as `writeHead` takes it. */
  head: string[];
  /** The headers a 304 for this variant repeats. */
  notModifiedHead: string[];
  /**
   * Null for the uncompressed page until a client asks for it: browsers and crawlers take gzip or
   * Brotli (a page is 5–8 times its copies); the first client that takes neither gets the gzip copy
   * unzipped, and the page is kept uncompressed too from then on.
   */
  body: Buffer | null;
  etag: string;
}

interface Entry {
  version: string;
  expires: number;
  /** A hash of the page's bytes: a render with the same bytes and headers keeps this entry's copies. */
  tag: string;
  /** The headers every variant carries besides its own. */
  common: string[];
  variants: Record<Encoding, Variant>;
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
  return { head, notModifiedHead: notModifiedHead(head), body: encoding === 'identity' ? null : body, etag };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The inline scripts of a page (no src), as the exact bytes the browser hashes. Data blocks such as
 * JSON-LD (`type="application/ld+json"`) never run, so the policy need not name them.
 */
export function inlineScripts(page: Buffer): Buffer[] {
  // One byte, one character: a match's index in this text is its offset in the page's bytes.
  const text = page.toString('latin1');
  const scripts: Buffer[] = [];
  for (const match of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [whole, attrs = '', body = ''] = match;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (/\ssrc\s*=/i.test(attrs) || !body || !SCRIPT_TYPES.has(type)) continue;
    const end = match.index + whole.length - '</script>'.length;
    scripts.push(page.subarray(end - body.length, end));
  }
  return scripts;
}

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
  const entries = new Map<string, Entry>();
  let bytes = 0;
  function forget(path: string) {
    const entry = entries.get(path);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(path);
  }
  /** Drops the oldest renders while over the budget; a single page larger than it is still served once. */
  function trim() {
    while (entries.size > 1 && (entries.size > maxEntries || bytes > maxBytes)) forget(entries.keys().next().value as string);
  }
  const pending = new Map<string, Promise<Entry | null>>();
  const limit = taskLimit(maxBuilds);

  async function build(path: string, version: string): Promise<Entry | null> {
    const started = performance.now();
    const res = await render(path);
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !type.startsWith('text/html') || res.headers.has('set-cookie')) {
      await res.body?.cancel();
      return null;
    }
    // As bytes: see app/lib/html-bytes.server.ts.
    const identity = withoutText(Buffer.from(await res.arrayBuffer()), ` nonce="${NONCE_PLACEHOLDER}"`);
    if (identity.includes(NONCE_PLACEHOLDER)) throw new Error(`The page at ${path} uses its nonce where it cannot be removed`);
    const hashes = inlineScripts(identity).map((script) => createHash('sha256').update(script).digest('base64'));
    const common: string[] = [];
    for (const [name, value] of res.headers) {
      if (name !== 'content-length' && name !== 'vary') common.push(name, value);
    }
    for (const [name, value] of headers(hashes)) common.push(name, value);
    common.push('Vary', 'Accept-Encoding');
    const tag = createHash('sha1').update(identity).digest('base64url').slice(0, 20);
    const rendered = performance.now();
    // Rendered again after its time-to-live, a page is mostly the same: keep the copies made.
    const previous = entries.get(path);
    if (previous && previous.tag === tag && sameList(previous.common, common)) {
      previous.version = version;
      return previous;
    }
    const [br, gz] = await Promise.all([brotli(identity, brotliOptions(FIRST_QUALITY, identity.length)), gzipAsync(identity, { level: GZIP_LEVEL })]);
    return {
      version,
      expires: 0,
      tag,
      common,
      variants: {
        identity: makeVariant(common, tag, 'identity', identity),
        br: makeVariant(common, tag, 'br', br, FIRST_QUALITY),
        gzip: makeVariant(common, tag, 'gzip', gz),
      },
      bytes: br.length + gz.length,
      served: 0,
      polished: false,
      timing: `render;dur=${ms(started)}, compress;dur=${ms(rendered)}`,
    };
  }

  /** Makes a page's Brotli copy again at BEST_QUALITY, in the background, for the clients to come. */
  async function polish(path: string, entry: Entry) {
    entry.polished = true;
    try {
      const plain = entry.variants.identity.body ?? (await gunzipAsync(entry.variants.gzip.body!));
      const best = await brotli(plain, brotliOptions(BEST_QUALITY, plain.length));
      const first = entry.variants.br.body!;
      if (entries.get(path) !== entry || best.length > first.length) return;
      entry.variants.br = makeVariant(entry.common, entry.tag, 'br', best, BEST_QUALITY);
      entry.bytes += best.length - first.length;
      bytes += best.length - first.length;
    } catch (error) {
      onError(error);
    }
  }

  /** Renders the page (once, however many ask at the same time) and keeps it. */
  function refresh(path: string, version: string, ttlMs: number): Promise<Entry | null> {
    const key = `${version}\n${path}`;
    let job = pending.get(key);
    if (!job) {
      job = limit(() => build(path, version))
        .then((entry) => {
          forget(path);
          if (!entry) return null;
          entry.expires = now() + ttlMs;
          entries.set(path, entry);
          bytes += entry.bytes;
          trim();
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

  function send(req: IncomingMessage, res: ServerResponse, path: string, entry: Entry, record: RequestRecord | undefined, timing: string) {
    const variant = entry.variants[chooseEncoding(req.headers['accept-encoding'])];
    if (req.method === 'GET' && ++entry.served >= HOT_AFTER && !entry.polished) void polish(path, entry);
    const extra = ['Server-Timing', timing, ...(record?.headers ?? [])];
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === variant.etag)) {
      res.writeHead(304, variant.notModifiedHead.concat(extra));
      res.end();
      return;
    }
    // One list, as writeHead takes it fastest: headers set beforehand would make Node merge them.
    res.writeHead(200, variant.head.concat(extra));
    if (req.method === 'HEAD') res.end();
    else if (variant.body) res.end(variant.body);
    else {
      gunzipAsync(entry.variants.gzip.body!).then(
        (body) => {
          res.end(body);
          // Asked for once, kept from now on (while the page is): such a client tends to ask again.
          if (!variant.body && entries.get(path) === entry) {
            variant.body = body;
            entry.bytes += body.length;
            bytes += body.length;
            trim();
          }
        },
        (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    }
  }

  async function serveChecked(req: IncomingMessage, res: ServerResponse, path: string, rule: CachePolicy, record?: RequestRecord): Promise<boolean> {
    const started = performance.now();
    const checked = rule.check ? await rule.check() : { version: '' };
    if (!checked) return false;
    const check = rule.check ? `check;dur=${ms(started)}, ` : '';
    let entry = entries.get(path);
    let hit = true;
    if (!entry || entry.version !== checked.version) {
      entry = (await refresh(path, checked.version, rule.ttlMs)) ?? undefined;
      if (!entry) return false;
      hit = false;
    } else if (entry.expires <= now()) {
      void refresh(path, checked.version, rule.ttlMs);
    }
    // A HEAD request reads no page, and the service worker's copy of one is no visit: nothing to count.
    if (req.method === 'GET' && !req.headers[OFFLINE_COPY_HEADER]) checked.onServe?.(req);
    if (record) record.cache = hit ? 'hit' : 'miss';
    send(req, res, path, entry, record, check + (hit ? HIT : entry.timing));
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
      const rule = policy(path);
      if (!rule) return false;
      const entry = entries.get(path);
      // The common case, answered without waiting: a fresh page that needs no per-request check.
      if (!rule.check && entry && entry.expires > now()) {
        if (record) record.cache = 'hit';
        send(req, res, path, entry, record, HIT);
        return true;
      }
      return serveChecked(req, res, path, rule, record);
    },
  };
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
