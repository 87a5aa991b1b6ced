import { isPseudo, LANGUAGES, PUBLISHED_LANGUAGES, prefixOf, type Language } from './languages';
import { FIXED_PAGES, pagePath, pageWords, type FixedPage } from './pages';
import { numberStyleOf } from '~/domain/number-style';
import type { Alternate } from './chrome';
import { pathWords } from '~/lib/path-encoding';

const signsByLanguage = new Map<string, string>();

/**
 * A language's decimal signs for the switcher (app/i18n/switcher.ts, decimalOf): its style's, then
 * its other style's and that style's locale where it offers one (`,.es-MX`). Read from CLDR through
 * Intl, on the server, once a language.
 */
export function decimalSigns(language: Language): string {
  let signs = signsByLanguage.get(language.code);
  if (signs === undefined) {
    const { otherLocale } = language;
    signs = numberStyleOf(language.locale).decimal + (otherLocale ? `${numberStyleOf(otherLocale).decimal}${otherLocale}` : '');
    signsByLanguage.set(language.code, signs);
  }
  return signs;
}

/** A public page independent of its language: a fixed page and what follows its words. */
export interface PageRef {
  page: FixedPage | 'home';
  /** The address after the page's words, without a leading slash (`calcular/…` keeps `…`). */
  rest: string;
}

/**
 * Which page an address in `language` is, if it is a fixed page or under one (`/es/blog/etiqueta/x`
 * → blog/tag, `x`). Converter, pair and other pages named by the catalog are not read here (null).
 */
export function fixedPageOf(language: Language, pathname: string): PageRef | null {
  const prefix = prefixOf(language);
  const path = pathWords(pathname)
    .slice(prefix.length)
    .replace(/^\/+|\/+$/g, '');
  if (path === '') return { page: 'home', rest: '' };
  let best: PageRef | null = null;
  let bestLength = -1;
  for (const page of FIXED_PAGES) {
    const words = pageWords(language, page);
    if ((path === words || path.startsWith(`${words}/`)) && words.length > bestLength) {
      best = { page, rest: path.slice(words.length + 1) };
      bestLength = words.length;
    }
  }
  return best;
}

/**
 * A page's translations from a loader that knows its address in each language (a converter, a
 * pair, a post): `pathIn` gives the page's address in a language, or null where the language has
 * no such page. The loader returns them as `alternates` in its data, and the frame takes them
 * instead of the root's (`useAlternates`, app/i18n/chrome.ts). Announced languages only, unless the
 * page's own language is not yet announced.
 */
export function alternatesFrom(language: Language, pathIn: (language: Language) => `/${string}` | null): Alternate[] {
  const languages = language.published ? PUBLISHED_LANGUAGES : LANGUAGES.filter((other) => other === language || !isPseudo(other));
  return languages.flatMap((other) => {
    const path = pathIn(other);
    return path === null ? [] : [{ code: other.code, name: other.name, path, signs: decimalSigns(other) }];
  });
}

/**
 * The page at `pathname` in every published language, for the language switcher and
 * `hreflang` links: a fixed page's own address in each. Other pages (converters, pairs, posts) list
 * none here until their addresses are translated; the switcher then offers each language's home.
 */
export function alternatesOf(language: Language, pathname: string): Alternate[] {
  const ref = fixedPageOf(language, pathname);
  const languages = language.published ? PUBLISHED_LANGUAGES : LANGUAGES.filter((other) => other === language || !isPseudo(other));
  return languages.map((other) => ({
    code: other.code,
    name: other.name,
    path: ref && ref.rest === '' ? pagePath(other, ref.page) : pagePath(other, 'home'),
    signs: decimalSigns(other),
  }));
}
