import { ingredientGroups } from './content';
import { namesOf, normalizeName, singular } from './names';
import type { Ingredient } from './types';

export { normalizeName };

export { ingredientGroups };

export const ingredients: readonly Ingredient[] = ingredientGroups.flatMap((g) => g.ingredients);

const bySlug = new Map(ingredients.map((i) => [i.slug, i]));
export const ingredientBySlug = (slug: string): Ingredient | undefined => bySlug.get(slug);

const NAME_INDEX: [string, Ingredient][] = ingredients
  .flatMap((i) => namesOf(i).map((n) => [n, i] as [string, Ingredient]))
  .sort((a, b) => b[0].length - a[0].length);

/** The ingredient a phrase names exactly ("cups of flour" is not this: pass "flour"). */
export function ingredientNamed(phrase: string): Ingredient | undefined {
  const wanted = normalizeName(phrase);
  const exact = NAME_INDEX.find(([name]) => name === wanted || name === singular(wanted));
  return exact?.[1];
}

/**
 * The ingredient named somewhere in a recipe line's text ("all-purpose flour, sifted" →
 * all-purpose flour): the longest name found as whole words, so "brown sugar" wins over "sugar".
 */
export function ingredientIn(text: string): Ingredient | undefined {
  const words = ` ${normalizeName(text).replace(/-/g, ' ')} `;
  for (const [name, ingredient] of NAME_INDEX) {
    const spaced = name.replace(/-/g, ' ');
    if (words.includes(` ${spaced} `) || words.includes(` ${spaced}s `) || words.includes(` ${spaced}es `)) return ingredient;
  }
  return undefined;
}
