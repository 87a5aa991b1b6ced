import { cookingLanguages } from './i18n';
import { ingredientBySlug, ingredients } from './ingredients';
import type { Ingredient } from './types';

/**
 * The address word of each ingredient in each language (issue 38): a language with cooking words
 * (content/i18n/<code>/ingredients/) names each ingredient with its own slug
 * (`/es/cocina/ingredientes/harina-de-trigo-comun`); English, and a language not yet written, use
 * the English data's slug.
 */
const OWN_SLUGS = new Map<string, { toOwn: Map<string, string>; toEnglish: Map<string, string> }>(
  Object.values(cookingLanguages).map(({ lang, groups }) => {
    const pairs = Object.values(groups).flatMap((group) => Object.entries(group.ingredients).map(([english, own]) => [english, own.slug] as const));
    return [lang, { toOwn: new Map(pairs), toEnglish: new Map(pairs.map(([english, own]) => [own, english])) }];
  }),
);

/** The slug of an ingredient (by its English slug) in the language `code`. */
export function ingredientSlugIn(code: string, englishSlug: string): string {
  return OWN_SLUGS.get(code)?.toOwn.get(englishSlug) ?? englishSlug;
}

/**
 * The ingredient an address word names in the language `code`, and the word its address should
 * have: the language's own slug is the page; the English slug in a language that has its own is
 * an old or guessed address (the page answers it with a 301 to `slug`). null: no such ingredient.
 */
export function readIngredientSlug(code: string, word: string): { ingredient: Ingredient; slug: string } | null {
  const own = OWN_SLUGS.get(code);
  const english = own ? (own.toEnglish.get(word) ?? word) : word;
  const ingredient = ingredientBySlug(english);
  return ingredient ? { ingredient, slug: ingredientSlugIn(code, ingredient.slug) } : null;
}

/** Every ingredient with its slug in the language `code`, in the data's order. */
export const ingredientSlugsIn = (code: string) => ingredients.map((i) => ({ ingredient: i, slug: ingredientSlugIn(code, i.slug) }));
