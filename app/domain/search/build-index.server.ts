import { ingredientSearchEntries } from '../cooking/search-entries';
import { quantityPages, NAV_QUANTITIES, pageUnits, pairPages } from '../converters/registry';
import { CURRENCIES } from '../units/currency';
import { isLinear } from '../units/define';
import { getQuantity } from '../units/registry';
import { dayWordsOf } from '~/i18n/day-words.server';
import { ENGLISH, LANGUAGES, type Language } from '~/i18n/languages';
import { PSEUDO_LANGUAGE } from '~/i18n/pseudo';
import { searchAddressOf } from '~/i18n/search-addresses.server';
import type { Unit } from '../units/types';
import { languageIndex, type AddressOf } from './language-data.server';
import { pseudoIndex } from './pseudo-index.server';
import type { SearchIndex, WireUnit } from './types';
import words from './words.json';

/**
 * The search index, built from the unit tables and the converter pages (the tables are the only
 * source of names and symbols; words.json adds what people type besides). Run while building the
 * site (search-index.server.ts); the browser fetches the result from GET /api/search-index.
 */

function wireUnit(unit: Unit): WireUnit {
  const conversion = isLinear(unit)
    ? (unit.fraction ?? unit.factor)
    : unit.scale.kind === 'rate' && Number.isNaN(unit.scale.rate)
      ? ({ kind: 'rate', rate: null } as const)
      : unit.scale;
  const wire: WireUnit = [unit.key, unit.abbr === unit.key ? 0 : unit.abbr, unit.name, unit.plural === `${unit.name}s` ? 0 : unit.plural, conversion];
  if (unit.slug) wire.push(unit.slug);
  return wire;
}

/** Each currency's words (currency.ts): its code in lower case and what people call it ("quid", "bucks"). */
function currencyWords(): Record<string, string[]> {
  return Object.fromEntries(
    CURRENCIES.map(({ code, name, plural, words }) => [
      [code.toLowerCase(), name.toLowerCase(), plural.toLowerCase(), ...words].join('|'),
      [`currency:${code}`],
    ]),
  );
}

/** FNV-1a over the text, in base 36: a short fingerprint for the index's address and ETag. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The search index of a language (docs/decisions/088-search-in-each-language.md): English's, or
 * English's with the language's words, names and addresses added (`addressOf` gives the address of
 * each page and unit the search opens in the language: the site's, app/i18n/search-addresses.server.ts).
 */
export function buildSearchIndex(language?: Language, addressOf?: AddressOf): SearchIndex {
  const body = englishBody();
  const own = !language
    ? body
    : language.code === PSEUDO_LANGUAGE.code
      ? pseudoIndex(body, addressOf ?? searchAddressOf(language))
      : languageIndex(body, { ...language, day: dayWordsOf(language) }, addressOf ?? searchAddressOf(language));
  return { version: fingerprint(JSON.stringify(own)), ...own };
}

/** Every language's index, by code: what the builds write into the server (scripts/search-index.ts). */
export function buildSearchIndexes(): Record<string, SearchIndex> {
  return Object.fromEntries(LANGUAGES.map((language) => [language.code, language === ENGLISH ? buildSearchIndex() : buildSearchIndex(language)]));
}

function englishBody(): Omit<SearchIndex, 'version'> {
  const quantities: Record<string, WireUnit[]> = {};
  for (const page of quantityPages) {
    quantities[page.quantity] ??= (getQuantity(page.quantity)?.units ?? []).map(wireUnit);
  }
  const body: Omit<SearchIndex, 'version'> = {
    quantities,
    pages: quantityPages.map((page) => {
      const all = getQuantity(page.quantity)?.units ?? [];
      const offered = pageUnits(page);
      return {
        slug: page.slug,
        name: page.name,
        quantity: page.quantity,
        // Only a page that offers some of its quantity's units, or orders them its own way, lists them.
        ...(offered.map((u) => u.key).join() === all.map((u) => u.key).join() ? {} : { units: offered.map((u) => u.key) }),
        from: page.defaultFrom,
        to: page.defaultTo,
      };
    }),
    pairPages: pairPages.map((page) => ({ slug: page.slug, page: page.pairOf!, from: page.defaultFrom, to: page.defaultTo })),
    links: words.links,
    unitWords: { ...words.units, ...currencyWords() },
    pageWords: words.pages,
    fallback: [...NAV_QUANTITIES],
    targets: words.targets,
    holidays: words.holidays,
    mismatch: words.mismatch,
    ingredients: ingredientSearchEntries(),
  };
  return body;
}
