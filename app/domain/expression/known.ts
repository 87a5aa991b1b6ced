import { normalizeWords, prepare, unitCandidates, wordsStartingWith, type PreparedIndex } from '../search/terms';
import { foldWord, unitLabelIn } from '../search/language';
import type { IndexUnit, SearchIndex } from '../search/types';
import { DIMENSIONS, readDimension, type Dimension } from './dimensions';
import { ingredientTable, type IngredientTable } from './ingredients';

/**
 * The units an expression may name, each with what arithmetic needs of it: its dimension, its size
 * in SI base units and whether it combines at all (docs/decisions/052-expressions.md). One record
 * per unit of the search index, made once per index from its page's quantity (dimensions.ts), and
 * reached from a word through search's own candidates (a page and a place in its list), so nothing
 * later joins a unit to its dimension by its quantity's id.
 */

export interface Known {
  unit: IndexUnit;
  page: number;
  quantity: string;
  dim: Dimension;
  /** One of the unit in SI base units. */
  si: number;
  /** Takes part in no arithmetic: an absolute temperature, a sound level. */
  alone: boolean;
  /** The same symbol as a linear unit, used in arithmetic: kelvins as an interval in W/(m·K). */
  twin?: Known;
}

export const ANGLE = readDimension('rad');
export const VOLUME = readDimension('m3');
export const MASS = readDimension('kg');
export const sameDim = (a: Dimension, b: Dimension) => a.every((x, i) => x === b[i]);
export const isNone = (d: Dimension) => d.every((x) => x === 0);
export const dimKey = (d: Dimension) => d.join();
const inverse = (d: Dimension) => d.map((x) => -x);

/** Of the same dimension, or of the reciprocal one (L/100 km and mpg). */
export const convertible = (a: Dimension, b: Dimension) => sameDim(a, b) || (!isNone(a) && sameDim(inverse(a), b));

/** Each quantity's dimension as arithmetic uses it, by the quantity's id. */
const DIMS = new Map(
  Object.entries(DIMENSIONS).map(([id, [text, size = 1, combines]]) => [
    id,
    { dim: readDimension(text), size, alone: combines === 'alone', lengths: combines === 'wavelengths' },
  ]),
);

/** The quantity's values take part in no arithmetic as they are (temperatures, sound levels). */
export const combinesAlone = (quantity: string) => DIMS.get(quantity)?.alone ?? false;

/** The record of one unit of a page, or null where it takes part in no expression. */
function known(quantity: string, page: number, unit: IndexUnit): Known | null {
  const q = DIMS.get(quantity);
  // Prefixes are no units: "k" and "m" alone are kelvins and meters.
  if (!q || quantity === 'prefixes') return null;
  const at = { unit, page, quantity, dim: q.dim, alone: q.alone };
  if ('factor' in unit) return { ...at, si: unit.factor * q.size };
  const { scale } = unit;
  // mpg and yarn counts are the reciprocal of their quantity's base: per unit of the inverse dimension.
  if (scale.kind === 'reciprocal' && q.lengths) return null;
  if (scale.kind === 'reciprocal') return { ...at, dim: inverse(q.dim), si: scale.denominator / scale.numerator / q.size, alone: false };
  // A currency without a built-in rate converts only on its page, at the day's rates (ADR 055).
  if (scale.kind === 'rate') return Number.isNaN(scale.rate) ? null : { ...at, si: q.size / scale.rate };
  return { ...at, si: NaN, alone: true };
}

/** The search index as expressions read it, made once per index. */
export interface Prepared {
  p: PreparedIndex;
  /** Each page's units as expressions know them, in the page's order (a search candidate's `position`). */
  known: readonly (readonly (Known | null)[])[];
  /** Each page's dimension, in the site's order: the everyday quantities first. */
  pageDims: readonly (Dimension | null)[];
  /** The quantity a part of this dimension and text is, in words: "length (5 ft)", "fuel consumption (5 L / 100 km)". */
  quantityName(d: Dimension, text: string): string | null;
  ingredients: IngredientTable;
  /** The words between an amount and its ingredient: "of", and the index's language's ("de", ADR 091). */
  of: ReadonlySet<string>;
}

const preparedOf = new WeakMap<SearchIndex, Prepared>();

export function prepareExpressions(index: SearchIndex): Prepared {
  const cached = preparedOf.get(index);
  if (cached) return cached;
  const p = prepare(index);
  const pageDims = p.pages.map((page) => {
    const q = DIMS.get(page.quantity);
    return q && !isNone(q.dim) ? q.dim : null;
  });
  const ready: Prepared = {
    p,
    known: p.units.map((units, page) => units.map((unit) => known(p.pages[page]!.quantity, page, unit))),
    pageDims,
    quantityName: (d, text) => quantityName(p, pageDims, d, text),
    ingredients: ingredientTable(index.ingredients),
    of: new Set(['of', ...(index.language?.of ?? [])]),
  };
  preparedOf.set(index, ready);
  return ready;
}

/** The letters-only words of a symbol or a reading: "L/100 km" → L, km; "mpg (US)" → mpg, US. */
const symbolWords = (text: string) => text.split(/[^\p{L}]+/u).filter(Boolean);

/**
 * The quantity a part is, in words (docs/decisions/079-expressions-and-data.md): of the quantities
 * of its dimension (or of the reciprocal one, mpg's), the one with a unit written with the most of
 * the part's words ("5 L / 100 km" is fuel consumption, not area), else the first in the site's
 * order; named by what it measures (words.json's mismatch nouns), a reciprocal one by its page's
 * name ("fuel economy"). Null where no quantity has the dimension.
 */
function quantityName(p: PreparedIndex, pageDims: readonly (Dimension | null)[], d: Dimension, text: string): string | null {
  const written = new Set(symbolWords(text));
  let best: { page: number; score: number; reciprocal: boolean } | null = null;
  pageDims.forEach((pd, page) => {
    const same = pd !== null && sameDim(pd, d);
    const reciprocal = pd !== null && !same && !isNone(d) && sameDim(inverse(pd), d);
    if (!same && !reciprocal) return;
    const matched = Math.max(0, ...p.units[page]!.map((u) => symbolWords(u.abbr)).map((w) => (w.every((x) => written.has(x)) ? w.length : 0)));
    const score = 2 * matched + (same ? 1 : 0);
    if (!best || score > best.score) best = { page, score, reciprocal };
  });
  if (!best) return null;
  const { page, reciprocal } = best as { page: number; reciprocal: boolean };
  const info = p.pages[page]!;
  // German nouns keep their capital in a sentence (ADR 091); English and Spanish ones are lower-cased.
  const inSentence = p.index.language?.capitalNouns ? info.name : info.name.toLowerCase();
  return reciprocal ? inSentence : (p.index.mismatch.nouns[info.slug] ?? inSentence);
}

/** The record of the unit of a page with this key ("in" for feet and inches), or null. */
export function knownByKey(x: Prepared, page: number, key: string): Known | null {
  const at = x.p.units[page]?.findIndex((u) => u.key === key) ?? -1;
  return at < 0 ? null : x.known[page]![at]!;
}

/** How one reading looks units up: its preferences, and what it has looked up already. */
export interface Lookup {
  x: Prepared;
  /** Unit lookups of this evaluation, by the words looked up. */
  cache: Map<string, Known | null>;
  /** A target prefers the units of the value's dimension (or its reciprocal): "C" is coulombs after A·s. */
  prefer?: Dimension;
  /** Only a unit whose symbol or key is the word as typed may replace the likeliest one ("C" for coulombs). */
  strict?: boolean;
}

/** The unit a phrase names in this reading, or null. */
export function lookup(cx: Lookup, phrase: string): Known | null {
  const key = `${cx.prefer ? dimKey(cx.prefer) : ''}${cx.strict ? '!' : ''}|${phrase}`;
  const cached = cx.cache.get(key);
  if (cached !== undefined) return cached;
  const candidates = candidatesOf(cx.x, phrase);
  const found = withTwin(chosen(cx, phrase, candidates), candidates);
  cx.cache.set(key, found);
  return found;
}

/** The units a phrase may name, likeliest first; a symbol typed in its own case first of all. */
function candidatesOf(x: Prepared, phrase: string): Known[] {
  let all = unitCandidates(x.p, phrase).flatMap((c) => x.known[c.page]![c.position] ?? []);
  // A word the language's search reads as an English one ("tazas" → "cups", ADR 088), where no unit has it.
  const english = all.length === 0 ? x.p.index.language?.words[foldWord(phrase)] : undefined;
  if (english) all = unitCandidates(x.p, english).flatMap((c) => x.known[c.page]![c.position] ?? []);
  // A symbol typed in its own case beats one that differs only in case: "kN" is kilonewtons, not knots.
  const top = all[0]?.unit.abbr;
  const exact = (k: Known) => phrase.length > 1 && top !== phrase && top?.toLowerCase() === phrase.toLowerCase() && k.unit.abbr === phrase;
  return [...all.filter(exact), ...all.filter((k) => !exact(k))];
}

/** The likeliest, or where the reading prefers a dimension, the likeliest of it or its reciprocal. */
function chosen(cx: Lookup, phrase: string, candidates: readonly Known[]): Known | null {
  let found: Known | null = null;
  for (const k of candidates) {
    found ??= k;
    if (!cx.prefer) break;
    if (cx.strict && k.unit.abbr !== phrase && k.unit.key !== phrase) continue;
    if (sameDim(k.dim, cx.prefer) || sameDim(inverse(k.dim), cx.prefer)) return k;
  }
  return found;
}

/** A unit that combines alone with its linear twin among the phrase's units, if it has one (K, kelvin). */
function withTwin(found: Known | null, candidates: readonly Known[]): Known | null {
  if (!found?.alone) return found;
  const { unit, dim } = found;
  const twin = candidates.find((k) => !k.alone && sameDim(k.dim, dim) && (k.unit.key === unit.key || k.unit.abbr === unit.abbr));
  return twin ? { ...found, twin } : found;
}

/** Up to three units whose words begin like an unknown word: "millimeter (mm)", "ミリメートル（mm）". */
export function suggestionsFor(p: PreparedIndex, word: string): string[] {
  const start = normalizeWords(word).slice(0, 2);
  const names = new Set<string>();
  for (const w of wordsStartingWith(p, start)) {
    const c = p.words.get(w)?.[0];
    if (c && names.size < 3) names.add(unitLabelIn(p.index.language, c.unit));
  }
  return [...names];
}
