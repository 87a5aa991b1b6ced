import { describe, expect, it } from 'vitest';
import { US_STYLE, type NumberStyle } from '../number-format';
import { quantities } from '../units/registry';
import { numbersIn, styleErrors, unproven, type NumberCheck, type TextNumber } from './text-numbers';

/** es-ES, de-DE and ja-JP as CLDR writes them (written out here, not read from the code under test). */
const ES: NumberStyle = { decimal: ',', group: '.', minus: '-', minimumGroupingDigits: 2 };
const DE: NumberStyle = { decimal: ',', group: '.', minus: '-', minimumGroupingDigits: 1 };
const JA: NumberStyle = { decimal: '.', group: ',', minus: '-', minimumGroupingDigits: 1 };
/** Counter words as a Japanese text writes them after a count (some of content/i18n/ja/converters.json's). */
const JA_COUNTERS = ['進', '乗', '桁', 'つ', '種類'];

/** The values read, each equal to the one expected to its last digit. */
function expectValues(read: readonly TextNumber[], values: readonly number[]) {
  expect(read).toHaveLength(values.length);
  read.forEach(({ value }, i) => expect(value).toBeCloseTo(values[i]!, 12 - Math.log10(values[i]! || 1)));
}

describe('numbers in a text', () => {
  it.each([
    ['1 pulg = 2,54 cm', ES, [1, 2.54]],
    ['1 milla = 1609,344 m', ES, [1, 1609.344]],
    ['1 milla = 1.609,344 m', DE, [1, 1609.344]],
    ['una milla náutica mide 1852 m', ES, [1852]],
    ['149.597.870.700 m', ES, [149597870700]],
    ['1 mi = 1,609.344 m', US_STYLE, [1, 1609.344]],
    ['1 eV = 1,602176634 × 10⁻¹⁹ J', ES, [1, 1.602176634e-19]],
    ['un nanómetro son 10⁻⁹ m', ES, [1e-9]],
    ['el CO₂ y el m² no tienen cifras', ES, []],
    // After a Latin letter digits are a word's ("m2", "x5").
    ['R2-D2 and x5', US_STYLE, []],
    ['el H2O y el MP3', ES, []],
  ])('reads "%s"', (text, style, values) => {
    expectValues(numbersIn(text, style), values);
  });

  // Japanese writes numbers against its words, with no space (JTF): a number after kana or kanji is read
  // whole, and a count written before its counter word (3桁, 7つ) is not read.
  it.each([
    ['1フィートはちょうど0.3048 m', [1, 0.3048]],
    ['1インチはちょうど2.54 cm', [1, 2.54]],
    ['1キロメートルは1,000メートル', [1, 1000]],
    ['約9.8 m/s²、ごとに1,000倍', [9.8, 1000]],
    ['1 eV は約1.602176634 × 10⁻¹⁹ J', [1, 1.602176634e-19]],
    ['1ナノメートルは10⁻⁹ m', [1, 1e-9]],
    ['2025年1月15日時点', [2025, 1, 15]],
    ['カタカナの長音の後ろ、メーター100個', [100]],
    ['小数点を3桁ずつ動かします', []],
    ['小数点以下4桁', []],
    ['SIの7つの基本単位の一つ', []],
    ['10進の接頭語、2進のキロ', []],
    ['長さの2乗なので、係数も2乗になります', []],
    ['重量トンには3種類あり', []],
    // 倍 is no counter: a factor between units is a value the check proves.
    ['1,024倍ずつの2進の段階', [1024]],
    // Only the counters given: 枚 is not among them here.
    ['平行な2枚の電極', [2]],
  ])('reads Japanese "%s"', (text, values) => {
    expectValues(numbersIn(text, JA, JA_COUNTERS), values);
  });

  it('reads a count before a counter word when the language has no counters', () => {
    expectValues(numbersIn('小数点を3桁ずつ', JA), [3]);
    expectValues(numbersIn('3 veces más', ES, JA_COUNTERS), [3]);
  });

  it.each([
    ['1.5 m', ES, ['1.5']],
    ['1.852 m', ES, ['1.852']],
    ['1.852 m', DE, []],
    ['12.345,6 m', ES, []],
    ['1,2,3', ES, ['1,2,3']],
    ['1.609,344 m', ES, ['1.609,344']],
  ])('flags "%s" where the style could not have written it', (text, style, runs) => {
    expect(styleErrors(text, style)).toEqual(runs);
  });
});

describe('a number proven by the English page, the unit tables or a citation', () => {
  const check = (cited: number[] = []): NumberCheck => ({
    english: numbersIn('1 ft = 0.3048 m; 1 mi = 5,280 ft = 1,609.344 m', US_STYLE),
    quantity: 'length',
    units: quantities.length.units,
    cited,
  });
  const verdict = (line: string, cited: number[] = []) => {
    const numbers = numbersIn(line, ES);
    return numbers.map((n) => unproven(n, numbers, check(cited)) === null);
  };

  it.each([
    ['the English page states it', '1 pie = 0,3048 m', [true, true]],
    ['a wrong digit', '1 pie = 0,3084 m', [true, false]],
    ['an English number rounded', 'un pie son unos 0,30 m', [true]],
    ['an exact conversion beside it', '1 pie = 12 pulgadas', [true, true]],
    ['a wrong exact conversion', '1 pie = 13 pulgadas', [true, false]],
    ['a rounded conversion (5 km = 3.10686 mi)', '5 km son 3,1069 millas', [true, true]],
    // 5 is no number of the English page: only its right result proves it.
    ['a rounded conversion with two digits swapped', '5 km son 3,1096 millas', [false, false]],
    ['the English mile with a wrong digit', '1 milla = 1609,334 m', [true, false]],
    ['a chosen value and its conversion (55 in = 139.7 cm)', 'una pantalla de 55 pulgadas mide 139,7 cm', [true, true]],
    // 3.1096 km is 1.93221 mi, but neither is on the English page nor a value an example chooses.
    ['two invented numbers that convert into each other', '3,1096 km son 1,9322 millas', [false, false]],
  ])('%s: "%s"', (_, line, expected) => {
    expect(verdict(line)).toEqual(expected);
  });

  it('accepts a number only the front matter cites', () => {
    expect(verdict('la arroba castellana, 11,502 kg')).toEqual([false]);
    expect(verdict('la arroba castellana, 11,502 kg', [11.502])).toEqual([true]);
  });
});
