import { parse as parseYaml } from 'yaml';
import { z } from '../schemas/zod';
import { SLUG_PATTERN, slugify } from '../slug';
import { FILLS } from './types';

/**
 * The cooking data in another language (issue 38): per language folder `content/i18n/<lang>/`, one
 * `cooking.yaml` (the words of the pages and of the recipe converter) and one file per ingredient
 * group under `ingredients/`, named as the English group file, that names the group, writes its
 * own measuring text and names every ingredient of the English file with its slug and aliases.
 * Numbers stay in the English data: a translation holds words only (its texts' numbers are
 * checked against the tables, see i18n-numbers.ts).
 */
const text = z.string().trim().min(1);
const words = z.array(text);

/** Where an amount goes beside its unit: `{n}` and `{unit}` once each ("{n} {unit}", "{n}{unit}", "{unit}{n}"). */
const amountTemplate = text.refine((t) => t.split('{n}').length === 2 && t.split('{unit}').length === 2, {
  message: 'an amount template has {n} and {unit} once each',
});

/**
 * One unit as a reader writes it: its forms by CLDR plural category of the language (`one` only
 * where the language has that category: Japanese has `other` alone), the abbreviations and other
 * spellings a recipe line may use, and where its amount goes: the first template is how the pages
 * write it (the language's `amount` when none), and a recipe line may use any of them ("大さじ1",
 * "カップ1").
 */
const UnitWordsSchema = z
  .object({
    one: text.optional(),
    other: text,
    abbr: words.optional(),
    also: words.optional(),
    amount: z.array(amountTemplate).min(1).optional(),
  })
  .strict();
/**
 * A piece's words ("egg", "eggs"): its forms by plural category, and where a count of it goes, as
 * a unit's amount does (`{n} {unit}` when absent, the language's `amount` where it has one): the
 * first template is how the pages and the recipe converter write a count ("卵 3個": `{unit} {n}個`),
 * any of them is how the search reads one.
 */
const PieceWordsSchema = z.object({ one: text.optional(), other: text, amount: z.array(amountTemplate).min(1).optional() }).strict();

/**
 * Recipe-reader unit ids (parse-ingredient's, as app/domain/cooking/recipe.ts reads them) a
 * language may name. The cooking units of measures.ts are among them.
 */
export const RECIPE_UNIT_IDS = [
  'cup',
  'tablespoon',
  'teaspoon',
  'milliliter',
  'deciliter',
  'liter',
  'gram',
  'kilogram',
  'ounce',
  'pound',
  'fluid ounce',
  'stick',
  'pinch',
  'dash',
  'can',
  'package',
  'large',
  'medium',
  'small',
] as const;
export type RecipeUnitId = (typeof RECIPE_UNIT_IDS)[number];

/** Sizes of a piece in the English data (`size:` of values per piece) and what a piece is (`piece:`). */
export const PIECE_SIZES = ['large', 'extra large', 'jumbo', 'medium', 'small', 'packet', 'stick'] as const;

export const CookingWordsSchema = z
  .object({
    /** CLDR locale of the language's numbers (es-ES, de-DE), for reading its texts. */
    locale: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/),
    /** Where an amount goes beside a unit that does not say (`{n} {unit}` when absent; `{n}{unit}`: "2カップ"). */
    amount: amountTemplate.optional(),
    /** The measure system (measures.ts) the language's cooks use by default (DECISIONS.md, Languages). */
    measureSystem: z.string().regex(SLUG_PATTERN),
    /** Each measure system's name in the language (its sizes stay in measures.ts). */
    measureSystems: z.record(z.string(), text),
    fills: z.record(z.enum(FILLS), text),
    units: z.partialRecord(z.enum(RECIPE_UNIT_IDS), UnitWordsSchema),
    sizes: z.record(z.enum(PIECE_SIZES), text),
    /** The English data's `piece:` and `form:` words, in the language. */
    pieces: z.record(z.string(), PieceWordsSchema),
    forms: z.record(z.string(), text),
    /** Where GNU units took a value from, when not The Cake Bible (the English data's `from:`), in the language. */
    sources: z.record(z.string(), text),
    /** What a recipe line may say besides amount, unit and ingredient. */
    recipe: z
      .object({
        /** Words between unit and ingredient ("de" in "2 tazas de harina"). */
        connectors: words,
        /** Words between two amounts of a range ("2 a 3", "2 bis 3"). */
        ranges: words,
        /** Words before an amount that do not change it ("unos 200 g", "ca. 200 g"). */
        approximately: words,
        /** Words that open a heading line ("Para la masa:", "Für den Teig:"). */
        headings: words,
        /** Lines a reader of the language writes, with what they say: the tests read each one. */
        examples: z
          .array(
            z
              .object({
                line: text,
                quantity: z.number().positive(),
                quantity2: z.number().positive().optional(),
                unit: z.enum(RECIPE_UNIT_IDS).optional(),
                ingredient: z.string().regex(SLUG_PATTERN),
              })
              .strict(),
          )
          .min(3),
      })
      .strict(),
  })
  .strict();
export type CookingWords = z.infer<typeof CookingWordsSchema>;
export type UnitWords = z.infer<typeof UnitWordsSchema>;

/** `{n} {unit}`, written: where the pages put a unit's amount (or a piece's count) in the language. */
export const writtenAmount = (words: Pick<CookingWords, 'amount'>, unit: Pick<UnitWords, 'amount'> | undefined): string | undefined =>
  unit?.amount?.[0] ?? words.amount;

const TranslatedIngredientSchema = z.object({ name: text, slug: z.string().regex(SLUG_PATTERN), aliases: words.optional() }).strict();

/** A number a text uses that is not in the tables, with where it comes from (a standard, a law). */
const DeclaredNumberSchema = z.object({ text: z.string().regex(/^[\d.,]+$/), source: text }).strict();

export const TranslatedGroupSchema = z
  .object({
    group: text,
    measuring: text,
    numbers: z.array(DeclaredNumberSchema).optional(),
    ingredients: z.record(z.string().regex(SLUG_PATTERN), TranslatedIngredientSchema),
  })
  .strict();
export type TranslatedGroup = z.infer<typeof TranslatedGroupSchema>;
export type TranslatedIngredient = z.infer<typeof TranslatedIngredientSchema>;

function parseWith<T>(schema: z.ZodType<T>, source: string, where: string): T {
  const parsed = schema.safeParse(parseYaml(source));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${where}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
  }
  return parsed.data;
}

/** Reads `content/i18n/<lang>/cooking.yaml`; throws naming the file and the field. */
export const parseCookingWords = (source: string, where: string): CookingWords => parseWith(CookingWordsSchema, source, where);

/** Reads `content/i18n/<lang>/ingredients/<group>.yaml`; throws naming the file and the field. */
export const parseTranslatedGroup = (source: string, where: string): TranslatedGroup => parseWith(TranslatedGroupSchema, source, where);

/** The form a typed name is compared in: its slug words, so "Azúcar", "azucar" and "AZUCAR" are one term. */
export const termOf = (name: string) => slugify(name).replace(/-/g, ' ');
