import { isLinear, scaleFromBase, scaleToBase } from './define';
import { exactRatio } from './exact-ratio';
import type { LinearFactor, Scale, Unit } from './types';

/**
 * Conversion between units at hand, without the unit tables: the converter pages' browser code
 * gets its quantity's units as data and converts with this alone (app/domain/units/convert.ts
 * looks units up in the tables for the server and the API).
 */

/** What the browser needs of a unit to show and convert it: no names of sources or references. */
export type ClientUnit = Pick<Unit, 'key' | 'abbr' | 'name' | 'system'> & (LinearFactor | { scale: Scale });

export function clientUnit(unit: Unit): ClientUnit {
  const { key, abbr, name, system } = unit;
  const shown = { key, abbr, name, system };
  if (!isLinear(unit)) return { ...shown, scale: unit.scale };
  return unit.fraction ? { ...shown, factor: unit.factor, fraction: unit.fraction } : { ...shown, factor: unit.factor };
}

/**
 * Converts `value` between two of `units` by key, with the forgiving rules of the converter pages
 * (SPEC §5): a non-finite value counts as 0, an unknown unit gives 0 silently.
 */
export function convertAmong(units: readonly (Unit | ClientUnit)[], value: number, from: string, to: string): number {
  const fromUnit = units.find((unit) => unit.key === from);
  const toUnit = units.find((unit) => unit.key === to);
  if (!fromUnit || !toUnit) return 0;
  return convertBetween(fromUnit, toUnit, Number.isFinite(value) ? value : 0);
}

/** Converts between two already resolved units of the same quantity. */
export function convertBetween(from: Unit | ClientUnit, to: Unit | ClientUnit, value: number): number {
  if (from === to) return value;
  if (isLinear(from) && isLinear(to)) return value * pairRatio(from, to);
  return fromBase(to, toBase(from, value));
}

export function toBase(unit: Unit | ClientUnit, value: number): number {
  return isLinear(unit) ? value * unit.factor : scaleToBase(unit, value);
}

export function fromBase(unit: Unit | ClientUnit, value: number): number {
  return isLinear(unit) ? value / unit.factor : scaleFromBase(unit, value);
}

// The exact ratio costs BigInt work; pages convert on every keystroke, so
// each ordered pair is computed once and kept for the life of the units.
const ratios = new WeakMap<LinearFactor, WeakMap<LinearFactor, number>>();

function pairRatio(from: LinearFactor, to: LinearFactor): number {
  let row = ratios.get(from);
  if (!row) ratios.set(from, (row = new WeakMap()));
  let ratio = row.get(to);
  if (ratio === undefined) row.set(to, (ratio = exactRatio(from, to)));
  return ratio;
}
