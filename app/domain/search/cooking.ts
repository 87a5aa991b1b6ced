import { convertAmount } from '../cooking/convert';
import { formatCookingAmount } from '../cooking/describe';
import { isVolumeUnit, measureSystem, UNIT_LABELS, type CookingUnit } from '../cooking/measures';
import { readWireIngredients, type IngredientSearchEntry, type WireIngredient } from '../cooking/wire';
import { readNumber } from '../parse';
import type { Suggestion } from './types';

/**
 * Queries that convert an ingredient between volume and weight (issue 25): "1 cup flour in grams",
 * "2 cups of sugar to grams", "1 stick of butter in grams", "100 g butter in tbsp", "a cup of rice
 * in grams". They open the ingredient's page with the value filled in; the answer says which fill
 * method and source it used (the ingredient's default value).
 */
const UNIT_WORDS: [RegExp, CookingUnit][] = [
  [/^(?:cups?|c)$/, 'cup'],
  [/^(?:tablespoons?|tbsps?|tbs|tbl|tb)$/, 'tbsp'],
  [/^(?:teaspoons?|tsps?)$/, 'tsp'],
  [/^(?:sticks?)$/, 'stick'],
  [/^(?:milliliters?|millilitres?|mls?)$/, 'mL'],
  [/^(?:grams?|grammes?|gr|gs?)$/, 'g'],
  [/^(?:kilograms?|kilos?|kgs?)$/, 'kg'],
  [/^(?:ounces?|oz)$/, 'oz'],
  [/^(?:pounds?|lbs?)$/, 'lb'],
];
const unitOf = (word: string): CookingUnit | null => UNIT_WORDS.find(([re]) => re.test(word))?.[1] ?? null;

const AMOUNT = /^(\d+\s+\d+\/\d+|\d+\/\d+|\d*\s*[½⅓⅔¼¾⅛⅜⅝⅞]|\d+(?:[.,]\d+)?|half an?|half|an?|one)\s*(.*)$/;
const WORD_AMOUNTS: Record<string, number> = { a: 1, an: 1, one: 1, half: 0.5, 'half a': 0.5, 'half an': 0.5 };

function readAmount(text: string): { value: number; rest: string } | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const token = match[1]!.trim();
  const value = WORD_AMOUNTS[token] ?? readNumber(token)?.value ?? null;
  return value === null || !(value > 0) ? null : { value, rest: match[2]! };
}

export interface CookingReading {
  entry: IngredientSearchEntry;
  value: number;
  from: CookingUnit;
  to: CookingUnit;
}

const read = new WeakMap<readonly WireIngredient[], IngredientSearchEntry[]>();
/** The index's ingredients with their names, read once per index. */
function entriesOf(wire: readonly WireIngredient[]): IngredientSearchEntry[] {
  let entries = read.get(wire);
  if (!entries) read.set(wire, (entries = readWireIngredients(wire)));
  return entries;
}

const findEntry = (entries: readonly IngredientSearchEntry[], phrase: string) => {
  const name = phrase
    .replace(/[^a-z0-9%' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return entries.find((e) => e.names.includes(name));
};

/** "how many grams in a cup of flour" → "a cup of flour in grams". */
const HOW_MANY = /^how (?:many|much) (\S+) (?:are |is )?in (.+)$/;
/** "cups to grams flour", "grams to cups of sugar" → "1 cups flour in grams". */
const UNITS_THEN_INGREDIENT = /^(\S+) (?:to|in|into) (\S+) (?:of |for )?(.+)$/;

/** The ingredient conversion a cleaned query asks for, or null when it names no ingredient. */
export function readCookingQuery(text: string, wire: readonly WireIngredient[] | undefined): CookingReading | null {
  if (!wire?.length) return null;
  const entries = entriesOf(wire);
  let q = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const how = HOW_MANY.exec(q);
  if (how) q = `${how[2]} in ${how[1]}`;
  const units = UNITS_THEN_INGREDIENT.exec(q);
  if (units && unitOf(units[1]!) && unitOf(units[2]!)) q = `1 ${units[1]} ${units[3]} in ${units[2]}`;
  const split = /^(.+?)\s+(?:in|to|into|as|=|equals?)\s+(?:(?:a|an|one)\s+)?(\S+)$/.exec(q) ?? /^(.+?)\s*=\s*(\S+)$/.exec(q);
  const left = split ? split[1]! : q;
  const to = split ? unitOf(split[2]!) : null;
  if (split && !to) return null;
  const amount = readAmount(left);
  if (!amount) return null;
  const unitMatch = /^(\S+?)(?:\s+of)?\s+(.+)$/.exec(amount.rest);
  if (!unitMatch) return null;
  const from = unitOf(unitMatch[1]!);
  const entry = from ? (findEntry(entries, unitMatch[2]!) ?? filledAsItsDefault(entries, unitMatch[2]!)) : undefined;
  if (!from || !entry) return null;
  const target = to ?? (isVolumeUnit(from) ? 'g' : 'cup');
  // Volume to volume or weight to weight needs no ingredient: the unit converters answer those.
  if (isVolumeUnit(from) === isVolumeUnit(target)) return null;
  return { entry, value: amount.value, from, to: target };
}

/**
 * "brown sugar packed", "packed brown sugar": an ingredient with the fill its default value was
 * measured with, which is the value the answer uses. Another fill ("sifted flour") is no match: the
 * index carries only the default value, and the answer would not be the one asked for.
 */
function filledAsItsDefault(entries: readonly IngredientSearchEntry[], phrase: string): IngredientSearchEntry | undefined {
  const words = phrase.split(' ');
  for (const [fill, name] of [
    [words[0]!, words.slice(1).join(' ')],
    [words.at(-1)!, words.slice(0, -1).join(' ')],
  ]) {
    const entry = name ? findEntry(entries, name) : undefined;
    if (entry && entry.fill.toLowerCase().split(/[ ,]+/).includes(fill!.replace(/,$/, ''))) return entry;
  }
  return undefined;
}

/** An ingredient named alone ("flour", "eggs", "brown sugar"): its page, which converts it. */
export function ingredientPage(text: string, wire: readonly WireIngredient[] | undefined): Suggestion | null {
  if (!wire?.length) return null;
  const entry = findEntry(entriesOf(wire), text.toLowerCase());
  return entry ? { kind: 'page', label: entry.name, detail: 'Ingredient: cups, spoons and grams', href: `/cooking/ingredients/${entry.slug}` } : null;
}

export function cookingHref(r: CookingReading): string {
  return `/cooking/ingredients/${r.entry.slug}?${new URLSearchParams({ v: String(r.value), from: r.from, to: r.to }).toString()}`;
}

/** The answer as the search box lists it: the result, and which fill method and source gave it. */
export function cookingSuggestion(r: CookingReading): Suggestion {
  const result = convertAmount(r.value, r.from, r.to, r.entry.gramsPerMl, measureSystem('us'));
  const word = (u: CookingUnit, n: number) => (n === 1 ? UNIT_LABELS[u].one : UNIT_LABELS[u].many);
  return {
    kind: 'answer',
    label: `${formatCookingAmount(r.value)} ${word(r.from, r.value)} of ${r.entry.name.toLowerCase()} = ${formatCookingAmount(result)} ${word(r.to, result)}`,
    detail: `${r.entry.fill} · ${r.entry.source}`,
    href: cookingHref(r),
  };
}
