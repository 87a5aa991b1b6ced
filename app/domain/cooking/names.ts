import type { Ingredient } from './types';

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
export function namesOf(ingredient: Pick<Ingredient, 'slug' | 'name' | 'aliases'>): string[] {
  const names = [ingredient.name.replace(/\s*\(.*\)$/, ''), ingredient.name, ingredient.slug.replace(/-/g, ' '), ...ingredient.aliases].map(
    normalizeName,
  );
  return [...new Set(names.flatMap((n) => [n, singular(n)]))];
}

/** The last word without a plural s ("eggs" → "egg", "walnuts" → "walnut"); words in -ss keep theirs. */
export function singular(name: string): string {
  return name.replace(/(?<!s)s$/, '').replace(/ies$/, 'y');
}
