/**
 * Bringing the stored reference rates up to date from a feed: read it (the network or a file),
 * check it, store it. Used by `npm run rates` and by the server's daily fetch; either way a feed
 * that cannot be used changes nothing and says why in one line.
 */
import type { Kysely } from 'kysely';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/schema.server';
import { rateDayOn, storeRateDays } from '../db/rates.server';
import { checkFeed, parseEcbFeed, RatesFeedError, type RateDay } from './ecb-feed.server';
import { frankfurtDate } from './schedule.server';

/** The history since 1999 is about 6 MB; anything far larger is not a rates file. */
const MAX_FEED_BYTES = 64 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 30_000;

/** Reads a feed from an http(s):// or file:// URL; failures are RatesFeedErrors with the reason. */
export async function readFeed(url: string): Promise<string> {
  if (url.startsWith('file:')) return readFeedFile(fileURLToPath(url));
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/xml, text/xml' } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new RatesFeedError(`The feed at ${url} is unreachable (${reason})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new RatesFeedError(`The feed at ${url} answered HTTP ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FEED_BYTES) {
    await response.body?.cancel();
    throw new RatesFeedError(`The feed at ${url} is ${length} bytes, more than a rates file can be`);
  }
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new RatesFeedError(`The feed at ${url} is larger than a rates file can be`);
  return text;
}

/** Reads a feed file from disk (`npm run rates -- --file`). */
export async function readFeedFile(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new RatesFeedError(`Cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

export interface RatesUpdate {
  /** The banking days the feed held, oldest first. */
  days: number;
  /** The feed's newest day. */
  newest: RateDay;
}

/** Checks a feed's text against the stored rates and stores it; throws RatesFeedError, storing nothing, when it cannot be used. */
export async function importFeed(
  db: Kysely<Database>,
  xml: string,
  { today = frankfurtDate(), allowMissing = false }: { today?: string; allowMissing?: boolean } = {},
): Promise<RatesUpdate> {
  const days = parseEcbFeed(xml);
  const lastGood = await rateDayOn(db);
  checkFeed(days, { today, lastGood, allowMissing });
  await storeRateDays(db, days);
  const newest = days.at(-1)!;
  return { days: days.length, newest };
}

/** One line for the operator: what was stored. */
export function describeUpdate({ days, newest }: RatesUpdate, from: string): string {
  const currencies = Object.keys(newest.rates).length;
  const span = days === 1 ? `1 day (${newest.date}` : `${days} days (up to ${newest.date}`;
  return `Stored ${span}, ${currencies} currencies) from ${from}`;
}
