import { unitsOfMeasure, type ParseIngredientOptions, type UnitOfMeasure } from 'parse-ingredient';
import type { CookingWords } from './i18n-parse';

/**
 * A language's recipe words (content/i18n/<lang>/cooking.yaml, `units` and `recipe`) as options of
 * parse-ingredient, the recipe converter's line reader: its units keep their English spellings and
 * gain the language's ("2 tazas de harina", "1 EL Honig"), and the language's connectors, range
 * words, approximations and headings join the English ones. Numbers are read in the language's
 * decimal sign.
 */
export function recipeParseOptions(words: Pick<CookingWords, 'units' | 'recipe'>, decimal: '.' | ','): ParseIngredientOptions {
  const additionalUOMs: Record<string, UnitOfMeasure> = {};
  for (const [id, unit] of Object.entries(words.units)) {
    const english: UnitOfMeasure | undefined = unitsOfMeasure[id];
    if (!english) throw new Error(`cooking.yaml: units.${id}: the recipe reader has no unit "${id}"`);
    const own = [unit.one, unit.other, ...(unit.abbr ?? []), ...(unit.also ?? [])];
    additionalUOMs[id] = { ...english, alternates: [...new Set([...(english.alternates ?? []), ...own])] };
  }
  const { connectors, ranges, approximately, headings } = words.recipe;
  return {
    additionalUOMs,
    decimalSeparator: decimal,
    descriptionStripPrefixes: ['of', ...connectors],
    rangeSeparators: ['to', 'or', ...ranges],
    // Longer first: parse-ingredient tries them in order.
    leadingQuantityPrefixes: [...approximately].sort((a, b) => b.length - a.length),
    groupHeaderPatterns: ['For', ...headings],
  };
}
