import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildUnitNames, pluralCategories, unitNamesJson, unitNamesPath } from '../../scripts/unit-names';
import { quantities } from '../domain/units/registry';
import { SLUG_PATTERN } from './slug';
import { unitNameLanguages } from './unit-languages';
import { unitName, unitNameEntry, unitSlugIn } from './unit-names';

const units = Object.entries(quantities).flatMap(([quantity, table]) => table.units.map((unit) => ({ quantity, key: unit.key })));

describe.each(unitNameLanguages)('unit names in %s', (lang) => {
  it('are the generator’s output from CLDR and the hand file (run `npm run i18n:units` after changing either)', () => {
    const { names } = buildUnitNames(lang);
    expect(readFileSync(unitNamesPath(lang), 'utf8')).toBe(unitNamesJson(names));
  });

  it('name every catalog unit in every plural category of the language', () => {
    const categories = pluralCategories(lang);
    const missing = units.filter(({ quantity, key }) => {
      const entry = unitNameEntry(lang, quantity, key);
      return !entry || categories.some((category) => !entry[category]?.trim());
    });
    expect(missing).toEqual([]);
  });

  it('give every unit a slug of lower-case ASCII words, unique within its quantity', () => {
    for (const [quantity, table] of Object.entries(quantities)) {
      const slugs = table.units.map((unit) => unitSlugIn(lang, quantity, unit.key) ?? '');
      for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});

describe('unit names, spot checks', () => {
  // Written from CLDR 48's unit and currency names, the Spanish SI terms of the CEM and the
  // Duden; not from the generator's output.
  it.each([
    ['es', 'length', 'ft', 'pie', 'pies', 'pies'],
    ['es', 'length', 'm', 'metro', 'metros', 'metros'],
    ['es', 'length', 'in', 'pulgada', 'pulgadas', 'pulgadas'],
    ['es', 'length', 'dam', 'decámetro', 'decámetros', 'decametros'],
    ['es', 'length', 'ly', 'año luz', 'años luz', 'anos-luz'],
    ['es', 'weight', 'lb', 'libra', 'libras', 'libras'],
    ['es', 'weight', 'kg', 'kilogramo', 'kilogramos', 'kilogramos'],
    ['es', 'temperature', 'F', 'grado Fahrenheit', 'grados Fahrenheit', 'grados-fahrenheit'],
    ['es', 'temperature', 'C', 'grado Celsius', 'grados Celsius', 'grados-celsius'],
    ['es', 'pressure', 'psi', 'libra-fuerza por pulgada cuadrada', 'libras-fuerza por pulgada cuadrada', 'libras-fuerza-por-pulgada-cuadrada'],
    ['es', 'speed', 'kmh', 'kilómetro por hora', 'kilómetros por hora', 'kilometros-por-hora'],
    ['es', 'speed', 'km-per-s', 'kilómetro por segundo', 'kilómetros por segundo', 'kilometros-por-segundo'],
    ['es', 'energy', 'kWh', 'kilovatio hora', 'kilovatios hora', 'kilovatios-hora'],
    ['es', 'energy', 'MWh', 'megavatio hora', 'megavatios hora', 'megavatios-hora'],
    ['es', 'torque', 'kN-m', 'kilonewton metro', 'kilonewtons metro', 'kilonewtons-metro'],
    ['es', 'volume', 'm3', 'metro cúbico', 'metros cúbicos', 'metros-cubicos'],
    ['es', 'area', 'in2', 'pulgada cuadrada', 'pulgadas cuadradas', 'pulgadas-cuadradas'],
    ['es', 'acceleration', 'ft-per-s2', 'pie por segundo al cuadrado', 'pies por segundo al cuadrado', 'pies-por-segundo-al-cuadrado'],
    ['es', 'kinematic-viscosity', 'm2-per-s', 'metro cuadrado por segundo', 'metros cuadrados por segundo', 'metros-cuadrados-por-segundo'],
    ['es', 'electric-resistance', 'kohm', 'kiloohmio', 'kiloohmios', 'kiloohmios'],
    ['es', 'currency', 'USD', 'dólar estadounidense', 'dólares estadounidenses', 'dolares-estadounidenses'],
    ['es', 'currency', 'MXN', 'peso mexicano', 'pesos mexicanos', 'pesos-mexicanos'],
    ['es', 'thermal-expansion', 'per-K', 'por kelvin', 'por kelvin', 'por-kelvin'],
  ])('%s %s/%s: %s, %s (%s)', (lang, quantity, key, one, other, slug) => {
    expect(unitName(lang, quantity, key, 'one')).toBe(one);
    expect(unitName(lang, quantity, key, 'other')).toBe(other);
    expect(unitSlugIn(lang, quantity, key)).toBe(slug);
  });
});

describe('unitName', () => {
  it.each([
    ['es', 1, 'pie'],
    ['es', 2, 'pies'],
    ['es', 0.5, 'pies'],
    ['es', 0, 'pies'],
    ['es', 1_000_000, 'pies'],
  ])('%s, %s ft → %s', (lang, count, name) => {
    expect(unitName(lang, 'length', 'ft', count)).toBe(name);
  });

  it('has nothing for an unknown language, quantity or unit, nor for inherited keys', () => {
    expect(unitName('xx', 'length', 'ft', 1)).toBeUndefined();
    expect(unitName('es', 'nothing', 'ft', 1)).toBeUndefined();
    expect(unitName('es', 'length', 'nothing', 1)).toBeUndefined();
    expect(unitName('es', 'length', 'constructor', 1)).toBeUndefined();
  });
});
