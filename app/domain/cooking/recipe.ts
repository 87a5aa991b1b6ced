import type { Ingredient } from 'parse-ingredient';
import { convertAmount } from './convert';
import { formatCookingAmount } from './describe';
import { cookNumber, cookVolume } from './cook-measures';
import { isVolumeUnit, measureSystem, US_CUP_ML, US_TBSP_ML, type CookingUnit, type MeasureSystem } from './measures';
import { normalizeName } from './names';
import { RECIPE_LIMITS, RECIPE_MESSAGES, readableRecipe } from './recipe-bounds';
import { CONTAINERS, fillOf, packageWeight, scaleParentheticals, SECOND_PART, statedWeight, weightAfterContainer, withoutLevel } from './recipe-line';
import type { Fill } from './types';
import { readRecipeLine, type RecipeReadOptions } from './i18n-recipe';
import { AMOUNT_TEMPLATE, ENGLISH_VOLUME_WORDS, fillIn, isOne, type RecipeText, type UnitNames } from './words';
import { US_STYLE } from '../number-format';

/**
 * The recipe converter (issue 25): an ingredient list in, each line in grams (or in cups and
 * spoons), scaled. parse-ingredient reads the line (quantity, unit, the rest); the ingredient and
 * its value come from our data. A line that cannot be converted is kept as written and marked,
 * never dropped.
 */
export interface RecipeIngredient {
  slug: string;
  /** As a sentence writes it ("all-purpose flour", "Weizenmehl"). */
  name: string;
  /** Every name, normalized, longest first matters only across ingredients (see findIngredient). */
  names: string[];
  gramsPerMl: number;
  /** Grams per mL by fill, where the ingredient has values for several ("packed", "sifted"). */
  fills: Partial<Record<Fill, number>>;
  /** Grams per piece by size ("large" egg, "packet" of yeast, "stick" of butter). */
  pieces: Record<string, number>;
  /** What one piece is in the page's language ("egg", "eggs"; "卵") and where a count of it goes ("{unit} {n}個"). */
  piece?: UnitNames;
  /** The ingredient page's slug in the page's language, where it is not `slug`. */
  page?: string;
}

export type RecipeTarget = 'grams' | 'volume';

/** The output words of English pages, the default (words.ts). */
export const ENGLISH_RECIPE_TEXT: RecipeText = {
  style: US_STYLE,
  volume: ENGLISH_VOLUME_WORDS,
  inGrams: '{amount} g {words}',
  inVolume: '{amount} {words}',
  why: {
    unread: 'Not read as an ingredient line',
    noAmount: 'No amount to convert',
    secondPart: 'The second amount has no unit to convert',
    unknown: 'Ingredient not in our list',
    noUnit: 'No unit to convert',
    noWeight: 'No weight for “{unit}” of {name}',
    line: RECIPE_MESSAGES.line,
  },
};

export interface RecipeOptions {
  factor: number;
  target: RecipeTarget;
  system: MeasureSystem;
  /** A language's words for the line reader (i18n-recipe.ts: "2 tazas de harina"); English without. */
  words?: RecipeReadOptions;
  /** The language's output words and number style (words.ts); English without. */
  text?: RecipeText;
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

type Parsed = Ingredient;
const parse = (text: string, words?: RecipeReadOptions): Parsed | undefined => readRecipeLine(text, words);

/** Milliliters in `q` of a unit parse-ingredient named, or null when it is no volume we know. */
function millilitersOf(q: number, unitId: string, system: MeasureSystem): number | null {
  const unit = UNIT_IDS[unitId];
  if (unit && isVolumeUnit(unit)) return convertAmount(q, unit, 'mL', 1, system);
  const extra = EXTRA_ML[unitId];
  return extra === undefined ? null : q * extra;
}

/** "2 large eggs" × 1.5 as written: "3 large eggs"; a range keeps both ends. */
function asWritten(quantities: number[], parsed: Parsed, words: string, text: RecipeText): string {
  return `${quantities.map((q) => cookNumber(q, text.style)).join('–')} ${parsed.unitOfMeasure ? `${parsed.unitOfMeasure} ` : ''}${words}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `words` with the piece's word in the form `to` where it is written in the form `from`, as a whole word. */
const swapForm = (words: string, from: string, to: string) =>
  from === to ? words : words.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(from)}(?![\\p{L}\\p{N}])`, 'u'), to);

/**
 * "3 eggs", "卵 3個", "4½ huevos": a count of pieces, scaled, where the piece's data in the language
 * puts it (the language's words written as typed); where scaling moves the count to another plural
 * category, the piece's word takes that form ("1 egg" × 2: "2 eggs"). A range's word agrees with its
 * last amount ("1–2 eggs").
 */
function counted(quantities: number[], typed: number, words: string, piece: UnitNames | undefined, text: RecipeText): string {
  const { locale } = text.volume;
  const one = isOne(quantities.at(-1)!, locale, true);
  const agreed = piece && one !== isOne(typed, locale, true) ? swapForm(words, one ? piece.many : piece.one, one ? piece.one : piece.many) : words;
  return fillIn(piece?.amount ?? AMOUNT_TEMPLATE, { n: quantities.map((q) => cookNumber(q, text.style)).join('–'), unit: agreed });
}

const converted = (text: string, output: string, grams: number | null, ingredient?: RecipeIngredient): RecipeLine => ({
  kind: 'converted',
  text,
  output,
  grams,
  ingredient: ingredient?.slug ?? '',
});

function convertLine(text: string, ingredients: readonly RecipeIngredient[], options: RecipeOptions): RecipeLine {
  // Unrounded: parse-ingredient rounds 1/3 to 0.333 unless told not to.
  const out = options.text ?? ENGLISH_RECIPE_TEXT;
  const parsed = parse(withoutLevel(text), options.words);
  if (!parsed) return { kind: 'kept', text, why: out.why.unread };
  if (parsed.isGroupHeader) return { kind: 'heading', text };
  if (parsed.quantity === null) return { kind: 'kept', text, why: out.why.noAmount };
  const { factor, system } = options;
  // "400 g sugar", "400 g de azúcar": amounts in the language's numbers, in its words.
  const grams = (g: number[], words: string) => fillIn(out.inGrams, { amount: g.map((x) => formatCookingAmount(x, out.style)).join('–'), words });
  const volume = (ml: number[], words: string) =>
    fillIn(out.inVolume, { amount: ml.map((x) => cookVolume(x, system, out.volume)).join(' – '), words });
  const quantities = [parsed.quantity, parsed.quantity2].filter((q): q is number => q !== null).map((q) => q * factor);
  const unitId = parsed.unitOfMeasureID ?? '';
  let description = parsed.description;

  // A package of a stated weight: "1 (14 oz) can …", "1 can (14 oz) …", "1 (8 oz) package …".
  const pack = unitId ? (CONTAINERS.test(unitId) ? weightAfterContainer(description) : null) : packageWeight(description);
  if (pack) {
    const container = 'container' in pack ? (pack.container as string) : unitId;
    const rest = scaleParentheticals(pack.rest, factor);
    const ingredient = findIngredient(rest, ingredients);
    // The package's own size does not scale: one and a half 14 oz cans.
    if (options.target === 'volume') return converted(text, asWritten(quantities, parsed, description, out), null, ingredient);
    const count = quantities.map((q) => cookNumber(q, out.style)).join('–');
    return converted(
      text,
      grams(
        quantities.map((q) => q * pack.grams),
        `${rest} (${count} ${container})`,
      ),
      quantities[0]! * pack.grams,
      ingredient,
    );
  }

  // "1/2 cup + 2 tbsp sugar": both parts, added.
  const parts: { q: number[]; unitId: string }[] = [{ q: quantities, unitId }];
  if (SECOND_PART.test(description)) {
    const second = parse(description.replace(SECOND_PART, ''), options.words);
    if (!second || second.quantity === null || !second.unitOfMeasureID) return { kind: 'kept', text, why: out.why.secondPart };
    parts.push({ q: [second.quantity * factor], unitId: second.unitOfMeasureID });
    description = second.description;
  }

  const stated = statedWeight(description);
  const words = scaleParentheticals(stated && options.target === 'grams' ? stated.rest : description, factor);
  const ingredient = findIngredient(stated?.rest ?? description, ingredients);
  const weightUnit = (id: string) => {
    const unit = UNIT_IDS[id];
    return unit && !isVolumeUnit(unit) ? unit : null;
  };

  // Weights need no ingredient to be in grams; in cups and spoons a US cook's ounces and pounds
  // stay as written (what is weighed is weighed), and grams become cups where the ingredient is known.
  if (parts.length === 1 && weightUnit(unitId)) {
    const unit = weightUnit(unitId)!;
    const g = quantities.map((q) => convertAmount(q, unit, 'g', 1, system));
    if (options.target === 'grams') return converted(text, grams(g, words), g[0]!, ingredient);
    if (!ingredient || unit === 'oz' || unit === 'lb') return converted(text, asWritten(quantities, parsed, words, out), g[0]!, ingredient);
    const gramsPerMl = ingredient.gramsPerMl;
    return converted(
      text,
      volume(
        g.map((x) => x / gramsPerMl),
        words,
      ),
      g[0]!,
      ingredient,
    );
  }
  if (!ingredient && !stated) return { kind: 'kept', text, why: out.why.unknown };
  const fill = fillOf(description);
  // Measured, then chopped: the cup holds the whole nuts, where the sources weigh them whole.
  const measured = fill?.after ? (ingredient?.fills.whole ?? ingredient?.fills.halves) : fill && ingredient?.fills[fill.fill];
  const gramsPerMl = ingredient ? measured || ingredient.gramsPerMl : null;

  // Volumes: every part in milliliters, then weighed by the ingredient's value (or the author's weight).
  if (stated && options.target === 'grams') return converted(text, grams([stated.grams * factor], words), stated.grams * factor, ingredient);
  const ml = parts.map((p) => p.q.map((q) => millilitersOf(q, p.unitId, system)));
  if (ml.every((p) => p.every((x) => x !== null))) {
    // A range's ends each get the other parts: "1–2 cups + 1 tbsp".
    const others = ml.slice(1).reduce((sum, p) => sum + p[0]!, 0);
    const total = ml[0]!.map((x) => x + others);
    if (options.target === 'volume') return converted(text, volume(total, words), null, ingredient);
    const g = total.map((x) => x * gramsPerMl!);
    return converted(text, grams(g, words), g[0]!, ingredient);
  }
  if (parts.length > 1 || !ingredient) return { kind: 'kept', text, why: out.why.noUnit };

  // Pieces: "2 large eggs", "1 packet yeast"; a size read as the unit stays in the line.
  const lowered = ` ${normalizeName(description)} `;
  const size = SIZES.find((s) => unitId === s || lowered.startsWith(` ${s} `)) ?? (unitId === '' ? 'large' : undefined);
  const piece = size ? ingredient.pieces[size] : undefined;
  if (piece === undefined)
    return {
      kind: 'kept',
      text,
      why: unitId ? fillIn(out.why.noWeight, { unit: parsed.unitOfMeasure ?? '', name: ingredient.name }) : out.why.noUnit,
    };
  const g = quantities.map((q) => q * piece);
  if (options.target === 'volume') {
    const written = parsed.unitOfMeasure ? `${parsed.unitOfMeasure} ${words}` : words;
    return converted(text, counted(quantities, parsed.quantity2 ?? parsed.quantity, written, ingredient.piece, out), g[0]!, ingredient);
  }
  const pieceWords = unitId === size && parsed.unitOfMeasure ? `${parsed.unitOfMeasure} ${words}` : words;
  return converted(text, grams(g, pieceWords), g[0]!, ingredient);
}

export { RECIPE_LIMITS, RECIPE_MESSAGES, readableRecipe };
// For the island, which loads this module on demand: a language's line-reader options.
export { recipeParseOptions } from './i18n-recipe';

/** One line: blank, too long to read (kept as written, never handed to the parser), or converted. */
function readLine(line: string, ingredients: readonly RecipeIngredient[], options: RecipeOptions): RecipeLine {
  const text = line.trim();
  if (!text) return { kind: 'blank' };
  if (text.length > RECIPE_LIMITS.line) return { kind: 'kept', text, why: (options.text ?? ENGLISH_RECIPE_TEXT).why.line };
  return convertLine(text, ingredients, options);
}

/** Every line of a pasted list, in order: converted, a heading, blank, or kept as written with why. */
export function convertRecipe(text: string, ingredients: readonly RecipeIngredient[], options: RecipeOptions): RecipeLine[] {
  return readableRecipe(text).lines.map((line) => readLine(line, ingredients, options));
}

export const DEFAULT_RECIPE_OPTIONS: RecipeOptions = { factor: 1, target: 'grams', system: measureSystem('us') };
/** Sizes of the US cup and tablespoon, for readers of this module's output. */
export const US_SIZES = { cup: US_CUP_ML, tbsp: US_TBSP_ML };
