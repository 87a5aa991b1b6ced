import { parseIngredient } from 'parse-ingredient';
import { convertAmount } from './convert';
import { formatCookingAmount } from './describe';
import { isVolumeUnit, measureSystem, US_CUP_ML, US_TBSP_ML, type CookingUnit, type MeasureSystem } from './measures';
import { normalizeName } from './names';
import { groupThousands } from '../number-format';
import type { Fill } from './types';

/**
 * The recipe converter (issue 25): an ingredient list in, each line in grams (or in cups and
 * spoons), scaled. parse-ingredient reads the line (quantity, unit, the rest); the ingredient and
 * its value come from our data. A line that cannot be converted is kept as written and marked,
 * never dropped.
 */
export interface RecipeIngredient {
  slug: string;
  name: string;
  /** Every name, normalized, longest first matters only across ingredients (see findIngredient). */
  names: string[];
  gramsPerMl: number;
  /** Grams per mL by fill, where the ingredient has values for several ("packed", "sifted"). */
  fills: Partial<Record<Fill, number>>;
  /** Grams per piece by size ("large" egg, "packet" of yeast, "stick" of butter). */
  pieces: Record<string, number>;
}

export type RecipeTarget = 'grams' | 'volume';

export interface RecipeOptions {
  factor: number;
  target: RecipeTarget;
  system: MeasureSystem;
}

export type RecipeLine =
  | { kind: 'blank' }
  | { kind: 'heading'; text: string }
  | { kind: 'converted'; text: string; output: string; grams: number | null; ingredient: string }
  | { kind: 'kept'; text: string; why: string };

const UNIT_IDS: Record<string, CookingUnit> = {
  cup: 'cup',
  tablespoon: 'tbsp',
  teaspoon: 'tsp',
  milliliter: 'mL',
  gram: 'g',
  kilogram: 'kg',
  ounce: 'oz',
  pound: 'lb',
  stick: 'stick',
};
// Units parse-ingredient knows that are ours under another name, in milliliters or grams.
const EXTRA_ML: Record<string, number> = { liter: 1000, 'fluid ounce': 29.5735295625, deciliter: 100, pint: 473.176473, quart: 946.352946 };
const FILL_WORDS: [RegExp, Fill][] = [
  [/\bsifted\b/, 'sifted'],
  [/\bscooped\b/, 'scooped'],
  [/\b(?:firmly |lightly )?packed\b/, 'packed'],
  [/\bmelted\b/, 'melted'],
  [/\bchopped\b/, 'chopped'],
  [/\bsliced\b/, 'sliced'],
  [/\bslivered\b/, 'slivered'],
  [/\bground\b/, 'ground'],
  [/\bshredded\b/, 'shredded'],
  [/\bgrated\b/, 'grated'],
  [/\bwhipped\b/, 'whipped'],
];
const SIZES = ['extra large', 'jumbo', 'large', 'medium', 'small', 'packet', 'stick'];

/** The ingredient a line names: the longest of all names found as whole words ("brown sugar" before "sugar"). */
export function findIngredient(text: string, ingredients: readonly RecipeIngredient[]): RecipeIngredient | undefined {
  const words = ` ${normalizeName(text).replace(/-/g, ' ')} `;
  let best: { ingredient: RecipeIngredient; length: number } | undefined;
  for (const ingredient of ingredients) {
    for (const name of ingredient.names) {
      const spaced = name.replace(/-/g, ' ');
      if (spaced.length > (best?.length ?? 0) && (words.includes(` ${spaced} `) || words.includes(` ${spaced}s `) || words.includes(` ${spaced}es `)))
        best = { ingredient, length: spaced.length };
    }
  }
  return best?.ingredient;
}

/** A weight in the handiest volume: cups from a quarter cup, else tablespoons from one, else teaspoons. */
function asVolume(grams: number, gramsPerMl: number, system: MeasureSystem): string {
  const ml = grams / gramsPerMl;
  const [unit, size] =
    ml >= system.cup / 4 ? (['cup', system.cup] as const) : ml >= system.tbsp ? (['tbsp', system.tbsp] as const) : (['tsp', system.tsp] as const);
  const n = formatCookingAmount(ml / size);
  return `${n} ${unit === 'cup' ? (n === '1' ? 'cup' : 'cups') : unit}`;
}

function convertLine(text: string, ingredients: readonly RecipeIngredient[], options: RecipeOptions): RecipeLine {
  // Unrounded: parse-ingredient rounds 1/3 to 0.333 unless told not to.
  const [parsed] = parseIngredient(text, { round: false });
  if (!parsed) return { kind: 'kept', text, why: 'Not read as an ingredient line' };
  if (parsed.isGroupHeader) return { kind: 'heading', text };
  if (parsed.quantity === null) return { kind: 'kept', text, why: 'No amount to convert' };
  const description = parsed.description;
  const lowered = ` ${normalizeName(description)} `;
  const ingredient = findIngredient(description, ingredients);
  const unitId = parsed.unitOfMeasureID ?? '';
  const unit: CookingUnit | undefined = UNIT_IDS[unitId];
  const quantities = [parsed.quantity, parsed.quantity2].filter((q): q is number => q !== null).map((q) => q * options.factor);
  // A weight needs no ingredient to be in grams.
  if (unit && !isVolumeUnit(unit) && (options.target === 'grams' || !ingredient)) {
    if (options.target === 'volume') return { kind: 'kept', text, why: 'Ingredient not in our list' };
    const grams = quantities.map((q) => convertAmount(q, unit, 'g', 1, options.system));
    return {
      kind: 'converted',
      text,
      output: `${grams.map(formatCookingAmount).join('–')} g ${description}`,
      grams: grams[0]!,
      ingredient: ingredient?.slug ?? '',
    };
  }
  if (!ingredient) return { kind: 'kept', text, why: 'Ingredient not in our list' };
  const fill = FILL_WORDS.find(([re]) => re.test(lowered))?.[1];
  const gramsPerMl = (fill && ingredient.fills[fill]) || ingredient.gramsPerMl;
  let grams: number[];
  // A size read as the unit ("2 large eggs") stays in the line: "100 g large eggs".
  let words = description;
  if (unit) {
    grams = quantities.map((q) => convertAmount(q, unit, 'g', gramsPerMl, options.system));
  } else {
    const extra = EXTRA_ML[unitId];
    const size = extra ? undefined : (SIZES.find((s) => unitId === s || lowered.startsWith(` ${s} `)) ?? (unitId === '' ? 'large' : undefined));
    const piece = size ? ingredient.pieces[size] : undefined;
    if (extra) grams = quantities.map((q) => q * extra * gramsPerMl);
    else if (piece !== undefined) {
      grams = quantities.map((q) => q * piece);
      if (unitId === size && parsed.unitOfMeasure) words = `${parsed.unitOfMeasure} ${description}`;
    } else
      return {
        kind: 'kept',
        text,
        why: unitId ? `No weight for “${parsed.unitOfMeasure}” of ${ingredient.name.toLowerCase()}` : 'No unit to convert',
      };
  }
  const amount =
    options.target === 'grams'
      ? `${grams.map(formatCookingAmount).join('–')} g`
      : grams.map((g) => asVolume(g, gramsPerMl, options.system)).join(' – ');
  return { kind: 'converted', text, output: `${amount} ${words}`, grams: grams[0]!, ingredient: ingredient.slug };
}

/**
 * What the reader accepts (issue 36). parse-ingredient's work on a line grows with the square of
 * its leading run of digits, spaces and fractions (12 s for "1 " × 10,000 on a desktop): a line is
 * read only up to RECIPE_LIMITS.line characters, twice the longest ingredient line we know of,
 * and a list only up to its first RECIPE_LIMITS.lines lines and RECIPE_LIMITS.text characters.
 */
export const RECIPE_LIMITS = { line: 200, lines: 200, text: 20_000 } as const;
export const RECIPE_MESSAGES = {
  line: `Line longer than ${RECIPE_LIMITS.line} characters`,
  text: `Only the first ${groupThousands(String(RECIPE_LIMITS.text))} characters of the list are read`,
  lines: `Only the first ${RECIPE_LIMITS.lines} lines of the list are read`,
} as const;

/** The part of a list that is read, and the note the field shows when that is not all of it. */
export function readableRecipe(text: string): { lines: string[]; note: string | null } {
  const lines = text.slice(0, RECIPE_LIMITS.text).split(/\r?\n/, RECIPE_LIMITS.lines + 1);
  if (lines.length > RECIPE_LIMITS.lines) return { lines: lines.slice(0, RECIPE_LIMITS.lines), note: RECIPE_MESSAGES.lines };
  return { lines, note: text.length > RECIPE_LIMITS.text ? RECIPE_MESSAGES.text : null };
}

/** One line: blank, too long to read (kept as written, never handed to the parser), or converted. */
function readLine(line: string, ingredients: readonly RecipeIngredient[], options: RecipeOptions): RecipeLine {
  const text = line.trim();
  if (!text) return { kind: 'blank' };
  if (text.length > RECIPE_LIMITS.line) return { kind: 'kept', text, why: RECIPE_MESSAGES.line };
  return convertLine(text, ingredients, options);
}

/** Every line of a pasted list, in order: converted, a heading, blank, or kept as written with why. */
export function convertRecipe(text: string, ingredients: readonly RecipeIngredient[], options: RecipeOptions): RecipeLine[] {
  return readableRecipe(text).lines.map((line) => readLine(line, ingredients, options));
}

export const DEFAULT_RECIPE_OPTIONS: RecipeOptions = { factor: 1, target: 'grams', system: measureSystem('us') };
/** Sizes of the US cup and tablespoon, for readers of this module's output. */
export const US_SIZES = { cup: US_CUP_ML, tbsp: US_TBSP_ML };
