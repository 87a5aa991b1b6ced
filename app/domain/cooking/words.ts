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

/**
 * A unit's names: `one` for an amount of CLDR's category `one` in the language, `many` for any
 * other (a language without `one`, Japanese, has the same word twice), and where the amount goes
 * (`amount`, cooking.yaml): `{n} {unit}` unless the language's data says otherwise ("大さじ{n}"
 * is `{unit}{n}`).
 */
export interface UnitNames {
  one: string;
  many: string;
  amount?: string;
}

/** How an amount is written with a unit when neither the unit nor its language says: "2 cups". */
export const AMOUNT_TEMPLATE = '{n} {unit}';

const pluralRules = new Map<string, Intl.PluralRules>();
/**
 * Whether `value` takes a unit's `one` form in `locale`, by CLDR's plural rules (Intl.PluralRules:
 * "1 cup", "1,5 tasse", "1,5 xícara", "1.5 cups"). `value` is the amount as shown, rounded as
 * written. A fraction below one written as a fraction (`fraction`: "½") is part of one unit, "½ cup",
 * "½ taza", as cooks of every language served write it; as a decimal it follows CLDR ("0.5 cups").
 * The browser's first PluralRules costs under a millisecond (measured: ADR 088, As built).
 */
export function isOne(value: number, locale: string, fraction = false): boolean {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(fraction && value > 0 && value < 1 ? 1 : value) === 'one';
}

/** "2 cups", "大さじ2", "1,5 tasse": `shown` (the amount as written) with the unit's word for `value`, where the unit puts it. */
export function withUnit(shown: string, value: number, names: UnitNames, locale: string, fraction = false): string {
  return fillIn(names.amount ?? AMOUNT_TEMPLATE, { n: shown, unit: isOne(value, locale, fraction) ? names.one : names.many });
}

/** How cups and spoons are written in a cook's volume ("1½ cups", "2 tbsp", "less than ⅛ tsp"). */
export interface VolumeWords {
  /** The language's CLDR locale, whose plural rules choose a unit's form. */
  locale: string;
  cup: UnitNames;
  tbsp: UnitNames;
  tsp: UnitNames;
  /** `less than {amount}`. */
  lessThan: string;
}

export const ENGLISH_VOLUME_WORDS: VolumeWords = {
  locale: 'en-US',
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
