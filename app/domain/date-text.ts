/**
 * Dates as the countdown writes them ('Friday, December 25, 2026 at 8:30 AM', 'viernes, 25 de
 * diciembre de 2026, 8:30'), in the runtime's own zone or in a named IANA zone. Written with the
 * platform's Intl.DateTimeFormat, which knows every zone and every language's names of days and
 * months and costs no script, instead of a date library's formatter (ADR 058); the words are taken
 * from its parts and put in the language's order (DateWords), so every runtime writes the same
 * text whatever its version's punctuation or spaces (newer ICU puts a narrow no-break space before AM).
 */

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/**
 * How a language writes the countdown's dates: its CLDR locale, whose names of days and months
 * Intl gives, and the order of the parts, from its messages (`countdown.date.*`): `{weekday},
 * {month} {day}, {year}`; a time with `{dayPeriod}` is on a 12-hour clock.
 */
export interface DateWords {
  locale: string;
  long: string;
  /** A date (`{date}`) and its time (`{time}`). */
  longTime: string;
  /** `{hour}:{minute}{second} {dayPeriod}`, as CLDR's short time; `{second}` is ':09', or nothing at :00. */
  time: string;
  /** Whether the hour has two digits ('08:30', as German writes it) or as many as it needs ('8:30'). */
  hour: 'numeric' | '2-digit';
  short: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(words: DateWords, zone: string | undefined, short: boolean): Intl.DateTimeFormat {
  const twelve = words.time.includes('{dayPeriod}');
  const key = `${words.locale}|${zone ?? ''}|${short}|${twelve}|${words.hour}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(words.locale, {
      timeZone: zone,
      weekday: short ? 'short' : 'long',
      month: short ? 'short' : 'long',
      day: 'numeric',
      year: 'numeric',
      hour: words.hour,
      minute: '2-digit',
      second: '2-digit',
      hourCycle: twelve ? 'h12' : 'h23',
    });
    formatters.set(key, format);
  }
  return format;
}

function parts(date: Date, words: DateWords, zone: string | undefined, short: boolean): Parts {
  const out: Parts = {};
  for (const part of formatter(words, zone, short).formatToParts(date)) out[part.type] = part.value;
  return out;
}

const fill = (template: string, p: Parts & { date?: string; time?: string }) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => (p as Record<string, string | undefined>)[name] ?? '');

/** 'Friday, December 25, 2026'; 'viernes, 25 de diciembre de 2026'. */
export function formatLongDate(date: Date, words: DateWords, zone?: string): string {
  return fill(words.long, parts(date, words, zone, false));
}

/** 'Friday, December 25, 2026 at 8:30 AM'; seconds only when set, since most targets have none. */
export function formatLongDateTime(date: Date, words: DateWords, zone?: string): string {
  const p = parts(date, words, zone, false);
  const time = fill(words.time, { ...p, second: p.second === '00' ? '' : `:${p.second}` });
  return fill(words.longTime, { date: fill(words.long, p), time });
}

/** The date alone at midnight, else the date and time: how the countdown names its moment. */
export function formatMoment(date: Date, words: DateWords, zone?: string): string {
  const p = parts(date, words, zone, false);
  // Midnight is the hour a midnight is written with (12 AM, 00) on the same clock.
  const midnight = parts(new Date(Date.UTC(2000, 0, 1)), words, 'UTC', false);
  const atMidnight = p.hour === midnight.hour && p.dayPeriod === midnight.dayPeriod && p.minute === '00' && p.second === '00';
  return atMidnight ? formatLongDate(date, words, zone) : formatLongDateTime(date, words, zone);
}

/** 'Fri, Dec 25, 2026'; 'vie, 25 dic 2026'. */
export function formatShortDate(date: Date, words: DateWords): string {
  return fill(words.short, parts(date, words, undefined, true));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '2026-12-25': a local date as a calendar day. */
export const isoDay = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The value an <input type="datetime-local"> shows for a local date ('2026-12-25T08:30', seconds when set). */
export function toDateTimeLocalValue(date: Date): string {
  const seconds = date.getSeconds() ? `:${pad(date.getSeconds())}` : '';
  return `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`;
}
