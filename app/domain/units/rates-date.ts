/**
 * The days a currency page has rates for, and what it says of a day it has none for
 * (docs/decisions/055-currencies-and-dated-rates.md): the server's answer to `?date=` and the date
 * control's, in the same words. Kept apart from the currency tables so the date control's island
 * carries only these few lines.
 */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 24, 2026". */
export const formatRatesDate = (date: string): string => longDate.format(new Date(`${date}T00:00:00Z`));

/** The days the date control offers: the first stored banking day (none before any were stored) to today. */
export interface RatesDateBounds {
  min: string | null;
  max: string;
}

export const noStoredRatesProblem = (date: string) =>
  `No reference rates have been stored on this site yet, so there are none for ${formatRatesDate(date)}.`;
export const futureDateProblem = (date: string) => `${formatRatesDate(date)} is in the future: reference rates exist only for days that have passed.`;
export const beforeStoredProblem = (first: string, date: string) =>
  `The stored reference rates begin on ${formatRatesDate(first)}: there are none for ${formatRatesDate(date)}.`;

/** Why `date` (YYYY-MM-DD) is outside `bounds`, in a sentence; null when it is inside. */
export function outsideBoundsProblem(date: string, bounds: RatesDateBounds): string | null {
  if (date > bounds.max) return futureDateProblem(date);
  if (bounds.min !== null && date < bounds.min) return beforeStoredProblem(bounds.min, date);
  return null;
}
