import { describe, expect, it } from 'vitest';
import { readTyped } from './typed';
import { clientUnit } from './units/convert-units';
import { getQuantity } from './units/registry';

const units = (id: string) => getQuantity(id)!.units.map(clientUnit);

// Expected values by hand: 1 ft = 12 in = 30.48 cm, 1 st = 14 lb, 1 lb = 0.45359237 kg,
// 1 h = 60 min, 1° = 60′ = 3600″, °C = (°F − 32) × 5/9.
describe('readTyped', () => {
  it.each([
    ['length', `5' 11"`, 'in', 71, '5 ft 11 in'],
    ['length', `5' 11"`, 'cm', 180.34, '5 ft 11 in'], // 71 × 2.54
    ['length', `5' 11"`, 'ft', 71 / 12, '5 ft 11 in'],
    ['length', '300,000', 'm', 300000, '300000'],
    ['length', '2.5', 'm', 2.5, null],
    ['weight', '12 st 4 lb', 'kg', 78.01788764, '12 st 4 lb'], // 172 × 0.45359237
    ['weight', '5 lb 3 oz', 'oz', 83, '5 lb 3 oz'],
    ['time', '1:30', 'min', 90, '1 h 30 min'],
    ['angle', '40° 30′', 'deg', 40.5, '40° 30′'],
    // Degrees, minutes and seconds written with letters.
    ['angle', '40d 26m 46s', 'deg', 40 + 26 / 60 + 46 / 3600, '40° 26′ 46″'],
    ['angle', '40d 30m', 'arcmin', 2430, '40° 30′'],
    // A number and a unit of the page: converted from that unit to the from unit.
    ['weight', '11 stone', 'stone', 11, '11 st'],
    ['weight', '11 st', 'lb', 154, '11 st'],
    ['weight', '11 stones', 'kg', 69.85322498, '11 st'], // 154 × 0.45359237
    ['weight', '11 Stone', 'lb', 154, '11 st'],
    ['weight', '5 lbs', 'oz', 80, '5 lb'],
    ['weight', '2 pounds', 'oz', 32, '2 lb'],
    ['length', '6 feet', 'in', 72, '6 ft'],
    ['length', '6 ft', 'm', 1.8288, '6 ft'],
    ['length', '6ft', 'in', 72, '6 ft'],
    ['length', '3 inches', 'cm', 7.62, '3 in'],
    ['length', '1,5 km', 'm', 1500, '1.5 km'],
    ['length', '1/2 mi', 'ft', 2640, '0.5 mi'],
    ['length', '2 meters', 'cm', 200, '2 m'],
    ['length', '5 mm', 'm', 0.005, '5 mm'],
    ['length', '5 nmi', 'm', 9260, '5 nmi'], // not "5 n" miles
    ['temperature', '-40 °F', 'C', -40, '-40 °F'],
    ['temperature', '212 F', 'C', 100, '212 °F'],
    ['temperature', '100 c', 'F', 212, '100 °C'],
    ['angle', '40d', 'arcmin', 2400, '40°'],
    ['time', '90 minutes', 'h', 1.5, '90 min'],
    // Currency fields read money: a dollar sign and grouping.
    ['currency', '$1,234.56', 'USD', 1234.56, '1234.56'],
    ['currency', '$100', 'USD', 100, null],
    ['currency', '100 EUR', 'USD', 100 / 0.92, '100 EUR'],
    // Money written with its code first (the built-in rate: 0.92 EUR to the dollar).
    ['currency', 'EUR 50', 'USD', 50 / 0.92, '50 EUR'],
    ['currency', 'eur 1.234,50', 'USD', 1234.5 / 0.92, '1234.5 EUR'],
  ] as const)('%s: %j in %s is %d, read as %j', (quantity, text, from, value, readAs) => {
    const reading = readTyped(text, units(quantity), from);
    expect(reading).toEqual({ value: expect.closeTo(value, 8), readAs });
  });

  it.each([
    ['length', '12 st 4 lb', 'm', 'Not a number'], // not this quantity's compound
    ['weight', `5' 11"`, 'kg', 'Not a number'],
    ['length', 'abc', 'm', 'Not a number'],
    ['length', '5 11', 'm', 'Not a number'],
    ['length', '', 'm', 'Not a number'],
    ['length', 'm', 'm', 'Not a number'],
    ['length', '5 kg', 'm', 'Not a number'], // no unit of this page
    ['length', '1e400', 'm', 'Too large'],
    ['length', '1e400 km', 'm', 'Too large'],
    ['length', `5' 11"`, 'nope', 'Not a number'],
    ['angle', '26m 46s', 'deg', 'Not a number'], // minutes of arc need their degrees
    ['weight', '11 stone', 'nope', 'Not a number'],
    ['length', '$300', 'm', 'Not a number'], // a dollar sign belongs to money
    ['length', 'km 5', 'm', 'Not a number'], // only money puts its unit first
  ])('%s: %j in %s is %j', (quantity, text, from, why) => {
    expect(readTyped(text, units(quantity), from)).toBe(why);
  });

  it('needs the units in the ratios the compound assumes', () => {
    const length = units('length').map((u) => (u.key === 'ft' ? { ...u, factor: 0.3 } : u));
    expect(readTyped(`5' 11"`, length, 'in')).toBe('Not a number');
  });
});
