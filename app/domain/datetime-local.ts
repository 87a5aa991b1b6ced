/**
 * Reading `<input type="datetime-local">` values: a module of its own, with no date library, so the
 * favorites page can tell a past countdown without loading the countdown's maths (countdown.ts
 * re-exports it).
 */

// What <input type="datetime-local"> produces: yyyy-MM-ddTHH:mm with optional :ss and .sss.
// Years above 9999 are allowed by HTML and kept; the input never emits a time-zone suffix.
const DATETIME_LOCAL = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * Parse a datetime-local value as local time; null for empty or invalid text
 * (docs/product.md#countdown: an empty typed input is ignored). A wall time skipped by a DST change
 * (02:30 on a spring-forward day) is still accepted; the Date moves it forward by the gap, as
 * browsers do.
 */
export function parseDateTimeLocal(value: string): Date | null {
  const match = DATETIME_LOCAL.exec(value.trim());
  if (!match) return null;
  const part = (i: number): number => Number(match[i] ?? '0');
  const [year, month, day, hours, minutes, seconds] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  // '.5' means 500 ms, not 5.
  const millis = Number((match[7] ?? '0').padEnd(3, '0'));
  if (year < 1 || month < 1 || month > 12 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor (nor date-fns isExists, which uses it): the constructor
  // reads years 0-99 as 1900-1999.
  date.setFullYear(year, month - 1, day);
  // A day the month does not have (Feb 30) rolls over into the next month: reject it.
  if (date.getDate() !== day) return null;
  date.setHours(hours, minutes, seconds, millis);
  return date;
}
