import { convertAmount, cupRange, defaultValue, density, volumeValues } from './convert';
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
import { measureSystem } from './measures';
import type { Ingredient } from './types';

/** The conversion table of an ingredient page: rows of "amount → result", by the default value in US measures. */
export interface TableRow {
  label: string;
  result: string;
}

const CUP_ROWS: [string, number][] = [
  ['⅛ cup', 1 / 8],
  ['¼ cup', 1 / 4],
  ['⅓ cup', 1 / 3],
  ['½ cup', 1 / 2],
  ['⅔ cup', 2 / 3],
  ['¾ cup', 3 / 4],
  ['1 cup', 1],
  ['1½ cups', 1.5],
  ['2 cups', 2],
  ['3 cups', 3],
  ['4 cups', 4],
];
const SPOON_ROWS: [string, number, 'tsp' | 'tbsp'][] = [
  ['1 tsp', 1, 'tsp'],
  ['½ tbsp', 0.5, 'tbsp'],
  ['1 tbsp', 1, 'tbsp'],
  ['2 tbsp', 2, 'tbsp'],
  ['3 tbsp', 3, 'tbsp'],
  ['4 tbsp', 4, 'tbsp'],
];
const GRAM_ROWS = [25, 50, 100, 125, 150, 200, 250, 500, 1000];

/** Everything an ingredient page shows, computed on the server (the island gets the choices only). */
export function ingredientPage(ingredient: Ingredient) {
  const value = defaultValue(ingredient);
  const perMl = density(value);
  const us = measureSystem('us');
  const grams = (n: number, unit: 'cup' | 'tbsp' | 'tsp') => `${formatCookingAmount(convertAmount(n, unit, 'g', perMl, us))} g`;
  const range = cupRange(ingredient);
  const group = ingredientGroups.find((g) => g.name === ingredient.group)!;
  const choices: ValueChoice[] = valueChoices(ingredient, volumeValues(ingredient));
  return {
    slug: ingredient.slug,
    name: ingredient.name,
    group: { name: group.name, measuring: group.measuring },
    note: ingredient.note ?? null,
    choices,
    defaultFill: valueKey(value),
    defaultSummary: {
      perCup: formatCookingAmount(gramsPerUsCup(value)),
      fill: fillLabel(value),
      source: sourceName(value.source),
    },
    range: { low: formatCookingAmount(range.low), high: formatCookingAmount(range.high), single: range.high - range.low < 1e-9 },
    cups: CUP_ROWS.map(([label, n]) => ({ label, result: grams(n, 'cup') })),
    spoons: SPOON_ROWS.map(([label, n, unit]) => ({ label, result: grams(n, unit) })),
    gramsToCups: GRAM_ROWS.map((g) => ({ label: `${g} g`, result: `${formatCookingAmount(convertAmount(g, 'g', 'cup', perMl, us))} cups` })),
    sources: ingredient.values.map((v) => ({
      fill: fillLabel(v),
      measure: perLabel(v),
      perCup: v.per === 'each' ? null : formatCookingAmount(gramsPerUsCup(v)),
      citation: sourceCitation(v.source),
      isDefault: v.isDefault,
    })),
  };
}
export type IngredientPageData = ReturnType<typeof ingredientPage>;
