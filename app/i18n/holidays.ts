import { holidayList } from '~/domain/holiday-list';
import type { HolidayDefinition } from '~/domain/holidays';
import type { Language } from './languages';
import { pseudoName, PSEUDO_ENABLED, PSEUDO_LANGUAGE } from './pseudo';

const files = import.meta.glob<unknown>('../../content/i18n/*/holidays.json', { import: 'default', eager: true });

/** Each language's popular holidays, by language code, read and checked once. */
const LISTS = new Map(Object.entries(files).map(([path, data]) => [path.split('/').at(-2)!, holidayList(data, path.replace(/^(\.\.\/)+/, ''))]));
// The pseudo-locale's: the English list, its names transformed (ADR 092).
const english = LISTS.get('en');
if (PSEUDO_ENABLED && english)
  LISTS.set(
    PSEUDO_LANGUAGE.code,
    english.map((holiday) => ({ ...holiday, name: pseudoName(holiday.name) })),
  );

/** The popular holidays of a language's main countries, for its countdown page (a test checks every language has them). */
export function holidaysOf(language: Language): readonly HolidayDefinition[] {
  const list = LISTS.get(language.code);
  if (!list) throw new Error(`content/i18n/${language.code}/holidays.json is missing`);
  return list;
}
