import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '~/domain/units/currency';
import { convertBetween } from '../units/convert-units';
import { getQuantity } from '../units/registry';
import { quantityPages, getConverterPage } from './registry';
import {
  allPairs,
  canonicalPairPage,
  findPair,
  indexablePairPaths,
  inSentence,
  pairFormula,
  pairsFrom,
  pairTableValues,
  relatedPairs,
} from './pairs';

describe('pair pages', () => {
  it.each([
    ['length', 'feet-to-inches', 'ft', 'in'],
    ['length', 'inches-to-centimeters', 'in', 'cm'],
    ['temperature', 'fahrenheit-to-kelvin', 'F', 'K'],
    ['currency', 'eur-to-jpy', 'EUR', 'JPY'],
  ])('finds /%s/%s', (quantity, pair, from, to) => {
    const found = findPair(quantity, pair);
    expect([found?.from.key, found?.to.key]).toEqual([from, to]);
    expect(found?.path).toBe(`/${quantity}/${pair}`);
  });

  it.each([
    ['length', 'feet-to-feet'],
    ['length', 'feet-to-nothing'],
    ['length', 'feet'],
    ['nothing', 'feet-to-inches'],
    ['feet-to-meters', 'feet-to-inches'],
  ])('has no page at /%s/%s', (quantity, pair) => {
    expect(findPair(quantity, pair)).toBeUndefined();
  });

  it('sends the nested twins of the four core pair pages to them, and lists only the rest', () => {
    const twins = [...allPairs()].flatMap((pair) => {
      const canonical = canonicalPairPage(pair);
      return canonical ? [`${pair.path} → /${canonical.slug}`] : [];
    });
    expect(twins.sort()).toEqual([
      '/currency/usd-to-eur → /usd-to-eur',
      '/length/feet-to-meters → /feet-to-meters',
      '/temperature/celsius-to-fahrenheit → /celsius-to-fahrenheit',
      '/weight/kilograms-to-pounds → /kg-to-lbs',
    ]);
    const paths = quantityPages.flatMap((page) => indexablePairPaths(page));
    expect(paths).not.toContain('/length/feet-to-meters');
    expect(paths).toContain('/length/feet-to-inches');
    expect(new Set(paths).size).toBe(paths.length);
    // Every ordered pair of a quantity's units, n × (n − 1), less the twin of /feet-to-meters.
    const n = getQuantity('length')!.units.length;
    expect(indexablePairPaths(getConverterPage('length')!)).toHaveLength(n * (n - 1) - 1);
  });

  it.each([
    // Factors from the definitions: 1 ft = 12 in, 1 in = 2.54 cm (1959), 1 m = 1/0.3048 ft.
    ['length', 'feet-to-inches', ['1 ft = 12 in', 'in = ft × 12', 'ft = in ÷ 12']],
    ['length', 'inches-to-centimeters', ['1 in = 2.54 cm', 'cm = in × 2.54', 'in = cm ÷ 2.54']],
    ['length', 'meters-to-feet', ['1 m ≈ 3.28083989501 ft', 'ft ≈ m × 3.28083989501', 'm ≈ ft ÷ 3.28083989501']],
    // docs/product.md#unit-tables: °C = (°F − 32) × 5/9, K = °C + 273.15.
    ['temperature', 'fahrenheit-to-celsius', ['°C = (°F − 32) × 5/9']],
    ['temperature', 'celsius-to-fahrenheit', ['°F = °C × 9/5 + 32']],
    ['temperature', 'kelvin-to-fahrenheit', ['°F = (K − 273.15) × 9/5 + 32']],
    // Delisle runs backwards: °C = 100 − °De × 2/3.
    ['temperature', 'delisle-to-celsius', ['°C = (°De − 150) × (−2/3)']],
    ['temperature', 'celsius-to-delisle', ['°De = °C × (−3/2) + 150']],
    // Fuel economy: 1 mpg (US) = 378.5411784/1.609344 L/100 km; mpg to km/L multiplies.
    ['fuel-economy', 'mpg-to-liters-per-100-kilometers', ['L/100 km ≈ 235.214583333 ÷ mpg (US)']],
    ['fuel-economy', 'liters-per-100-kilometers-to-mpg', ['mpg (US) ≈ 235.214583333 ÷ L/100 km']],
    ['fuel-economy', 'mpg-to-km-per-liter', ['1 mpg (US) ≈ 0.42514370743 km/L', 'km/L ≈ mpg (US) × 0.42514370743']],
  ] as const)('gives the formula of /%s/%s', (quantity, pair, lines) => {
    const found = findPair(quantity, pair)!;
    expect(pairFormula(found.from, found.to)).toEqual(lines);
  });

  it("gives one unit's pairs as the whole list has them: to every other unit, in the page's order", () => {
    const page = getConverterPage('length')!;
    const all = [...allPairs([page])];
    const feet = getQuantity('length')!.units.find((unit) => unit.key === 'ft')!;
    const fromFeet = pairsFrom(page, feet);
    // Length's 94 units: 93 pairs from feet.
    expect(fromFeet).toHaveLength(93);
    expect(fromFeet.map((pair) => pair.path)).toEqual(all.filter((pair) => pair.from === feet).map((pair) => pair.path));
  });

  it('links the reverse pair first, then the most useful others', () => {
    const related = relatedPairs(findPair('length', 'feet-to-inches')!);
    expect(related[0]?.path).toBe('/length/inches-to-feet');
    expect(related.map((r) => r.path)).not.toContain('/length/feet-to-inches');
    expect(related.length).toBeLessThanOrEqual(12);
  });

  it.each([
    ['Degrees Fahrenheit', 'degrees Fahrenheit'],
    ['Square meters', 'square meters'],
    ['US dollars', 'US dollars'],
    ['Kelvins', 'kelvins'],
    ['BTUs', 'BTUs'],
    ['Julian years', 'Julian years'],
    ['US R-value', 'US R-value'],
    ["Cable's lengths (US, 720 ft)", "cable's lengths (US, 720 ft)"],
    ['Planck lengths', 'Planck lengths'],
    ['Mexican pesos', 'Mexican pesos'],
    ['New Zealand dollars', 'New Zealand dollars'],
    ['South African rand', 'South African rand'],
    ['Hong Kong dollars', 'Hong Kong dollars'],
    ['Euros', 'euros'],
  ])('writes %s as %s inside a sentence', (name, expected) => {
    expect(inSentence(name)).toBe(expected);
  });

  // Every currency is named by its country or people, but the euro: "Mexican pesos", not "mexican pesos".
  it.each(CURRENCIES.filter((c) => c.code !== 'EUR').map((c) => [c.code, c.plural]))(
    'keeps the capital of %s (%s) inside a sentence',
    (_code, plural) => {
      expect(inSentence(plural)).toBe(plural);
    },
  );
});

describe('pair tables', () => {
  const within = (got: number, expected: number) => Math.abs(got - expected) <= 1e-7 * Math.abs(expected);

  it.each([
    // Expected values from GNU units (`units -t '1/(30 mi/usgallon)' 'l/(100 km)'`, …) or by hand.
    ['fuel-economy', 'mpg-to-liters-per-100-kilometers', 30, 7.8404861],
    ['fuel-economy', 'liters-per-100-kilometers-to-mpg', 8, 29.401823],
    ['heat-rate', 'btu-per-kilowatt-hour-to-percent-efficiency', 10000, 34.121416],
    ['frequency-wavelength', 'nanometers-to-thz', 500, 599.58492],
    ['image-resolution', 'dpi-to-dots-per-centimeter', 300, 118.11024],
    // 0 K = −273.15 °C and liquid nitrogen's 77 K = −196.15 °C, by the definition of the kelvin.
    ['temperature', 'kelvin-to-celsius', 0, -273.15],
    ['temperature', 'kelvin-to-celsius', 77, -196.15],
    // Units without values of their own keep the default list (°C: −40…200, feet: 0.25…100).
    ['temperature', 'celsius-to-fahrenheit', -40, -40],
    ['length', 'feet-to-inches', 0.25, 3],
    // The most visited quantities tabulate what people look up (GNU units: `units -t '220 kPa' psi`,
    // `units -t 'tempF(350)' tempC`, …): tyres, weather and blood pressure; road speeds; fever and
    // oven temperatures; body weights; drinks; heights; memory, drives and broadband.
    ['pressure', 'kpa-to-psi', 220, 31.908302],
    ['pressure', 'psi-to-kpa', 32, 220.63223],
    ['pressure', 'psi-to-bar', 32, 2.2063223],
    ['pressure', 'bar-to-psi', 2.2, 31.908302],
    ['pressure', 'hpa-to-inhg', 1013.25, 29.921256],
    ['pressure', 'inhg-to-hpa', 29.92, 1013.2075],
    ['pressure', 'mmhg-to-kpa', 120, 15.998686],
    ['speed', 'kilometers-per-hour-to-miles-per-hour', 100, 62.137119],
    ['speed', 'miles-per-hour-to-kilometers-per-hour', 65, 104.60736],
    ['temperature', 'fahrenheit-to-celsius', 350, 176.66667],
    ['temperature', 'fahrenheit-to-celsius', 98.6, 37],
    ['weight', 'pounds-to-kilograms', 150, 68.038855],
    ['weight', 'stones-to-kilograms', 12, 76.203518],
    ['weight', 'grams-to-ounces', 454, 16.014379],
    ['weight', 'milligrams-to-grains', 325, 5.0155165],
    ['volume', 'milliliters-to-us-fluid-ounces', 330, 11.158627],
    ['volume', 'us-fluid-ounces-to-milliliters', 12, 354.88235],
    ['volume', 'cubic-centimeters-to-cubic-inches', 1600, 97.637991],
    ['length', 'centimeters-to-feet', 180, 5.9055118],
    ['length', 'millimeters-to-inches', 25, 0.98425197],
    ['data', 'gigabytes-to-megabytes', 512, 524288],
    ['data', 'decimal-terabytes-to-gigabytes', 4, 3725.2903],
    ['data', 'bytes-to-bits', 1024, 8192],
    // The pair pages of the decade and century count the 365-day year of the /time table (ADR 079).
    ['time', 'decades-to-years', 1, 10],
    ['time', 'centuries-to-years', 1, 100],
    ['data-transfer', 'megabits-per-second-to-megabytes-per-second', 100, 12.5],
    ['data-transfer', 'kilobits-per-second-to-kilobytes-per-second', 56, 7],
  ] as const)('the table of /%s/%s has a row %s → %s', (quantity, slug, value, expected) => {
    const { from, to } = findPair(quantity, slug)!;
    expect(pairTableValues(from)).toContain(value);
    expect(within(convertBetween(from, to, value), expected)).toBe(true);
  });

  it.each([
    ['pressure', 'kpa-to-psi', 0.25],
    ['pressure', 'psi-to-bar', 0.25],
    ['speed', 'miles-per-hour-to-kilometers-per-hour', 0.25],
    ['temperature', 'fahrenheit-to-celsius', 37],
    ['weight', 'grams-to-ounces', 0.25],
    ['data', 'bytes-to-bits', 0.25],
    ['data', 'gigabytes-to-megabytes', 0.75],
  ] as const)('the table of /%s/%s has no row %s, a value nobody looks up there', (quantity, slug, value) => {
    expect(pairTableValues(findPair(quantity, slug)!.from)).not.toContain(value);
  });

  it.each([
    // Cars from a hybrid's 3 to a pick-up's 30 L/100 km, whichever unit the table starts from.
    ['fuel-economy', 'L-per-100km', 3, 30],
    // Power plants from 20 to 70 % efficient, whichever unit of heat rate.
    ['heat-rate', 'efficiency-pct', 20, 70],
    // No temperature below absolute zero.
    ['temperature', 'K', 0, 1000],
  ] as const)('every %s unit tabulates values from %s %s to %s', (id, key, low, high) => {
    const units = getQuantity(id)!.units;
    const unit = units.find((u) => u.key === key)!;
    for (const from of units) {
      for (const value of pairTableValues(from)) {
        const converted = convertBetween(from, unit, value);
        expect([from.key, value, converted >= low - 1e-9 && converted <= high + 1e-9]).toEqual([from.key, value, true]);
      }
    }
  });
});
