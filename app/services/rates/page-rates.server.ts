/**
 * The rates a currency page or the API converts with, for `?date=` or today
 * (docs/decisions/055-currencies-and-dated-rates.md): the last banking day stored on or before the
 * date asked for, else the newest stored day, else the built-in table. A date that has no rates
 * (not a date, in the future, before the stored history) is a `problem`: the pages say it and
 * convert at the newest rates; the API refuses it (each in its words: ratesProblemText).
 */
import { currencyUnitsAt, RatesDateSchema, ratesUsed, type DayRates, type RatesUsed } from '~/domain/units/currency-rates';
import type { RatesDateBounds, RatesProblem } from '~/domain/units/rates-date';
import type { Unit } from '~/domain/units/types';
import type { ReferenceRates } from './rates.server';
import { frankfurtDate } from './schedule.server';

export interface ChosenRates {
  units: Unit[];
  used: RatesUsed;
  /** Why the date asked for could not be used (ratesProblemText says it); null when it was (or none was asked). */
  problem: RatesProblem | null;
  /** The date asked for, when one was given and used. */
  asked: string | null;
  /** The days the date control offers (its `min` and `max`). */
  bounds: RatesDateBounds;
}

export async function chooseRates(
  rates: Pick<ReferenceRates, 'latest' | 'on' | 'first'>,
  asked: string | null,
  today = frankfurtDate(),
): Promise<ChosenRates> {
  const latest = rates.latest();
  // Today is Frankfurt's, as "in the future" below is.
  const bounds = { min: rates.first() ?? null, max: today };
  const chosen = (day: DayRates | undefined, problem: RatesProblem | null = null, used: string | null = null): ChosenRates => ({
    units: currencyUnitsAt(day),
    used: ratesUsed(day),
    problem,
    asked: used,
    bounds,
  });
  if (asked === null || asked === '') return chosen(latest);
  const parsed = RatesDateSchema.safeParse(asked);
  if (!parsed.success) return chosen(latest, { kind: 'notADate', asked });
  const date = parsed.data;
  if (!latest) return chosen(latest, { kind: 'noneStored', date });
  if (date > today) return chosen(latest, { kind: 'future', date });
  const { day, first } = await rates.on(date);
  if (!day) return chosen(latest, { kind: 'beforeStored', first: first ?? latest.date, date });
  return chosen(day, null, date);
}
