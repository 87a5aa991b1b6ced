/**
 * Bringing the stored reference rates up to date from a feed: read it (the network or a file),
 * check it, store it. Used by `npm run rates` and by the server's daily fetch; either way a feed
 * that cannot be used changes nothing and says why in one line.
 */
import type { Kysely } from 'kysely';
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/schema.server';
import { rateDayOn, storedCurrencies, storeRateDays } from '../db/rates.server';
import { checkFeed, feedWarnings, parseEcbFeed, RatesFeedError, type RateDay } from './ecb-feed.server';
import { frankfurtDate } from './schedule.server';

/**
 * The history since 1999 is about 6 MB and grows by about 0.3 MB a year; anything larger than this
 * is not a rates file. Reading stops here, whatever the source says of its length (a chunked answer
 * says nothing; a file can be a device that never ends).
 */
export const MAX_FEED_BYTES = 16 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 30_000;
/** Redirects followed within the feed's own host (the ECB's http → https, a moved path). */
const MAX_REDIRECTS = 5;

/** The bytes of a stream as UTF-8 text, refused as soon as they pass MAX_FEED_BYTES. */
async function readLimited(chunks: AsyncIterable<Uint8Array>, what: string, stop: () => void): Promise<string> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > MAX_FEED_BYTES) {
      stop();
      throw new RatesFeedError(`${what} is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB, more than a rates file can be`);
    }
    parts.push(chunk);
  }
  return Buffer.concat(parts).toString('utf8');
}

/** A redirect the fetch follows: to the same host name, over http(s). */
function redirectTarget(response: Response, from: URL): URL {
  const location = response.headers.get('location');
  const to = location && URL.canParse(location, from) ? new URL(location, from) : null;
  if (!to || !/^https?:$/.test(to.protocol) || to.hostname !== from.hostname) {
    throw new RatesFeedError(`The feed at ${from.href} redirects to ${to?.href ?? 'nowhere'}, another host, which is not followed`);
  }
  return to;
}

/**
 * Reads a feed from an http(s):// or file:// URL; failures are RatesFeedErrors with the reason.
 * Redirects are followed only within the URL's host: a feed server is not allowed to send the
 * fetch to another machine (a private address, the cloud's metadata service).
 */
export async function readFeed(url: string): Promise<string> {
  if (url.startsWith('file:')) return readFeedFile(fileURLToPath(url));
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let at = new URL(url);
  for (let redirects = 0; ; redirects++) {
    let response: Response;
    try {
      response = await fetch(at, { signal, redirect: 'manual', headers: { accept: 'application/xml, text/xml' } });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new RatesFeedError(`The feed at ${url} is unreachable (${reason})`);
    }
    if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
      await response.body?.cancel();
      if (redirects === MAX_REDIRECTS) throw new RatesFeedError(`The feed at ${url} redirects more than ${MAX_REDIRECTS} times`);
      at = redirectTarget(response, at);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RatesFeedError(`The feed at ${url} answered HTTP ${response.status}`);
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_FEED_BYTES || !response.body) {
      await response.body?.cancel();
      throw new RatesFeedError(length ? `The feed at ${url} is ${length} bytes, more than a rates file can be` : `The feed at ${url} is empty`);
    }
    const body = response.body;
    return readLimited(body, `The feed at ${url}`, () => void body.cancel().catch(() => undefined));
  }
}

/** Reads a feed file from disk (`npm run rates -- --file`), at most MAX_FEED_BYTES of it. */
export async function readFeedFile(path: string): Promise<string> {
  const stream = createReadStream(path, { highWaterMark: 1024 * 1024 });
  try {
    return await readLimited(stream, path, () => stream.destroy());
  } catch (error) {
    if (error instanceof RatesFeedError) throw error;
    throw new RatesFeedError(`Cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

export interface RatesUpdate {
  /** The banking days the feed held, oldest first. */
  days: number;
  /** The feed's newest day. */
  newest: RateDay;
  /** What was stored but looks wrong, one line each (a weekend's date). */
  warnings: string[];
}

/** Checks a feed's text against the stored rates and stores it; throws RatesFeedError, storing nothing, when it cannot be used. */
export async function importFeed(
  db: Kysely<Database>,
  xml: string,
  { today = frankfurtDate(), allowMissing = false }: { today?: string; allowMissing?: boolean } = {},
): Promise<RatesUpdate> {
  const days = parseEcbFeed(xml);
  const lastGood = await rateDayOn(db);
  const stored = await storedCurrencies(db, days[0]!.date, days.at(-1)!.date);
  checkFeed(days, { today, lastGood, stored, allowMissing });
  await storeRateDays(db, days);
  const newest = days.at(-1)!;
  return { days: days.length, newest, warnings: feedWarnings(days) };
}

/** One line for the operator: what was stored. */
export function describeUpdate({ days, newest }: RatesUpdate, from: string): string {
  const currencies = Object.keys(newest.rates).length;
  const span = days === 1 ? `1 day (${newest.date}` : `${days} days (up to ${newest.date}`;
  return `Stored ${span}, ${currencies} currencies) from ${from}`;
}
