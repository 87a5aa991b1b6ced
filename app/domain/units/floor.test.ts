import { describe, expect, it } from 'vitest';
import { clientUnit } from './convert-units';
import { floorWarning } from './floor';
import { getQuantity } from './registry';

const unit = (quantity: string, key: string) => clientUnit(getQuantity(quantity)!.units.find((u) => u.key === key)!);
const floor = (quantity: string) => getQuantity(quantity)!.floor;

// Absolute zero by hand: 0 K = −273.15 °C = −459.67 °F = 0 °R.
describe('floorWarning', () => {
  it.each([
    ['temperature', 'F', -500, 'Below absolute zero (−459.67 °F): not a physical temperature.'],
    ['temperature', 'F', -459.68, 'Below absolute zero (−459.67 °F): not a physical temperature.'],
    ['temperature', 'C', -274, 'Below absolute zero (−273.15 °C): not a physical temperature.'],
    ['temperature', 'K', -1, 'Below absolute zero (0 K): not a physical temperature.'],
    ['temperature', 'R', -0.5, 'Below absolute zero (0 °R): not a physical temperature.'],
    ['fuel-economy', 'mpg', -30, 'Below zero: not a physical fuel economy.'],
    ['fuel-economy', 'L-per-100km', -5, 'Below zero: not a physical fuel economy.'],
    ['fuel-economy', 'km-per-L', -0.1, 'Below zero: not a physical fuel economy.'],
  ])('%s %s: %d warns %j', (quantity, key, value, warning) => {
    expect(floorWarning(floor(quantity), unit(quantity, key), value)).toBe(warning);
  });

  it.each([
    ['temperature', 'F', -459.67], // absolute zero itself
    ['temperature', 'C', -273.15],
    ['temperature', 'K', 0],
    ['temperature', 'F', -40],
    ['fuel-economy', 'mpg', 0], // no finite L/100 km, but not below zero
    ['fuel-economy', 'mpg', 30],
    ['fuel-economy', 'L-per-100km', 0],
  ])('%s %s: %d says nothing', (quantity, key, value) => {
    expect(floorWarning(floor(quantity), unit(quantity, key), value)).toBeNull();
  });

  it('says nothing where the quantity has no floor', () => {
    expect(floor('length')).toBeUndefined();
    expect(floor('temperature-interval')).toBeUndefined(); // a difference may be negative
    expect(floorWarning(floor('length'), unit('length', 'm'), -5)).toBeNull();
  });
});
