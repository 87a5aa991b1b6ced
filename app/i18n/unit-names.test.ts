import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildUnitNames, pluralCategories, unitNamesJson, unitNamesPath } from '../../scripts/unit-names';
import { quantities } from '../domain/units/registry';
import { SLUG_PATTERN } from '../domain/slug';
import { unitNameLanguages } from './unit-languages';
import { unitName, unitNameEntry, unitSlugIn } from './unit-names.server';

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

  it('close every bracket they open: a name cut short shows as "英トン（2"', () => {
    // An unquoted comma in the hand file's YAML flow mappings once ended three Japanese names there.
    const pairs: Record<string, string> = { '(': ')', '（': '）', '[': ']', '「': '」' };
    const unbalanced = (name: string) => {
      const open: string[] = [];
      for (const c of name) {
        if (c in pairs) open.push(pairs[c]!);
        else if (Object.values(pairs).includes(c) && open.pop() !== c) return true;
      }
      return open.length > 0;
    };
    const cut = units.flatMap(({ quantity, key }) =>
      Object.values(unitNameEntry(lang, quantity, key) ?? {}).filter((name) => typeof name === 'string' && unbalanced(name)),
    );
    expect(cut).toEqual([]);
  });

  it('give every unit a slug by the one slug rule, unique within its quantity', () => {
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
    ['de', 'length', 'ft', 'Fuß', 'Fuß', 'fuss'],
    ['de', 'length', 'mi', 'Meile', 'Meilen', 'meilen'],
    ['de', 'length', 'in', 'Zoll', 'Zoll', 'zoll'],
    ['de', 'length', 'm', 'Meter', 'Meter', 'meter'],
    ['de', 'weight', 'lb', 'Pfund', 'Pfund', 'pfund'],
    ['de', 'weight', 'oz', 'Unze', 'Unzen', 'unzen'],
    ['de', 'temperature', 'F', 'Grad Fahrenheit', 'Grad Fahrenheit', 'grad-fahrenheit'],
    ['de', 'area', 'km2', 'Quadratkilometer', 'Quadratkilometer', 'quadratkilometer'],
    ['de', 'area', 'ft2', 'Quadratfuß', 'Quadratfuß', 'quadratfuss'],
    ['de', 'volume', 'in3', 'Kubikzoll', 'Kubikzoll', 'kubikzoll'],
    ['de', 'pressure', 'psi', 'Pfund pro Quadratzoll', 'Pfund pro Quadratzoll', 'pfund-pro-quadratzoll'],
    ['de', 'speed', 'kmh', 'Kilometer pro Stunde', 'Kilometer pro Stunde', 'kilometer-pro-stunde'],
    ['de', 'energy', 'kWh', 'Kilowattstunde', 'Kilowattstunden', 'kilowattstunden'],
    ['de', 'energy', 'MWh', 'Megawattstunde', 'Megawattstunden', 'megawattstunden'],
    ['de', 'torque', 'N-m', 'Newtonmeter', 'Newtonmeter', 'newtonmeter'],
    ['de', 'force', 'kp', 'Kilopond', 'Kilopond', 'kilopond'],
    ['de', 'electric-charge', 'Ah', 'Amperestunde', 'Amperestunden', 'amperestunden'],
    ['de', 'acceleration', 'm-per-s2', 'Meter pro Quadratsekunde', 'Meter pro Quadratsekunde', 'meter-pro-quadratsekunde'],
    ['de', 'thermal-conductivity', 'W-per-m-K', 'Watt pro Meter und Kelvin', 'Watt pro Meter und Kelvin', 'watt-pro-meter-und-kelvin'],
    ['de', 'pressure', 'mmHg', 'Millimeter Quecksilbersäule', 'Millimeter Quecksilbersäule', 'millimeter-quecksilbersaeule'],
    ['de', 'currency', 'USD', 'US-Dollar', 'US-Dollar', 'us-dollar'],
    ['de', 'currency', 'EUR', 'Euro', 'Euro', 'euro'],
    ['de', 'currency', 'CHF', 'Schweizer Franken', 'Schweizer Franken', 'schweizer-franken'],
  ])('%s %s/%s: %s, %s (%s)', (lang, quantity, key, one, other, slug) => {
    expect(unitName(lang, quantity, key, 'one')).toBe(one);
    expect(unitName(lang, quantity, key, 'other')).toBe(other);
    expect(unitSlugIn(lang, quantity, key)).toBe(slug);
  });
});

describe('unitName', () => {
  it.each([
    ['es', 'ft', 1, 'pie'],
    ['es', 'ft', 2, 'pies'],
    ['es', 'ft', 0.5, 'pies'],
    ['es', 'ft', 0, 'pies'],
    ['es', 'ft', 1_000_000, 'pies'],
    ['de', 'mi', 1, 'Meile'],
    ['de', 'mi', 2, 'Meilen'],
    ['de', 'mi', 1.5, 'Meilen'],
  ])('%s, %s × %s → %s', (lang, key, count, name) => {
    expect(unitName(lang, 'length', key, count)).toBe(name);
  });

  it('has nothing for an unknown language, quantity or unit, nor for inherited keys', () => {
    expect(unitName('xx', 'length', 'ft', 1)).toBeUndefined();
    expect(unitName('es', 'nothing', 'ft', 1)).toBeUndefined();
    expect(unitName('es', 'length', 'nothing', 1)).toBeUndefined();
    expect(unitName('es', 'length', 'constructor', 1)).toBeUndefined();
  });
});
