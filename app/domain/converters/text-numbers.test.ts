import { describe, expect, it } from 'vitest';
import { US_STYLE, type NumberStyle } from '../number-format';
import { quantities } from '../units/registry';
import { numbersIn, styleErrors, unproven, type NumberCheck } from './text-numbers';

/** es-ES and de-DE as CLDR writes them (written out here, not read from the code under test). */
const ES: NumberStyle = { decimal: ',', group: '.', minus: '-', minimumGroupingDigits: 2 };
const DE: NumberStyle = { decimal: ',', group: '.', minus: '-', minimumGroupingDigits: 1 };

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
    // After a letter digits are a word's ("m2", "x5"); a number a text states stands apart (Japanese writes "約 9.8 m/s²").
    ['約 9.8 m/s²', US_STYLE, [9.8]],
    ['R2-D2 and x5', US_STYLE, []],
  ])('reads "%s"', (text, style, values) => {
    const read = numbersIn(text, style).map((n) => n.value);
    expect(read).toHaveLength(values.length);
    read.forEach((value, i) => expect(value).toBeCloseTo(values[i]!, 12 - Math.log10(values[i]! || 1)));
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
