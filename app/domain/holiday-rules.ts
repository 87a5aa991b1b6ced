/**
 * The rules of the countdown's holidays and the dates they give; holidays.ts tells their story and
 * holds the English list. All dates are at LOCAL midnight: a holiday is a day on the visitor's
 * calendar. A module apart so that the countdown's islands, which always have their language's
 * list, load no English list with them.
 */
import { addDays, addWeeks, getDay, isSameDay, lastDayOfMonth, nextDay, previousDay, startOfDay, type Day } from 'date-fns';

/** Month is 1-12 as people write it; weekday 0 = Sunday … 6 = Saturday as in Date#getDay. */
export type HolidayRule =
  | { kind: 'fixed'; month: number; day: number }
  | { kind: 'nth-weekday'; month: number; weekday: Day; nth: number }
  | { kind: 'last-weekday'; month: number; weekday: Day }
  | { kind: 'easter' }
  | { kind: 'offset'; from: HolidayRule; days: number }
  /** The day of the March or September equinox in an IANA zone's calendar: Japan's 春分の日 and 秋分の日 are Tokyo's. */
  | { kind: 'equinox'; month: 3 | 9; zone: string };

export interface HolidayDefinition {
  name: string;
  rule: HolidayRule;
}

export interface Holiday {
  name: string;
  /** Local midnight of the holiday's day. */
  date: Date;
}

/** Local midnight; setFullYear because the Date constructor maps years 0-99 to 1900-1999. */
function localDate(year: number, month: number, day: number): Date {
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year, month - 1, day);
  return date;
}

/**
 * Easter Sunday in the Gregorian calendar: the anonymous (Meeus/Jones/Butcher) computus, valid for
 * every Gregorian year. The letters are the algorithm's published names, kept so it can be checked.
 */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return localDate(year, month, day);
}

/**
 * Meeus, Astronomical Algorithms (2nd ed., 1998), chapter 27: the mean equinox of table 27.B (years
 * 1000–3000, Y = (year − 2000) / 1000; its coefficients of Y⁰…Y⁴) and table 27.C's 24 periodic
 * terms (A, B, C: A·cos(B + C·T), degrees, in 10⁻⁵ day). Within a minute of the true equinox for
 * 1951–2050, Meeus says; outside 1000–3000 the polynomial is extrapolated.
 */
const MEAN_EQUINOX = {
  3: [2451623.80984, 365242.37404, 0.05169, -0.00411, -0.00057],
  9: [2451810.21715, 365242.01767, -0.11575, 0.00337, 0.00078],
};
// prettier-ignore
const PERIODIC_TERMS = [
  485, 324.96, 1934.136, 203, 337.23, 32964.467, 199, 342.08, 20.186, 182, 27.85, 445267.112,
  156, 73.14, 45036.886, 136, 171.52, 22518.443, 77, 222.54, 65928.934, 74, 296.72, 3034.906,
  70, 243.58, 9037.513, 58, 119.81, 33718.147, 52, 297.17, 150.678, 50, 21.02, 2281.226,
  45, 247.54, 29929.562, 44, 325.15, 31555.956, 29, 60.93, 4443.417, 18, 155.12, 67555.328,
  17, 288.79, 4562.452, 16, 198.04, 62894.029, 14, 199.76, 31436.921, 12, 95.39, 14577.848,
  12, 287.11, 31931.756, 12, 320.81, 34777.259, 9, 227.73, 1222.114, 8, 15.45, 16859.074,
];
/**
 * Meeus's times are Dynamical Time (TT); clocks keep UTC. TT − UTC = 32.184 s + (TAI − UTC), and
 * TAI − UTC has been 37 s since the leap second of 31 December 2016 (IERS Bulletin C): exact until
 * another leap second; 1–5 s too much for 1999–2016, 27 s in 1972, 38 s in 1955 (ΔT then, 31 s).
 */
const TT_MINUS_UTC_MS = 69_184;
const cosDeg = (degrees: number) => Math.cos((degrees * Math.PI) / 180);

/** The instant of the March (3) or September (9) equinox of `year`. */
export function equinox(year: number, month: 3 | 9): Date {
  const y = (year - 2000) / 1000;
  const jde0 = MEAN_EQUINOX[month].reduceRight((sum, coefficient) => sum * y + coefficient, 0);
  const t = (jde0 - 2451545) / 36525;
  const w = 35999.373 * t - 2.47;
  let s = 0;
  for (let i = 0; i < PERIODIC_TERMS.length; i += 3) s += PERIODIC_TERMS[i]! * cosDeg(PERIODIC_TERMS[i + 1]! + PERIODIC_TERMS[i + 2]! * t);
  const jde = jde0 + (0.00001 * s) / (1 + 0.0334 * cosDeg(w) + 0.0007 * cosDeg(2 * w));
  // Julian day 2440587.5 is 1970-01-01T00:00Z, the Date epoch.
  return new Date((jde - 2440587.5) * 86_400_000 - TT_MINUS_UTC_MS);
}

/** The rule's date in `year`, at local midnight. */
export function holidayDate(rule: HolidayRule, year: number): Date {
  switch (rule.kind) {
    case 'fixed':
      return localDate(year, rule.month, rule.day);
    case 'nth-weekday': {
      const first = localDate(year, rule.month, 1);
      const firstMatch = getDay(first) === rule.weekday ? first : nextDay(first, rule.weekday);
      return addWeeks(firstMatch, rule.nth - 1);
    }
    case 'last-weekday': {
      const last = lastDayOfMonth(localDate(year, rule.month, 1));
      return getDay(last) === rule.weekday ? last : previousDay(last, rule.weekday);
    }
    case 'easter':
      return easterSunday(year);
    case 'offset':
      return addDays(holidayDate(rule.from, year), rule.days);
    case 'equinox':
      // Its day of the month on the zone's clocks, which Intl knows for any year.
      return localDate(
        year,
        rule.month,
        Number(new Intl.DateTimeFormat('en-US', { timeZone: rule.zone, day: 'numeric' }).format(equinox(year, rule.month))),
      );
  }
}

/** The name of the holiday of `holidays` whose day `date` falls on (in its own year), if any: 'Christmas'. */
export function holidayOn(date: Date, holidays: readonly HolidayDefinition[]): string | undefined {
  return holidays.find(({ rule }) => isSameDay(holidayDate(rule, date.getFullYear()), date))?.name;
}

/**
 * Each holiday's next occurrence, soonest first. A holiday whose day is today is today's, not next
 * year's: the product moves to next year only once this year's "has passed", and on the day itself
 * it has not (the countdown then shows the time since it began at midnight). Ties keep table order.
 */
export function nextOccurrences(holidays: readonly HolidayDefinition[], now: Date): Holiday[] {
  const today = startOfDay(now);
  const year = now.getFullYear();
  return holidays
    .map(({ name, rule }) => {
      const thisYear = holidayDate(rule, year);
      return { name, date: thisYear < today ? holidayDate(rule, year + 1) : thisYear };
    })
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}
