import { defaultValue, density, volumeValues } from './convert';
import { ingredients } from './ingredients';
import { namesOf } from './names';
import type { RecipeIngredient } from './recipe';
import type { Fill } from './types';

/** What the recipe converter needs of every ingredient, built on the server and sent with the page. */
export function recipeIngredients(): RecipeIngredient[] {
  return ingredients.map((i) => {
    const fills: Partial<Record<Fill, number>> = {};
    for (const v of volumeValues(i)) if (v.fill && fills[v.fill] === undefined) fills[v.fill] = density(v);
    const pieces: Record<string, number> = {};
    for (const v of i.values) if (v.per === 'each' && pieces[v.size!] === undefined) pieces[v.size!] = v.grams / v.amount;
    return { slug: i.slug, name: i.name, names: namesOf(i), gramsPerMl: density(defaultValue(i)), fills, pieces };
  });
}
