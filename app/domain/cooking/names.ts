import type { Ingredient } from './types';

/**
 * Lower case with accents folded as the address words fold them (DECISIONS.md, Languages): German
 * umlauts and ß spelt out, other accents dropped ("Olivenöl" → "olivenoel", "azúcar" → "azucar").
 */
export function foldLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Folded letters, straight apostrophes, singular-agnostic spacing: the form names are compared in,
 * so names of other languages compare as their readers type them, with or without accents. Letters
 * of other scripts are kept, composed again (薄力粉, バター: ADR 095).
 */
export function normalizeName(text: string): string {
  return foldLetters(text)
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{M}0-9%' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
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
