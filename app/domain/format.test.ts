import { describe, expect, it } from 'vitest';
import { formatMoney, formatPlain, formatResult, type Precision } from './format';
import { parseNumber } from './parse';

// The default display, Auto. [value, shown on the page, plain copy form]; every expectation worked
// out by hand from docs/product.md#numbers (docs/decisions/032-precision.md): rounded to 4 decimals
// but never to fewer than 4 significant digits of a non-zero value, no trailing zeros, scientific
// below 1e-6 and from 1e15 (judged on the rounded value) with up to 4 mantissa decimals.
const cases: [number, string, string][] = [
  [1609.344, '1,609.344', '1609.344'],
  [0.3048, '0.3048', '0.3048'],
  [30.48, '30.48', '30.48'], // 1 ft in cm, not 30.4800
  [1, '1', '1'],
  [100, '100', '100'],
  [1000.5, '1,000.5', '1000.5'],
  [0, '0', '0'],
  [-0, '0', '0'],
  [NaN, '0', '0'],
  [-1234.56789, '-1,234.5679', '-1234.5679'],
  [1234567.5, '1,234,567.5', '1234567.5'],
  [0.99999, '1', '1'],
  [1.00004, '1', '1'], // 4 decimals round it to 1.0000
  [1.00005, '1.0001', '1.0001'],
  [1e12, '1,000,000,000,000', '1000000000000'], // 1 m in pm, not 1,000,000,000,000.0000
  [999999999999999, '999,999,999,999,999', '999999999999999'],
  // Below 0.1, decimals are added until 4 significant digits show; zeros after them are dropped.
  [2.58e-4, '0.000258', '0.000258'], // 1 R in C/kg
  [2.2e-4, '0.00022', '0.00022'], // 220 μF in F
  [0.03, '0.03', '0.03'],
  [0.001, '0.001', '0.001'], // 1 mm in m, not 0.001000
  [0.0123456, '0.01235', '0.01235'],
  [0.0099999, '0.01', '0.01'],
  [0.00016, '0.00016', '0.00016'],
  [0.00015, '0.00015', '0.00015'],
  [-0.0001, '-0.0001', '-0.0001'],
  [0.00009999, '0.00009999', '0.00009999'],
  [1.23456e-5, '0.00001235', '0.00001235'],
  [5e-6, '0.000005', '0.000005'],
  [1e-6, '0.000001', '0.000001'], // the smallest magnitude still shown fixed
  [-9.99996e-7, '-0.000001', '-0.000001'], // rounds to 1e-6, so shown as 1e-6 is
  [9.9996e-7, '0.000001', '0.000001'], // 4 significant digits: 1.000e-6, the limit
  // Scientific below 1e-6 (non-zero) and from 1e15 up.
  [9.9949e-7, '9.9949 × 10⁻⁷', '9.9949e-7'],
  [1.602176634e-19, '1.6022 × 10⁻¹⁹', '1.6022e-19'],
  [-1.602176634e-19, '-1.6022 × 10⁻¹⁹', '-1.6022e-19'],
  [1e15, '1 × 10¹⁵', '1e15'],
  [999999999999999.9, '999,999,999,999,999.9', '999999999999999.9'], // below the limit as shown
  [1.23456789e20, '1.2346 × 10²⁰', '1.2346e20'],
  [9.99999e20, '1 × 10²¹', '1e21'],
  [-3.7e10 * 1e6, '-3.7 × 10¹⁶', '-3.7e16'],
  [1e100, '1 × 10¹⁰⁰', '1e100'],
  [1.7976931348623157e308, '1.7977 × 10³⁰⁸', '1.7977e308'],
  [5e-324, '5 × 10⁻³²⁴', '5e-324'],
  // Overflowed results (e.g. 1e308 PB in bits) are not numbers to copy back.
  [Infinity, '∞', 'Infinity'],
  [-Infinity, '-∞', '-Infinity'],
];

// The precision control's choices. [value, precision, shown, plain]
const decimals = (digits: number): Precision => ({ kind: 'decimals', digits });
const significant = (digits: number): Precision => ({ kind: 'significant', digits });
const chosen: [number, Precision, string, string][] = [
  [1609.344, decimals(2), '1,609.34', '1609.34'],
  [0.3048, decimals(6), '0.304800', '0.304800'],
  [0, decimals(2), '0.00', '0.00'],
  [2.5, decimals(0), '3', '3'],
  [-2.5, decimals(0), '-3', '-3'],
  [0.009999, decimals(2), '0.01', '0.01'], // rounds to a digit that 2 decimals show
  [0.005, decimals(2), '5.00 × 10⁻³', '5.00e-3'], // 2 decimals would show no digit of it
  [1e15, decimals(2), '1.00 × 10¹⁵', '1.00e15'],
  [2.58e-4, decimals(4), '0.0003', '0.0003'], // the display before issue 13
  // Fixed and significant choices keep their zeros, and go scientific where Auto does.
  [1, decimals(4), '1.0000', '1.0000'],
  [0.001, significant(4), '0.001000', '0.001000'],
  [1.602176634e-7, decimals(10), '1.6021766340 × 10⁻⁷', '1.6021766340e-7'],
  [999999999999999.9, significant(4), '1.000 × 10¹⁵', '1.000e15'], // rounds onto the limit
  [999999999999999.6, decimals(0), '1 × 10¹⁵', '1e15'],
  [950000000000000, decimals(0), '950,000,000,000,000', '950000000000000'],
  [1.602176634e-19, decimals(10), '1.6021766340 × 10⁻¹⁹', '1.6021766340e-19'],
  [1609.344, decimals(99), '1,609.34400000000000000000', '1609.34400000000000000000'], // at most 20
  [1609.344, significant(2), '1,600', '1600'],
  [999999, significant(2), '1,000,000', '1000000'],
  [0.3048, significant(2), '0.30', '0.30'],
  [2.58e-4, significant(2), '0.00026', '0.00026'],
  [0.00015, significant(1), '0.0002', '0.0002'], // half away from zero on the decimal people read
  [0, significant(4), '0.000', '0.000'],
  [1609.344, significant(6), '1,609.34', '1609.34'],
  [1 / 3, significant(6), '0.333333', '0.333333'],
  [1.602176634e-19, significant(2), '1.6 × 10⁻¹⁹', '1.6e-19'],
  [1e15, significant(6), '1.00000 × 10¹⁵', '1.00000e15'],
  [1609.344, significant(0), '2,000', '2000'], // at least 1
  [1609.344, { kind: 'auto' }, '1,609.344', '1609.344'],
];

describe('formatResult', () => {
  it.each(cases)('%d shows as %s', (n, shown) => {
    expect(formatResult(n)).toBe(shown);
  });
  it.each(chosen)('%d with %j shows as %s', (n, precision, shown) => {
    expect(formatResult(n, precision)).toBe(shown);
  });
});

describe('formatPlain', () => {
  it.each(cases)('%d shown as %s copies as %s', (n, _, plain) => {
    expect(formatPlain(n)).toBe(plain);
  });
  it.each(chosen)('%d with %j copies as %s', (n, precision, _, plain) => {
    expect(formatPlain(n, precision)).toBe(plain);
  });

  // Copy then paste into an input must give the shown value back. (The largest
  // double is left out: its 4-decimal mantissa, 1.7977e308, overflows.)
  const copyable = cases.filter(([n]) => Math.abs(n) < 1e308);
  it.each(copyable)('%d: the copy form parses back', (n, _, plain) => {
    const reparsed = parseNumber(plain);
    expect(formatPlain(reparsed)).toBe(plain);
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.567, '1,234.57'],
    [92, '92.00'],
    [0.5, '0.50'],
    [1.005, '1.01'], // half away from zero on the decimal people read
    [0, '0.00'],
    [NaN, '0.00'],
    [1 / 149.5, '0.006689'], // 1 JPY in USD: 4 significant digits, not 0.01
    [-1 / 149.5, '-0.006689'],
    [0.0125, '0.0125'],
    [0.05, '0.05'], // no zeros past the cents
    [0.0999999, '0.10'], // rounds to 0.1000, which 2 decimals show
    [1e-7, '1 × 10⁻⁷'],
    [Infinity, '∞'],
  ])('%d is %s', (n, shown) => {
    expect(formatMoney(n)).toBe(shown);
  });
});
