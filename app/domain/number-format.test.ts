import { describe, expect, it } from 'vitest';
import { formatFixed, formatScientific, groupThousands, restyle, superscriptValue, toSubscript, toSuperscript, US_STYLE } from './number-format';
import { numberStyleOf } from './number-style';

// The oracle is Intl.NumberFormat itself (Node's ICU): these functions exist only to give its text
// without starting ICU in the browser.
const intlFixed = (digits: number, grouping: boolean) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: grouping,
  });
const intlScientific = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    notation: 'scientific',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

const edgeCases = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.3048,
  1609.344,
  0.1 + 0.2,
  1.005,
  1.00005,
  2.675,
  0.00015,
  -0.00015,
  0.00005,
  -0.00005,
  0.000049999,
  2.5e-5,
  -0.00001,
  9.99995e-7,
  9.99999e20,
  0.99995,
  0.999949,
  99999.99995,
  123456789012345.67,
  999999999999999,
  1e15,
  1e21,
  -1.23456e30,
  1e100,
  5e-324,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
  Number.EPSILON,
  Number.MAX_SAFE_INTEGER,
  1.602176634e-19,
  6.02214076e23,
  2 ** 53 + 2,
  0.125,
  0.375,
  1.5,
  2.5,
  -2.5,
];

/** A fixed-seed generator, so a failure names a value that fails again. */
function* randomValues(count: number): Generator<number> {
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < count; i++) {
    // Magnitudes from 1e-12 to 1e24, some with few digits (ties), some with all 17.
    const magnitude = 10 ** Math.floor(next() * 36 - 12);
    const value = next() < 0.3 ? Math.round(next() * 100000) / 100000 : next();
    yield (next() < 0.5 ? -1 : 1) * value * magnitude;
  }
}

const values = [...edgeCases, ...randomValues(5000)];

describe('formatFixed gives the text Intl.NumberFormat gives', () => {
  it.each([
    [2, false],
    [2, true],
    [4, false],
    [4, true],
    [0, true],
  ])('with %i decimals, grouping %s', (digits, grouping) => {
    const intl = intlFixed(digits, grouping);
    const mismatches = values.filter((n) => formatFixed(n, digits, { grouping }) !== intl.format(n));
    expect(mismatches.map((n) => [n, formatFixed(n, digits, { grouping }), intl.format(n)])).toEqual([]);
  });

  it.each([
    [0.00015, 4, '0.0002'],
    [1.005, 2, '1.01'],
    [-0.00001, 4, '-0.0000'],
    [1234567.5, 4, '1,234,567.5000'],
  ])('%d to %i decimals is %s', (n, digits, expected) => {
    expect(formatFixed(n, digits, { grouping: true })).toBe(expected);
  });
});

describe('formatScientific gives the mantissa and exponent Intl.NumberFormat gives', () => {
  it('with 4 decimals', () => {
    const intl = intlScientific(4);
    const ours = (n: number) => {
      const { mantissa, exponent } = formatScientific(n, 4);
      return `${mantissa}E${exponent}`;
    };
    const mismatches = values.filter((n) => ours(n) !== intl.format(n));
    expect(mismatches.map((n) => [n, ours(n), intl.format(n)])).toEqual([]);
  });

  it.each([
    [1.602176634e-19, { mantissa: '1.6022', exponent: '-19' }],
    [9.99995e-7, { mantissa: '1.0000', exponent: '-6' }],
    [-3.7e16, { mantissa: '-3.7000', exponent: '16' }],
    [0, { mantissa: '0.0000', exponent: '0' }],
  ])('%d is %o', (n, expected) => {
    expect(formatScientific(n, 4)).toEqual(expected);
  });
});

describe('groupThousands', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['-1234567.891', '-1,234,567.891'],
    ['123456.0001', '123,456.0001'],
  ])('%s → %s', (text, expected) => {
    expect(groupThousands(text)).toBe(expected);
  });
});

describe('raised and lowered digits', () => {
  it.each([
    ['-9', '⁻⁹', '₋₉'],
    ['−12', '⁻¹²', '₋₁₂'],
    ['+3', '⁺³', '₊₃'],
    ['2', '²', '₂'],
    ['1234567890', '¹²³⁴⁵⁶⁷⁸⁹⁰', '₁₂₃₄₅₆₇₈₉₀'],
    ['x', null, null],
    ['1.5', null, null],
    ['', null, null],
  ])('%j is %j raised and %j lowered', (text, raised, lowered) => {
    expect(toSuperscript(text)).toBe(raised);
    expect(toSubscript(text)).toBe(lowered);
  });

  it.each([
    ['⁻⁹', -9],
    ['⁺¹⁵', 15],
    ['²', 2],
    ['¹⁰', 10],
  ])('%j stands for %d', (text, value) => {
    expect(superscriptValue(text)).toBe(value);
  });
});

// The languages of ADR 083 with their other number style (es-MX), and de-CH's apostrophe.
const LOCALES = ['es-ES', 'es-MX', 'de-DE', 'fr-FR', 'pt-BR', 'ja-JP', 'de-CH'];

describe('number styles: other locales, with Intl.NumberFormat as the oracle', () => {
  it.each(LOCALES)('%s: formatFixed gives the text Intl gives, with and without grouping', (locale) => {
    const style = numberStyleOf(locale);
    for (const [digits, grouping] of [
      [2, false],
      [2, true],
      [4, true],
      [0, true],
    ] as const) {
      // 'auto' is CLDR's grouping, minimumGroupingDigits included (true means 'always' since ES2023).
      const useGrouping = (grouping ? 'auto' : false) as Intl.NumberFormatOptions['useGrouping'];
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping });
      const mismatches = values.filter((n) => formatFixed(n, digits, { grouping, style }) !== intl.format(n));
      expect(mismatches.map((n) => [n, digits, grouping, formatFixed(n, digits, { grouping, style }), intl.format(n)])).toEqual([]);
    }
  });

  it.each(LOCALES)('%s: formatScientific gives the mantissa and exponent Intl gives', (locale) => {
    const style = numberStyleOf(locale);
    const intl = new Intl.NumberFormat(locale, { notation: 'scientific', minimumFractionDigits: 4, maximumFractionDigits: 4 });
    const mismatches = values.filter((n) => {
      const { mantissa, exponent } = formatScientific(n, 4, style);
      return `${mantissa}E${exponent}` !== intl.format(n);
    });
    expect(mismatches).toEqual([]);
  });

  it.each([
    // CLDR: Spanish groups from five digits (minimumGroupingDigits 2), German from four; French
    // groups with a narrow no-break space (U+202F).
    ['es-ES', 1234.5, '1234,50'],
    ['es-ES', 12345.5, '12.345,50'],
    ['es-MX', 1234.5, '1,234.50'],
    ['de-DE', 1234.5, '1.234,50'],
    ['fr-FR', -1234.5, '-1\u202f234,50'],
    ['pt-BR', 1234567.5, '1.234.567,50'],
    ['ja-JP', 1234.5, '1,234.50'],
  ])('%s writes %d as %s', (locale, n, expected) => {
    expect(formatFixed(n, 2, { grouping: true, style: numberStyleOf(locale) })).toBe(expected);
  });

  it('reads en-US as the style the site writes by default', () => {
    expect(numberStyleOf('en-US')).toEqual(US_STYLE);
  });

  it('refuses a locale whose groups are not thousands (hi-IN writes 12,34,567)', () => {
    expect(() => numberStyleOf('hi-IN')).toThrow(/cannot/);
  });
});

describe('restyle: text written in US style, in another style (ADR 087)', () => {
  // The styles of the languages that offer two (content/i18n/languages.json) and the others tested above.
  it.each(LOCALES)('%s: restyling formatFixed’s US text gives formatFixed’s text in that style', (locale) => {
    const style = numberStyleOf(locale);
    for (const [digits, grouping] of [
      [0, true],
      [2, false],
      [4, true],
    ] as const) {
      const mismatches = values.filter((n) => restyle(formatFixed(n, digits, { grouping }), style) !== formatFixed(n, digits, { grouping, style }));
      expect(mismatches).toEqual([]);
    }
  });

  it.each([
    ['es-ES', '1,609.344', '1609,344'],
    ['es-ES', '12,345.6', '12.345,6'],
    ['es-ES', '-0.5', '-0,5'],
    ['es-ES', '1609.344', '1609,344'],
    ['es-ES', '12345', '12345'],
    ['es-ES', '1.6022 × 10⁻¹⁹', '1,6022 × 10⁻¹⁹'],
    ['es-ES', '5 ft 10.5 in', '5 ft 10,5 in'],
    ['es-ES', '1.5e-10', '1,5e-10'],
    ['es-MX', '1,609.344', '1,609.344'],
    ['es-MX', '1234', '1234'],
    ['de-DE', '1,234.5', '1.234,5'],
    ['en-US', '1,234.5', '1,234.5'],
  ])('%s writes %j as %j', (locale, text, expected) => {
    expect(restyle(text, numberStyleOf(locale))).toBe(expected);
  });
});
