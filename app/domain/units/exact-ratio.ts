import type { LinearFactor } from './types';

/**
 * The ratio between two linear units, computed exactly and rounded once.
 *
 * Going through the base unit in floating point rounds twice and shows
 * artefacts (0.3048 / 0.0254 = 12.000000000000002, 1 m/s → 3.5999999999999996
 * km/h). Instead every factor is read as the exact decimal its literal spells
 * (the shortest round-trip form, i.e. the value written in the table), the
 * pair ratio is formed as a BigInt fraction and rounded to the nearest double.
 * So 1 ft is exactly 12 in and 1 km exactly 1,000,000 mm.
 */
export function exactRatio(from: LinearFactor, to: LinearFactor): number {
  const a = unitFraction(from);
  const b = unitFraction(to);
  return toNearestDouble(a.num * b.den, a.den * b.num);
}

interface Fraction {
  num: bigint;
  den: bigint;
}

function unitFraction(unit: LinearFactor): Fraction {
  if (!unit.fraction) return decimal(unit.factor);
  const n = decimal(unit.fraction[0]);
  const d = decimal(unit.fraction[1]);
  return { num: n.num * d.den, den: n.den * d.num };
}

/** The decimal that String(x) spells, as an exact fraction (x finite, > 0). */
export function decimal(x: number): Fraction {
  const [mantissa = '0', exponent = '0'] = String(x).split('e');
  const [whole = '', decimals = ''] = mantissa.split('.');
  const digits = BigInt(whole + decimals);
  const scale = Number(exponent) - decimals.length;
  return scale >= 0
    ? { num: digits * 10n ** BigInt(scale), den: 1n }
    : { num: digits, den: 10n ** BigInt(-scale) };
}

/** num / den (both > 0) rounded to the nearest double. */
function toNearestDouble(num: bigint, den: bigint): number {
  // Scale so the integer quotient carries at least 64 significant bits; the one
  // rounding to 53 bits then happens in Number(). A non-zero remainder sets the
  // lowest bit (a "sticky" bit) so a truncated value never looks like an exact tie.
  const shift = Math.max(0, 64 + bitLength(den) - bitLength(num));
  const scaled = num << BigInt(shift);
  const quotient = scaled / den;
  const sticky = scaled % den === 0n ? 0n : 1n;
  return Number(quotient | sticky) / 2 ** shift;
}

const bitLength = (x: bigint) => x.toString(2).length;
