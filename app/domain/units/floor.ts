import { restyle, type NumberStyle } from '../number-format';
import { plainDecimal } from '../parse';
import { fromBase, toBase, type ClientUnit } from './convert-units';
import type { Floor } from './types';

/**
 * A quantity's floor with the warning the page's language gives for a value below it; `{bound}` in
 * the warning becomes the floor in the from unit ('−459.67 °F', '-459,67 °F').
 */
export interface FloorWords extends Floor {
  warning: string;
}

/**
 * The warning for `value` in `unit` when it lies below the quantity's floor (−500 °F is below
 * absolute zero), else null. Compared in the base unit, where a reciprocal unit (mpg) keeps the
 * sign of its value; the floor itself is no warning, whatever the rounding of its conversion. The
 * bound is written in `style` when the page's language has one, else as en-US with a true minus.
 */
export function floorWarning(floor: FloorWords | undefined, unit: ClientUnit, value: number, style?: NumberStyle): string | null {
  if (!floor || !(toBase(unit, value) < floor.base - 1e-12 * Math.max(1, Math.abs(floor.base)))) return null;
  // Only a warning that names it has a bound (0 L/100 km is no number of mpg); to a billionth,
  // since 0 K in °R comes back from the affine scale as 5.7e-14.
  const bound = () => {
    const number = plainDecimal(Math.round(fromBase(unit, floor.base) * 1e9) / 1e9 + 0);
    return `${style ? restyle(number, style) : number.replace('-', '−')} ${unit.abbr}`;
  };
  return floor.warning.replace('{bound}', bound);
}
