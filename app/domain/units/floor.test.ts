import { describe, expect, it } from 'vitest';
import { floorIn, styleOf } from '~/i18n/converter-pages.server';
import { ENGLISH, languageByCode } from '~/i18n/languages';
import { clientUnit } from './convert-units';
import { floorWarning } from './floor';
import { getQuantity } from './registry';

const unit = (quantity: string, key: string) => clientUnit(getQuantity(quantity)!.units.find((u) => u.key === key)!);
// The warning as the English page sends it to its converter.
const floor = (quantity: string) => floorIn(ENGLISH, quantity);

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

  // The Spanish and German converters warn in their language, the bound in their number style.
  it.each([
    ['es', 'temperature', 'F', -500, 'Por debajo del cero absoluto (-459,67 °F): ninguna temperatura puede ser tan baja.'],
    ['es', 'temperature', 'K', -1, 'Por debajo del cero absoluto (0 K): ninguna temperatura puede ser tan baja.'],
    ['es', 'fuel-economy', 'mpg', -30, 'Por debajo de cero: un consumo de combustible no puede ser negativo.'],
    ['de', 'temperature', 'C', -274, 'Unter dem absoluten Nullpunkt (-273,15 °C): So tief kann keine Temperatur sinken.'],
    ['de', 'fuel-economy', 'L-per-100km', -5, 'Unter null: Ein Kraftstoffverbrauch kann nicht negativ sein.'],
  ])('in %s, %s %s: %d warns %j', (code, quantity, key, value, warning) => {
    const language = languageByCode(code)!;
    expect(floorWarning(floorIn(language, quantity), unit(quantity, key), value, styleOf(language))).toBe(warning);
  });
});
