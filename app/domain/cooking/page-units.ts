import { US_STYLE, type NumberStyle } from '../number-format';
import { convertAmount } from './convert';
import { formatCookingAmount, shownCookingAmount, sourceName } from './describe';
import { isVolumeUnit, isWeightUnit, UNIT_LABELS, VOLUME_UNITS, WEIGHT_UNITS, type CookingUnit, type MeasureSystem } from './measures';
import type { Ingredient } from './types';
import { ENGLISH_VOLUME_WORDS, fillIn, withUnit, type UnitNames, type VolumeWords } from './words';

/**
 * The units an ingredient page converts between (issue 37, items 2 and 7): cups, spoons and
 * milliliters; the US stick only for fats sold in sticks; weights; and the ingredient's pieces
 * where a source weighs one ("large egg", "packet"), from the same values the recipe converter uses.
 */
export interface PieceUnit {
  key: string;
  one: string;
  many: string;
  grams: number;
  source: string;
  /** Where a count of it goes, where the language's data says (cooking.yaml `pieces`: "{unit} {n}個"). */
  amount?: string;
}

/** One unit per size, the first value the content lists for it; a stick is the volume unit. */
export function pieceUnits(ingredient: Ingredient): PieceUnit[] {
  const units: PieceUnit[] = [];
  for (const v of ingredient.values) {
    const key = v.size?.replace(/ /g, '-');
    if (v.per !== 'each' || !key || key === 'stick' || units.some((u) => u.key === key)) continue;
    const one = key === 'packet' ? 'packet' : `${v.size} ${ingredient.piece ?? 'piece'}`;
    units.push({ key, one, many: `${one}s`, grams: v.grams / v.amount, source: sourceName(v.source) });
  }
  return units;
}

/** The volume and weight units a page offers: the stick only where the fat is sold in sticks. */
export const pageCookingUnits = (sticks: boolean): CookingUnit[] => [...VOLUME_UNITS.filter((u) => u !== 'stick' || sticks), ...WEIGHT_UNITS];

/** A cooking unit, or a piece's key ("large"). */
export type PageUnit = string;

/** `amount` of `from` in `to`, through grams where a piece is either side. */
export function convertOnPage(
  amount: number,
  from: PageUnit,
  to: PageUnit,
  gramsPerMl: number,
  system: MeasureSystem,
  pieces: readonly PieceUnit[],
): number {
  const piece = (u: PageUnit) => pieces.find((p) => p.key === u);
  const known = (u: PageUnit): u is CookingUnit => isVolumeUnit(u) || isWeightUnit(u);
  const fromPiece = piece(from);
  const toPiece = piece(to);
  if (!fromPiece && !toPiece && known(from) && known(to)) return convertAmount(amount, from, to, gramsPerMl, system);
  const grams = fromPiece ? amount * fromPiece.grams : known(from) ? convertAmount(amount, from, 'g', gramsPerMl, system) : NaN;
  return toPiece ? grams / toPiece.grams : known(to) ? convertAmount(grams, 'g', to, gramsPerMl, system) : NaN;
}

/** The words of a conversion's sentence in a language: unit names, the two templates, the number style. */
export interface SentenceWords {
  /** The language's CLDR locale, whose plural rules choose a unit's form. */
  locale: string;
  units: Readonly<Record<CookingUnit, UnitNames>>;
  /** Where a piece's amount goes (`{n} {unit}`) where the piece does not say: the language's template for a unit that has none. */
  amount?: string;
  /** `{amount} of {name} = {result}`: each amount with its unit ("1 cup", "大さじ2"). */
  of: string;
  /** `{amount} = {result}`: a piece names the ingredient itself. */
  piece: string;
  style: NumberStyle;
}

export const ENGLISH_SENTENCE_WORDS: SentenceWords = {
  locale: 'en-US',
  units: UNIT_LABELS,
  of: '{amount} of {name} = {result}',
  piece: '{amount} = {result}',
  style: US_STYLE,
};

/**
 * "1 cup of all-purpose flour = 120.5 grams", "2 large eggs = 100 grams": a piece names the
 * ingredient itself. `name` as running text writes it ("all-purpose flour").
 */
export function conversionSentence(
  amount: number,
  from: PageUnit,
  to: PageUnit,
  result: number,
  name: string,
  pieces: readonly PieceUnit[],
  words: SentenceWords = ENGLISH_SENTENCE_WORDS,
): string {
  const measure = (u: PageUnit, n: number) => {
    const p = pieces.find((x) => x.key === u);
    const names = p ? { ...p, amount: p.amount ?? words.amount } : words.units[u as CookingUnit];
    return withUnit(formatCookingAmount(n, words.style), shownCookingAmount(n), names, words.locale);
  };
  const named = pieces.some((p) => p.key === from && p.key !== 'packet');
  return fillIn(named ? words.piece : words.of, { amount: measure(from, amount), name, result: measure(to, result) });
}

const CUP_ROWS: [string, number][] = [
  ['⅛', 1 / 8],
  ['¼', 1 / 4],
  ['⅓', 1 / 3],
  ['½', 1 / 2],
  ['⅔', 2 / 3],
  ['¾', 3 / 4],
  ['1', 1],
  ['1½', 1.5],
  ['2', 2],
  ['3', 3],
  ['4', 4],
];
const SPOON_ROWS: [string, number, 'tsp' | 'tbsp'][] = [
  ['1', 1, 'tsp'],
  ['½', 0.5, 'tbsp'],
  ['1', 1, 'tbsp'],
  ['2', 2, 'tbsp'],
  ['3', 3, 'tbsp'],
  ['4', 4, 'tbsp'],
];
const GRAM_ROWS = [25, 50, 100, 125, 150, 200, 250, 500, 1000];

/** The conversion table of an ingredient page: rows of "amount → result". */
export interface TableRow {
  label: string;
  result: string;
}

/**
 * The page's tables for the value and the cups and spoons the reader chose (issue 37, item 7), in
 * the language's words and numbers.
 */
export function conversionTables(
  gramsPerMl: number,
  system: MeasureSystem,
  { words = ENGLISH_VOLUME_WORDS, style = US_STYLE }: { words?: VolumeWords; style?: NumberStyle } = {},
) {
  const amount = (n: number) => formatCookingAmount(n, style);
  const grams = (n: number, unit: 'cup' | 'tbsp' | 'tsp') => `${amount(convertAmount(n, unit, 'g', gramsPerMl, system))} g`;
  // "½ cup", "1½ cups", "大さじ2": the rows' fractions as cooks write them.
  const row = (count: string, n: number, unit: 'cup' | 'tbsp' | 'tsp') => withUnit(count, n, words[unit], words.locale, true);
  return {
    cups: CUP_ROWS.map(([count, n]): TableRow => ({ label: row(count, n, 'cup'), result: grams(n, 'cup') })),
    spoons: SPOON_ROWS.map(([count, n, unit]): TableRow => ({ label: row(count, n, unit), result: grams(n, unit) })),
    gramsToCups: GRAM_ROWS.map((g): TableRow => {
      const cups = convertAmount(g, 'g', 'cup', gramsPerMl, system);
      return { label: `${g} g`, result: withUnit(amount(cups), shownCookingAmount(cups), words.cup, words.locale) };
    }),
  };
}
