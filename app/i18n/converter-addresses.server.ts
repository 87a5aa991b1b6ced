import { unitSlug } from '~/domain/units/define';
import type { Unit } from '~/domain/units/types';
import { canonicalPairPage, findPair, pairPath, quantityPageUnits, type UnitPair } from '~/domain/converters/pairs';
import { readPairAddress } from '~/domain/converters/pair-addresses';
import { converterPages, getConverterPage, PERMANENT_REDIRECTS, quantityPages } from '~/domain/converters/registry';
import { translatedPages } from './translated-pages.server';
import type { ConverterPage } from '~/domain/converters/types';
import { converterWordsOf } from './converter-words';
import { ENGLISH, prefixOf, type Language } from './languages';
import { unitSlugIn } from './unit-names.server';

/**
 * The addresses of converter and pair pages in every language (ADR 083 item 2, ADR 085): a
 * converter page at its translated page's `slug` (`/es/longitud`), a pair page at
 * `/<lang>/<quantity slug>/<from>-<connector>-<to>` with the language's unit slugs
 * (content/i18n/<code>/units.json) and its connector (content/i18n/<code>/converters.json:
 * `pies-a-metros`, `fuss-in-meter`). English keeps the site's addresses. Server only: it holds
 * every language's unit table.
 */

/** The word between a pair's two units in a language's addresses. */
export const pairConnector = (language: Language): string => converterWordsOf(language).pairConnector;

/** A converter page's address word in a language (`longitud`; the English slug where none is translated). */
export function converterSlug(language: Language, page: ConverterPage): string {
  if (language === ENGLISH) return page.slug;
  return translatedPages[language.code]?.[page.slug]?.slug ?? page.slug;
}

/** A converter page's address in a language: `/length`, `/es/longitud`, `/de/laenge`. */
export function converterPath(language: Language, page: ConverterPage): `/${string}` {
  return `${prefixOf(language)}/${converterSlug(language, page)}` as `/${string}`;
}

/** A unit's address word in a language (`feet`, `pies`, `fuss`). */
export function unitSlugOf(language: Language, page: ConverterPage, unit: Unit): string {
  if (language === ENGLISH) return unitSlug(unit);
  return unitSlugIn(language.code, page.quantity, unit.key) ?? unitSlug(unit);
}

/** A pair page's own address in a language: `/length/feet-to-meters`, `/es/longitud/pies-a-metros`. */
export function pairPathIn(language: Language, page: ConverterPage, from: Unit, to: Unit): `/${string}` {
  if (language === ENGLISH) return pairPath(page, from, to) as `/${string}`;
  const pair = `${unitSlugOf(language, page, from)}-${pairConnector(language)}-${unitSlugOf(language, page, to)}`;
  return `${converterPath(language, page)}/${pair}`;
}

/** Where a link to a pair goes in a language: its page, or the core pair page it is a twin of (`/es/pies-a-metros`). */
export function pairHrefIn(language: Language, pair: Pick<UnitPair, 'page' | 'from' | 'to'>): `/${string}` {
  const canonical = canonicalPairPage(pair as UnitPair);
  return canonical ? converterPath(language, canonical) : pairPathIn(language, pair.page, pair.from, pair.to);
}

interface LanguageIndex {
  /** Converter pages by their address word in the language. */
  pages: Map<string, ConverterPage>;
  /** Per quantity page: its units by their address word in the language. */
  units: Map<ConverterPage, Map<string, Unit>>;
}

const indexes = new Map<string, LanguageIndex>();

/** A language's address words, made on the first request that needs them. */
function indexOf(language: Language): LanguageIndex {
  let index = indexes.get(language.code);
  if (!index) {
    const pages = new Map(converterPages.map((page) => [converterSlug(language, page), page]));
    index = { pages, units: new Map() };
    indexes.set(language.code, index);
  }
  return index;
}

function unitsBySlug(language: Language, page: ConverterPage): Map<string, Unit> {
  const index = indexOf(language);
  let units = index.units.get(page);
  if (!units) {
    units = new Map((quantityPageUnits(page.slug) ?? []).map((unit) => [unitSlugOf(language, page, unit), unit]));
    index.units.set(page, units);
  }
  return units;
}

/** What an address word under a language's prefix is: its converter page, a redirect, or nothing (404). */
export type Resolved<T> = { found: T } | { redirect: `/${string}` } | null;

/**
 * The converter page at `/<lang>/<slug>`: the language's own word, else an English slug or an old
 * address of a page (answered with a 301 to the page's word in the language), else none.
 */
export function converterAt(language: Language, slug: string): Resolved<ConverterPage> {
  const page = indexOf(language).pages.get(slug);
  if (page) return { found: page };
  const english = getConverterPage(slug) ?? getConverterPage(PERMANENT_REDIRECTS[slug] ?? '');
  return english ? { redirect: converterPath(language, english) } : null;
}

/**
 * The pair at `/<lang>/<quantity>/<pair>`: the language's own words; an English address of a pair
 * (`/es/length/feet-to-meters`) or one in another spelling answers with a 301 to the pair's address
 * in the language, and a core pair's twin with one to the core page's (`/es/pies-a-metros`).
 */
export function pairAt(language: Language, quantitySlug: string, pairSlug: string): Resolved<UnitPair> {
  const page = indexOf(language).pages.get(quantitySlug);
  if (page && quantityPages.includes(page)) {
    const units = unitsBySlug(language, page);
    const connector = `-${pairConnector(language)}-`;
    // A unit's slug may itself hold the connector: try every place the pair could split.
    for (let at = pairSlug.indexOf(connector); at > 0; at = pairSlug.indexOf(connector, at + 1)) {
      const from = units.get(pairSlug.slice(0, at));
      const to = units.get(pairSlug.slice(at + connector.length));
      if (from && to && from !== to) {
        const pair: UnitPair = { page, units: quantityPageUnits(page.slug)!, from, to, path: pairPathIn(language, page, from, to) };
        return canonicalPairPage(pair) ? { redirect: pairHrefIn(language, pair) } : { found: pair };
      }
    }
  }
  if (language === ENGLISH) return null;
  // The English address of the pair, or of its quantity with English unit words.
  const englishQuantity = page?.slug ?? getConverterPage(quantitySlug)?.slug ?? quantitySlug;
  const english = findPair(englishQuantity, pairSlug) ?? readPairAddress(englishQuantity, pairSlug);
  return english ? { redirect: pairHrefIn(language, english) } : null;
}

/** Every language's address of a converter page, for `alternatesFrom`. */
export const converterPathIn = (page: ConverterPage) => (language: Language) => converterPath(language, page);

/** Every language's address of a pair, for `alternatesFrom`. */
export const pairPathsIn = (pair: Pick<UnitPair, 'page' | 'from' | 'to'>) => (language: Language) => pairHrefIn(language, pair);
