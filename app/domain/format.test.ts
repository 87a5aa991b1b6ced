import { describe, expect, it } from 'vitest';
import { formatPlain, formatResult } from './format';
import { parseNumber } from './parse';

// [value, shown on the page, plain copy form]
const cases: [number, string, string][] = [
  [1609.344, '1,609.3440', '1609.3440'],
  [0.3048, '0.3048', '0.3048'],
  [1, '1.0000', '1.0000'],
  [0, '0.0000', '0.0000'],
  [-0, '0.0000', '0.0000'],
  [NaN, '0.0000', '0.0000'],
  [-1234.56789, '-1,234.5679', '-1234.5679'],
  [1234567.5, '1,234,567.5000', '1234567.5000'],
  [0.99999, '1.0000', '1.0000'],
  [0.00016, '0.0002', '0.0002'],
  [0.00015, '0.0002', '0.0002'], // half away from zero on the decimal people read
  [0.0001, '0.0001', '0.0001'], // smallest magnitude still shown fixed
  [-0.0001, '-0.0001', '-0.0001'],
  [999999999999999, '999,999,999,999,999.0000', '999999999999999.0000'],
  // Scientific below 0.0001 (non-zero) and from 1e15 up.
  [1.602176634e-19, '1.6022 × 10⁻¹⁹', '1.6022e-19'],
  [-1.602176634e-19, '-1.6022 × 10⁻¹⁹', '-1.6022e-19'],
  [0.00009999, '9.9990 × 10⁻⁵', '9.9990e-5'],
  [0.0000999999, '0.0001', '0.0001'], // rounds to 0.0001, so shown as 0.0001 is
  [0.00009999995, '0.0001', '0.0001'],
  [0.0000999994, '9.9999 × 10⁻⁵', '9.9999e-5'],
  [-9.99996e-7, '-1.0000 × 10⁻⁶', '-1.0000e-6'],
  [1e-6, '1.0000 × 10⁻⁶', '1.0000e-6'],
  [1e15, '1.0000 × 10¹⁵', '1.0000e15'],
  [1.23456789e20, '1.2346 × 10²⁰', '1.2346e20'],
  [9.99999e20, '1.0000 × 10²¹', '1.0000e21'],
  [-3.7e10 * 1e6, '-3.7000 × 10¹⁶', '-3.7000e16'],
  [1e100, '1.0000 × 10¹⁰⁰', '1.0000e100'],
  [1.7976931348623157e308, '1.7977 × 10³⁰⁸', '1.7977e308'],
  [5e-324, '5.0000 × 10⁻³²⁴', '5.0000e-324'],
  // Overflowed results (e.g. 1e308 PB in bits) are not numbers to copy back.
  [Infinity, '∞', 'Infinity'],
  [-Infinity, '-∞', '-Infinity'],
];

describe('formatResult', () => {
  it.each(cases)('%d shows as %s', (n, shown) => {
    expect(formatResult(n)).toBe(shown);
  });
});

describe('formatPlain', () => {
  it.each(cases)('%d shown as %s copies as %s', (n, _, plain) => {
    expect(formatPlain(n)).toBe(plain);
  });

  // Copy then paste into an input must give the shown value back. (The largest
  // double is left out: its 4-decimal mantissa, 1.7977e308, overflows.)
  const copyable = cases.filter(([n]) => Math.abs(n) < 1e308);
  it.each(copyable)('%d: the copy form parses back', (n, _, plain) => {
    const reparsed = parseNumber(plain);
    expect(formatPlain(reparsed)).toBe(plain);
  });
});
