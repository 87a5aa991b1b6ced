import { pseudoName, pseudoSlug, pseudoText } from '~/i18n/pseudo';
import { MEASURE_SYSTEMS } from './measures';
import { FILLS, type IngredientGroup } from './types';
import { PIECE_SIZES, RECIPE_UNIT_IDS, type CookingWords, type TranslatedGroup } from './i18n-parse';

/**
 * The pseudo-locale's cooking words (ADR 092), made from the English data: the words its keys and
 * values are written in (fills, sizes, pieces, forms, sources, unit ids) and every group's name,
 * text and ingredient names transformed, its address words' vowels doubled.
 */
const plural = (word: string) => (/(ch|sh|s|x)$/.test(word) ? `${word}es` : `${word}s`);
const pair = (word: string) => ({ one: pseudoName(word), other: pseudoName(plural(word)) });

export function pseudoCooking(groups: readonly IngredientGroup[]): { words: CookingWords; groups: Record<string, TranslatedGroup> } {
  const values = groups.flatMap((group) => group.ingredients.flatMap((ingredient) => ingredient.values));
  const distinct = (list: (string | undefined)[]) => [...new Set(list.filter((word): word is string => word !== undefined))];
  const pieces = distinct(groups.flatMap((group) => group.ingredients.map((ingredient) => ingredient.piece)));
  const forms = distinct(values.map((value) => value.form));
  const sources = distinct(values.map((value) => (value.source.kind === 'gnu' ? value.source.from : undefined)));
  const units = RECIPE_UNIT_IDS.filter((id) => !['large', 'medium', 'small'].includes(id));
  const words: CookingWords = {
    locale: 'en-US',
    measureSystem: 'us',
    measureSystems: Object.fromEntries(MEASURE_SYSTEMS.map((system) => [system.key, pseudoName(system.name)])),
    fills: Object.fromEntries(FILLS.map((fill) => [fill, pseudoName(fill)])) as CookingWords['fills'],
    units: Object.fromEntries(units.map((id) => [id, pair(id)])),
    sizes: Object.fromEntries(PIECE_SIZES.map((size) => [size, pseudoName(size)])) as CookingWords['sizes'],
    pieces: Object.fromEntries(pieces.map((piece) => [piece, pair(piece)])),
    forms: Object.fromEntries(forms.map((form) => [form, pseudoName(form)])),
    sources: Object.fromEntries(sources.map((source) => [source, pseudoName(source)])),
    recipe: {
      connectors: [pseudoName('of')],
      ranges: [pseudoName('to'), pseudoName('or')],
      approximately: [pseudoName('about')],
      headings: [pseudoName('For')],
      examples: [
        { line: `2 ${pseudoName('cups')} ${pseudoName('flour')}`, quantity: 2, unit: 'cup', ingredient: 'all-purpose-flour' },
        { line: `1 ${pseudoName('tablespoon')} ${pseudoName('honey')}`, quantity: 1, unit: 'tablespoon', ingredient: 'honey' },
        { line: `3 ${pseudoName('eggs')}`, quantity: 3, ingredient: 'egg' },
      ],
    },
  };
  const translated = Object.fromEntries(
    groups.map((group) => [
      group.slug,
      {
        group: pseudoName(group.name),
        measuring: pseudoText(group.measuring),
        ingredients: Object.fromEntries(
          group.ingredients.map((ingredient) => [
            ingredient.slug,
            { name: pseudoName(ingredient.name), slug: pseudoSlug(ingredient.slug), aliases: ingredient.aliases.map(pseudoName) },
          ]),
        ),
      },
    ]),
  );
  return { words, groups: translated };
}
