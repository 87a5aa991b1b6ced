import { cookNumber } from './cook-measures';
import { gramsIn, type WeightUnit } from './measures';
import { normalizeName } from './names';
import type { Fill } from './types';

/**
 * What a recipe line says besides its amount, unit and ingredient (issue 37, item 8): a weight the
 * author gave in parentheses, a package of a stated weight, how the cup was filled, and the
 * parentheticals that scale with the line.
 */

const WEIGHT_WORDS: [RegExp, WeightUnit][] = [
  [/^(?:g|grams?|gr)$/, 'g'],
  [/^(?:kg|kilograms?)$/, 'kg'],
  [/^(?:oz|ounces?)$/, 'oz'],
  [/^(?:lbs?|pounds?)$/, 'lb'],
];
const AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*-?\s*([a-z]+)\.?`;
const WEIGHT_IN_PARENS = new RegExp(String.raw`\(\s*(?:about |approx\.? |~)?${AMOUNT}\s*\)`, 'i');
/** "(14 oz) can", "(8 ounce) package", "14-ounce can": what a package holds, as printed on it. */
const PACKAGE = new RegExp(
  String.raw`^(?:\(\s*${AMOUNT}\s*\)|${AMOUNT})\s+(cans?|packages?|pkgs?|jars?|bags?|boxe?s?|containers?|cartons?|tins?|bars?|blocks?|bottles?)\b\s*`,
  'i',
);
/** The weight after a container already read as the unit: "(14 oz)" in "1 can (14 oz) coconut milk". */
const WEIGHT_FIRST = new RegExp(String.raw`^\(\s*${AMOUNT}\s*\)\s*`, 'i');
export const CONTAINERS = /^(?:can|package|pkg|jar|bag|box|container|carton|tin|bar|block|bottle)$/;

/** Grams in "250 g", "8.8 oz", or null when the words are no weight. */
function grams(amount: string, unit: string): number | null {
  const id = WEIGHT_WORDS.find(([re]) => re.test(unit.toLowerCase()))?.[1];
  return id ? Number(amount) * gramsIn(id) : null;
}

/** The author's weight in a parenthetical ("2 cups flour (250g)"), and the words without it. */
export function statedWeight(description: string): { grams: number; rest: string } | null {
  const match = WEIGHT_IN_PARENS.exec(description);
  const g = match ? grams(match[1]!, match[2]!) : null;
  if (!match || g === null) return null;
  const rest = (description.slice(0, match.index) + description.slice(match.index + match[0].length)).replace(/\s+(?=[,\s]|$)/g, '').trim();
  return { grams: g, rest };
}

/** "(14 oz) can sweetened condensed milk" → 396.9 g a can; the container word and the rest. */
export function packageWeight(description: string): { grams: number; container: string; rest: string } | null {
  const match = PACKAGE.exec(description);
  if (!match) return null;
  const g = grams(match[1] ?? match[3]!, match[2] ?? match[4]!);
  return g === null ? null : { grams: g, container: match[5]!.toLowerCase(), rest: description.slice(match[0].length) };
}

/** The same after a unit read as the container ("1 can (14 oz) coconut milk"). */
export function weightAfterContainer(description: string): { grams: number; rest: string } | null {
  const match = WEIGHT_FIRST.exec(description);
  const g = match ? grams(match[1]!, match[2]!) : null;
  return match && g !== null ? { grams: g, rest: description.slice(match[0].length) } : null;
}

/** "1 level tsp": a level spoon is what every value is measured in, so the word only goes. */
export const withoutLevel = (text: string) => text.replace(/^(\S+(?:\s+\d+\/\d+)?)\s+level(?:l?ed)?\s+/i, '$1 ');

/** "1/2 cup + 2 tbsp sugar": parse-ingredient reads the first part; the rest starts with the sign. */
export const SECOND_PART = /^(?:\+|plus|and)\s+(?=[\d½⅓⅔¼¾⅛])/i;

/**
 * The fill a line names. How a cup was filled ("packed", "scooped") counts wherever it is written;
 * what is done to the ingredient ("sifted", "chopped") counts only before the name's comma:
 * "1 cup sifted flour" is sifted into the cup, "1 cup flour, sifted" is measured, then sifted, as
 * the ingredient pages advise; `after` says so, for ingredients weighed whole as well ("1 cup
 * walnuts, chopped" is a cup of halves).
 */
const MEASURING: [RegExp, Fill][] = [
  [/\bscooped\b/, 'scooped'],
  [/\bspooned\b/, 'spooned'],
  [/\b(?:loosely|lightly) packed\b|\bnot packed\b|\bunpacked\b/, 'unpacked'],
  [/\b(?:firmly )?packed\b/, 'packed'],
];
const DONE_TO_IT: [RegExp, Fill][] = [
  [/\bsifted\b/, 'sifted'],
  [/\bmelted\b/, 'melted'],
  [/\bchopped\b/, 'chopped'],
  [/\bsliced\b/, 'sliced'],
  [/\bslivered\b/, 'slivered'],
  [/\bground\b/, 'ground'],
  [/\bshredded\b/, 'shredded'],
  [/\bgrated\b/, 'grated'],
  [/\bwhipped\b/, 'whipped'],
];
export function fillOf(description: string): { fill: Fill; after: boolean } | undefined {
  const words = normalizeName(description);
  const [beforeComma = '', ...rest] = description.split(',').map(normalizeName);
  const measuring = MEASURING.find(([re]) => re.test(words))?.[1];
  if (measuring) return { fill: measuring, after: false };
  const before = DONE_TO_IT.find(([re]) => re.test(beforeComma))?.[1];
  if (before) return { fill: before, after: false };
  const after = DONE_TO_IT.find(([re]) => re.test(rest.join(' ')))?.[1];
  return after ? { fill: after, after: true } : undefined;
}

/** Numbers in parentheses scaled with the line: "(2 sticks)" × 1.5 is "(3 sticks)". */
export function scaleParentheticals(text: string, factor: number): string {
  if (factor === 1) return text;
  return text.replace(
    /\(([^()]*)\)/g,
    (whole, inner: string) =>
      `(${inner.replace(/(?:(\d+)\s+)?(\d+)\/(\d+)|\d+(?:\.\d+)?/g, (n, mixed?: string, top?: string, bottom?: string) => {
        const value = top ? Number(mixed ?? 0) + Number(top) / Number(bottom) : Number(n);
        return cookNumber(value * factor);
      })})`,
  );
}
