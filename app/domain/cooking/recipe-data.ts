import { defaultValue, density, volumeValues } from './convert';
import { cookingLanguages, translatedIngredient } from './i18n';
import { writtenAmount } from './i18n-parse';
import { ingredients } from './ingredients';
import { namesOf, normalizeName } from './names';
import type { RecipeIngredient } from './recipe';
import type { Fill, Ingredient } from './types';
import type { UnitNames } from './words';

/** A piece's words in `lang` (cooking.yaml `pieces`) and where its count goes; English's from the data ("egg", "eggs"). */
function pieceWords(ingredient: Ingredient, lang: string | undefined): UnitNames | undefined {
  if (!ingredient.piece) return undefined;
  const words = lang ? cookingLanguages[lang]?.words : undefined;
  const own = words?.pieces[ingredient.piece];
  if (!words || !own) return { one: ingredient.piece, many: `${ingredient.piece}s` };
  const amount = writtenAmount(words, own);
  return { one: own.one ?? own.other, many: own.other, ...(amount ? { amount } : {}) };
}

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
    const piece = pieceWords(i, lang);
    return {
      slug: i.slug,
      name: own?.name ?? i.name.toLowerCase(),
      names,
      gramsPerMl: density(defaultValue(i)),
      fills,
      pieces,
      ...(piece ? { piece } : {}),
    };
  });
}
