import { isLinear } from './define';
import { exactRatio } from './exact-ratio';
import { getQuantity } from './registry';
import type { LinearUnit, Unit } from './types';

/** Strict lookup for the API: undefined for an unknown quantity or unit key. */
export function findUnit(quantityId: string, key: string): Unit | undefined {
  return getQuantity(quantityId)?.units.find((unit) => unit.key === key);
}

/**
 * Converts `value` between two units of one quantity, with the forgiving
 * rules of the converter pages (SPEC §5): a non-finite value counts as 0, an
 * unknown quantity or unit gives 0 silently, and a unit converted to itself
 * returns the value unchanged.
 */
export function convert(quantityId: string, value: number, from: string, to: string): number {
  const fromUnit = findUnit(quantityId, from);
  const toUnit = findUnit(quantityId, to);
  if (!fromUnit || !toUnit) return 0;
  return convertBetween(fromUnit, toUnit, Number.isFinite(value) ? value : 0);
}

/** Converts between two already resolved units of the same quantity. */
export function convertBetween(from: Unit, to: Unit, value: number): number {
  if (from === to) return value;
  if (isLinear(from) && isLinear(to)) return value * pairRatio(from, to);
  return fromBase(to, toBase(from, value));
}

function toBase(unit: Unit, value: number): number {
  return isLinear(unit) ? value * unit.factor : unit.toBase(value);
}

function fromBase(unit: Unit, value: number): number {
  return isLinear(unit) ? value / unit.factor : unit.fromBase(value);
}

// The exact ratio costs BigInt work; pages convert on every keystroke, so
// each ordered pair is computed once and kept for the life of the units.
const ratios = new WeakMap<LinearUnit, WeakMap<LinearUnit, number>>();

function pairRatio(from: LinearUnit, to: LinearUnit): number {
  let row = ratios.get(from);
  if (!row) ratios.set(from, (row = new WeakMap()));
  let ratio = row.get(to);
  if (ratio === undefined) row.set(to, (ratio = exactRatio(from, to)));
  return ratio;
}
