/**
 * The reference rates a running server converts with (docs/decisions/051-reference-rates.md).
 *
 * The newest stored banking day is held in memory; every POLL_MS the process asks the database
 * whether a newer (or corrected) day was stored, by itself, by `npm run rates` or by another server
 * process, so new rates are used within a minute of being stored, without a restart (at once when
 * another server process stored them and said so: services.server.ts wires `onStored` and `poll`
 * to the content changes heard by every process). Listeners
 * (the page cache) hear of each change.
 *
 * With RATES_FETCH on, the same timer fetches RATES_URL once the expected banking day's rates
 * should be published and are not stored yet; a claim row in the database makes that one fetch in
 * all, however many processes share it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.server';
import { rateDayOn, storedRateRange } from '../db/rates.server';
import { RatesFeedError, sameRates, type RateDay } from './ecb-feed.server';
import { claimFetch, expectedBankingDay, finishFetch } from './schedule.server';
import { importFeed, readFeed } from './update.server';

/** How often the process looks for rates stored elsewhere, and whether a fetch is due. */
const POLL_MS = 30_000;

export interface ReferenceRatesOptions {
  db: Kysely<Database>;
  /** Where to fetch from; with no URL the process never fetches (RATES_FETCH=off). */
  fetchUrl?: string | undefined;
  now?: () => Date;
  pollMs?: number;
  log?: (line: string) => void;
  /** Called after this process stored a fetched feed (to tell the other processes). */
  onStored?: () => void;
}

export interface ReferenceRates {
  /** The newest stored banking day, or undefined when rates were never stored (the built-in table applies). */
  latest(): RateDay | undefined;
  /** The first stored banking day (YYYY-MM-DD), as of the last look at the database; undefined when none was stored. */
  first(): string | undefined;
  /** The last banking day on or before `date` (YYYY-MM-DD), with the first stored day to say why there is none. */
  on(date: string): Promise<{ day: RateDay | undefined; first: string | undefined }>;
  /** Calls `listener` with each new latest day; returns a function that stops it. */
  subscribe(listener: (day: RateDay) => void): () => void;
  /** Reads the stored rates again, and fetches them if due; resolves once done. */
  poll(): Promise<void>;
  /** Starts polling (and fetching when configured). */
  start(): void;
  /** Stops the timer and waits for a poll or fetch in flight. */
  stop(): Promise<void>;
}

/** Loads the newest stored day before the server answers anything. */
export async function createReferenceRates({
  db,
  fetchUrl,
  now = () => new Date(),
  pollMs = POLL_MS,
  log = (line) => console.log(line),
  onStored,
}: ReferenceRatesOptions): Promise<ReferenceRates> {
  let latest = await rateDayOn(db);
  let first = (await storedRateRange(db))?.first;
  const listeners = new Set<(day: RateDay) => void>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function reload() {
    // An import of older days moves the first day without changing the newest.
    first = (await storedRateRange(db))?.first;
    const stored = await rateDayOn(db);
    if (!stored || (latest && stored.date === latest.date && sameRates(stored, latest))) return;
    latest = stored;
    for (const listener of listeners) listener(stored);
  }

  /** Fetches the expected day's rates when they are due, not stored yet, and this process wins the claim. */
  async function fetchIfDue() {
    if (!fetchUrl) return;
    const expected = expectedBankingDay(now());
    if (latest && latest.date >= expected) return;
    if (!(await claimFetch(db, expected, now().getTime()))) return;
    let outcome: { done: boolean; result: string };
    try {
      const update = await importFeed(db, await readFeed(fetchUrl));
      const { date } = update.newest;
      outcome = { done: date >= expected, result: `stored ${update.days} day(s), newest ${date}` };
      log(`Exchange rates: ${outcome.result} from ${fetchUrl}`);
      for (const warning of update.warnings) log(`Exchange rates: warning: ${warning}`);
      onStored?.();
    } catch (error) {
      if (!(error instanceof RatesFeedError)) throw error;
      outcome = { done: false, result: error.message };
      log(`Exchange rates not updated: ${error.message}`);
    }
    await finishFetch(db, expected, now().getTime(), outcome);
  }

  async function poll() {
    running ??= (async () => {
      try {
        await fetchIfDue();
        await reload();
      } catch (error) {
        console.error('Exchange rates:', error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void poll().then(schedule), pollMs);
    timer.unref();
  }

  return {
    latest: () => latest,
    first: () => first,
    async on(date) {
      const [day, range] = await Promise.all([rateDayOn(db, date), storedRateRange(db)]);
      return { day, first: range?.first };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    poll,
    start() {
      stopped = false;
      void poll().then(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
