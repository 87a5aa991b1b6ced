/**
 * Expected texts come from each zone's published offsets: 2026-12-24T23:00Z is midnight of
 * Christmas in Berlin (CET, UTC+1), 6 PM on Christmas Eve in New York (EST, UTC−5) and 10 AM on
 * Christmas Day in Sydney (AEDT, UTC+11).
 */
import { describe, expect, it } from 'vitest';
import { ENGLISH_DATES as EN } from '../../tests/date-words';
import { formatLongDate, formatLongDateTime, formatMoment, formatShortDate, isoDay, toDateTimeLocalValue } from './date-text';

describe('dates in a zone', () => {
  const moment = new Date('2026-12-24T23:00:00Z');
  it.each([
    ['Europe/Berlin', 'Friday, December 25, 2026', 'Friday, December 25, 2026 at 12:00 AM', 'Friday, December 25, 2026'],
    ['America/New_York', 'Thursday, December 24, 2026', 'Thursday, December 24, 2026 at 6:00 PM', 'Thursday, December 24, 2026 at 6:00 PM'],
    ['Australia/Sydney', 'Friday, December 25, 2026', 'Friday, December 25, 2026 at 10:00 AM', 'Friday, December 25, 2026 at 10:00 AM'],
    ['Asia/Kolkata', 'Friday, December 25, 2026', 'Friday, December 25, 2026 at 4:30 AM', 'Friday, December 25, 2026 at 4:30 AM'],
  ])('%s', (zone, date, dateTime, asMoment) => {
    expect(formatLongDate(moment, EN, zone)).toBe(date);
    expect(formatLongDateTime(moment, EN, zone)).toBe(dateTime);
    expect(formatMoment(moment, EN, zone)).toBe(asMoment);
  });

  it('writes seconds only when set, and noon as 12 PM', () => {
    expect(formatLongDateTime(new Date('2026-07-04T16:00:09Z'), EN, 'America/New_York')).toBe('Saturday, July 4, 2026 at 12:00:09 PM');
    expect(formatMoment(new Date('2026-07-04T16:00:00Z'), EN, 'America/New_York')).toBe('Saturday, July 4, 2026 at 12:00 PM');
  });
});

describe('local dates', () => {
  it.each([
    [new Date(2026, 11, 25), 'Fri, Dec 25, 2026', '2026-12-25', '2026-12-25T00:00'],
    [new Date(2027, 0, 1, 23, 5, 9), 'Fri, Jan 1, 2027', '2027-01-01', '2027-01-01T23:05:09'],
  ])('%s', (date, short, day, input) => {
    expect(formatShortDate(date, EN)).toBe(short);
    expect(isoDay(date)).toBe(day);
    expect(toDateTimeLocalValue(date)).toBe(input);
  });
});
