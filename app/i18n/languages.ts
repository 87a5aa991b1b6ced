import table from '../../content/i18n/languages.json';
import { PSEUDO_ENABLED, PSEUDO_LANGUAGE } from './pseudo';

/**
 * The site's languages (ADR 083), from content/i18n/languages.json: adding one is a row there and its
 * folder content/i18n/<code>/ (messages, page addresses, unit names, glossary), never code. English,
 * the first row, keeps the site's addresses without a prefix; every other language lives under
 * /<code>/.
 */
export interface Language {
  /** ISO 639-1 code: the address prefix and `<html lang>`. */
  code: string;
  /** The language's name in itself, for the language switcher (`Español`). */
  name: string;
  /** The CLDR locale whose number style pages are written in (`es-ES`: 1.234,5). */
  locale: string;
  /** The other number style the reader may switch to (`es-MX`: 1,234.5), if the language has one. */
  otherLocale: string | null;
  /** The currency money fields are in until the reader picks another (ISO 4217: `EUR`), as the mortgage's. */
  currency: string;
  /**
   * Whether the language is announced: in the switcher, the sitemaps and hreflang links, and
   * indexed. A language being written is served at its addresses, unannounced and `noindex`.
   */
  published: boolean;
}

/** The table's languages, and the pseudo-locale last in a build that has it (ADR 092). */
export const LANGUAGES: readonly Language[] = PSEUDO_ENABLED ? [...table, PSEUDO_LANGUAGE] : table;

export const ENGLISH: Language = LANGUAGES[0]!;

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));

export function languageByCode(code: string): Language | undefined {
  return byCode.get(code);
}

/** The address prefix of a language: '' for English, `/es` for Spanish. */
export function prefixOf(language: Language): string {
  return language === ENGLISH ? '' : `/${language.code}`;
}

/**
 * The language of an address: the one whose prefix is its first segment (`/es`, `/es/…`), else
 * English. `/español` or `/ES/` are English addresses (which 404), not Spanish ones: a language has
 * one address.
 */
export function languageOfPath(pathname: string): Language {
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  const language = first === ENGLISH.code ? undefined : byCode.get(first);
  return language ?? ENGLISH;
}

/** The pseudo-locale, in a build that has it: offered in no switcher, not even an unannounced language's. */
export const isPseudo = (language: Language): boolean => language === PSEUDO_LANGUAGE;

/** The languages announced to readers and search engines (Language.published). */
export const PUBLISHED_LANGUAGES: readonly Language[] = LANGUAGES.filter((language) => language.published);
