/**
 * Countdown maths (docs/product.md#countdown): not 365-day years and 30-day months but the
 * calendar split a date library's interval-to-duration gives: whole months (shown as years and
 * months), then whole days (shown as weeks and days), then hours, minutes and seconds.
 *
 * Why not date-fns `intervalToDuration` itself: around DST changes it returns negative minutes
 * (2026-03-07 02:30 → 03-08 03:00 gives 1 day −30 minutes in New York) and from a 29 February it
 * reports 12 months instead of a year. Every unit here is instead "the largest whole count that,
 * added to the earlier moment with date-fns, does not pass the later one", which is what
 * intervalToDuration does whenever it is well-behaved, and never negative.
 */
import { addDays, addMonths, differenceInDays, differenceInMonths } from 'date-fns';

export interface Countdown {
  years: number;
  months: number;
  weeks: number;
  days: number;
  /**
   * Real elapsed time after the whole days. 0-23, except 24 while the last partial day is the
   * 25-hour day when clocks fall back: a day here is a calendar day, however long it is.
   */
  hours: number;
  minutes: number;
  seconds: number;
  /** The target is before now: the UI shows 'Time Since', otherwise 'Time Until'. */
  isPast: boolean;
}

/** Largest n ≥ 0 with step(from, n) ≤ to; `estimate` comes from date-fns and is at most ±1 off. */
function wholeSteps(from: Date, to: Date, estimate: number, step: (d: Date, n: number) => Date): number {
  let n = Math.max(0, estimate);
  while (n > 0 && step(from, n) > to) n -= 1;
  while (step(from, n + 1) <= to) n += 1;
  return n;
}

/** Split the time between now and target. Milliseconds are dropped, as a clock display does. */
export function countdown(target: Date, now: Date): Countdown {
  const isPast = target < now;
  const [start, end] = isPast ? [target, now] : [now, target];

  // Months counted from the start itself (not from start + whole years) so that a 29 February
  // start is clamped once, not twice.
  const totalMonths = wholeSteps(start, end, differenceInMonths(end, start), addMonths);
  const afterMonths = addMonths(start, totalMonths);
  const totalDays = wholeSteps(afterMonths, end, differenceInDays(end, afterMonths), addDays);
  const afterDays = addDays(afterMonths, totalDays);
  const totalSeconds = Math.floor((end.getTime() - afterDays.getTime()) / 1000);

  return {
    years: Math.floor(totalMonths / 12),
    months: totalMonths % 12,
    weeks: Math.floor(totalDays / 7),
    days: totalDays % 7,
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    isPast,
  };
}

export { parseDateTimeLocal } from './datetime-local';
export { formatLongDate, formatLongDateTime, toDateTimeLocalValue } from './date-text';
