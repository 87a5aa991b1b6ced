import { DEFAULT_SYSTEM, isVolumeUnit, measureSystem, type CookingUnit } from '../cooking/measures';
import { formatCookingAmount, shownCookingAmount } from '../cooking/describe';
import { AMOUNT_TEMPLATE, withUnit } from '../cooking/words';
import { fill, foldWord, styled, type SearchCooking, type SearchLanguage } from './language';
import { conversionSentence, convertOnPage, type PageUnit } from '../cooking/page-units';
import { readWireIngredients, type FillChoice, type IngredientSearchEntry, type PieceChoice, type WireIngredient } from '../cooking/wire';
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
  from: PageUnit;
  to: PageUnit;
  /** Another value than the default, chosen by a fill word ("1 cup sifted flour"). */
  fill?: FillChoice;
}

const read = new WeakMap<readonly WireIngredient[], IngredientSearchEntry[]>();
/** The index's ingredients with their names, read once per index. */
function entriesOf(wire: readonly WireIngredient[]): IngredientSearchEntry[] {
  let entries = read.get(wire);
  if (!entries) read.set(wire, (entries = readWireIngredients(wire)));
  return entries;
}

/**
 * A phrase as the names are written: apostrophes straight ("huile d’olive" is "huile d'olive"),
 * letters of any script kept (薄力粉); a phrase of no letters names nothing ('').
 */
const asName = (phrase: string) =>
  phrase
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{M}0-9%' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const findEntry = (entries: readonly IngredientSearchEntry[], phrase: string) => {
  const name = asName(phrase);
  return name ? entries.find((e) => e.names.includes(name)) : undefined;
};

/** "how many grams in a cup of flour" → "a cup of flour in grams". */
const HOW_MANY = /^how (?:many|much) (\S+) (?:are |is )?in (.+)$/;
/** "cups to grams flour", "grams to cups of sugar" → "1 cups flour in grams". */
const UNITS_THEN_INGREDIENT = /^(\S+) (?:to|in|into) (\S+) (?:of |for )?(.+)$/;

/**
 * The ingredient conversion a cleaned query asks for, or null when it names no ingredient. In a
 * language (`language`), a count of pieces as its data writes one ("卵 1 個", "2 huevos").
 */
export function readCookingQuery(text: string, wire: readonly WireIngredient[] | undefined, language?: SearchLanguage): CookingReading | null {
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
  // "1 egg", "卵 1 個", "2 huevos": pieces a source weighs, counted; a weight asked last needs no
  // connector ("卵 2個 グラム"), and a piece named alone with a target is one ("卵白は何グラム").
  const last = split ? null : /^(.+?)\s+(\S+)$/.exec(q);
  const asked = last && unitOf(last[2]!);
  const pieces = countedPieces(entries, asked ? last[1]! : left, language, Boolean(to ?? asked));
  if (pieces) {
    const target = to ?? asked ?? 'g';
    return isVolumeUnit(target) ? null : { entry: pieces.entry, value: pieces.value, from: pieces.piece.key, to: target };
  }
  // "はちみつ 2 tbsp", "flour 2 cups": an ingredient named before its amount, read after it.
  const first = left.split(' ').findIndex((word) => /\d/.test(word));
  const amount = readAmount(left) ?? (first > 0 ? readAmount([...left.split(' ').slice(first), ...left.split(' ').slice(0, first)].join(' ')) : null);
  if (!amount) return null;
  const unitMatch = /^(\S+?)(?:\s+of)?\s+(.+)$/.exec(amount.rest);
  if (!unitMatch) return null;
  const from = unitOf(unitMatch[1]!);
  const found = from
    ? findEntry(entries, unitMatch[2]!)
      ? { entry: findEntry(entries, unitMatch[2]!)! }
      : filled(entries, unitMatch[2]!)
    : undefined;
  if (!from || !found) return null;
  // A stick is a measure of fats sold in sticks only.
  if (from === 'stick' && !found.entry.sticks) return null;
  const target = to ?? (isVolumeUnit(from) ? 'g' : 'cup');
  // Volume to volume or weight to weight needs no ingredient: the unit converters answer those.
  if (isVolumeUnit(from) === isVolumeUnit(target)) return null;
  return { ...found, value: amount.value, from, to: target };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const COUNT = String.raw`\d+\s+\d+\/\d+|\d+\/\d+|\d*\s*[½⅓⅔¼¾⅛⅜⅝⅞]|\d+(?:[.,]\d+)?`;

/**
 * A way of writing a count ("{unit} {n}個", "{n} {unit}") as a pattern over a query's words, with
 * spaces anywhere or none ("卵 1 個", "卵1個"): `n` a number or one of `words` ("un", "an"), `unit` the rest.
 */
function countPattern(template: string, words: readonly string[]): RegExp {
  const n = `(?<n>${COUNT}${words.length ? `|(?:${words.map(escape).join('|')})(?!\\p{L})` : ''})`;
  const parts = template
    .split(/(\{n\}|\{unit\})/)
    .flatMap((part) => (part === '{n}' ? [n] : part === '{unit}' ? ['(?<unit>.+?)'] : [...part.replace(/\s+/g, '')].map(escape)));
  return new RegExp(`^${parts.join('\\s*')}$`, 'u');
}

/**
 * "2 huevos", "卵 1 個", "an egg", "2 large eggs": a count of an ingredient that a source weighs by the
 * piece (its first piece's size), written as the language's data writes a count of it, or as
 * English does, the ingredient by any of its names. With `alone`, a name without a count is one.
 */
function countedPieces(
  entries: readonly IngredientSearchEntry[],
  phrase: string,
  language: SearchLanguage | undefined,
  alone: boolean,
): { entry: IngredientSearchEntry; piece: PieceChoice; value: number } | null {
  const numbers: Record<string, number> = { ...WORD_AMOUNTS, ...language?.numbers };
  const words = Object.keys(numbers).sort((a, b) => b.length - a.length);
  const name = asName(phrase);
  // An of-word the reading took for "of" after a count ("3 claras of huevo") is the name's own: "claras de huevo", "blancs d’œufs".
  const names = (unit: string) =>
    / of /.test(unit) ? [unit, ...(language?.of ?? []).map((of) => unit.replace(/ of /, /['’]$/.test(of) ? ` ${of}` : ` ${of} `))] : [unit];
  for (const entry of entries) {
    const piece = entry.pieces[0];
    if (!piece || piece.key === 'packet') continue;
    if (alone && entry.names.includes(name)) return { entry, piece, value: 1 };
    const templates = [...(language?.cooking.pieces?.[piece.one]?.slice(2) ?? []), AMOUNT_TEMPLATE];
    for (const template of templates) {
      const match = countPattern(template, words).exec(phrase.trim());
      const { n = '', unit = '' } = match?.groups ?? {};
      const value = numbers[foldWord(n)] ?? readNumber(n)?.value;
      if (match && names(unit).some((u) => entry.names.includes(asName(u))) && value !== undefined && value > 0) return { entry, piece, value };
    }
  }
  return null;
}

/**
 * "sifted flour", "brown sugar packed", "packed brown sugar": an ingredient with a fill word, the
 * default value where it is that fill, else the value of that fill the index carries (issue 37).
 */
function filled(entries: readonly IngredientSearchEntry[], phrase: string): { entry: IngredientSearchEntry; fill?: FillChoice } | undefined {
  const words = phrase.split(' ');
  for (const [word, name] of [
    [words[0]!, words.slice(1).join(' ')],
    [words.at(-1)!, words.slice(0, -1).join(' ')],
  ]) {
    const entry = name ? findEntry(entries, name) : undefined;
    const fill = word!.replace(/,$/, '');
    if (!entry) continue;
    if (entry.fill.toLowerCase().split(/[ ,]+/).includes(fill)) return { entry };
    const other = entry.fills.find((f) => f.fill === fill);
    if (other) return { entry, fill: other };
  }
  return undefined;
}

/** "a pinch of salt": no source sets a pinch, so the ingredient's page, which weighs it by the spoon. */
const PINCH = /^(?:an? |one )?(pinch|dash|smidgen)(?:es)? of (.+)$/;

/** An ingredient named alone ("flour", "eggs", "brown sugar"): its page, which converts it. */
export function ingredientPage(text: string, wire: readonly WireIngredient[] | undefined, language?: SearchLanguage): Suggestion | null {
  if (!wire?.length) return null;
  const lowered = text.toLowerCase();
  const pinch = PINCH.exec(lowered);
  const entry = findEntry(entriesOf(wire), pinch ? pinch[2]! : lowered);
  if (!entry) return null;
  const detail = pinch
    ? `A ${pinch[1]} is no set measure: weigh it, or see a teaspoon's weight`
    : (language?.labels.ingredient ?? 'Ingredient: cups, spoons and grams');
  return { kind: 'page', label: entry.name, detail, href: `/cooking/ingredients/${entry.slug}` };
}

/** The ingredient's page with the amount; in a language whose cooks use another cup, in that cup (`sys=metric`). */
export function cookingHref(r: CookingReading, language?: SearchCooking): string {
  const query: Record<string, string> = { v: String(r.value), from: r.from, to: r.to };
  if (r.fill) query.fill = r.fill.key;
  if (language && language.system !== DEFAULT_SYSTEM) query.sys = language.system;
  return `/cooking/ingredients/${r.entry.slug}?${new URLSearchParams(query).toString()}`;
}

/**
 * The answer as the search box lists it: the result, and which fill method and source gave it. In
 * another language (ADR 088), in its cup and its words: "2 tazas de harina de trigo común = 254 gramos".
 */
export function cookingSuggestion(r: CookingReading, language?: SearchLanguage): Suggestion {
  const pieces = r.entry.pieces.map((p) => ({ ...p, many: `${p.one}s` }));
  const gramsPerMl = r.fill?.gramsPerMl ?? r.entry.gramsPerMl;
  const result = convertOnPage(r.value, r.from, r.to, gramsPerMl, measureSystem(language?.cooking.system ?? DEFAULT_SYSTEM), pieces);
  const piece = pieces.find((p) => p.key === r.from);
  const words = language?.cooking;
  // "2 tazas", "大さじ2", "1,5 tasse", "卵 2個": the unit's or the piece's form by the language's
  // plural rules, where its data puts the amount.
  const measure = (key: string, n: number) => {
    const names = key === piece?.key ? words?.pieces?.[piece.one] : words?.units[key];
    const unit = names && { one: names[0], many: names[1], ...(names[2] ? { amount: names[2] } : {}) };
    return unit && words && withUnit(styled(formatCookingAmount(n), language?.style), shownCookingAmount(n), unit, words.locale);
  };
  const [from, to] = [measure(r.from, r.value), measure(r.to, result)];
  const sentence = piece ? words?.piece : words?.sentence;
  return {
    kind: 'answer',
    label:
      sentence && from && to
        ? fill(sentence, { amount: from, ingredient: r.entry.name, result: to })
        : conversionSentence(r.value, r.from, r.to, result, r.entry.name.toLowerCase(), pieces),
    detail: piece ? piece.source : `${r.fill?.label ?? r.entry.fill} · ${r.fill?.source ?? r.entry.source}`,
    href: cookingHref(r, language?.cooking),
  };
}
