import type { NumberStyle } from '../number-format';

/**
 * The words the cooking islands and their domain code write, in the page's language (issue 38).
 * The server formats them from the language's messages and cooking words
 * (app/i18n/cooking.server.ts) and hands them to the islands as props; the English ones here are
 * the defaults of the domain functions that search and the tests call without a language.
 * Templates name their slots (`{amount} g {words}`), filled by `fillIn`.
 */

/** A template's `{slots}` filled in; a slot without a value stays as written. */
export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** A unit's names for one and for any other count (the cooking units' plurals are one/other in every language served). */
export interface UnitNames {
  one: string;
  many: string;
}

/** How cups and spoons are written in a cook's volume ("1½ cups", "2 tbsp", "less than ⅛ tsp"). */
export interface VolumeWords {
  cup: UnitNames;
  tbsp: UnitNames;
  tsp: UnitNames;
  /** `less than {amount}`. */
  lessThan: string;
}

export const ENGLISH_VOLUME_WORDS: VolumeWords = {
  cup: { one: 'cup', many: 'cups' },
  tbsp: { one: 'tbsp', many: 'tbsp' },
  tsp: { one: 'tsp', many: 'tsp' },
  lessThan: 'less than {amount}',
};

/** Why a recipe line is kept as written. `noWeight` has the slots `{unit}` and `{name}`. */
export interface RecipeWhy {
  unread: string;
  noAmount: string;
  secondPart: string;
  unknown: string;
  noUnit: string;
  noWeight: string;
  line: string;
}

/** The recipe converter's output words and numbers. */
export interface RecipeText {
  style: NumberStyle;
  volume: VolumeWords;
  /** `{amount} g {words}`: a line in grams. */
  inGrams: string;
  /** `{amount} {words}`: a line in cups and spoons. */
  inVolume: string;
  why: RecipeWhy;
}
