/**
 * Dates as the countdown writes them ('Friday, December 25, 2026 at 8:30 AM'), in the runtime's own
 * zone or in a named IANA zone. Written with the platform's Intl.DateTimeFormat, which knows every
 * zone and costs no script, instead of a date library's formatter (ADR 058); the words are taken
 * from its parts and put in a fixed order, so every runtime writes the same text whatever its
 * version's punctuation or spaces (newer ICU puts a narrow no-break space before AM).
 */

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, zone: string | undefined, short: boolean): Parts {
  const key = `${zone ?? ''}|${short}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: short ? 'short' : 'long',
      month: short ? 'short' : 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h12',
    });
    formatters.set(key, formatter);
  }
  const out: Parts = {};
  for (const part of formatter.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/** 'Friday, December 25, 2026' */
export function formatLongDate(date: Date, zone?: string): string {
  const p = parts(date, zone, false);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

/** 'Friday, December 25, 2026 at 8:30 AM'; seconds only when set, since most targets have none. */
export function formatLongDateTime(date: Date, zone?: string): string {
  const p = parts(date, zone, false);
  const seconds = p.second === '00' ? '' : `:${p.second}`;
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year} at ${p.hour}:${p.minute}${seconds} ${p.dayPeriod}`;
}

/** The date alone at midnight, else the date and time: how the countdown names its moment. */
export function formatMoment(date: Date, zone?: string): string {
  const p = parts(date, zone, false);
  const midnight = p.hour === '12' && p.minute === '00' && p.second === '00' && p.dayPeriod === 'AM';
  return midnight ? formatLongDate(date, zone) : formatLongDateTime(date, zone);
}

/** 'Fri, Dec 25, 2026' */
export function formatShortDate(date: Date): string {
  const p = parts(date, undefined, true);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '2026-12-25': a local date as a calendar day. */
export const isoDay = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The value an <input type="datetime-local"> shows for a local date ('2026-12-25T08:30', seconds when set). */
export function toDateTimeLocalValue(date: Date): string {
  const seconds = date.getSeconds() ? `:${pad(date.getSeconds())}` : '';
  return `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`;
}
