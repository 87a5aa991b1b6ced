import { describe, expect, it } from 'vitest';
import { parseNumber, parseNumberStrict } from './parse';

const numbers: [string, number][] = [
  ['1', 1],
  ['  42  ', 42],
  ['.5', 0.5],
  ['5.', 5],
  ['-2', -2],
  ['+3', 3],
  ['-.25', -0.25],
  ['−7', -7], // typographic minus, as copied from a page
  ['1e-9', 1e-9],
  ['1E6', 1e6],
  ['2.5e+3', 2500],
  ['007', 7],
  ['1,5', 1.5], // a lone comma is the decimal separator
  [',5', 0.5],
  ['1,000', 1], // ... even when three digits follow (documented rule)
  ['-1,5e3', -1500],
  ['1.000', 1],
  ['1,000.5', 1000.5], // both: the last one is decimal, the first groups
  ['1,234,567.89', 1234567.89],
  ['1.000,5', 1000.5],
  ['1.234.567,89', 1234567.89],
  ['1,000,000', 1000000], // a repeated separator can only group
  ['1.000.000', 1000000],
  ['1,000.', 1000],
  ['1.7976931348623157e308', 1.7976931348623157e308],
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
  '1 000',
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
];

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
