/**
 * The days a currency page has rates for, and what it says of a day it has none for
 * (docs/decisions/055-currencies-and-dated-rates.md): the server's answer to `?date=` and the date
 * control's, in the same words, those of the page's language (the `currency.problem.*` messages;
 * the API's are English). Kept apart from the currency tables so the date control's island
 * carries only these few lines, and no Intl object (ADR 017): days are written by writeDay.
 */
import { writeDay, type DayWords } from '../day-text';

/** The days the date control offers: the first stored banking day (none before any were stored) to today. */
export interface RatesDateBounds {
  min: string | null;
  max: string;
}

/** Why a day asked for has no rates. */
export type RatesProblem =
  | { kind: 'notADate'; asked: string }
  | { kind: 'noneStored'; date: string }
  | { kind: 'future'; date: string }
  | { kind: 'beforeStored'; first: string; date: string };

/** The problems' sentences, with their `{asked}`, `{date}` and `{first}` slots, and how the language writes a day. */
export interface RatesProblemWords extends Record<RatesProblem['kind'], string> {
  day: DayWords;
}

/** A problem in the words of the page's language (or of the API: English). */
export function ratesProblemText(problem: RatesProblem, words: RatesProblemWords): string {
  const values: Record<string, string> =
    problem.kind === 'notADate'
      ? { asked: problem.asked.slice(0, 40) }
      : { date: writeDay(problem.date, words.day), ...(problem.kind === 'beforeStored' ? { first: writeDay(problem.first, words.day) } : {}) };
  return words[problem.kind].replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** Why `date` (YYYY-MM-DD) is outside `bounds`; null when it is inside. */
export function outsideBoundsProblem(date: string, bounds: RatesDateBounds): RatesProblem | null {
  if (date > bounds.max) return { kind: 'future', date };
  if (bounds.min !== null && date < bounds.min) return { kind: 'beforeStored', first: bounds.min, date };
  return null;
}
