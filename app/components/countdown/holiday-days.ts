import { isoDay } from '~/domain/date-text';
import { nextOccurrences, type HolidayDefinition } from '~/domain/holiday-rules';

/**
 * A holiday as a calendar day ('2026-12-25'), not an instant: the server computes the list for the
 * first render, and a day survives the trip to a browser in another time zone unchanged, where an
 * instant at the server's midnight would show as the day before.
 */
export interface HolidayDay {
  name: string;
  day: string;
}

export function upcomingHolidayDays(now: Date, holidays: readonly HolidayDefinition[]): HolidayDay[] {
  return nextOccurrences(holidays, now).map((h) => ({ name: h.name, day: isoDay(h.date) }));
}

/** Local midnight of a 'yyyy-MM-dd' day. */
export function localMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const d = new Date(2000, 0, 1);
  d.setFullYear(year ?? 2000, (month ?? 1) - 1, date ?? 1);
  return d;
}
