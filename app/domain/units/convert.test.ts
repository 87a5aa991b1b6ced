import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { convert, findUnit } from './convert';
import { shortestAmong } from './convert-units';
import { getQuantity } from './registry';
import { CURRENCY_RATES_DATE } from './currency';

// Expected values are the published facts (docs/product.md#unit-tables,
// NIST SP 811), never outputs of this code.

// Exact: the nearest double to the true value, compared with toBe.
const exact: [string, number, string, string, number][] = [
  ['length', 1, 'mi', 'm', 1609.344],
  ['length', 1, 'yd', 'm', 0.9144],
  ['length', 1, 'ft', 'm', 0.3048],
  ['length', 1, 'in', 'm', 0.0254],
  ['length', 1, 'km', 'mm', 1000000],
  ['length', 1, 'ft', 'in', 12],
  ['length', 1, 'mi', 'ft', 5280],
  ['length', 1, 'mi', 'km', 1.609344],
  ['length', 3, 'ft', 'yd', 1],
  ['weight', 1, 'lb', 'kg', 0.45359237],
  ['weight', 1, 'oz', 'kg', 0.028349523125],
  ['weight', 1, 'ton', 'kg', 907.18474],
  ['weight', 1, 'lb', 'oz', 16],
  ['weight', 1, 'ton', 'lb', 2000],
  ['weight', 1, 't', 'mg', 1e9],
  ['time', 1, 'wk', 's', 604800],
  ['time', 1, 'mo', 's', 2592000],
  ['time', 1, 'yr', 's', 31536000],
  ['time', 1, 'yr', 'd', 365],
  // One year wherever a year is typed or chosen (DECISIONS "Time", ADR 079): 10, 100, 1,000 of them.
  ['time', 1, 'decade', 'yr', 10],
  ['time', 1, 'century', 'yr', 100],
  ['time', 1, 'millennium', 'd', 365000],
  ['time', 1, 'd', 'h', 24],
  ['time', 1, 's', 'ms', 1000],
  ['speed', 1, 'mph', 'mps', 0.44704],
  ['speed', 1, 'mps', 'kmh', 3.6],
  ['speed', 1, 'kn', 'kmh', 1.852],
  ['speed', 1, 'kn', 'mps', 1852 / 3600],
  ['speed', 1, 'mph', 'kmh', 1.609344],
  ['speed', 1, 'fps', 'mps', 0.3048],
  ['area', 1, 'ac', 'm2', 4046.8564224],
  ['area', 1, 'ha', 'm2', 10000],
  ['area', 1, 'mi2', 'm2', 2589988.110336],
  ['area', 1, 'ft2', 'm2', 0.09290304],
  ['area', 1, 'mi2', 'ac', 640],
  ['area', 1, 'km2', 'ha', 100],
  ['volume', 1, 'gal', 'L', 3.785411784],
  ['volume', 1, 'qt', 'L', 0.946352946],
  ['volume', 1, 'pt', 'L', 0.473176473],
  ['volume', 1, 'ft3', 'm3', 0.028316846592],
  ['volume', 1, 'L', 'mL', 1000],
  ['volume', 1, 'ukgal', 'L', 4.54609],
  ['volume', 1, 'floz', 'mL', 29.5735295625],
  ['volume', 1, 'cup', 'mL', 236.5882365],
  ['volume', 1, 'gal', 'qt', 4],
  ['volume', 1, 'qt', 'pt', 2],
  ['volume', 1, 'gal', 'floz', 128],
  ['volume', 1, 'cup', 'floz', 8],
  ['volume', 1, 'mL', 'cm3', 1],
  ['energy', 1, 'cal', 'J', 4.184],
  ['energy', 1, 'kcal', 'cal', 1000],
  ['energy', 1, 'Wh', 'J', 3600],
  ['energy', 1, 'kWh', 'J', 3.6e6],
  ['energy', 1, 'eV', 'J', 1.602176634e-19],
  ['energy', 1, 'BTU', 'J', 1055.05585262],
  ['data', 1, 'KB', 'B', 1024],
  ['data', 1, 'GB', 'B', 1073741824],
  ['data', 1, 'PB', 'TB', 1024],
  ['data', 1, 'B', 'bit', 8],
  ['data', 1, 'Kbit', 'bit', 1024],
  ['data', 1, 'Mbit', 'Kbit', 1024],
  ['data', 1, 'KB', 'Kbit', 8],
  ['data-transfer', 1, 'Kbps', 'bps', 1000],
  ['data-transfer', 1, 'Gbps', 'Mbps', 1000],
  ['data-transfer', 1, 'Bps', 'bps', 8],
  ['data-transfer', 1, 'KBps', 'Bps', 1000],
  ['data-transfer', 1, 'MBps', 'Mbps', 8],
  ['temperature', 212, 'F', 'C', 100],
  ['temperature', 32, 'F', 'C', 0],
  ['temperature', 0, 'C', 'K', 273.15],
  ['temperature', 100, 'C', 'F', 212],
  ['temperature', -40, 'C', 'F', -40],
  ['temperature', 0, 'K', 'C', -273.15],
  ['currency', 100, 'USD', 'EUR', 92],
  ['currency', 92, 'EUR', 'USD', 100],
  ['currency', 1, 'USD', 'JPY', 149.5],
  ['currency', 1, 'EUR', 'GBP', (1 / 0.92) * 0.79],
  ['currency', 1000, 'INR', 'CNY', (1000 / 83.12) * 7.24],
  ['sound', 1, 'B', 'dB', 10],
  ['sound', 1, 'Np', 'dB', 20 / Math.LN10],
  ['typography', 1, 'pt', 'px', 4 / 3],
  ['typography', 1, 'px', 'pt', 0.75],
  ['typography', 1, 'em', 'px', 16],
  ['typography', 1, 'rem', 'pt', 12],
  ['volume-lumber', 1, 'ft3', 'bdft', 12],
  ['volume-lumber', 1, 'bdft', 'in3', 144],
  ['volume-lumber', 1, 'bdft', 'ft3', 1 / 12],
  ['volume-lumber', 1, 'in3', 'm3', 0.000016387064],
  ['volume-lumber', 1, 'ft3', 'in3', 1728],
  ['prefixes', 1, 'k', 'one', 1000],
  ['prefixes', 1, 'T', 'n', 1e21],
  ['prefixes', 1, 'n', 'one', 1e-9],
  ['prefixes', 1, 'u', 'n', 1000],
  ['linear-current-density', 1, 'A-per-cm', 'A-per-m', 100],
  ['linear-current-density', 1, 'A-per-in', 'A-per-m', 5000 / 127],
  ['linear-current-density', 1, 'A-per-in', 'A-per-ft', 12],
  ['surface-current-density', 1, 'A-per-cm2', 'A-per-m2', 10000],
  ['surface-current-density', 1, 'A-per-in2', 'A-per-m2', 1e8 / 64516],
  ['electric-field-strength', 1, 'kV-per-m', 'V-per-m', 1000],
  ['electric-field-strength', 1, 'V-per-cm', 'V-per-in', 2.54],
  ['electric-potential', 1, 'V', 'uV', 1e6],
  ['electric-potential', 1, 'uV', 'V', 1e-6],
  ['electric-potential', 1, 'kV', 'mV', 1e6],
  ['electric-resistance', 1, 'Mohm', 'kohm', 1000],
  ['electric-resistance', 1, 'mohm', 'ohm', 0.001],
  ['electric-resistivity', 1, 'ohm-m', 'ohm-cm', 100],
  ['electric-resistivity', 1, 'ohm-m', 'ohm-mm', 1000],
  ['electric-conductance', 1, 'S', 'uS', 1e6],
  ['electric-conductivity', 1, 'S-per-m', 'S-per-cm', 0.01],
  ['electric-conductivity', 1, 'S-per-m', 'mS-per-m', 1000],
  ['electrostatic-capacitance', 1, 'F', 'pF', 1e12],
  ['electrostatic-capacitance', 1, 'uF', 'nF', 1000],
  ['electrostatic-capacitance', 1, 'nF', 'pF', 1000],
  ['inductance', 1, 'H', 'nH', 1e9],
  ['inductance', 1, 'mH', 'uH', 1000],
  ['magnetomotive-force', 1, 'kAt', 'mAt', 1e6],
  ['magnetic-field-strength', 1, 'A-per-cm', 'A-per-m', 100],
  ['magnetic-field-strength', 1, 'Oe', 'A-per-m', 1000 / (4 * Math.PI)],
  ['magnetic-flux', 1, 'Wb', 'Mx', 1e8],
  ['magnetic-flux', 1, 'mWb', 'uWb', 1000],
  ['magnetic-flux-density', 1, 'T', 'G', 10000],
  ['magnetic-flux-density', 1, 'G', 'uT', 100],
  ['radioactivity', 1, 'Ci', 'Bq', 3.7e10],
  ['radioactivity', 1, 'mCi', 'MBq', 37],
  ['radioactivity', 1, 'uCi', 'kBq', 37],
  ['radioactivity', 1, 'GBq', 'MBq', 1000],
  ['radiation-exposure', 1, 'R', 'C-per-kg', 2.58e-4],
  ['radiation-exposure', 1, 'R', 'mR', 1000],
  ['radiation-absorbed-dose', 1, 'rad', 'Gy', 0.01],
  ['radiation-absorbed-dose', 1, 'mGy', 'mrad', 100],
  ['radiation-absorbed-dose', 1, 'Gy', 'rad', 100],
];

// The rounded figures people print (0.453592 for the pound…): the result must round to the printed
// digits.
const rounded: [string, number, string, string, number][] = [
  ['weight', 1, 'lb', 'kg', 0.453592],
  ['weight', 1, 'oz', 'kg', 0.0283495],
  ['weight', 1, 'ton', 'kg', 907.185],
  ['speed', 1, 'kn', 'mps', 0.514444],
  ['speed', 1, 'mph', 'kmh', 1.609],
  ['area', 1, 'ac', 'm2', 4046.86],
  ['area', 1, 'mi2', 'm2', 2589988.11],
  ['area', 1, 'ft2', 'm2', 0.092903],
  ['area', 1, 'm2', 'ft2', 10.764],
  ['volume', 1, 'gal', 'm3', 0.00378541],
  ['volume', 1, 'gal', 'L', 3.785],
  ['volume', 1, 'ukgal', 'L', 4.546],
  ['volume', 1, 'qt', 'm3', 0.000946353],
  ['volume', 1, 'pt', 'm3', 0.000473176],
  ['volume', 1, 'ft3', 'm3', 0.0283168],
  ['volume-lumber', 1, 'm3', 'bdft', 423.776],
  ['magnetic-field-strength', 1, 'Oe', 'A-per-m', 79.5775],
  ['typography', 1, 'pt', 'px', 1.333],
  ['sound', 1, 'Np', 'dB', 8.685889638],
  ['sound', 1, 'dB', 'Np', 0.1151292546],
  ['temperature', 300, 'K', 'F', 80.33],
  ['temperature', 98.6, 'F', 'C', 37],
];

const decimalsOf = (x: number) => (String(x).split('.')[1] ?? '').length;

describe('convert', () => {
  it.each(exact)('%s: %d %s → %s is exactly %d', (q, value, from, to, expected) => {
    expect(convert(q, value, from, to)).toBe(expected);
  });

  it.each(rounded)('%s: %d %s → %s rounds to %d', (q, value, from, to, expected) => {
    const halfLastDigit = 0.5 * 10 ** -decimalsOf(expected);
    expect(Math.abs(convert(q, value, from, to) - expected)).toBeLessThanOrEqual(halfLastDigit);
  });

  it.each([
    ['temperature', 36.6, 'C'],
    ['currency', 0.1, 'EUR'],
    ['length', 0.1 + 0.2, 'mm'],
    ['energy', -7.5, 'eV'],
  ])('%s: %d %s → itself is the value unchanged', (q, value, unit) => {
    expect(convert(q, value, unit, unit)).toBe(value);
  });

  it.each([
    ['length', 'ft', 'parsec'],
    ['length', 'cubit', 'm'],
    ['length', 'FT', 'm'],
    ['mass', 'kg', 'lb'],
    ['constructor', 'm', 'km'],
    ['__proto__', 'm', 'km'],
    ['length', 'toString', 'toString'],
  ])('%s: unknown %s or %s gives 0', (q, from, to) => {
    expect(convert(q, 5, from, to)).toBe(0);
  });

  it.each([NaN, Infinity, -Infinity])('a value of %d counts as 0', (value) => {
    expect(convert('length', value, 'ft', 'm')).toBe(0);
    expect(convert('temperature', value, 'C', 'F')).toBe(32);
  });
});

/** GNU units' answer to 15 significant digits (its most), as the reference test runs it. */
function gnu(from: string, to: string): number {
  const run = spawnSync('/usr/bin/units', ['-t', '-d', '15', from, to], { encoding: 'utf8' });
  if (run.status !== 0 || run.stdout.trim() === '') throw new Error(`GNU units: ${from} → ${to}: ${run.stdout}${run.stderr}`);
  return Number(run.stdout.trim());
}

const shortest = (q: string, value: number, from: string, to: string) => shortestAmong(getQuantity(q)!.units, value, from, to);

describe('the full-precision result (Copy full precision, the API)', () => {
  // Answers that are short decimals, because the factors are exact: floating point alone gives
  // 434.99999999999994 for 4.35 m in cm (GNU units' own `-o %.17g` shows the same noise). The last
  // two columns are the question for GNU units, which must agree (\`units -t '4.35 m' cm\` → 435).
  const clean: [string, number, string, string, string, string, string][] = [
    ['length', 4.35, 'm', 'cm', '435', '4.35 m', 'cm'],
    ['length', 0.1, 'ft', 'in', '1.2', '0.1 ft', 'in'],
    ['length', 0.7, 'mi', 'ft', '3696', '0.7 mi', 'ft'],
    ['length', 1, 'mi', 'km', '1.609344', 'mi', 'km'],
    // ⅓ typed as a fraction is rounded before it is converted; the answer is still 4 in.
    ['length', 1 / 3, 'ft', 'in', '4', '1|3 ft', 'in'],
    ['weight', 2.2, 'lb', 'kg', '0.997903214', '2.2 lb', 'kg'],
    ['speed', 1, 'mps', 'kmh', '3.6', 'm/s', 'km/hr'],
    ['volume', 5, 'gal', 'L', '18.92705892', '5 usgallon', 'liter'],
    ['volume', 3, 'cup', 'mL', '709.7647095', '3 cup', 'ml'],
    ['data', 1.1, 'GiB', 'MiB', '1126.4', '1.1 GiB', 'MiB'],
    ['temperature', 98.6, 'F', 'C', '37', 'tempF(98.6)', 'tempC'],
    ['temperature', 0.1, 'C', 'F', '32.18', 'tempC(0.1)', 'tempF'],
    ['temperature', 36.6, 'C', 'F', '97.88', 'tempC(36.6)', 'tempF'],
    ['temperature', 20, 'C', 'K', '293.15', 'tempC(20)', 'tempK'],
  ];
  it.each(clean)('%s: %d %s → %s is %s', (q, value, from, to, expected, gnuFrom, gnuTo) => {
    expect(String(shortest(q, value, from, to))).toBe(expected);
    expect(Number(expected)).toBeCloseTo(gnu(gnuFrom, gnuTo), 12);
  });

  // Answers that are long (1/12, π, the pound-force), which keep their digits: GNU units' first 15
  // (it prints no more), and never fewer digits than it prints.
  const long: [string, number, string, string, string, string][] = [
    ['length', 1, 'in', 'ft', 'in', 'ft'],
    ['length', 0.3, 'm', 'ft', '0.3 m', 'ft'],
    ['angle', 1, 'deg', 'rad', 'degree', 'radian'],
    ['angle', 1, 'arcsec', 'rad', 'arcsec', 'radian'],
    ['pressure', 100, 'kPa', 'psi', '100 kPa', 'psi'],
    ['pressure', 1, 'psi', 'kPa', 'psi', 'kPa'],
    ['speed', 1, 'kn', 'mph', 'knot', 'mph'],
  ];
  it.each(long)('%s: %d %s → %s keeps its digits', (q, value, from, to, gnuFrom, gnuTo) => {
    const result = shortest(q, value, from, to);
    const reference = gnu(gnuFrom, gnuTo);
    const digits = (n: number) => String(n).replace(/^-?0\.0*|\.|e.*$/g, '').length;
    expect(digits(result)).toBeGreaterThanOrEqual(digits(reference));
    expect(result.toPrecision(15)).toBe(reference.toPrecision(15));
  });

  it('32.1 °F is 0.1 × 5/9 = 0.0555… °C, without the noise of subtracting 32 in floating point', () => {
    expect(shortest('temperature', 32.1, 'F', 'C').toPrecision(15)).toBe('0.0555555555555556');
  });

  it('keeps what has no finite answer: 0 mpg in L/100 km', () => {
    expect(shortest('fuel-economy', 0, 'mpg', 'L-per-100km')).toBe(Infinity);
  });
});

describe('findUnit', () => {
  it('finds a unit by quantity and key', () => {
    expect(findUnit('electric-resistance', 'kohm')).toMatchObject({ abbr: 'kΩ', name: 'Kilohm' });
  });
  it.each([
    ['length', 'parsec'],
    ['nope', 'm'],
    ['length', 'hasOwnProperty'],
  ])('%s/%s is undefined', (q, key) => {
    expect(findUnit(q, key)).toBeUndefined();
  });
});

it('dates the fixed currency table', () => {
  expect(CURRENCY_RATES_DATE).toBe('2025-01-15');
});
