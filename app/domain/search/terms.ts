import { slugify } from '../slug';
import { unitSlug } from '../units/define';
import type { Scale } from '../units/types';
import { spelledOut } from './language';
import type { IndexLink, IndexPage, IndexUnit, SearchIndex, WireUnit } from './types';

/**
 * The words of the index, looked up: every unit's symbol, key, singular and plural names (with and
 * without their qualifiers), the index's own words for units, quantity pages and other pages. Built
 * once per index, in the browser on first use and on the server once.
 */

/**
 * The form words are compared in: lower case (unless `keepCase`), compatibility forms folded
 * (² → 2, ℃ → °C), micro as u, British -metre/-litre as -meter/-liter, "per" as "/", dots, hyphens
 * and multiplication dots as spaces: "Sq. Ft." → "sq ft", "N·m" → "n m", "kilometres per hour" →
 * "kilometers/hour"; accents off and ß as ss, as people type words of other languages ("metros
 * cubicos", "Fuss": docs/decisions/088-search-in-each-language.md).
 */
export function normalizeWords(text: string, keepCase = false): string {
  let s = text.replace(/º/g, '°').normalize('NFKC');
  // Words, not symbols: "Å" stays the ångström's, apart from the ampere's "A".
  if (!keepCase)
    s = s
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/\p{L}{3,}/gu, (word) =>
        word
          .normalize('NFD')
          .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
          .normalize('NFC'),
      );
  return s
    .replace(/[μµ]/g, 'u')
    .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
    .replace(/(met|lit)re(s?)\b/gi, '$1er$2')
    .replace(/\^/g, '')
    .replace(/[·⋅*×_]/g, ' ')
    .replace(/(\S)-(?=\S)/g, '$1 ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+per\s+/gi, '/')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A unit a word may mean, and how surely: the lower the score, the likelier. */
export interface Candidate {
  page: number;
  unit: IndexUnit;
  /** The unit's place in its page's list. */
  position: number;
  score: number;
}

export interface PreparedIndex {
  index: SearchIndex;
  pages: readonly IndexPage[];
  /** Each page's units, in its order. */
  units: readonly (readonly IndexUnit[])[];
  /** Words as typed, case kept: symbols and keys (`Nm`, `MB`). */
  exact: Map<string, Candidate[]>;
  /** Words in normalized form. */
  words: Map<string, Candidate[]>;
  /** The same words sorted, to find those that begin with a text without reading them all. */
  sortedWords: readonly string[];
  /** Words of five letters or more by their skeleton, for misspellings ("milimeter", "mililitre"). */
  skeletons: Map<string, Candidate[]>;
  /** The countdown's holidays by the words people use for them, longest first. */
  holidayWords: readonly (readonly [words: string, holiday: string])[];
  pageWords: Map<string, number>;
  linkWords: Map<string, IndexLink>;
  pageBySlug: Map<string, number>;
}

// How surely a word means a unit: an index's names in its language (ADR 088), the index's own words (in their order), then symbols and keys
// as typed, names, symbols in any case, and names without their "US"/"Imperial" qualifier last.
const TIER = { local: -1, word: 0, symbol: 100, name: 200, anyCase: 300, loose: 400 } as const;

function add(map: Map<string, Candidate[]>, word: string, candidate: Candidate): void {
  if (!word) return;
  const list = map.get(word);
  if (!list) {
    map.set(word, [candidate]);
    return;
  }
  const same = list.findIndex((c) => c.page === candidate.page && c.unit === candidate.unit);
  if (same < 0) list.push(candidate);
  else if (candidate.score < list[same]!.score) list[same] = candidate;
}

const withoutQualifiers = (name: string) => name.replace(/\s*\([^)]*\)/g, '').trim();
const LOOSE_PREFIX = /^(?:us|imperial|uk|metric|international) /;

/**
 * A unit's address word as the index can tell it without a list (ADR 088): its plural name in the
 * language without qualifiers, by the site's slug rule ("pie|pies" → `pies`, "cables (EE. UU.,
 * 720 pies)" → `cables`), or, for a unit without a name in the language, its English word. The
 * builder lists every unit whose word is another (SearchAddresses.units, links.ts).
 */
export function unitAddressWord(names: string | undefined, english: string): string {
  if (!names) return english;
  const forms = names.split('|');
  return slugify(withoutQualifiers(forms[1] ?? forms[0]!));
}

/** A unit's name in a sentence of another language: no qualifier in brackets, its case kept (German nouns). */
export const bareName = (name: string) => withoutQualifiers(name);

/** A unit's name as people say it in a sentence: no qualifier in brackets, no "US"/"imperial" before it ("teaspoons"). */
export const plainName = (name: string) => withoutQualifiers(name).toLowerCase().replace(LOOSE_PREFIX, '');

/** Splits the index's word lists: "gallon|gallons|gal" → the three words. */
export const splitWords = (words: string) => words.split('|').filter(Boolean);

/** A currency without a built-in rate comes without one (currency.ts); it converts to NaN. */
const readScale = (scale: Scale | { kind: 'rate'; rate: null }): Scale =>
  scale.kind === 'rate' && scale.rate === null ? { kind: 'rate', rate: Number.NaN } : scale;

/** A unit of the index in full form. */
export function readWireUnit([key, abbr, name, plural, conversion, slug]: WireUnit): IndexUnit {
  const converts =
    typeof conversion === 'number'
      ? { factor: conversion }
      : Array.isArray(conversion)
        ? { factor: conversion[0]! / conversion[1]!, fraction: [conversion[0]!, conversion[1]!] as const }
        : { scale: readScale(conversion as Exclude<typeof conversion, number | readonly [number, number]>) };
  return {
    key,
    abbr: abbr || key,
    name,
    plural: plural || `${name}s`, // The index sends no unit systems: search shows none.
    system: 'other',
    ...converts,
    ...(slug ? { slug } : {}),
  };
}

/**
 * A unit in the index's language, where it has a name in it ("pie|pies"): the language's names
 * shown, the English ones kept as words, and its pair pages' English slug kept for their addresses.
 */
function localUnit(unit: IndexUnit, names: string | undefined): IndexUnit {
  if (!names) return unit;
  const [one, other = one] = names.split('|') as [string, string?];
  return { ...unit, name: one, plural: other, english: [unit.name, unit.plural], slug: unitSlug(unit) };
}

const localPage = (page: IndexPage, name: string | undefined): IndexPage => (name ? { ...page, name, englishName: page.name } : page);

/**
 * A word without its doubled letters: "millimeter" and "milimeter" are one skeleton. Only words of
 * five letters or more are matched so, since short symbols differ by one letter ("mm", "m").
 */
const skeleton = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');
const MIN_SKELETON = 5;
/** A misspelled word is likelier a unit than nothing, but less likely than any word spelled right. */
const MISSPELLED = 150;

const prepared = new WeakMap<SearchIndex, PreparedIndex>();

export function prepare(index: SearchIndex): PreparedIndex {
  const cached = prepared.get(index);
  if (cached) return cached;
  const pages = index.pageNames ? index.pages.map((page) => localPage(page, index.pageNames![page.slug])) : index.pages;
  const pageBySlug = new Map(pages.map((page, i) => [page.slug, i]));
  const tables = new Map(
    Object.entries(index.quantities).map(([id, list]) => [
      id,
      list.map((wire, i) => {
        const unit = readWireUnit(wire);
        const names = index.names?.[id]?.[i];
        // Its word in the language's pair addresses (ADR 088): the index's where the name does not give it.
        const address = index.addresses && (index.addresses.units[id]?.[unit.key] ?? unitAddressWord(names, unitSlug(unit)));
        return { ...localUnit(unit, names), ...(address ? { address } : {}) };
      }),
    ]),
  );
  const units = pages.map((page) => {
    const all = tables.get(page.quantity) ?? [];
    return page.units ? page.units.flatMap((key) => all.filter((u) => u.key === key)) : all;
  });
  const exact = new Map<string, Candidate[]>();
  const words = new Map<string, Candidate[]>();

  units.forEach((list, page) =>
    list.forEach((unit, position) => {
      const at = (score: number): Candidate => ({ page, unit, position, score });
      add(exact, normalizeWords(unit.abbr, true), at(TIER.symbol));
      add(exact, unit.key, at(TIER.symbol));
      for (const [i, name] of [unit.name, unit.plural, ...(unit.english ?? [])].entries()) {
        // In an index of another language its names come first, before the English words (German
        // "Grad" is the degree, not the English "grad", the gradian), but for names as short as
        // symbols (the Spanish "gal" is the galileo; "gal" typed is the gallon).
        add(words, normalizeWords(name), at(unit.english && i < 2 && name.length > 3 ? TIER.local : TIER.name));
        // "Laenge", "Quadratfuss": umlauts spelt out, as German is typed without them.
        if (unit.english && /[äöü]/i.test(name)) add(words, normalizeWords(spelledOut(name)), at(TIER.local));
        const bare = normalizeWords(withoutQualifiers(name));
        add(words, bare, at(TIER.name));
        if (LOOSE_PREFIX.test(bare)) add(words, bare.replace(LOOSE_PREFIX, ''), at(TIER.loose));
      }
      add(words, normalizeWords(unit.abbr), at(TIER.anyCase));
      add(words, normalizeWords(withoutQualifiers(unit.abbr)), at(TIER.anyCase));
      add(words, normalizeWords(unit.key), at(TIER.anyCase));
    }),
  );

  for (const [spelled, refs] of Object.entries(index.unitWords)) {
    refs.forEach((ref, rank) => {
      const [slug = '', key = ''] = ref.split(':');
      const page = pageBySlug.get(slug);
      const position = page === undefined ? -1 : units[page]!.findIndex((u) => u.key === key);
      if (page === undefined || position < 0) return;
      const unit = units[page]![position]!;
      for (const word of splitWords(spelled)) {
        if (/[A-Z]/.test(word)) {
          add(exact, normalizeWords(word, true), { page, unit, position, score: TIER.word + rank });
          add(words, normalizeWords(word), { page, unit, position, score: TIER.anyCase + rank });
        } else {
          add(words, normalizeWords(word), { page, unit, position, score: TIER.word + rank });
        }
      }
    });
  }

  const pageWords = new Map<string, number>();
  pages.forEach((page, i) => {
    for (const word of [page.name, page.slug.replace(/-/g, ' '), withoutQualifiers(page.name), ...(page.englishName ? [page.englishName] : [])]) {
      pageWords.set(normalizeWords(word), i);
    }
  });
  for (const [spelled, slug] of Object.entries(index.pageWords)) {
    const page = pageBySlug.get(slug);
    if (page === undefined) continue;
    for (const word of splitWords(spelled)) if (!pageWords.has(normalizeWords(word))) pageWords.set(normalizeWords(word), page);
  }
  const linkWords = new Map<string, IndexLink>();
  for (const link of index.links) for (const word of link.words) linkWords.set(normalizeWords(word), link);

  const sortedWords = [...words.keys()].sort();
  const skeletons = new Map<string, Candidate[]>();
  for (const [word, list] of words) {
    if (word.length < MIN_SKELETON) continue;
    for (const c of list) add(skeletons, skeleton(word), { ...c, score: c.score + MISSPELLED });
  }
  const holidayWords = Object.entries(index.holidays)
    .flatMap(([spelled, holiday]) => splitWords(spelled).map((word) => [normalizeWords(word), holiday] as const))
    .sort((a, b) => b[0].length - a[0].length);
  const ready: PreparedIndex = { index, pages, units, exact, words, sortedWords, skeletons, holidayWords, pageWords, linkWords, pageBySlug };
  prepared.set(index, ready);
  return ready;
}

const byLikelihood = (a: Candidate, b: Candidate) => a.score - b.score || a.page - b.page || a.position - b.position;

/** The units a phrase may name, likeliest first ("gallon" → US gallon, imperial gallon, …). */
export function unitCandidates(p: PreparedIndex, phrase: string): Candidate[] {
  const typed = normalizeWords(phrase, true);
  const word = normalizeWords(phrase);
  if (!word) return [];
  const found = new Map<string, Candidate>();
  const take = (list: readonly Candidate[] | undefined, penalty = 0) => {
    for (const c of list ?? []) {
      const id = `${c.page}:${c.unit.key}`;
      const score = c.score + penalty;
      const seen = found.get(id);
      if (!seen || score < seen.score) found.set(id, { ...c, score });
    }
  };
  take(p.exact.get(typed));
  take(p.words.get(word));
  // "kgs", "mins", "hrs": a plural s on a symbol.
  if (found.size === 0 && word.length > 2 && word.endsWith('s')) take(p.words.get(word.slice(0, -1)), 200);
  if (found.size === 0 && word.length >= MIN_SKELETON) take(p.skeletons.get(skeleton(word)));
  return [...found.values()].sort(byLikelihood);
}

/** Whether a word names a unit of the index as it is spelt (a symbol, a name or a word of one; no misspelling). */
export function namesUnit(p: PreparedIndex, word: string): boolean {
  return Boolean(p.exact.get(normalizeWords(word, true))?.length || p.words.get(normalizeWords(word))?.length);
}

/** The words that begin with `prefix`, in sorted order: a binary search, then the run that follows. */
export function wordsStartingWith(p: PreparedIndex, prefix: string): string[] {
  const sorted = p.sortedWords;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  const out: string[] = [];
  for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}
