/**
 * When the server fetches the rates by itself (docs/decisions/051-reference-rates.md): the ECB
 * publishes each banking day around 16:00 Frankfurt time, so from 16:15 on a weekday that day's
 * rates are expected, and before it the previous weekday's. Public holidays of the euro's payment
 * system (no rates) are not listed: a fetch that finds no newer day simply retries later, less and
 * less often.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.server';

/** Minutes after midnight in Frankfurt from which a weekday's rates are expected. */
const PUBLISHED_BY_MINUTES = 16 * 60 + 15;

const frankfurtParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const isWeekday = (day: Date) => day.getUTCDay() >= 1 && day.getUTCDay() <= 5;

const frankfurtTime = (now: Date) => Object.fromEntries(frankfurtParts.formatToParts(now).map((part) => [part.type, Number(part.value)]));
const isoDate = (day: Date) => day.toISOString().slice(0, 10);

/** Today's date in Frankfurt, where the ECB dates its rates: no feed may be dated after it. */
export function frankfurtDate(now: Date = new Date()): string {
  const parts = frankfurtTime(now);
  return isoDate(new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day)));
}

/** The newest banking day whose rates should be published by `now`. */
export function expectedBankingDay(now: Date): string {
  const parts = frankfurtTime(now);
  // Noon UTC of Frankfurt's date: its UTC weekday is Frankfurt's, and whole days back never cross a date.
  const day = new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day, 12));
  const published = isWeekday(day) && parts.hour! * 60 + parts.minute! >= PUBLISHED_BY_MINUTES;
  if (!published) {
    do day.setUTCDate(day.getUTCDate() - 1);
    while (!isWeekday(day));
  }
  return isoDate(day);
}

/** First retry of a failed fetch after this; each further one waits twice as long, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 30 * 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;
/** A fetch claimed longer ago than this and never finished (its process died) may be claimed again. */
const FETCH_LEASE_MS = 10 * 60_000;

export const retryDelay = (attempts: number) => Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/**
 * Claims the fetch of `day`'s rates for this process: true for exactly one of any number of
 * processes asking at once (the row's primary key decides), and again only once a failed fetch's
 * retry is due or a claimed one was abandoned.
 */
export async function claimFetch(db: Kysely<Database>, day: string, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('rate_fetches')
    .values({ day, status: 'fetching', started_at: now, retry_at: null, result: null })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const retried = await db
    .updateTable('rate_fetches')
    .set((eb) => ({ status: 'fetching', started_at: now, attempts: eb('attempts', '+', 1) }))
    .where('day', '=', day)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'failed'), eb('retry_at', '<=', now)]),
        eb.and([eb('status', '=', 'fetching'), eb('started_at', '<=', now - FETCH_LEASE_MS)]),
      ]),
    )
    .executeTakeFirst();
  return Number(retried.numUpdatedRows) === 1;
}

/** Records how the claimed fetch of `day` ended: done, or failed with its reason and when to retry. */
export async function finishFetch(db: Kysely<Database>, day: string, now: number, outcome: { done: boolean; result: string }) {
  const row = await db.selectFrom('rate_fetches').select('attempts').where('day', '=', day).executeTakeFirst();
  await db
    .updateTable('rate_fetches')
    .set({
      status: outcome.done ? 'done' : 'failed',
      retry_at: outcome.done ? null : now + retryDelay(row?.attempts ?? 1),
      result: outcome.result.slice(0, 500),
    })
    .where('day', '=', day)
    .execute();
}
