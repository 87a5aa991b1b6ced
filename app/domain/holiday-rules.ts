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
  | { kind: 'offset'; from: HolidayRule; days: number };

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
