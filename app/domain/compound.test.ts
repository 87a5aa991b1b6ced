import { describe, expect, it } from 'vitest';
import { compoundKindsFor, compoundsOffered, compoundUnit, formatCompound, readCompound, type CompoundKind } from './compound';
import { clientUnit } from './units/convert-units';
import { getQuantity } from './units/registry';

const units = (id: string) => getQuantity(id)!.units.map(clientUnit);

// Expected values by hand: 1 ft = 12 in, 1 st = 14 lb, 1 lb = 16 oz, 1 h = 60 min = 3600 s,
// 1° = 60′ = 3600″.
const typed: [string, CompoundKind, number, string][] = [
  [`5' 11"`, 'feet-inches', 71, '5 ft 11 in'],
  [`5'11"`, 'feet-inches', 71, '5 ft 11 in'],
  ['5′ 11″', 'feet-inches', 71, '5 ft 11 in'],
  [`5' 11''`, 'feet-inches', 71, '5 ft 11 in'],
  [`5' 11 1/2"`, 'feet-inches', 71.5, '5 ft 11.5 in'],
  ['5 ft 11.5 in', 'feet-inches', 71.5, '5 ft 11.5 in'],
  ['5ft 11in', 'feet-inches', 71, '5 ft 11 in'],
  ['5 feet 11 inches', 'feet-inches', 71, '5 ft 11 in'],
  ['5 feet and 11 inches', 'feet-inches', 71, '5 ft 11 in'],
  ['5 ft, 11 in', 'feet-inches', 71, '5 ft 11 in'],
  ['5 FT 11 IN', 'feet-inches', 71, '5 ft 11 in'],
  [`5' 11`, 'feet-inches', 71, '5 ft 11 in'],
  ['1,000 ft 0 in', 'feet-inches', 12000, '1000 ft 0 in'],
  ['5 ft 11 ⅝ in', 'feet-inches', 71.625, '5 ft 11.625 in'],
  [`5' 11⅝"`, 'feet-inches', 71.625, '5 ft 11.625 in'],
  [`5' 11,5"`, 'feet-inches', 71.5, '5 ft 11.5 in'],
  [`6'`, 'feet-inches', 72, '6 ft'],
  [`-5' 11"`, 'feet-inches', -71, '-5 ft 11 in'],
  [`−5' 11"`, 'feet-inches', -71, '-5 ft 11 in'],
  ['12 st 4 lb', 'stone-pounds', 172, '12 st 4 lb'],
  ['12st 4lb', 'stone-pounds', 172, '12 st 4 lb'],
  ['12 stone 4 pounds', 'stone-pounds', 172, '12 st 4 lb'],
  ['12 st 4', 'stone-pounds', 172, '12 st 4 lb'],
  ['12 st 4.5 lb', 'stone-pounds', 172.5, '12 st 4.5 lb'],
  ['5 lb 3 oz', 'pounds-ounces', 83, '5 lb 3 oz'],
  ['5 lbs 3.5 oz', 'pounds-ounces', 83.5, '5 lb 3.5 oz'],
  ['7 pounds 8 ounces', 'pounds-ounces', 120, '7 lb 8 oz'],
  ['1:30:15', 'hours-minutes-seconds', 5415, '1 h 30 min 15 s'],
  ['1:30', 'hours-minutes-seconds', 5400, '1 h 30 min'], // hours:minutes, as a clock reads
  ['0:00:01.5', 'hours-minutes-seconds', 1.5, '0 h 0 min 1.5 s'],
  ['1h 30m 15s', 'hours-minutes-seconds', 5415, '1 h 30 min 15 s'],
  ['2 hr 15 min', 'hours-minutes-seconds', 8100, '2 h 15 min'],
  ['1 hour 30 minutes', 'hours-minutes-seconds', 5400, '1 h 30 min'],
  ['30 min 15 s', 'hours-minutes-seconds', 1815, '30 min 15 s'],
  ['40° 26′ 46″', 'degrees-minutes-seconds', 145606, '40° 26′ 46″'],
  [`40°26'46"`, 'degrees-minutes-seconds', 145606, '40° 26′ 46″'],
  [`40° 26' 46.5"`, 'degrees-minutes-seconds', 145606.5, '40° 26′ 46.5″'],
  ['40 deg 26 arcmin', 'degrees-minutes-seconds', 145560, '40° 26′'],
  ['40d 26m 46s', 'degrees-minutes-seconds', 145606, '40° 26′ 46″'],
  ['40d26m46s', 'degrees-minutes-seconds', 145606, '40° 26′ 46″'],
  ['40 degrees 26 minutes 46 seconds', 'degrees-minutes-seconds', 145606, '40° 26′ 46″'],
  ['40 deg 26 min 46.5 sec', 'degrees-minutes-seconds', 145606.5, '40° 26′ 46.5″'],
  ['40d 26m 46s N', 'degrees-minutes-seconds', 145606, '40° 26′ 46″'],
  ['40°', 'degrees-minutes-seconds', 144000, '40°'],
  ['40° 26′ 46″ S', 'degrees-minutes-seconds', -145606, '-40° 26′ 46″'],
  ['74° 0′ 21″ W', 'degrees-minutes-seconds', -266421, '-74° 0′ 21″'],
  ['40° 26′ 46″ N', 'degrees-minutes-seconds', 145606, '40° 26′ 46″'],
];

const notCompounds = [
  '',
  '5',
  '3 1/2',
  '5 ft', // one unit is no compound (the search reads it; the field wants a number)
  '11 in',
  '5 lb',
  'abc',
  '5 ft 11 cm',
  '5.5 ft 3 in', // only the last part takes decimals
  '12 st 4 oz',
  '5 in 11 ft', // parts in descending order
  `5' 11 1/0"`,
  '1:60',
  '1:30:60',
  '1::30',
  `26' 46" N`, // hemispheres belong to degrees
  '5 ft 11 in 3',
];

describe('readCompound', () => {
  it.each(typed)('%j is %s %d, read as %j', (text, kind, value, readAs) => {
    expect(readCompound(text)).toEqual({ kind, value, unit: readCompound(text)?.unit, readAs });
  });
  it.each([
    ['feet-inches', 'in'],
    ['stone-pounds', 'lb'],
    ['pounds-ounces', 'oz'],
    ['hours-minutes-seconds', 's'],
    ['degrees-minutes-seconds', 'arcsec'],
  ])('%s is read in %s', (kind, unit) => {
    const sample = typed.find(([, k]) => k === kind)![0];
    expect(readCompound(sample)?.unit).toBe(unit);
  });
  it.each(notCompounds)('%j is null', (text) => {
    expect(readCompound(text)).toBeNull();
  });
  it('reads only the kinds asked for', () => {
    expect(readCompound('1:30', ['degrees-minutes-seconds'])).toBeNull();
    expect(readCompound('26m 46s', ['degrees-minutes-seconds'])).toBeNull(); // arc needs its degrees
    expect(readCompound('5 lb 3 oz', ['pounds-ounces'])?.kind).toBe('pounds-ounces');
  });
});

const shown: [number, string, CompoundKind, string][] = [
  [71.625, 'in', 'feet-inches', '5 ft 11 ⅝ in'],
  [71, 'in', 'feet-inches', '5 ft 11 in'],
  [72, 'in', 'feet-inches', '6 ft 0 in'],
  [71.99, 'in', 'feet-inches', '6 ft 0 in'], // 1151.84 sixteenths round to 1152: a whole foot carried
  [71.96, 'in', 'feet-inches', '5 ft 11 15/16 in'], // 1151.36 sixteenths
  [11.5, 'in', 'feet-inches', '11 ½ in'],
  [0.3125, 'in', 'feet-inches', '5/16 in'],
  [0, 'in', 'feet-inches', '0 in'],
  [-0.01, 'in', 'feet-inches', '0 in'], // rounds to nothing: no minus sign
  [-71.625, 'in', 'feet-inches', '-5 ft 11 ⅝ in'],
  [5.9375, 'ft', 'feet-inches', '5 ft 11 ¼ in'],
  [12000, 'in', 'feet-inches', '1,000 ft 0 in'],
  [1e20, 'in', 'feet-inches', '8.3333 × 10¹⁸ ft'],
  [Infinity, 'in', 'feet-inches', '∞ ft'],
  [172, 'lb', 'stone-pounds', '12 st 4 lb'],
  [172.34, 'lb', 'stone-pounds', '12 st 4.3 lb'],
  [167.96, 'lb', 'stone-pounds', '12 st 0 lb'],
  [10, 'lb', 'stone-pounds', '10 lb'],
  [12.5, 'stone', 'stone-pounds', '12 st 7 lb'],
  [83, 'oz', 'pounds-ounces', '5 lb 3 oz'],
  [120.44, 'oz', 'pounds-ounces', '7 lb 8.4 oz'],
  [7.5, 'lb', 'pounds-ounces', '7 lb 8 oz'],
  [0.5, 'oz', 'pounds-ounces', '0.5 oz'],
  [5415, 's', 'hours-minutes-seconds', '1:30:15'],
  [1.5, 's', 'hours-minutes-seconds', '0:00:01.5'],
  [0.123456, 's', 'hours-minutes-seconds', '0:00:00.123'],
  [59.9996, 's', 'hours-minutes-seconds', '0:01:00'],
  [90, 'min', 'hours-minutes-seconds', '1:30:00'],
  [1.25, 'h', 'hours-minutes-seconds', '1:15:00'],
  [360000, 's', 'hours-minutes-seconds', '100:00:00'],
  [-5415, 's', 'hours-minutes-seconds', '-1:30:15'],
  [145606, 'arcsec', 'degrees-minutes-seconds', '40° 26′ 46″'],
  [-33.8688, 'deg', 'degrees-minutes-seconds', '-33° 52′ 7.7″'], // 121,927.68″
  [30, 'arcmin', 'degrees-minutes-seconds', '0° 30′ 0″'], // degrees always show: 30′ 0″ reads as feet
  [0.5, 'arcsec', 'degrees-minutes-seconds', '0° 0′ 0.5″'],
];

// Every sixteenth of an inch: Unicode has vulgar fractions for the eighths only.
const sixteenths = ['1/16', '⅛', '3/16', '¼', '5/16', '⅜', '7/16', '½', '9/16', '⅝', '11/16', '¾', '13/16', '⅞', '15/16'];

describe('formatCompound', () => {
  it.each(shown)('%d %s as %s is %s', (value, unit, kind, text) => {
    expect(formatCompound(value, unit, kind)).toBe(text);
  });
  it.each(sixteenths.map((text, i) => [i + 1, text] as const))('%d/16 in is %s', (n, text) => {
    expect(formatCompound(12 + n / 16, 'in', 'feet-inches')).toBe(`1 ft 0 ${text} in`.replace(' 0 ', ' '));
  });
  it('refuses a unit that is no part of the compound', () => {
    expect(() => formatCompound(1, 'cm', 'feet-inches')).toThrow(RangeError);
  });
});

describe('compoundKindsFor', () => {
  it.each([
    ['length', ['feet-inches']],
    ['weight', ['stone-pounds', 'pounds-ounces']],
    ['time', ['hours-minutes-seconds']],
    ['angle', ['degrees-minutes-seconds']],
    ['pressure', []],
  ])('%s offers %j', (quantity, kinds) => {
    expect(compoundKindsFor(quantity)).toEqual(kinds);
  });
});

describe('the compounds a page offers as results', () => {
  it.each([
    ['length', ['feet-inches'], ['in']],
    ['weight', ['stone-pounds', 'pounds-ounces'], ['lb', 'oz']],
    ['time', ['hours-minutes-seconds'], ['s']],
    ['angle', ['degrees-minutes-seconds'], ['arcsec']],
    ['pressure', [], []],
  ] as const)('%s: %j, shown in %j', (quantity, kinds, unitKeys) => {
    const offered = compoundsOffered(quantity, units(quantity));
    expect(offered).toEqual(kinds);
    expect(offered.map(compoundUnit)).toEqual(unitKeys);
  });
  it('offers none whose parts the page lacks or holds in other ratios', () => {
    expect(
      compoundsOffered(
        'length',
        units('length').filter((u) => u.key !== 'ft'),
      ),
    ).toEqual([]);
    expect(
      compoundsOffered(
        'length',
        units('length').map((u) => (u.key === 'ft' ? { ...u, factor: 0.3 } : u)),
      ),
    ).toEqual([]);
  });
});
