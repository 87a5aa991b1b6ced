import { defaultValue, density, volumeValues } from './convert';
import { translatedIngredient } from './i18n';
import { ingredients } from './ingredients';
import { namesOf, normalizeName } from './names';
import type { RecipeIngredient } from './recipe';
import type { Fill } from './types';

/**
 * What the recipe converter needs of every ingredient, built on the server and sent with the page.
 * In another language (`lang`, a folder of content/i18n/) an ingredient has its name there, and
 * the names of that language are read besides the English ones.
 */
export function recipeIngredients(lang?: string): RecipeIngredient[] {
  return ingredients.map((i) => {
    const fills: Partial<Record<Fill, number>> = {};
    for (const v of volumeValues(i)) if (v.fill && fills[v.fill] === undefined) fills[v.fill] = density(v);
    const pieces: Record<string, number> = {};
    for (const v of i.values) if (v.per === 'each' && pieces[v.size!] === undefined) pieces[v.size!] = v.grams / v.amount;
    const own = lang ? translatedIngredient(lang, i.slug) : null;
    const names = own ? [...new Set([...[own.name, ...(own.aliases ?? [])].map(normalizeName), ...namesOf(i)])] : namesOf(i);
    // A translated name is written as running text has it; the English data's names begin with a capital.
    return { slug: i.slug, name: own?.name ?? i.name.toLowerCase(), names, gramsPerMl: density(defaultValue(i)), fills, pieces };
  });
}
