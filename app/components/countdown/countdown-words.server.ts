import { numberStyleOf } from '~/domain/number-style';
import type { Language } from '~/i18n/languages';
import { holidaysOf } from '~/i18n/holidays';
import { islandTemplate, pluralWords } from '~/i18n/island-words.server';
import type { MessageKey } from '~/i18n/t';
import { catalogOf } from '~/i18n/translator.server';
import { ENGLISH } from '~/i18n/languages';
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

/** The countdown islands' words in `language`: every countdown message but the page's own, the spans' plurals, dates and holidays. */
export function countdownWords(language: Language): CountdownWords {
  const text: CountdownWords['text'] = {};
  for (const key of Object.keys(catalogOf(ENGLISH))) {
    if (key.startsWith('countdown.') && !PAGE_ONLY.test(key))
      text[key.slice('countdown.'.length) as CountdownWord] = islandTemplate(language, key as MessageKey);
  }
  const span = (unit: 'day' | 'hour' | 'minute' | 'second') => pluralWords(language, `countdown.span.${unit}`);
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
    holidays: holidaysOf(language),
    style: numberStyleOf(language.locale),
  };
}
