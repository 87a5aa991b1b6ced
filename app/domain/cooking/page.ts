import { cupRange, defaultValue, volumeValues } from './convert';
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
import { pieceUnits } from './page-units';
import type { Ingredient } from './types';

/** Everything an ingredient page shows, computed on the server (the island gets the choices only). */
export function ingredientPage(ingredient: Ingredient) {
  const value = defaultValue(ingredient);
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
    sticks: ingredient.sticks === true,
    pieces: pieceUnits(ingredient),
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
