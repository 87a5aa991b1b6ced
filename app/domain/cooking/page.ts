import { US_STYLE, type NumberStyle } from '../number-format';
import { cupRange, defaultValue, density, volumeValues } from './convert';
import {
  fillLabel,
  formatCookingAmount,
  gramsPerUsCup,
  perLabel,
  sourceCitation,
  sourceName,
  valueChoices,
  valueKey,
  type ValueChoice,
} from './describe';
import { ingredientGroups } from './ingredients';
import { measureSystem, US_CUP_ML, type MeasureSystem } from './measures';
import { pieceUnits, type PieceUnit } from './page-units';
import type { Ingredient, IngredientSource, IngredientValue } from './types';

/**
 * How an ingredient page describes values, sources and pieces in its language (issue 38): the
 * server makes one per language from its messages and cooking words (app/i18n/cooking.server.ts);
 * `ENGLISH_DESCRIBER`, from the English data's own labels, serves the tests.
 */
export interface IngredientDescriber {
  style: NumberStyle;
  /** The language's default cups and spoons: the lead's cup and the range are in its cup. */
  system: MeasureSystem;
  /** The ingredient's name as a title writes it, and as running text writes it. */
  name(ingredient: Ingredient): { title: string; inText: string };
  group(ingredient: Ingredient): { name: string; measuring: string };
  fill(value: Pick<IngredientValue, 'fill' | 'form'>): string;
  /** The same as running text writes it ("spooned and leveled", "Methode nicht angegeben"). */
  fillInText(value: Pick<IngredientValue, 'fill' | 'form'>): string;
  source(source: IngredientSource): string;
  citation(source: IngredientSource): string;
  /** "120.5 g per cup", "32 g per 2 tbsp", "50 g per large", as the source printed it. */
  measure(value: IngredientValue, ingredient: Ingredient): string;
  choices(ingredient: Ingredient, values: IngredientValue[]): ValueChoice[];
  pieces(ingredient: Ingredient): PieceUnit[];
}

const groupOf = (ingredient: Ingredient) => ingredientGroups.find((g) => g.name === ingredient.group)!;

export const ENGLISH_DESCRIBER: IngredientDescriber = {
  style: US_STYLE,
  system: measureSystem('us'),
  name: (i) => ({ title: i.name, inText: i.name.toLowerCase() }),
  group: (i) => ({ name: groupOf(i).name, measuring: groupOf(i).measuring }),
  fill: fillLabel,
  fillInText: (v) => fillLabel(v).toLowerCase(),
  source: (s) => sourceName(s),
  citation: sourceCitation,
  measure: (v) => perLabel(v),
  choices: valueChoices,
  pieces: pieceUnits,
};

/** Everything an ingredient page shows, computed on the server (the island gets the choices only). */
export function ingredientPage(ingredient: Ingredient, d: IngredientDescriber = ENGLISH_DESCRIBER) {
  const value = defaultValue(ingredient);
  const range = cupRange(ingredient);
  const amount = (n: number) => formatCookingAmount(n, d.style);
  // The language's cup, from the US cup every source measures in.
  const inCup = (perUsCup: number) => (perUsCup * d.system.cup) / US_CUP_ML;
  const usRange = { low: amount(range.low), high: amount(range.high), single: range.high - range.low < 1e-9 };
  return {
    slug: ingredient.slug,
    name: d.name(ingredient).title,
    inText: d.name(ingredient).inText,
    group: d.group(ingredient),
    note: ingredient.note ?? null,
    choices: d.choices(ingredient, volumeValues(ingredient)),
    defaultFill: valueKey(value),
    /** The default value in the language's cup (the lead), and in the US cup (the sources). */
    defaultSummary: {
      perCup: amount(density(value) * d.system.cup),
      perUsCup: amount(gramsPerUsCup(value)),
      fill: d.fill(value),
      fillInText: d.fillInText(value),
      source: d.source(value.source),
    },
    range: { low: amount(inCup(range.low)), high: amount(inCup(range.high)), single: usRange.single },
    usRange,
    sticks: ingredient.sticks === true,
    pieces: d.pieces(ingredient),
    sources: ingredient.values.map((v) => ({
      fill: d.fill(v),
      measure: d.measure(v, ingredient),
      // A cup's value needs no second figure per cup.
      perCup: v.per === 'each' || v.per === 'cup' ? null : amount(gramsPerUsCup(v)),
      citation: d.citation(v.source),
      isDefault: v.isDefault,
    })),
  };
}
export type IngredientPageData = ReturnType<typeof ingredientPage>;
