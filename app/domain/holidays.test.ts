/**
 * Expected dates were checked independently of this module: Easter with Gauss's algorithm (a
 * different computus from the module's Meeus one) and weekday rules with Python's calendar module;
 * the equinoxes against the dates Japan published and USNO's times (below).
 * Holidays are local dates, so they are compared as 'yyyy-MM-dd' plus a local-midnight check.
 */
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import japaneseHolidays from '../../content/i18n/ja/holidays.json';
import { holidayList } from './holiday-list';
import { easterSunday, equinox, HOLIDAYS, holidayDate, holidayOn, upcomingHolidays, type HolidayRule } from './holidays';

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

/**
 * 春分の日 and 秋分の日 as the Cabinet Office published them (内閣府「国民の祝日」, its
 * syukujitsu.csv of 1955–2027; NAOJ's 暦要項 announces each year's the February before): [year,
 * March day, September day]. 2003–2015 agree with NAOJ's 天文ニュース 413 (2001), 2027 with the
 * Cabinet Office's notice of 2 February 2026. The rules are the Japanese list's own.
 */
describe('equinox: 春分の日 and 秋分の日 as published', () => {
  // prettier-ignore
  const published: [number, number, number][] = [
    [1955, 21, 24], [1956, 21, 23], [1957, 21, 23], [1958, 21, 23], [1959, 21, 24], [1960, 20, 23],
    [1961, 21, 23], [1962, 21, 23], [1963, 21, 24], [1964, 20, 23], [1965, 21, 23], [1966, 21, 23],
    [1967, 21, 24], [1968, 20, 23], [1969, 21, 23], [1970, 21, 23], [1971, 21, 24], [1972, 20, 23],
    [1973, 21, 23], [1974, 21, 23], [1975, 21, 24], [1976, 20, 23], [1977, 21, 23], [1978, 21, 23],
    [1979, 21, 24], [1980, 20, 23], [1981, 21, 23], [1982, 21, 23], [1983, 21, 23], [1984, 20, 23],
    [1985, 21, 23], [1986, 21, 23], [1987, 21, 23], [1988, 20, 23], [1989, 21, 23], [1990, 21, 23],
    [1991, 21, 23], [1992, 20, 23], [1993, 20, 23], [1994, 21, 23], [1995, 21, 23], [1996, 20, 23],
    [1997, 20, 23], [1998, 21, 23], [1999, 21, 23], [2000, 20, 23], [2001, 20, 23], [2002, 21, 23],
    [2003, 21, 23], [2004, 20, 23], [2005, 20, 23], [2006, 21, 23], [2007, 21, 23], [2008, 20, 23],
    [2009, 20, 23], [2010, 21, 23], [2011, 21, 23], [2012, 20, 22], [2013, 20, 23], [2014, 21, 23],
    [2015, 21, 23], [2016, 20, 22], [2017, 20, 23], [2018, 21, 23], [2019, 21, 23], [2020, 20, 22],
    [2021, 20, 23], [2022, 21, 23], [2023, 21, 23], [2024, 20, 22], [2025, 20, 23], [2026, 20, 23],
    [2027, 21, 23],
  ];
  const japanese = holidayList(japaneseHolidays, 'content/i18n/ja/holidays.json');
  const rule = (name: string) => japanese.find((h) => h.name === name)!.rule;
  const pad = (n: number) => String(n).padStart(2, '0');

  it.each(
    published.flatMap(([year, march, september]) => [
      ['春分の日', year, `${year}-03-${pad(march)}`] as const,
      ['秋分の日', year, `${year}-09-${pad(september)}`] as const,
    ]),
  )('%s %d is %s, at local midnight', (name, year, expected) => {
    const date = holidayDate(rule(name), year);
    expect(ymd(date)).toBe(expected);
    expect(isLocalMidnight(date)).toBe(true);
  });
});

/**
 * The instants to the minute in UT: the U.S. Naval Observatory's table "Earth's Seasons:
 * Equinoxes, Solstices, Perihelion, and Aphelion" (aa.usno.navy.mil/data/docs/EarthSeasons.php),
 * 2000–2020. Meeus's method is within a minute for 1951–2050 and the table rounds to the minute:
 * two minutes apart at most.
 */
describe('equinox: the instant, against USNO', () => {
  // prettier-ignore
  const usno: [number, string, string][] = [
    [2000, '03-20 07:35', '09-22 17:27'], [2001, '03-20 13:31', '09-22 23:04'], [2002, '03-20 19:16', '09-23 04:55'],
    [2003, '03-21 01:00', '09-23 10:47'], [2004, '03-20 06:49', '09-22 16:30'], [2005, '03-20 12:33', '09-22 22:23'],
    [2006, '03-20 18:26', '09-23 04:03'], [2007, '03-21 00:07', '09-23 09:51'], [2008, '03-20 05:48', '09-22 15:44'],
    [2009, '03-20 11:44', '09-22 21:18'], [2010, '03-20 17:32', '09-23 03:09'], [2011, '03-20 23:21', '09-23 09:04'],
    [2012, '03-20 05:14', '09-22 14:49'], [2013, '03-20 11:02', '09-22 20:44'], [2014, '03-20 16:57', '09-23 02:29'],
    [2015, '03-20 22:45', '09-23 08:20'], [2016, '03-20 04:30', '09-22 14:21'], [2017, '03-20 10:28', '09-22 20:02'],
    [2018, '03-20 16:15', '09-23 01:54'], [2019, '03-20 21:58', '09-23 07:50'], [2020, '03-20 03:49', '09-22 13:30'],
  ];
  it.each(usno.flatMap(([year, march, september]) => [[year, 3, march] as const, [year, 9, september] as const]))(
    '%d, month %d: %s UT',
    (year, month, expected) => {
      const usnoTime = Date.parse(`${year}-${expected.replace(' ', 'T')}:00Z`);
      expect(Math.abs(equinox(year, month).getTime() - usnoTime)).toBeLessThanOrEqual(2 * 60_000);
    },
  );
});

describe('equinox: the day is the zone’s', () => {
  it.each<[string, number, 3 | 9, string, string]>([
    // NAOJ: the 2022 March equinox was at 00:33 on 21 March in Japan, 15:33 UT on the 20th.
    ['Asia/Tokyo', 2022, 3, '2022-03-21', 'after midnight in Tokyo'],
    ['UTC', 2022, 3, '2022-03-20', 'the evening before in UTC'],
    // USNO: 2003-03-21 01:00 UT, 20:00 on the 20th in New York (EST until 6 April that year).
    ['UTC', 2003, 3, '2003-03-21', 'after midnight in UTC'],
    ['America/New_York', 2003, 3, '2003-03-20', 'the evening before in New York'],
    // USNO: 2012-09-22 14:49 UT, 23:49 in Tokyo, 00:49 on the 23rd in Sydney (AEST until 7 October).
    ['Asia/Tokyo', 2012, 9, '2012-09-22', 'eleven minutes before midnight in Tokyo'],
    ['Australia/Sydney', 2012, 9, '2012-09-23', 'after midnight in Sydney'],
  ])('%s %d-%d: %s, %s', (zone, year, month, expected) => {
    const date = holidayDate({ kind: 'equinox', month, zone }, year);
    expect(ymd(date)).toBe(expected);
    expect(isLocalMidnight(date)).toBe(true);
  });
});

describe('holidayList: an equinox rule', () => {
  const list = (rule: object) => holidayList([{ name: 'Equinox', rule }], 'test.json');
  it('reads one in March or September with an IANA zone', () => {
    expect(list({ kind: 'equinox', month: 9, zone: 'Asia/Tokyo' })).toEqual([
      { name: 'Equinox', rule: { kind: 'equinox', month: 9, zone: 'Asia/Tokyo' } },
    ]);
  });
  it.each([
    ['June (no equinox)', { kind: 'equinox', month: 6, zone: 'Asia/Tokyo' }],
    ['a zone no runtime knows', { kind: 'equinox', month: 3, zone: 'Asia/Atlantis' }],
    ['a zone by an old name', { kind: 'equinox', month: 3, zone: 'Asia/Calcutta' }],
    ['no zone', { kind: 'equinox', month: 3 }],
  ])('refuses %s', (_name, rule) => {
    expect(() => list(rule)).toThrow('test.json: {"name":"Equinox"');
  });
});
