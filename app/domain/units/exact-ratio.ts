import type { LinearFactor } from './types';

/**
 * Conversions computed exactly and rounded once (docs/decisions/007-exact-arithmetic-and-display.md).
 *
 * Floating point rounds at every step and shows artefacts: 0.3048 / 0.0254 = 12.000000000000002,
 * 4.35 m × 100 = 434.99999999999994 cm, (98.6 − 32) × 5 / 9 = 36.99999999999999 °C. Every number
 * here, the value typed and each factor, offset or rate in the tables, is read as the exact decimal
 * its literal spells (the shortest round-trip form, i.e. what was typed or written in the table);
 * the conversion is done on BigInt fractions and the answer rounded to the nearest double. So 1 ft
 * is exactly 12 in, 4.35 m exactly 435 cm, and 98.6 °F exactly 37 °C.
 */
export interface Fraction {
  num: bigint;
  /** Always positive. */
  den: bigint;
}

/** The decimal that String(x) spells, as an exact fraction (x finite). */
export function decimal(x: number): Fraction {
  const [mantissa = '0', exponent = '0'] = String(x).split('e');
  const [whole = '', decimals = ''] = mantissa.split('.');
  const digits = BigInt(whole + decimals);
  const scale = Number(exponent) - decimals.length;
  return scale >= 0 ? { num: digits * 10n ** BigInt(scale), den: 1n } : { num: digits, den: 10n ** BigInt(-scale) };
}

export const times = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den });

export const plus = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });

/** a / b, or null where b is 0 (a reciprocal scale's 0 mpg: the caller falls back to floating point). */
export function over(a: Fraction, b: Fraction): Fraction | null {
  if (b.num === 0n) return null;
  return b.num < 0n ? { num: -a.num * b.den, den: a.den * -b.num } : { num: a.num * b.den, den: a.den * b.num };
}

/** A linear unit's factor as an exact fraction: its `fraction` where it has one, else its decimal. */
export function unitFraction(unit: LinearFactor): Fraction {
  if (!unit.fraction) return decimal(unit.factor);
  return over(decimal(unit.fraction[0]), decimal(unit.fraction[1]))!;
}

/** The ratio between two linear units, computed exactly and rounded once. */
export function exactRatio(from: LinearFactor, to: LinearFactor): number {
  return toNearestDouble(over(unitFraction(from), unitFraction(to))!);
}

/** The fraction rounded to the nearest double (±Infinity beyond the largest). */
export function toNearestDouble({ num, den }: Fraction): number {
  if (num === 0n) return 0;
  const sign = num < 0n ? -1 : 1;
  const magnitude = num < 0n ? -num : num;
  // Scale so the integer quotient carries at least 64 significant bits; the one
  // rounding to 53 bits then happens in Number(). A non-zero remainder sets the
  // lowest bit (a "sticky" bit) so a truncated value never looks like an exact tie.
  const shift = Math.max(0, 64 + bitLength(den) - bitLength(magnitude));
  const scaled = magnitude << BigInt(shift);
  const quotient = scaled / den;
  const sticky = scaled % den === 0n ? 0n : 1n;
  // Powers of two divide exactly; two steps keep 2 ** shift finite for the tiniest results.
  const half = Math.floor(shift / 2);
  return (sign * Number(quotient | sticky)) / 2 ** half / 2 ** (shift - half);
}

const bitLength = (x: bigint) => x.toString(2).length;
