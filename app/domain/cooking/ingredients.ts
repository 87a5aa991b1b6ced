import { ingredientGroups } from './content';
import type { Ingredient } from './types';

export { ingredientGroups };

export const ingredients: readonly Ingredient[] = ingredientGroups.flatMap((g) => g.ingredients);

const bySlug = new Map(ingredients.map((i) => [i.slug, i]));
export const ingredientBySlug = (slug: string): Ingredient | undefined => bySlug.get(slug);

/** Lower case, straight apostrophes, singular-agnostic spacing: the form names are compared in. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9%' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every way an ingredient is named (its name, its slug in words, its aliases), each with its plural-less form too. */
function namesOf(ingredient: Ingredient): string[] {
  const names = [ingredient.name.replace(/\s*\(.*\)$/, ''), ingredient.name, ingredient.slug.replace(/-/g, ' '), ...ingredient.aliases].map(
    normalizeName,
  );
  return [...new Set(names.flatMap((n) => [n, singular(n)]))];
}

/** The last word without a plural s ("eggs" → "egg", "walnuts" → "walnut"); words in -ss keep theirs. */
function singular(name: string): string {
  return name.replace(/(?<!s)s$/, '').replace(/ies$/, 'y');
}

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
