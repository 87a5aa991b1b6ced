import type { DayWords } from '~/domain/day-text';
import type { Language } from './languages';

const SLOTS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { year: '{year}', month: '{month}', day: '{day}' };

function dayWords(locale: string): DayWords {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const partsOf = (month: number) => format.formatToParts(Date.UTC(2026, month, 24));
  const months = Array.from({ length: 12 }, (_, month) => partsOf(month).find((part) => part.type === 'month')!.value);
  const long = partsOf(10)
    .map((part) => SLOTS[part.type] ?? part.value)
    .join('');
  return { months, long };
}

const WORDS = new Map<string, DayWords>();

/** How `language` writes a long date (CLDR's, through Intl), for writeDay (app/domain/day-text.ts). */
export function dayWordsOf(language: Language): DayWords {
  let words = WORDS.get(language.code);
  if (!words) WORDS.set(language.code, (words = dayWords(language.locale)));
  return words;
}
