import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '~/i18n/languages';
import { ingredientSlugIn, ingredientSlugsIn, readIngredientSlug } from './addresses';
import { ingredients } from './ingredients';

/** An ingredient page's address word in each language (issue 38), read and written. */
describe('writing an ingredient address word', () => {
  it.each([
    ['en', 'all-purpose-flour', 'all-purpose-flour'],
    ['es', 'all-purpose-flour', 'harina-de-trigo-comun'],
    ['de', 'all-purpose-flour', 'weizenmehl-type-405'],
    ['es', 'granulated-sugar', 'azucar-blanco'],
    ['de', 'egg', 'eier'],
    // The German word for butter is the English one.
    ['de', 'butter', 'butter'],
    // A language without cooking words keeps the English data's slugs.
    ['xx', 'honey', 'honey'],
  ])('%s: %s → %s', (code, english, slug) => {
    expect(ingredientSlugIn(code, english)).toBe(slug);
  });
});

describe('reading an ingredient address word', () => {
  it.each([
    // [language, word in the address, ingredient, the word its address should have (≠ word: 301)]
    ['en', 'all-purpose-flour', 'all-purpose-flour', 'all-purpose-flour'],
    ['es', 'harina-de-trigo-comun', 'all-purpose-flour', 'harina-de-trigo-comun'],
    ['es', 'all-purpose-flour', 'all-purpose-flour', 'harina-de-trigo-comun'],
    ['de', 'weizenmehl-type-405', 'all-purpose-flour', 'weizenmehl-type-405'],
    ['de', 'honey', 'honey', 'honig'],
    ['de', 'butter', 'butter', 'butter'],
  ])('%s: %s is %s at %s', (code, word, english, slug) => {
    const read = readIngredientSlug(code, word);
    expect(read?.ingredient.slug).toBe(english);
    expect(read?.slug).toBe(slug);
  });

  it.each([
    ['en', 'harina-de-trigo-comun'],
    ['es', 'weizenmehl-type-405'],
    ['de', 'no-such-ingredient'],
  ])('%s: %s names no ingredient', (code, word) => {
    expect(readIngredientSlug(code, word)).toBeNull();
  });

  it.each(LANGUAGES.map((l) => [l.code]))('%s: every ingredient is read back from its own word, one word each', (code) => {
    const slugs = ingredientSlugsIn(code);
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(ingredients.length);
    for (const { ingredient, slug } of slugs) expect(readIngredientSlug(code, slug)).toEqual({ ingredient, slug });
  });
});
