import { isVolumeUnit, milliliters, gramsIn, US_CUP_ML, US_TBSP_ML, US_TSP_ML, type CookingUnit, type MeasureSystem } from './measures';
import type { Ingredient, IngredientValue } from './types';

const US_ML = { cup: US_CUP_ML, tbsp: US_TBSP_ML, tsp: US_TSP_ML } as const;

/** Grams per milliliter of one cited value (every source measures in US customary cups and spoons). */
export function density(value: IngredientValue): number {
  if (value.per === 'each') throw new Error('A value per piece has no density');
  return value.grams / (value.amount * US_ML[value.per]);
}

/** The values a reader can choose between for volume conversions, the default first. */
export function volumeValues(ingredient: Ingredient): IngredientValue[] {
  const volumes = ingredient.values.filter((v) => v.per !== 'each');
  return [...volumes.filter((v) => v.isDefault), ...volumes.filter((v) => !v.isDefault)];
}

export function defaultValue(ingredient: Ingredient): IngredientValue {
  return ingredient.values.find((v) => v.isDefault)!;
}

/** The lowest and highest grams per US cup among the ingredient's cited volume values. */
export function cupRange(ingredient: Ingredient): { low: number; high: number } {
  const perCup = volumeValues(ingredient).map((v) => density(v) * US_CUP_ML);
  return { low: Math.min(...perCup), high: Math.max(...perCup) };
}

/**
 * `amount` of `from` in `to`, for an ingredient of the given density (g/mL): volume to weight,
 * weight to volume, or within volumes or weights. Cups and spoons are the measure system's.
 */
export function convertAmount(amount: number, from: CookingUnit, to: CookingUnit, gramsPerMl: number, system: MeasureSystem): number {
  const grams = isVolumeUnit(from) ? amount * milliliters(from, system) * gramsPerMl : amount * gramsIn(from);
  const inBase = isVolumeUnit(from) && isVolumeUnit(to) ? amount * milliliters(from, system) : undefined;
  if (isVolumeUnit(to)) return (inBase ?? grams / gramsPerMl) / milliliters(to, system);
  return grams / gramsIn(to);
}
