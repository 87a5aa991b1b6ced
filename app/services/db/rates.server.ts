import type { Kysely } from 'kysely';
import type { RateDay } from '../rates/ecb-feed.server';
import type { Database } from './schema.server';

/** Rows per INSERT: 3 values each, well under SQLite's 32,766 parameters. */
const ROWS_PER_INSERT = 1_000;

/**
 * Stores banking days of rates in one transaction: all of a file or none of it. A day stored
 * before is replaced by the file's figures (the ECB does not revise published rates; a corrected
 * file is the one to trust).
 */
export async function storeRateDays(db: Kysely<Database>, days: readonly RateDay[]): Promise<void> {
  const rows = days.flatMap(({ date, rates }) => Object.entries(rates).map(([currency, rate]) => ({ day: date, currency, rate })));
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
      await trx
        .insertInto('exchange_rates')
        .values(rows.slice(at, at + ROWS_PER_INSERT))
        .onConflict((conflict) => conflict.columns(['day', 'currency']).doUpdateSet((eb) => ({ rate: eb.ref('excluded.rate') })))
        .execute();
    }
    // A day in the file that now lacks a currency it had loses that currency's old row too.
    for (const { date, rates } of days) {
      await trx.deleteFrom('exchange_rates').where('day', '=', date).where('currency', 'not in', Object.keys(rates)).execute();
    }
  });
}

async function ratesOfDay(db: Kysely<Database>, day: string): Promise<RateDay> {
  const rows = await db.selectFrom('exchange_rates').select(['currency', 'rate']).where('day', '=', day).orderBy('currency').execute();
  return { date: day, rates: Object.fromEntries(rows.map((row) => [row.currency, row.rate])) };
}

/** The rates of the last banking day on or before `date` (YYYY-MM-DD), or of the newest day without one. */
export async function rateDayOn(db: Kysely<Database>, date?: string): Promise<RateDay | undefined> {
  let query = db.selectFrom('exchange_rates').select((eb) => eb.fn.max('day').as('day'));
  if (date) query = query.where('day', '<=', date);
  const { day } = await query.executeTakeFirstOrThrow();
  return day ? ratesOfDay(db, day) : undefined;
}

/** The currencies stored for each day from `first` to `last` (YYYY-MM-DD), for the days that have any. */
export async function storedCurrencies(db: Kysely<Database>, first: string, last: string): Promise<Map<string, string[]>> {
  const rows = await db.selectFrom('exchange_rates').select(['day', 'currency']).where('day', '>=', first).where('day', '<=', last).execute();
  const byDay = new Map<string, string[]>();
  for (const { day, currency } of rows) byDay.set(day, [...(byDay.get(day) ?? []), currency]);
  return byDay;
}

/** The first and last banking days stored, or undefined when no rates were ever stored. */
export async function storedRateRange(db: Kysely<Database>): Promise<{ first: string; last: string } | undefined> {
  const { first, last } = await db
    .selectFrom('exchange_rates')
    .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
    .executeTakeFirstOrThrow();
  return first && last ? { first, last } : undefined;
}
