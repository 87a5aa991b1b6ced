import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../search/build-index.server';
import { evaluate, MAX_EXPRESSION_LENGTH, type ExpressionAnswer } from './evaluate';

/** What the box shows besides the number (the numbers themselves are the corpus's: corpus.test.ts). */
const index = buildSearchIndex();

function answer(input: string): ExpressionAnswer {
  const result = evaluate(input, index);
  if (!result.ok) expect.fail(`${input}: ${result.error}`);
  return result;
}

describe('how an expression was read', () => {
  it.each([
    ['5 ft 11 in + 3 cm in cm', '(5 ft + 11 in) + 3 cm'],
    ['20 kWh/100 km in mi/kWh', '20 kWh / 100 km'],
    ['70 kg * 9.81 m/s² in lbf', '70 kg × 9.81 m/s²'],
    ['1 GB / 10 MB/s', '1 GB (10⁹ B) / 10 MB (10⁶ B)/s'],
    ['5 miles per hour in km/h', '5 mi/h'],
    ['3 1/2 cups in ml', '3.5 cup (US)'],
    ['1,5 kg in g', '1.5 kg'],
    ['2 * (3 m + 4 m)', '2 × (3 m + 4 m)'],
    ['(2 m)^2', '(2 m)²'],
    ['40° 26\' 46" in deg', '40° + 26′ + 46″'],
    ['what is 2 h 30 min in min?', '2 h + 30 min'],
  ])('%s reads as %s', (input, readAs) => {
    expect(answer(input).readAs).toBe(readAs);
  });
});

describe('what an answer names', () => {
  it('names the quantity whose dimension the result has, for its converter', () => {
    expect(answer('70 kg * 9.81 m/s² in lbf').quantity).toEqual({ slug: 'force', name: 'Force' });
    expect(answer('70 kg * 9.81 m/s² in lbf').dimension).toBe('kg·m/s²');
    expect(answer('1 gal / 30 mi in L/100 km').quantity?.slug).toBe('fuel-economy');
    expect(answer('5 N m + 2 N m').quantity?.slug).toBe('torque');
    expect(answer('3 * 4').quantity).toBeNull();
    // A symbol typed in its own case: kilonewtons, where search reads "kn" as knots.
    expect(answer('2.5 kN').quantity?.slug).toBe('force');
  });

  it('says when a conversion is reciprocal', () => {
    const mpg = answer('7 L/100 km in mpg');
    expect(mpg.reciprocal).toBe(true);
    expect(mpg.quantity?.slug).toBe('fuel-economy');
    expect(answer('7 L/100 km in L/100 km').reciprocal).toBe(false);
  });

  it('without a target, answers in the unit written first and in the SI unit', () => {
    const height = answer('5 ft 11 in + 3 cm');
    expect([height.unit, height.also.map((a) => a.unit)]).toEqual(['ft', ['m']]);
    const distance = answer('60 mph * 2 h');
    expect([distance.unit, distance.also]).toEqual(['m', []]);
  });

  it('shows compound targets as the converters do', () => {
    expect(answer('190 cm in feet and inches').text).toBe('6 ft 2 13/16 in');
    expect(answer('2 h 30 min in h:m:s').text).toBe('2:30:00');
    expect(answer('80 kg in st lb').text).toBe('12 st 8.4 lb');
    expect(answer("10° 30' in dms").text).toBe('10° 30′ 0″');
  });

  it('converts money in its own dimension by the reference table', () => {
    const sum = answer('100 USD + 50 EUR in USD');
    expect(sum.quantity?.slug).toBe('currency');
    expect(sum.value).toBeGreaterThan(150);
  });

  it('converts a temperature alone exactly, as the converter does', () => {
    expect(answer('98.6 °F in °C').value).toBe(37);
    expect(answer('100 C to F').value).toBe(212);
  });
});

describe('refusals', () => {
  it('converts no money without a built-in rate: that is the currency page’s, at the day’s rates', () => {
    const result = evaluate('100 MXN in USD', index);
    expect(result.ok).toBe(false);
  });

  it('suggests units that begin like an unknown word', () => {
    const result = evaluate('5 fleeb', index);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.suggestions?.length).toBeGreaterThan(0);
  });

  it(`refuses more than ${MAX_EXPRESSION_LENGTH} characters and reads up to them`, () => {
    const sum = `1 m${' + 1 m'.repeat(32)}`;
    expect(sum.length).toBeLessThanOrEqual(MAX_EXPRESSION_LENGTH);
    expect(answer(sum).value).toBeCloseTo(33);
    expect(evaluate(`${sum} + 1 m`.padEnd(MAX_EXPRESSION_LENGTH + 1, ' '), index)).toEqual({
      ok: false,
      error: `Too long: an expression has at most ${MAX_EXPRESSION_LENGTH} characters`,
    });
  });

  // The largest double is about 1.8 × 10^308: beyond it arithmetic gives ∞, which no answer may show.
  it.each([
    ['1e308*10', 'The result is too large'],
    ['-1e308 * 10', 'The result is too large'],
    ['1e308 + 1e308', 'The result is too large'],
    ['1e308 m * 10 m', 'The result is too large'],
    ['1e400', 'The result is too large'],
    ['2^99999', 'The result is too large'],
    // 10^308 km is 10^314 mm: the value fits, its answer in the target's unit does not.
    ['1e308 km in mm', 'The result is too large'],
    ['1e308 km in ft and in', 'The result is too large'],
    ['1 / 0 m', 'Division by zero'],
    ['1/0', 'Division by zero'],
    ['5 m / 0 s', 'Division by zero'],
    ['0 m / 0 m', 'Division by zero'],
    ['5 m / (2 m - 2 m)', 'Division by zero'],
  ])('refuses %j: %s', (input, error) => {
    expect(evaluate(input, index)).toEqual({ ok: false, error });
  });

  it('answers what stays within a double, however large', () => {
    // 10^308 m = 10^305 km; 10^200 m² = 10^206 mm².
    expect(answer('1e308 m in km').value).toBeCloseTo(1e305, -295);
    expect(answer('1e200 m^2 in mm^2').value).toBeCloseTo(1e206, -196);
  });

  it('quotes a long side of a refusal cut short', () => {
    const result = evaluate(`1 m${' + 1 m'.repeat(20)} + 1 kg`, index);
    expect(result).toEqual({ ok: false, error: 'Cannot add length (1 m + 1 m + 1 m + 1 m + 1 m + 1 m + 1 m…) and weight (1 kg)' });
  });

  it('answers anything typed with a value or a refusal, never by throwing', () => {
    const pieces = [
      '1',
      '2.5',
      'm',
      'ft',
      'in',
      'to',
      '(',
      ')',
      '^',
      '²',
      '/',
      '*',
      '+',
      '-',
      '°C',
      "'",
      '"',
      '1/2',
      ':',
      '$',
      'per',
      'sq',
      'x',
      'e9',
      ',',
      ' ',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: 1 + (next() % 12) }, () => pieces[next() % pieces.length]).join(next() % 2 ? ' ' : '');
      const result = evaluate(text, index);
      expect(typeof result.ok, text).toBe('boolean');
      if (result.ok) expect(typeof result.value, text).toBe('number');
      else expect(result.error, text).not.toBe('Cannot evaluate this expression');
    }
  });
});

// Issue 37, items 5 and 6 (docs/decisions/079-expressions-and-data.md); the numbers are the corpus's.
describe('percentages, temperatures, the year and data units', () => {
  it('reads a percentage as hundredths, and "of" after it as times', () => {
    expect(answer('15% of 80 kg').readAs).toBe('15% × 80 kg');
    expect(answer('3 km * 120%').readAs).toBe('3 km × 120%');
  });

  it('answers an absolute temperature moved by an interval in its own unit, and in the usual other one', () => {
    // 25 °C = 25 × 9/5 + 32 = 77 °F.
    const warmer = answer('20 °C + 5 Δ°C');
    expect([warmer.value, warmer.unit, warmer.also]).toEqual([25, '°C', [{ value: 77, unit: '°F' }]]);
    // The difference of two absolutes is an interval: the temperature-interval converter.
    expect(answer('30 °C - 20 °C').quantity?.slug).toBe('temperature-interval');
  });

  it('says why light in a 365-day year is not a light-year, and only where both are written', () => {
    expect(answer('speed of light * 1 year in ly').notes).toEqual([
      'A year here is 365 days, as everywhere on this site; the light-year is defined by the IAU with the Julian year of 365.25 days, so light travels 0.9993 ly in 1 yr.',
    ]);
    expect(answer('1 ly in km').notes).toBeUndefined();
    expect(answer('2 years in days').notes).toBeUndefined();
  });

  it('names the binary reading beside data units, which typed text reads as SI', () => {
    // 1 TiB = 2⁴⁰ B = 1,024 × 2³⁰ B; 1 GiB = 1,024 MiB.
    expect(answer('1 tb in gb').notes).toEqual(['binary: 1 TiB = 1,024 GiB']);
    expect(answer('1 gb in mb').notes).toEqual(['binary: 1 GiB = 1,024 MiB']);
    expect(answer('5 GiB in MiB').notes).toBeUndefined();
  });
});
