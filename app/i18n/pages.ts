import { ENGLISH, LANGUAGES, type Language } from './languages';
import { PSEUDO_ENABLED, PSEUDO_LANGUAGE, pseudoSlug } from './pseudo';

/**
 * The public pages with fixed addresses, named by their English address, which is also their id.
 * Every other language gives each its own words in content/i18n/<code>/pages.json
 * (`mortgage` → `hipoteca`); a test checks that each language names them all.
 */
export const FIXED_PAGES = [
  'mortgage',
  'cooking/ingredients',
  'cooking/recipe',
  'countdown',
  'search',
  'calculate',
  'newsletter',
  'newsletter/confirm',
  'newsletter/unsubscribe',
  'blog',
  'blog/tag',
  'favorites',
  'sitemap',
  'offline',
  'about',
  'contact',
  'privacy',
  'terms',
] as const;

export type FixedPage = (typeof FIXED_PAGES)[number];

const files = import.meta.glob<Record<string, string>>('../../content/i18n/*/pages.json', { import: 'default', eager: true });

/** Each language's words for the fixed pages, by language code (English: the ids themselves). */
const WORDS = new Map<string, Readonly<Record<string, string>>>(Object.entries(files).map(([path, words]) => [path.split('/').at(-2)!, words]));
// The pseudo-locale's: the English words with their vowels doubled (ADR 092).
if (PSEUDO_ENABLED) WORDS.set(PSEUDO_LANGUAGE.code, Object.fromEntries(FIXED_PAGES.map((page) => [page, pseudoSlug(page)])));

/** The words of `page`'s address in `language` (`cocina/ingredientes`), without prefix or slash. */
export function pageWords(language: Language, page: FixedPage): string {
  if (language === ENGLISH) return page;
  const words = WORDS.get(language.code)?.[page];
  if (!words) throw new Error(`content/i18n/${language.code}/pages.json has no address for "${page}"`);
  return words;
}

/** The address of a fixed page in a language: `/mortgage`, `/es/hipoteca`, `/es/blog/etiqueta/…`. */
export function pagePath(language: Language, page: FixedPage | 'home', rest = ''): `/${string}` {
  const segments = [language === ENGLISH ? '' : language.code, page === 'home' ? '' : pageWords(language, page), rest];
  return `/${segments.filter((segment) => segment !== '').join('/')}`;
}

/** The words files that name a language the languages table does not have (a test refuses them). */
export function unknownWordFiles(): string[] {
  const codes = new Set(LANGUAGES.map((language) => language.code));
  return [...WORDS.keys()].filter((code) => !codes.has(code));
}
