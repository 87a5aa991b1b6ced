import { numberStyleOf } from '~/domain/number-style';
import type { Language } from '~/i18n/languages';
import { holidaysOf } from '~/i18n/holidays';
import { islandTemplate, pluralWords } from '~/i18n/island-words.server';
import type { MessageKey } from '~/i18n/t';
import { catalogOf } from '~/i18n/translator.server';
import { ENGLISH } from '~/i18n/languages';
import { dayWordsOf } from '~/i18n/day-words.server';
import { numberChoiceOf } from '~/i18n/numbers.server';
import { zoneCityIn } from '~/i18n/zone-cities.server';
import type { CalendarWords } from './calendar-words';
import type { CountdownWord, CountdownWords } from './countdown-words';

/** What the page's head, article and meta say: not sent to the islands. */
const PAGE_ONLY = /^countdown\.((title|titleEvent|description|keywords|heading|lead|howTo|tip\d)$|span\.|date\.)/;

/**
 * How `locale` writes a time, from CLDR's short time through Intl: the order of its parts
 * (`{hour}:{minute}{second} {dayPeriod}`, its narrow spaces as plain ones, as the pages write them)
 * and whether its hour has two digits.
 */
function timeOf(locale: string): { time: string; hour: 'numeric' | '2-digit' } {
  const parts = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).formatToParts(Date.UTC(2000, 0, 1, 8, 5));
  const slot: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { hour: '{hour}', minute: '{minute}{second}', dayPeriod: '{dayPeriod}' };
  const time = parts.map((part) => slot[part.type] ?? part.value.replace(/[\u202f\u00a0]/g, ' ')).join('');
  return { time, hour: parts.find((part) => part.type === 'hour')?.value.length === 2 ? '2-digit' : 'numeric' };
}

/** The calendar's names in `locale`, from CLDR through Intl. */
function calendarOf(language: Language): CalendarWords {
  const { locale } = language;
  const named = (options: Intl.DateTimeFormatOptions, date: (i: number) => number, count: number) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return Array.from({ length: count }, (_, i) => format.format(date(i)));
  };
  // 2026-11-29 is a Sunday: the week's days from it.
  const weekday = (i: number) => Date.UTC(2026, 10, 29 + i);
  const parts = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2026, 10, 15));
  const slot: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { month: '{month}', year: '{year}' };
  // Intl.Locale's week (CLDR's firstDay: 1 Monday … 7 Sunday); Node 20 has it as a getter.
  const week = new Intl.Locale(locale) as Intl.Locale & { weekInfo?: { firstDay: number } };
  return {
    months: named({ month: 'long' }, (i) => Date.UTC(2026, i, 15), 12),
    inDate: dayWordsOf(language).months,
    weekdays: { long: named({ weekday: 'long' }, weekday, 7), short: named({ weekday: 'short' }, weekday, 7) },
    weekStartsOn: ((week.weekInfo?.firstDay ?? 7) % 7) as CalendarWords['weekStartsOn'],
    monthYear: parts.map((part) => slot[part.type] ?? part.value).join(''),
  };
}

/**
 * The countdown islands' words in `language`: every countdown message but the page's own, the spans'
 * plurals, dates, holidays, and the city of the link's `zone` if it names one.
 */
export function countdownWords(language: Language, zone: string | null = null): CountdownWords {
  const text: CountdownWords['text'] = {};
  for (const key of Object.keys(catalogOf(ENGLISH))) {
    if (key.startsWith('countdown.') && !PAGE_ONLY.test(key))
      text[key.slice('countdown.'.length) as CountdownWord] = islandTemplate(language, key as MessageKey);
  }
  const span = (unit: 'day' | 'hour' | 'minute' | 'second') => pluralWords(language, `countdown.span.${unit}`);
  const styles = numberChoiceOf(language)?.styles;
  return {
    text,
    spans: { day: span('day'), hour: span('hour'), minute: span('minute'), second: span('second') },
    dates: {
      locale: language.locale,
      long: islandTemplate(language, 'countdown.date.long'),
      longTime: islandTemplate(language, 'countdown.date.longTime'),
      ...timeOf(language.locale),
      short: islandTemplate(language, 'countdown.date.short'),
    },
    cities: { code: language.code, known: zone ? { [zone]: zoneCityIn(language, zone) } : {} },
    calendar: calendarOf(language),
    holidays: holidaysOf(language),
    style: numberStyleOf(language.locale),
    ...(styles ? { styles } : {}),
  };
}
