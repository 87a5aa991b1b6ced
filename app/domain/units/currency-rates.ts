import { z } from 'zod';
import { CURRENCIES, CURRENCY_RATES_DATE, currencyUnit } from './currency';
import type { Unit } from './types';

/**
 * The currency units a page or the API converts with: at the stored reference rates of one banking
 * day, or, while none were ever stored, the built-in table of January 2025
 * (docs/decisions/055-currencies-and-dated-rates.md).
 */

/** One banking day of euro reference rates: units of each currency per 1 euro, as published. */
export interface DayRates {
  date: string;
  rates: Readonly<Record<string, string>>;
}

/** What rates a conversion used: the ECB's of a day, or the built-in table. */
export interface RatesUsed {
  date: string;
  builtIn: boolean;
}

/** The source as the pages and the API name it (the ECB's terms of reuse ask for attribution). */
export const ECB_SOURCE = 'European Central Bank euro foreign exchange reference rates';
/** What the pages and the API say while no rates were ever stored. */
export const BUILT_IN_SOURCE = 'Built-in rates of January 2025 — not current';

/** `?date=` on currency pages and the API: a calendar date, YYYY-MM-DD. */
export const RatesDateSchema = z.iso.date({ error: 'date must be a date as YYYY-MM-DD' });

/** The currency units at a day's rates (the euro at 1), or the nine built-in ones; in the table's order. */
export function currencyUnitsAt(day: DayRates | undefined): Unit[] {
  if (!day) {
    return CURRENCIES.flatMap((c) => (c.builtIn === undefined ? [] : [currencyUnit(c, c.builtIn, `built-in rate of ${CURRENCY_RATES_DATE}`)]));
  }
  return CURRENCIES.flatMap((c) => {
    const rate = c.code === 'EUR' ? 1 : Number(day.rates[c.code]);
    return rate > 0 && Number.isFinite(rate) ? [currencyUnit(c, rate, `${ECB_SOURCE} of ${day.date}`)] : [];
  });
}

export const ratesUsed = (day: DayRates | undefined): RatesUsed => (day ? { date: day.date, builtIn: false } : { date: CURRENCY_RATES_DATE, builtIn: true });
