import { describe, expect, it } from 'vitest';
import { numberStyleOf } from './number-style';
import { parseNumber, parseNumberStrict, plainDecimal, readNumber, readNumberOrWhy, unreadNote } from './parse';

// [typed, value, how the page says it read it (null: a plain decimal, nothing to say)]
const numbers: [string, number, string | null][] = [
  ['1', 1, null],
  ['  42  ', 42, null],
  ['.5', 0.5, null],
  ['5.', 5, null],
  ['-2', -2, null],
  ['+3', 3, null],
  ['-.25', -0.25, null],
  ['−7', -7, null], // typographic minus, as copied from a page
  ['1e-9', 1e-9, null],
  ['1E6', 1e6, null],
  ['2.5e+3', 2500, null],
  ['007', 7, null],
  ['0.125', 0.125, null], // nobody groups a leading zero
  ['1.7976931348623157e308', 1.7976931348623157e308, null],
  // US grouping: a comma followed by exactly three digits.
  ['300,000', 300000, '300000'],
  ['1,000', 1000, '1000'],
  ['1,000.5', 1000.5, '1000.5'],
  ['1,234,567.89', 1234567.89, '1234567.89'],
  ['1,000,000', 1000000, '1000000'],
  ['1,000.', 1000, '1000'],
  ['-1,000', -1000, '-1000'],
  // A single comma followed by one, two or more than three digits is a decimal comma.
  ['1,5', 1.5, '1.5'],
  ['0,25', 0.25, '0.25'],
  [',5', 0.5, '0.5'],
  ['1,00', 1, '1'],
  ['1,2345', 1.2345, '1.2345'],
  ['0,500', 0.5, '0.5'], // a first group of 0 groups nothing
  ['-1,5e3', -1500, '-1500'],
  // A single dot before three digits is the decimal point, but it reads two ways, so it says so.
  ['1.000', 1, '1'],
  ['2.540', 2.54, '2.54'],
  // European grouping.
  ['1.000,5', 1000.5, '1000.5'],
  ['1.234.567,89', 1234567.89, '1234567.89'],
  ['1.000.000', 1000000, '1000000'],
  // Grouping by spaces (also no-break and thin spaces).
  ['300 000', 300000, '300000'],
  ['1 000 000,5', 1000000.5, '1000000.5'],
  ['1\u202f000.25', 1000.25, '1000.25'],
  // Full-width digits, signs and spaces, as Japanese keyboards type them (NFKC).
  ['１２．５', 12.5, null],
  ['\u3000－１，２３４．５\u3000', -1234.5, '-1234.5'],
  ['１ ２３４', 1234, '1234'],
  ['１/２', 0.5, '0.5'],
  // ×10 forms.
  ['1.5×10^-9', 1.5e-9, '0.0000000015'],
  ['1.5 x 10⁻⁹', 1.5e-9, '0.0000000015'],
  ['1.5*10^-9', 1.5e-9, '0.0000000015'],
  ['1.5 × 10^−9', 1.5e-9, '0.0000000015'],
  ['2.58 × 10⁻⁴', 2.58e-4, '0.000258'],
  ['6.022 × 10²³', 6.022e23, '6.022e23'],
  ['3 X 10^8', 3e8, '300000000'],
  ['10^6', 1e6, '1000000'],
  ['10⁻³', 0.001, '0.001'],
  ['-1.6 × 10^(-19)', -1.6e-19, '-1.6e-19'],
  // Fractions and mixed numbers.
  ['1/2', 0.5, '0.5'],
  ['3/4', 0.75, '0.75'],
  ['5/4', 1.25, '1.25'],
  ['1/3', 1 / 3, '0.333333333333'],
  ['3 1/2', 3.5, '3.5'],
  ['-3 1/2', -3.5, '-3.5'],
  ['11 15/16', 11.9375, '11.9375'],
  ['0/5', 0, '0'],
  ['1⁄8', 0.125, '0.125'], // fraction slash
  ['⅝', 0.625, '0.625'],
  ['1 ¾', 1.75, '1.75'],
  ['1¾', 1.75, '1.75'],
  ['−½', -0.5, '-0.5'],
  ['2⅓', 2 + 1 / 3, '2.33333333333'], // 12 significant digits,
];

const nonNumbers = [
  '',
  '   ',
  'abc',
  '12abc',
  '1..2',
  '1,,2',
  '1,2,3',
  '1.2.3',
  '1,5.3',
  '1.000,000.5',
  '12,34.5',
  '1,000,00',
  '1 00',
  '1 5',
  '.',
  ',',
  '-',
  '+-1',
  'e5',
  '1e',
  '1e5.5',
  '0x10',
  '1_000',
  'Infinity',
  'NaN',
  '1e999',
  '1/0',
  '3 5/4',
  '1/2/3',
  '1.5/2',
  '½½',
  '1 ½ ½',
  '1.5e3 × 10^2',
  '× 10^3',
  '10^',
  '10^1000',
  '$300', // only money fields take a dollar sign
];

describe('readNumber', () => {
  it.each(numbers)('%j is %d, read as %j', (text, value, readAs) => {
    expect(readNumber(text)).toEqual({ value, readAs });
  });
  it.each(nonNumbers)('%j is null', (text) => {
    expect(readNumber(text)).toBeNull();
  });
});

describe('readNumber in a decimal-comma style (es-ES, de-DE, fr-FR, pt-BR)', () => {
  // CLDR's symbols for Spanish of Spain, as numberStyleOf reads them from Intl.
  const style = numberStyleOf('es-ES');

  it.each<[string, number, string | null]>([
    // The two texts that read two ways are read the comma's way, and say how.
    ['1.000', 1000, '1000'],
    ['-2.500', -2500, '-2500'],
    ['1,000', 1, '1'],
    ['12,500', 12.5, '12.5'],
    // Everything else reads as in en-US: groups and a decimal sign that cannot be taken otherwise.
    ['1.234,5', 1234.5, '1234.5'],
    ['1.000.000', 1000000, '1000000'],
    ['1,000,000', 1000000, '1000000'],
    ['1,000.5', 1000.5, '1000.5'],
    ['1,5', 1.5, '1.5'],
    ['1.5', 1.5, null],
    ['1\u202f234,5', 1234.5, '1234.5'],
    ['1,5×10^3', 1500, '1500'],
  ])('%j is %d, read as %j', (text, value, readAs) => {
    expect(readNumber(text, { style })).toEqual({ value, readAs });
  });

  it('reads the same texts the en-US way without a style', () => {
    expect([readNumber('1.000'), readNumber('1,000')]).toEqual([
      { value: 1, readAs: '1' },
      { value: 1000, readAs: '1000' },
    ]);
  });
});

describe('readNumber for money', () => {
  it.each([
    ['300000', 300000, null],
    ['$300000', 300000, null], // the field shows a $ already: nothing to say
    ['$300,000', 300000, '300000'],
    ['$ 300 000', 300000, '300000'],
    ['$1,200.50', 1200.5, '1200.5'],
    ['-$5', -5, null],
    ['300,000', 300000, '300000'],
    // After the number, as much of the world writes it; before or after the sign.
    ['300000$', 300000, null],
    ['300 000 $', 300000, '300000'],
    ['$-5', -5, null],
    // Thousands and millions, as people write amounts.
    ['300k', 300000, '300000'],
    ['300K', 300000, '300000'],
    ['1.5k', 1500, '1500'],
    ['1.1k', 1100, '1100'],
    ['$300k', 300000, '300000'],
    ['$ 1,5 k', 1500, '1500'],
    ['1.2M', 1200000, '1200000'],
    ['$1.5m', 1500000, '1500000'],
    ['-2k', -2000, '-2000'],
    // A dot before three digits groups: no amount of money has a third decimal.
    ['300.000', 300000, '300000'],
    ['1.000', 1000, '1000'],
    ['$1.000', 1000, '1000'],
    ['-300.000', -300000, '-300000'],
    ['300.00', 300, null],
    ['300.0000', 300, null],
    ['1.000,50', 1000.5, '1000.5'],
  ] as const)('%j is %d, read as %j', (text, value, readAs) => {
    expect(readNumber(text, { money: true })).toEqual({ value, readAs });
  });
  it.each(['$', '$$300', '$300$', '$abc', '$ 300 00', 'k', '$k', '300kk', '300 kg', '5%', '--$5', '-$-5'])('%j is null', (text) => {
    expect(readNumber(text, { money: true })).toBeNull();
  });
});

describe('readNumber for rates', () => {
  it.each([
    ['6.5%', 6.5, null],
    ['6.5 %', 6.5, null],
    ['6,5%', 6.5, '6.5'],
    ['6.5', 6.5, null],
    ['-1%', -1, null],
  ] as const)('%j is %d, read as %j', (text, value, readAs) => {
    expect(readNumber(text, { percent: true })).toEqual({ value, readAs });
  });
  it.each(['%', '6.5%%', '% 6.5', '$6.5', '6.5k'])('%j is null', (text) => {
    expect(readNumber(text, { percent: true })).toBeNull();
  });
  it('takes no % elsewhere', () => {
    expect(readNumber('6.5%')).toBeNull();
  });
});

describe('readNumberOrWhy', () => {
  it.each([
    ['abc', {}, 'Not a number'],
    ['5 11', {}, 'Not a number'],
    ['', {}, 'Not a number'],
    ['1/0', {}, 'Not a number'],
    ['Infinity', {}, 'Not a number'],
    ['1e400', {}, 'Too large'],
    ['-1e309', {}, 'Too large'],
    ['10^1000', {}, 'Too large'],
    ['1.5 × 10⁴⁰⁰', {}, 'Too large'],
    ['1e308k', { money: true }, 'Too large'],
    ['1e400%', { percent: true }, 'Too large'],
  ] as const)('%j: %j', (text, options, why) => {
    expect(readNumberOrWhy(text, options)).toBe(why);
  });
  it('gives the reading of a number', () => {
    expect(readNumberOrWhy('1,000')).toEqual({ value: 1000, readAs: '1000' });
  });
});

describe('unreadNote', () => {
  it.each([
    ['abc', 'Not a number', 'Not a number — read as 0'],
    ['1e400', 'Too large', 'Too large — read as 0'],
    ['', 'Not a number', null], // an emptied field is no mistake
    ['  ', 'Not a number', null],
  ] as const)('%j (%s): %j', (text, why, note) => {
    expect(unreadNote(text, why)).toBe(note);
  });
  it('says nothing of a number', () => {
    expect(unreadNote('1,000', { value: 1000, readAs: '1000' })).toBeNull();
  });
});

describe('parseNumberStrict', () => {
  it.each(numbers)('%j is %d', (text, expected) => {
    expect(parseNumberStrict(text)).toBe(expected);
  });
  it.each(nonNumbers)('%j is null', (text) => {
    expect(parseNumberStrict(text)).toBeNull();
  });
});

describe('parseNumber', () => {
  it.each(numbers)('%j is %d', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
  it.each(nonNumbers)('%j counts as 0', (text) => {
    expect(parseNumber(text)).toBe(0);
  });
});

describe('plainDecimal', () => {
  it.each([
    [0, '0'],
    [1000, '1000'],
    [-3.5, '-3.5'],
    [0.1 + 0.2, '0.3'], // 12 significant digits hide the binary noise
    [1e-9, '0.000000001'],
    [1.5e-10, '1.5e-10'],
    [1e21, '1e21'],
    [123456789012345680000, '123456789012000000000'],
  ])('%d is %j', (n, text) => {
    expect(plainDecimal(n)).toBe(text);
  });
});
