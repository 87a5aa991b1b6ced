/**
 * Expected dates were checked independently of this module: Easter with Gauss's algorithm (a
 * different computus from the module's Meeus one) and weekday rules with Python's calendar module.
 * Holidays are local dates, so they are compared as 'yyyy-MM-dd' plus a local-midnight check.
 */
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { easterSunday, HOLIDAYS, holidayDate, holidayOn, upcomingHolidays, type HolidayRule } from './holidays';

const ymd = (d: Date): string => format(d, 'yyyy-MM-dd');
const isLocalMidnight = (d: Date): boolean => d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0 && d.getMilliseconds() === 0;

function ruleOf(name: string): HolidayRule {
  const found = HOLIDAYS.find((h) => h.name === name);
  if (!found) throw new Error(`no holiday named ${name}`);
  return found.rule;
}

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'], // earliest possible date
    [1943, '1943-04-25'], // latest possible date
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%d → %s', (year, expected) => {
    const easter = easterSunday(year);
    expect(ymd(easter)).toBe(expected);
    expect(easter.getDay()).toBe(0);
  });
});

describe('holidayDate: movable holidays 2026-2030', () => {
  const rows: [string, number, string][] = [];
  const known: Record<string, string[]> = {
    'Easter Sunday': ['2026-04-05', '2027-03-28', '2028-04-16', '2029-04-01', '2030-04-21'],
    "Mother's Day": ['2026-05-10', '2027-05-09', '2028-05-14', '2029-05-13', '2030-05-12'],
    'Memorial Day': ['2026-05-25', '2027-05-31', '2028-05-29', '2029-05-28', '2030-05-27'],
    "Father's Day": ['2026-06-21', '2027-06-20', '2028-06-18', '2029-06-17', '2030-06-16'],
    'Labor Day': ['2026-09-07', '2027-09-06', '2028-09-04', '2029-09-03', '2030-09-02'],
    Thanksgiving: ['2026-11-26', '2027-11-25', '2028-11-23', '2029-11-22', '2030-11-28'],
    'Black Friday': ['2026-11-27', '2027-11-26', '2028-11-24', '2029-11-23', '2030-11-29'],
  };
  for (const [name, dates] of Object.entries(known)) {
    dates.forEach((date, i) => rows.push([name, 2026 + i, date]));
  }

  it.each(rows)('%s %d is %s, at local midnight', (name, year, expected) => {
    const date = holidayDate(ruleOf(name), year);
    expect(ymd(date)).toBe(expected);
    expect(isLocalMidnight(date)).toBe(true);
  });
});

describe('holidayDate: 2026 equals the product’s list', () => {
  it.each([
    ["New Year's Eve", '2026-12-31'],
    ["New Year's Day", '2026-01-01'],
    ["Valentine's Day", '2026-02-14'],
    ["St. Patrick's Day", '2026-03-17'],
    ['Easter Sunday', '2026-04-05'],
    ["Mother's Day", '2026-05-10'],
    ['Memorial Day', '2026-05-25'],
    ['Juneteenth', '2026-06-19'],
    ["Father's Day", '2026-06-21'],
    ['Independence Day', '2026-07-04'],
    ['Labor Day', '2026-09-07'],
    ['Halloween', '2026-10-31'],
    ['Thanksgiving', '2026-11-26'],
    ['Black Friday', '2026-11-27'],
    ['Christmas Eve', '2026-12-24'],
    ['Christmas', '2026-12-25'],
  ])('%s → %s', (name, expected) => {
    expect(ymd(holidayDate(ruleOf(name), 2026))).toBe(expected);
  });

  it('has exactly the 16 holidays of the product, each named once', () => {
    expect(new Set(HOLIDAYS.map((h) => h.name)).size).toBe(16);
  });
});

describe('holidayDate: rule kinds', () => {
  it.each<[string, HolidayRule, number, string]>([
    ['fixed, leap day', { kind: 'fixed', month: 2, day: 29 }, 2028, '2028-02-29'],
    ['fixed, year below 100 is not read as 19xx', { kind: 'fixed', month: 7, day: 4 }, 76, '0076-07-04'],
    ['1st weekday when the month starts on it', { kind: 'nth-weekday', month: 3, weekday: 0, nth: 1 }, 2026, '2026-03-01'],
    ['5th Thursday', { kind: 'nth-weekday', month: 10, weekday: 4, nth: 5 }, 2026, '2026-10-29'],
    ['last weekday when the month ends on it', { kind: 'last-weekday', month: 1, weekday: 6 }, 2026, '2026-01-31'],
    ['negative offset across a month', { kind: 'offset', from: { kind: 'easter' }, days: -2 }, 2029, '2029-03-30'],
  ])('%s', (_name, rule, year, expected) => {
    expect(ymd(holidayDate(rule, year))).toBe(expected);
  });
});

describe('upcomingHolidays', () => {
  const list = (now: Date): string[] => upcomingHolidays(now).map((h) => `${ymd(h.date)} ${h.name}`);

  it('lists all 16 at local midnight, soonest first', () => {
    const result = upcomingHolidays(new Date(2026, 5, 1, 12));
    expect(result).toHaveLength(16);
    expect(result.every((h) => isLocalMidnight(h.date))).toBe(true);
    const times = result.map((h) => h.date.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it.each([
    [
      'before Thanksgiving 2026',
      new Date(2026, 10, 22, 15, 30),
      [
        '2026-11-26 Thanksgiving',
        '2026-11-27 Black Friday',
        '2026-12-24 Christmas Eve',
        '2026-12-25 Christmas',
        "2026-12-31 New Year's Eve",
        "2027-01-01 New Year's Day",
        "2027-02-14 Valentine's Day",
        "2027-03-17 St. Patrick's Day",
        '2027-03-28 Easter Sunday',
        "2027-05-09 Mother's Day",
        '2027-05-31 Memorial Day',
        '2027-06-19 Juneteenth',
        "2027-06-20 Father's Day",
        '2027-07-04 Independence Day',
        '2027-09-06 Labor Day',
        '2027-10-31 Halloween',
      ],
    ],
    [
      "on New Year's Eve morning: today's holiday stays first",
      new Date(2026, 11, 31, 10, 0),
      [
        "2026-12-31 New Year's Eve",
        "2027-01-01 New Year's Day",
        "2027-02-14 Valentine's Day",
        "2027-03-17 St. Patrick's Day",
        '2027-03-28 Easter Sunday',
        "2027-05-09 Mother's Day",
        '2027-05-31 Memorial Day',
        '2027-06-19 Juneteenth',
        "2027-06-20 Father's Day",
        '2027-07-04 Independence Day',
        '2027-09-06 Labor Day',
        '2027-10-31 Halloween',
        '2027-11-25 Thanksgiving',
        '2027-11-26 Black Friday',
        '2027-12-24 Christmas Eve',
        '2027-12-25 Christmas',
      ],
    ],
    [
      'at the stroke of 2027',
      new Date(2027, 0, 1, 0, 0, 0),
      [
        "2027-01-01 New Year's Day",
        "2027-02-14 Valentine's Day",
        "2027-03-17 St. Patrick's Day",
        '2027-03-28 Easter Sunday',
        "2027-05-09 Mother's Day",
        '2027-05-31 Memorial Day',
        '2027-06-19 Juneteenth',
        "2027-06-20 Father's Day",
        '2027-07-04 Independence Day',
        '2027-09-06 Labor Day',
        '2027-10-31 Halloween',
        '2027-11-25 Thanksgiving',
        '2027-11-26 Black Friday',
        '2027-12-24 Christmas Eve',
        '2027-12-25 Christmas',
        "2027-12-31 New Year's Eve",
      ],
    ],
  ])('%s', (_name, now, expected) => {
    expect(list(now)).toEqual(expected);
  });

  it.each([
    ['Christmas', 'one millisecond before its day ends, is still today', new Date(2026, 11, 25, 23, 59, 59, 999), '2026-12-25'],
    ['Christmas', 'the day after, is next year', new Date(2026, 11, 26, 0, 0, 0), '2027-12-25'],
    ['Easter Sunday', "the day after, moves to next year's computed date", new Date(2026, 3, 6), '2027-03-28'],
  ])('%s %s', (name, _when, now, expected) => {
    const found = upcomingHolidays(now).find((h) => h.name === name);
    expect(found && ymd(found.date)).toBe(expected);
  });
});

describe('holidayOn', () => {
  it.each([
    // Thanksgiving 2026 is the fourth Thursday of November, the 26th; Easter 2027 is March 28.
    [new Date(2026, 10, 26), 'Thanksgiving'],
    [new Date(2026, 10, 27), 'Black Friday'],
    [new Date(2027, 2, 28), 'Easter Sunday'],
    [new Date(2025, 11, 25), 'Christmas'],
    [new Date(2026, 10, 25), undefined],
  ])('%s: %s', (date, name) => {
    expect(holidayOn(date, HOLIDAYS)).toBe(name);
  });
});
