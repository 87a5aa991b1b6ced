import { VULGAR } from '../parse';
import { US_STYLE, type NumberStyle } from '../number-format';
import type { MeasureSystem } from './measures';
import { ENGLISH_VOLUME_WORDS, fillIn, withUnit, type VolumeWords } from './words';

/**
 * Amounts as a cook measures them (issue 37, item 8): whole numbers and the fractions measuring
 * cups and spoons are marked in, never "1.17 tbsp". A cup set holds ¼, ⅓, ½ and 1 cup (⅔ and ¾
 * are read off or filled twice, ⅛ is half the ¼); a spoon set ⅛, ¼, ½ and 1 tsp and 1 tbsp.
 */
type Glyph = '⅛' | '¼' | '⅓' | '½' | '⅔' | '¾';

const CUP_PARTS: Glyph[] = ['⅛', '¼', '⅓', '½', '⅔', '¾'];
const TSP_PARTS: Glyph[] = ['⅛', '¼', '½', '¾'];
const TBSP_PARTS: Glyph[] = ['½'];
const COUNT_PARTS: Glyph[] = ['¼', '⅓', '½', '⅔', '¾'];

/** `n` as a whole number and the nearest of `parts` ("1½", "⅓", "3"), and how far that is from `n`. */
function nearest(n: number, parts: readonly Glyph[]): { text: string; value: number } {
  const whole = Math.floor(n);
  const candidates: { text: string; value: number }[] = [
    { text: String(whole), value: whole },
    { text: String(whole + 1), value: whole + 1 },
    ...parts.map((g) => ({ text: whole === 0 ? g : `${whole}${g}`, value: whole + VULGAR[g]! })),
  ];
  return candidates.reduce((best, c) => (Math.abs(c.value - n) < Math.abs(best.value - n) ? c : best));
}

/** A count or a number of a recipe's own words, scaled ("1½" eggs, "3" sticks): to the quarter or third. */
export function cookNumber(n: number, style: NumberStyle = US_STYLE): string {
  if (Number.isInteger(n)) return String(n);
  const { text, value } = nearest(n, COUNT_PARTS);
  // A number the fractions do not reach closely (12.37 oz) keeps two decimals.
  return Math.abs(value - n) <= 0.02 * n ? text : String(Number(n.toFixed(2))).replace('.', style.decimal);
}

/**
 * A volume in the measure system's cups and spoons: cups from a quarter cup (to the nearest mark
 * of a cup set); below that tablespoons when the amount is a whole or half tablespoon within 3 %,
 * else teaspoons to the ⅛ (so 3½ tsp, not 1.17 tbsp).
 */
export function cookVolume(ml: number, system: MeasureSystem, words: VolumeWords = ENGLISH_VOLUME_WORDS): string {
  // "1½ cups", "大さじ2": a fraction as cooks write it (words.ts, `isOne`).
  const measure = ({ text, value }: { text: string; value: number }, unit: 'cup' | 'tbsp' | 'tsp') =>
    withUnit(text, value, words[unit], words.locale, true);
  const cups = ml / system.cup;
  if (cups >= 0.24) return measure(nearest(cups, CUP_PARTS), 'cup');
  const tbsp = ml / system.tbsp;
  const spoon = nearest(tbsp, TBSP_PARTS);
  if (tbsp >= 1 && Math.abs(spoon.value - tbsp) <= 0.03 * tbsp) return measure(spoon, 'tbsp');
  const tsp = ml / system.tsp;
  if (tsp < 1 / 16) return fillIn(words.lessThan, { amount: measure({ text: '⅛', value: 1 / 8 }, 'tsp') });
  return measure(nearest(tsp, TSP_PARTS), 'tsp');
}
