import { isLinear, scaleFromBase, scaleToBase } from './define';
import { decimal, exactRatio, over, plus, times, toNearestDouble, unitFraction, type Fraction } from './exact-ratio';
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
 * `units` as the browser gets them, made once for each list (a quantity page's units, a day's
 * currencies): frozen, so whoever holds them can keep what it derives from them (their JSON).
 */
export function clientUnits(units: readonly Unit[]): readonly ClientUnit[] {
  let made = clientLists.get(units);
  if (!made) clientLists.set(units, (made = Object.freeze(units.map((unit) => Object.freeze(clientUnit(unit))))));
  return made;
}
const clientLists = new WeakMap<readonly Unit[], readonly ClientUnit[]>();

/**
 * Converts `value` between two of `units` by key, with the forgiving rules of the converter pages
 * (docs/product.md#numbers): a non-finite value counts as 0, an unknown unit gives 0 silently.
 */
export function convertAmong(units: readonly (Unit | ClientUnit)[], value: number, from: string, to: string): number {
  return among(convertBetween, units, value, from, to);
}

/** convertAmong's result as shortestResult gives it: for Copy full precision and the API. */
export function shortestAmong(units: readonly (Unit | ClientUnit)[], value: number, from: string, to: string): number {
  return among(shortestResult, units, value, from, to);
}

function among(
  conversion: (from: Unit | ClientUnit, to: Unit | ClientUnit, value: number) => number,
  units: readonly (Unit | ClientUnit)[],
  value: number,
  from: string,
  to: string,
): number {
  const fromUnit = units.find((unit) => unit.key === from);
  const toUnit = units.find((unit) => unit.key === to);
  if (!fromUnit || !toUnit) return 0;
  return conversion(fromUnit, toUnit, Number.isFinite(value) ? value : 0);
}

/**
 * Converts between two already resolved units of the same quantity: exactly, rounded once
 * (exact-ratio.ts), so 4.35 m is 435 cm and 98.6 °F is 37 °C. Floating point remains only where
 * the exact answer has none (a reciprocal scale's 0, as 0 mpg) or the value is not finite.
 */
export function convertBetween(from: Unit | ClientUnit, to: Unit | ClientUnit, value: number): number {
  if (from === to) return value;
  const exact = Number.isFinite(value) ? exactConversion(from, to, decimal(value)) : null;
  if (exact) return toNearestDouble(exact);
  if (isLinear(from) && isLinear(to)) return value * exactRatio(from, to);
  return fromBase(to, toBase(from, value));
}

/**
 * The result as the shortest decimal that is the answer within floating point's reach: the
 * fewest significant digits (up to 17) within a few units in the last place of the computed
 * result whose conversion back gives the value itself. 1 in → 0.08333333333333333 ft (the digits
 * are real: 0.0833333333333333 ft is not 1 in); ⅓ ft (0.3333333333333333) → 4 in, where the
 * value typed as a fraction had been rounded already. Copy full precision and the API's result.
 */
export function shortestResult(from: Unit | ClientUnit, to: Unit | ClientUnit, value: number): number {
  const result = convertBetween(from, to, value);
  if (!Number.isFinite(result) || result === 0 || from === to) return result;
  for (let digits = 1; digits < 17; digits++) {
    const candidate = Number(result.toPrecision(digits));
    if (Math.abs(candidate - result) <= Math.abs(result) * NEAR && convertBetween(to, from, candidate) === value) return candidate;
  }
  return result;
}

/** Relative 2⁻⁵⁰: 4 to 8 units in the last place of a double. */
const NEAR = 2 ** -50;

// The exact pair factor costs BigInt work; pages convert on every keystroke, so each ordered pair
// of linear units is computed once and kept for the life of the units.
const ratios = new WeakMap<LinearFactor, WeakMap<LinearFactor, Fraction>>();

function pairFraction(from: LinearFactor, to: LinearFactor): Fraction {
  let row = ratios.get(from);
  if (!row) ratios.set(from, (row = new WeakMap()));
  let ratio = row.get(to);
  if (ratio === undefined) row.set(to, (ratio = over(unitFraction(from), unitFraction(to))!));
  return ratio;
}

function exactConversion(from: Unit | ClientUnit, to: Unit | ClientUnit, value: Fraction): Fraction | null {
  if (isLinear(from) && isLinear(to)) return times(value, pairFraction(from, to));
  const base = isLinear(from) ? times(value, unitFraction(from)) : exactToBase(from.scale, value);
  if (!base) return null;
  return isLinear(to) ? over(base, unitFraction(to)) : exactFromBase(to.scale, base);
}

// The exact forms of scaleToBase and scaleFromBase (define.ts).
function exactToBase(scale: Scale, value: Fraction): Fraction | null {
  switch (scale.kind) {
    case 'affine':
      return over(times(plus(value, decimal(scale.offset)), decimal(scale.numerator)), decimal(scale.denominator));
    case 'reciprocal':
      return over(decimal(scale.numerator), times(decimal(scale.denominator), value));
    case 'rate':
      return over(value, decimal(scale.rate));
  }
}

function exactFromBase(scale: Scale, base: Fraction): Fraction | null {
  switch (scale.kind) {
    case 'affine': {
      const scaled = over(times(base, decimal(scale.denominator)), decimal(scale.numerator));
      return scaled && plus(scaled, decimal(-scale.offset));
    }
    case 'reciprocal':
      return over(decimal(scale.numerator), times(decimal(scale.denominator), base));
    case 'rate':
      return times(base, decimal(scale.rate));
  }
}

export function toBase(unit: Unit | ClientUnit, value: number): number {
  return isLinear(unit) ? value * unit.factor : scaleToBase(unit, value);
}

export function fromBase(unit: Unit | ClientUnit, value: number): number {
  return isLinear(unit) ? value / unit.factor : scaleFromBase(unit, value);
}
