/**
 * ASSUMPTION: local time is America/New_York (vitest.config.ts sets TZ for the whole run), where
 * clocks spring forward on 2026-03-08 at 02:00 and fall back on 2026-11-01 at 02:00. Rows that
 * depend on those changes run only when the offsets prove that zone; elsewhere they are reported
 * as skipped under a name that says why, rather than passing without testing anything.
 */
import { addDays, addMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ENGLISH_DATES as EN } from '../../tests/date-words';
import { seededRandom } from '../../tests/random';
import { countdown, formatLongDate, formatLongDateTime, parseDateTimeLocal, toDateTimeLocalValue, type Countdown } from './countdown';

const inNewYork = new Date(2026, 0, 1).getTimezoneOffset() === 300 && new Date(2026, 6, 1).getTimezoneOffset() === 240;

type Parts = Omit<Countdown, 'isPast'>;
const parts = (years: number, months: number, weeks: number, days: number, hours = 0, minutes = 0, seconds = 0): Parts => ({
  years,
  months,
  weeks,
  days,
  hours,
  minutes,
  seconds,
});

// [label, earlier, later, expected]; every row is checked both ways round (future and past).
const calendarRows: [string, Date, Date, Parts][] = [
  ['same moment', new Date(2026, 4, 1, 12), new Date(2026, 4, 1, 12), parts(0, 0, 0, 0)],
  ['mixed units', new Date(2026, 0, 1), new Date(2027, 2, 15, 13, 45, 30), parts(1, 2, 2, 0, 13, 45, 30)],
  ['20 days is 2 weeks 6 days', new Date(2026, 3, 1), new Date(2026, 3, 21), parts(0, 0, 2, 6)],
  ['one second', new Date(2026, 4, 1, 23, 59, 59), new Date(2026, 4, 2), parts(0, 0, 0, 0, 0, 0, 1)],
  ['milliseconds are dropped', new Date(2026, 4, 1, 0, 0, 0, 900), new Date(2026, 4, 1, 0, 0, 2, 100), parts(0, 0, 0, 0, 0, 0, 1)],
  ['Jan 31 → Feb 28: a whole month (clamped)', new Date(2026, 0, 31), new Date(2026, 1, 28), parts(0, 1, 0, 0)],
  ['Jan 31 → Mar 1', new Date(2026, 0, 31), new Date(2026, 2, 1), parts(0, 1, 0, 1)],
  ['Jan 31 → Feb 27 is not a month', new Date(2026, 0, 31), new Date(2026, 1, 27), parts(0, 0, 3, 6)],
  ['Jan 30 → Mar 30', new Date(2026, 0, 30), new Date(2026, 2, 30), parts(0, 2, 0, 0)],
  ['month end, with time of day', new Date(2026, 2, 31, 18), new Date(2026, 3, 30, 17), parts(0, 0, 4, 1, 23)],
  ['leap day → next Feb 28 is a year', new Date(2028, 1, 29), new Date(2029, 1, 28), parts(1, 0, 0, 0)],
  ['leap day → next Mar 1', new Date(2028, 1, 29), new Date(2029, 2, 1), parts(1, 0, 0, 1)],
  ['Feb 28 → leap day', new Date(2028, 1, 28), new Date(2028, 1, 29), parts(0, 0, 0, 1)],
  ['Feb 28 2027 → Feb 29 2028', new Date(2027, 1, 28), new Date(2028, 1, 29), parts(1, 0, 0, 1)],
  ['leap day → leap day', new Date(2028, 1, 29), new Date(2032, 1, 29), parts(4, 0, 0, 0)],
  ['leap day → Feb 28 four years on', new Date(2028, 1, 29), new Date(2032, 1, 28), parts(3, 11, 4, 2)],
  ['through a leap February', new Date(2028, 1, 1), new Date(2028, 2, 1), parts(0, 1, 0, 0)],
];

const dstRows: [string, Date, Date, Parts][] = [
  ['spring-forward day counts as one day (23 real hours)', new Date(2026, 2, 7, 12), new Date(2026, 2, 8, 12), parts(0, 0, 0, 1)],
  ['midnight → noon on spring-forward day is 11 real hours', new Date(2026, 2, 8), new Date(2026, 2, 8, 12), parts(0, 0, 0, 0, 11)],
  ['start in the skipped hour: no negative minutes', new Date(2026, 2, 7, 2, 30), new Date(2026, 2, 8, 3), parts(0, 0, 0, 0, 23, 30)],
  ['a month landing in the skipped hour', new Date(2026, 1, 8, 2, 30), new Date(2026, 2, 8, 3), parts(0, 0, 3, 6, 23, 30)],
  ['fall-back day counts as one day (25 real hours)', new Date(2026, 9, 31, 12), new Date(2026, 10, 1, 12), parts(0, 0, 0, 1)],
  ['midnight → noon on fall-back day is 13 real hours', new Date(2026, 10, 1), new Date(2026, 10, 1, 12), parts(0, 0, 0, 0, 13)],
  ['within the 25-hour day, hours reach 24', new Date(2026, 9, 31, 12), new Date(2026, 10, 1, 11, 30), parts(0, 0, 0, 0, 24, 30)],
  ['across both changes', new Date(2026, 2, 1, 9), new Date(2026, 10, 15, 9), parts(0, 8, 2, 0)],
];

function checkBothWays(earlier: Date, later: Date, expected: Parts): void {
  expect(countdown(later, earlier)).toEqual({ ...expected, isPast: false });
  const past = countdown(earlier, later);
  expect(past).toEqual({ ...expected, isPast: earlier.getTime() < later.getTime() });
}

describe('countdown: calendar split', () => {
  it.each(calendarRows)('%s', (_label, earlier, later, expected) => checkBothWays(earlier, later, expected));
});

describe('countdown: DST changes (skipped unless local time is America/New_York)', () => {
  it.runIf(inNewYork).each(dstRows)('[needs TZ=America/New_York] %s', (_label, earlier, later, expected) => checkBothWays(earlier, later, expected));
});

describe('countdown: past vs future', () => {
  const now = new Date(2026, 5, 15, 12);
  it.each([
    ['a target one second ahead is future', new Date(2026, 5, 15, 12, 0, 1), false],
    ['a target one millisecond behind is past', new Date(2026, 5, 15, 11, 59, 59, 999), true],
    ['the current moment itself is not past', new Date(2026, 5, 15, 12), false],
  ])('%s', (_label, target, isPast) => {
    expect(countdown(target, now).isPast).toBe(isPast);
  });
});

describe('countdown: invariants over many generated pairs', () => {
  it('every part is in range and adding them back gives the later moment (to the second)', () => {
    const next = seededRandom(20260308);
    const from = new Date(2024, 0, 1).getTime();
    for (let i = 0; i < 5000; i += 1) {
      const a = new Date(from + Math.floor(next() * 7 * 365 * 86400) * 1000);
      const b = new Date(a.getTime() + Math.floor(next() * next() * 1000 * 86400) * 1000);
      const c = countdown(b, a);
      expect(c.months).toBeLessThan(12);
      expect(c.weeks).toBeLessThanOrEqual(4);
      expect(c.days).toBeLessThan(7);
      expect(c.hours).toBeLessThanOrEqual(24);
      expect(c.minutes).toBeLessThan(60);
      expect(c.seconds).toBeLessThan(60);
      expect(Object.values(c).every((v) => typeof v === 'boolean' || v >= 0)).toBe(true);
      const rebuilt =
        addDays(addMonths(a, c.years * 12 + c.months), c.weeks * 7 + c.days).getTime() + ((c.hours * 60 + c.minutes) * 60 + c.seconds) * 1000;
      expect(rebuilt).toBe(b.getTime());
    }
  });
});

describe('parseDateTimeLocal', () => {
  it.each([
    ['2026-12-25T08:30', new Date(2026, 11, 25, 8, 30)],
    ['2026-12-25T08:30:15', new Date(2026, 11, 25, 8, 30, 15)],
    ['2026-12-25T08:30:15.5', new Date(2026, 11, 25, 8, 30, 15, 500)],
    ['  2028-02-29T00:00  ', new Date(2028, 1, 29)],
    ['2026-01-01T23:59:59.999', new Date(2026, 0, 1, 23, 59, 59, 999)],
  ])('%s is local time', (value, expected) => {
    expect(parseDateTimeLocal(value)?.getTime()).toBe(expected.getTime());
  });

  it('keeps years below 100 as written', () => {
    expect(parseDateTimeLocal('0076-07-04T12:00')?.getFullYear()).toBe(76);
  });

  it.each([
    '',
    '   ',
    'tomorrow',
    '2026-12-25',
    '2026-12-25 08:30',
    '2026-12-25T8:30',
    '2026-13-01T00:00',
    '2026-02-29T00:00',
    '2026-04-31T00:00',
    '2026-12-25T24:00',
    '2026-12-25T08:60',
    '2026-12-25T08:30:60',
    '0000-01-01T00:00',
    '2026-12-25T08:30Z',
    '2026-12-25T08:30+01:00',
  ])('%j is null', (value) => {
    expect(parseDateTimeLocal(value)).toBeNull();
  });

  it.runIf(inNewYork)('[needs TZ=America/New_York] accepts a wall time skipped by spring-forward, moved past the gap', () => {
    expect(parseDateTimeLocal('2026-03-08T02:30')?.getHours()).toBe(3);
  });
});

describe('formatting', () => {
  it.each([
    [new Date(2026, 11, 25), 'Friday, December 25, 2026', 'Friday, December 25, 2026 at 12:00 AM', '2026-12-25T00:00'],
    [new Date(2028, 1, 29, 8, 30), 'Tuesday, February 29, 2028', 'Tuesday, February 29, 2028 at 8:30 AM', '2028-02-29T08:30'],
    [new Date(2027, 0, 1, 23, 5, 9), 'Friday, January 1, 2027', 'Friday, January 1, 2027 at 11:05:09 PM', '2027-01-01T23:05:09'],
  ])('%s', (date, long, longTime, inputValue) => {
    expect(formatLongDate(date, EN)).toBe(long);
    expect(formatLongDateTime(date, EN)).toBe(longTime);
    expect(toDateTimeLocalValue(date)).toBe(inputValue);
    expect(parseDateTimeLocal(inputValue)?.getTime()).toBe(date.getTime());
  });
});
