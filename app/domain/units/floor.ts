import { plainDecimal } from '../parse';
import { fromBase, toBase, type ClientUnit } from './convert-units';
import type { Floor } from './types';

/**
 * The warning for `value` in `unit` when it lies below the quantity's floor (−500 °F is below
 * absolute zero), else null. Compared in the base unit, where a reciprocal unit (mpg) keeps the
 * sign of its value; the floor itself is no warning, whatever the rounding of its conversion.
 */
export function floorWarning(floor: Floor | undefined, unit: ClientUnit, value: number): string | null {
  if (!floor || !(toBase(unit, value) < floor.base - 1e-12 * Math.max(1, Math.abs(floor.base)))) return null;
  // Only a warning that names it has a bound (0 L/100 km is no number of mpg); to a billionth,
  // since 0 K in °R comes back from the affine scale as 5.7e-14.
  const bound = () => `${plainDecimal(Math.round(fromBase(unit, floor.base) * 1e9) / 1e9 + 0).replace('-', '−')} ${unit.abbr}`;
  return floor.warning.replace('{bound}', bound);
}
