import type { NumberStyle } from '../number-format';
import { density } from './convert';
import { gramsIn, MEASURE_SYSTEMS, milliliters, type MeasureSystem } from './measures';
import type { IngredientGroup } from './types';

/**
 * The numbers a group's text in another language may use (issue 38: "every number taken from the
 * tables"): each value's grams for its own measure, the same ingredient's grams in the language's
 * own cup and spoons (by the value's density), the sizes of every measure system's cup and spoons
 * and of the US stick in mL, and the grams of an ounce and a pound. Anything else must be declared
 * in the file with its source.
 */
export function tableNumbers(group: IngredientGroup, system: MeasureSystem): number[] {
  const numbers: number[] = [gramsIn('oz'), gramsIn('lb'), milliliters('stick', system)];
  for (const s of MEASURE_SYSTEMS) numbers.push(s.cup, s.tbsp, s.tsp);
  for (const ingredient of group.ingredients) {
    for (const value of ingredient.values) {
      numbers.push(value.grams / value.amount);
      if (value.per === 'each') continue;
      const perMl = density(value);
      numbers.push(perMl * system.cup, perMl * system.tbsp, perMl * system.tsp);
    }
  }
  return numbers;
}

export interface WrittenNumber {
  /** As written ("1.234,5"). */
  text: string;
  value: number;
  /** Decimals written: the precision the text claims. */
  decimals: number;
}

/** Every number written in `text`, read in the language's style (es-ES, de-DE: 1.234,5). */
export function numbersIn(text: string, style: NumberStyle): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  for (const [token] of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const parts = token.split(style.decimal);
    const integer = parts[0]!;
    // A group sign stands only before exactly three digits; elsewhere the token is no single number of this style.
    const groups = integer.split(style.group);
    if (parts.length > 2 || groups.slice(1).some((g) => g.length !== 3)) {
      found.push({ text: token, value: NaN, decimals: 0 });
      continue;
    }
    const fraction = parts[1] ?? '';
    found.push({ text: token, value: Number(`${groups.join('')}.${fraction || '0'}`), decimals: fraction.length });
  }
  return found;
}

/** A written number equals a table number to the decimals written (113 and 113,4 both match 113.398…). */
export function matchesTable(written: WrittenNumber, numbers: readonly number[]): boolean {
  const scale = 10 ** written.decimals;
  return numbers.some((n) => Math.round(n * scale) === Math.round(written.value * scale));
}

/** The numbers of `text` that are neither in the tables nor declared (by their written form). */
export function unprovenNumbers(text: string, style: NumberStyle, numbers: readonly number[], declared: readonly string[]): string[] {
  return numbersIn(text, style)
    .filter((w) => !declared.includes(w.text) && !(Number.isFinite(w.value) && matchesTable(w, numbers)))
    .map((w) => w.text);
}
