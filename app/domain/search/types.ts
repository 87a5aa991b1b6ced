import type { WireIngredient } from '../cooking/wire';
import type { ClientUnit } from '../units/convert-units';
import type { Scale } from '../units/types';
import type { SearchAddresses } from './links';
import type { SearchLanguage } from './language';

/**
 * The search index: what the search box needs to find every converter page, unit and pair and to
 * answer a full query live, as plain JSON (GET /api/search-index). Built on the server from the
 * unit tables and the converter pages (build-index.server.ts); read in the browser and on the
 * server by the same code (query.ts).
 */
export interface SearchIndex {
  /** Changes whenever anything below changes; the index's URL and ETag carry it. */
  version: string;
  /** Each quantity's units in the table's order, base unit first, in the short form of WireUnit. */
  quantities: Record<string, WireUnit[]>;
  /** The quantity pages (`/length`), in the site's order: the everyday ones first. */
  pages: IndexPage[];
  /** The core top-level pair pages (`/feet-to-meters`), canonical for their pair. */
  pairPages: { slug: string; page: string; from: string; to: string }[];
  /** Pages that are no converter (mortgage, countdown…), found by the words people use for them. */
  links: IndexLink[];
  /** Words for units beyond their tables' names: abbreviations, spellings, everyday meanings. */
  unitWords: Record<string, string[]>;
  /** Words for quantity pages beyond their names (`distance` → `length`). */
  pageWords: Record<string, string>;
  /** What to offer when nothing matches: slugs of quantity pages. */
  fallback: string[];
  /** The units a lone unit is most often converted to, by `page:unit` ("length:in" → ["cm"]). */
  targets: Record<string, string[]>;
  /** Words for the countdown's holidays (`xmas` → `Christmas`), alternatives split by |. */
  holidays: Record<string, string>;
  /**
   * What a query converting between two quantities is told ("tsp to grams"): what a page measures
   * where its name does not say it (`cooking` → `volume`), and a sentence for two such nouns
   * (`volume|weight`, sorted).
   */
  mismatch: { nouns: Record<string, string>; notes: Record<string, string> };
  /** Ingredients by the names people type, for volume ↔ weight queries ("1 cup flour in grams"): cooking.ts. */
  ingredients?: WireIngredient[];
  /**
   * An index in a language other than English (docs/decisions/088-search-in-each-language.md): its
   * words and labels; the units' and pages' names in it; the units its region prefers; where its
   * answers live. Absent in the English index.
   */
  language?: SearchLanguage;
  /** Each quantity's units' names in the language, in the order of `quantities`: "one|other" ("pie|pies"), "" for none. */
  names?: Record<string, string[]>;
  /** The quantity pages' names in the language, by slug ("length" → "Longitud"). */
  pageNames?: Record<string, string>;
  /** The units the language's region prefers, largest first, by quantity (CLDR's unit preferences): a lone unit's target. */
  preferred?: Record<string, string[]>;
  addresses?: SearchAddresses;
}

/**
 * A unit as the index sends it, short (units are most of the index): key, symbol (0 when it is the
 * key), name, plural (0 when it is the name and "s"), the conversion (the factor, the exact
 * fraction [numerator, denominator], or the scale), and the pair-page slug when the unit has its own.
 */
export type WireUnit = [
  key: string,
  abbr: string | 0,
  name: string,
  plural: string | 0,
  // A currency without a built-in rate has none (JSON has no NaN).
  conversion: number | readonly [number, number] | Scale | { kind: 'rate'; rate: null },
  slug?: string,
];

/** A unit as the search code uses it: what shows it, converts it and names its pair pages. */
export type IndexUnit = ClientUnit & {
  plural: string;
  /** In an index of another language, where `name` and `plural` are its: the English name and plural. */
  english?: readonly [name: string, plural: string];
  /** The unit in pair-page paths, when it is not its plural kebab-cased (unitSlug). */
  slug?: string;
  /** In an index of another language: the unit's word in the language's pair-page addresses (`pies`). */
  address?: string;
};

export interface IndexPage {
  slug: string;
  name: string;
  /** In an index of another language, where `name` is its: the English name. */
  englishName?: string;
  quantity: string;
  /** Unit keys offered, when the page offers only some of its quantity's. */
  units?: string[];
  from: string;
  to: string;
}

export interface IndexLink {
  href: string;
  label: string;
  detail: string;
  words: string[];
}

export interface Suggestion {
  kind: 'answer' | 'pair' | 'quantity' | 'unit' | 'page';
  label: string;
  detail?: string;
  href: string;
}

export type QueryAnswer =
  | { kind: 'go'; href: string }
  | { kind: 'results'; suggestions: Suggestion[] }
  /** `note` says why, where the query asked for something that cannot be (teaspoons to grams). */
  | { kind: 'none'; suggestions: Suggestion[]; note?: string };
