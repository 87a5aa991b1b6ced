import { describe, expect, it } from 'vitest';
import { convert } from './convert';
import { defineQuantity, fraction, isLinear, unitSlug } from './define';
import { commonQuantities } from './catalog-common';
import { electricityQuantities } from './catalog-electricity';
import { engineeringQuantities } from './catalog-engineering';
import { fluidsQuantities } from './catalog-fluids';
import { heatQuantities } from './catalog-heat';
import { heatFluidsQuantities } from './catalog-heat-fluids';
import { lightOtherQuantities } from './catalog-light-other';
import { getQuantity, quantities } from './registry';
import type { LinearUnit, Quantity, ScaleUnit, Unit } from './types';

// The public contract: pages, URLs (?from=ft) and the API are built on these
// ids and keys, so changing one is a breaking change, not a refactor. New units
// are appended after them (docs/product.md#unit-tables), so these come first, in order.
const KEYS: Record<string, string> = {
  length: 'm km cm mm mi yd ft in',
  weight: 'kg g mg t lb oz ton',
  time: 's min h d wk mo yr ms',
  speed: 'mps kmh mph fps kn',
  area: 'm2 km2 cm2 mi2 ft2 ac ha',
  volume: 'm3 L mL cm3 ft3 gal qt pt ukgal floz cup',
  energy: 'J kJ cal kcal Wh kWh eV BTU',
  data: 'B KB MB GB TB bit Kbit Mbit PB',
  temperature: 'C F K',
  currency: 'USD EUR GBP JPY AUD CAD CHF CNY INR',
  'linear-current-density': 'A-per-m A-per-cm A-per-in A-per-ft',
  'surface-current-density': 'A-per-m2 A-per-cm2 A-per-in2',
  'electric-field-strength': 'V-per-m kV-per-m V-per-cm V-per-in',
  'electric-potential': 'V kV mV uV',
  'electric-resistance': 'ohm kohm Mohm mohm',
  'electric-resistivity': 'ohm-m ohm-cm ohm-mm',
  'electric-conductance': 'S mS uS',
  'electric-conductivity': 'S-per-m S-per-cm mS-per-m',
  'electrostatic-capacitance': 'F uF nF pF',
  inductance: 'H mH uH nH',
  'magnetomotive-force': 'At kAt mAt',
  'magnetic-field-strength': 'A-per-m Oe A-per-cm',
  'magnetic-flux': 'Wb mWb uWb Mx',
  'magnetic-flux-density': 'T mT uT G',
  radioactivity: 'Bq kBq MBq GBq Ci mCi uCi',
  'radiation-exposure': 'C-per-kg R mR',
  'radiation-absorbed-dose': 'Gy mGy rad mrad',
  prefixes: 'one k M G T m u n',
  'data-transfer': 'bps Kbps Mbps Gbps Bps KBps MBps',
  sound: 'dB B Np',
  typography: 'px pt em rem',
  'volume-lumber': 'm3 bdft ft3 in3',
};

const all: Quantity[] = Object.values(quantities);

describe('registry', () => {
  it("holds exactly the agreed quantities and the catalog groups' tables", () => {
    const catalog = [
      engineeringQuantities,
      heatFluidsQuantities,
      commonQuantities,
      heatQuantities,
      fluidsQuantities,
      lightOtherQuantities,
      electricityQuantities,
    ].flatMap((group) => Object.keys(group));
    expect(Object.keys(quantities).sort()).toEqual([...Object.keys(KEYS), ...catalog].sort());
  });

  it.each(Object.entries(KEYS))('%s starts with the agreed keys in order', (id, keys) => {
    const agreed = keys.split(' ');
    expect(
      getQuantity(id)
        ?.units.slice(0, agreed.length)
        .map((u) => u.key),
    ).toEqual(agreed);
  });

  it.each(['', 'Length', 'constructor', '__proto__', 'toString'])('getQuantity(%j) is undefined', (id) => {
    expect(getQuantity(id)).toBeUndefined();
  });
});

// Every ordered pair of every table, there and back.
const VALUES = [1, 123.456, 1e-6, -40, 5e9];

describe('round trips', () => {
  it.each(all.map((q) => [q.id, q] as const))('%s: a → b → a returns the value', (_, q) => {
    // Affine scales (temperature) add offsets such as 273.15, so a tiny value's
    // error is judged on the scale of 1, not of the value itself.
    const scale = (v: number) => (q.id === 'temperature' ? Math.max(1, Math.abs(v)) : Math.abs(v));
    const failures: string[] = [];
    // A currency without a built-in rate converts only at a day's stored rates (currency-rates.test.ts).
    const units = q.units.filter((u) => isLinear(u) || u.scale.kind !== 'rate' || !Number.isNaN(u.scale.rate));
    for (const a of units) {
      for (const b of units) {
        if (a === b) continue;
        for (const v of VALUES) {
          const back = convert(q.id, convert(q.id, v, a.key, b.key), b.key, a.key);
          if (!(Math.abs(back - v) / scale(v) < 1e-12)) failures.push(`${v} ${a.key}→${b.key}→${back}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(all.map((q) => [q.id, q] as const))('%s: linear pairs agree with the factors', (_, q) => {
    const linear = q.units.filter(isLinear);
    const failures: string[] = [];
    for (const a of linear) {
      for (const b of linear) {
        const viaFactors = a.factor / b.factor;
        const direct = convert(q.id, 1, a.key, b.key);
        if (!(Math.abs(direct - viaFactors) / viaFactors < 1e-15)) failures.push(`${a.key}→${b.key}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

const m: Unit = {
  key: 'm',
  abbr: 'm',
  name: 'Meter',
  plural: 'Meters',
  system: 'SI',
  source: 'SI Brochure',
  reference: { gnu: 'm' },
  factor: 1,
};
/** Another unit "x" (slug "xs") for the test table, with the fields a case changes. */
const x = (fields: Partial<LinearUnit> | Pick<ScaleUnit, 'scale'>): Unit => {
  const { factor: _, ...meta } = m;
  const other = { ...meta, key: 'x', abbr: 'x', name: 'X', plural: 'Xs' };
  return 'scale' in fields ? { ...other, ...fields } : { ...other, factor: 2, ...fields };
};
const table = (...units: Unit[]): Quantity => ({ id: 'test-length', name: 'Test', units });

describe('defineQuantity rejects a bad table at load', () => {
  it.each([
    ['duplicate key', table(m, { ...m, abbr: 'M2', slug: 'm2' }), 'duplicate key'],
    ['duplicate abbr', table(m, { ...m, key: 'm2', slug: 'm2' }), 'duplicate abbr'],
    ['zero factor', table(m, x({ factor: 0 })), 'finite positive'],
    ['negative factor', table(m, x({ factor: -1 })), 'finite positive'],
    ['NaN factor', table(m, x({ factor: NaN })), 'finite positive'],
    ['infinite factor', table(m, x({ factor: Infinity })), 'finite positive'],
    ['base not first', table({ ...m, key: 'km', abbr: 'km', name: 'Kilometer', plural: 'Kilometers', factor: 1000 }, m), 'come first'],
    ['non-ASCII key', table(m, x({ key: 'µm', abbr: 'µm' })), 'URL-safe'],
    ['empty name', table(m, x({ name: ' ' })), 'needs abbr and name'],
    ['empty plural', table(m, x({ plural: ' ', slug: 'x' })), 'needs plural and source'],
    ['empty source', table(m, x({ source: '' })), 'needs plural and source'],
    ['duplicate slug from the plural', table(m, x({ plural: 'meters' })), 'duplicate slug "meters"'],
    ['duplicate explicit slug', table(m, x({ slug: 'meters' })), 'duplicate slug "meters"'],
    ['slug with a slash', table(m, x({ slug: 'x/y' })), 'must be URL-safe'],
    ['upper-case slug', table(m, x({ slug: 'Xs' })), 'must be URL-safe'],
    ['slug with the word "to"', table(m, x({ slug: 'up-to-date' })), 'must be URL-safe'],
    ['plural without a letter or digit', table(m, x({ plural: '— · —' })), 'slug "" must be URL-safe'],
    ['fraction ≠ factor', table(m, x({ factor: 1, fraction: [4, 3] })), 'factor ≠ fraction'],
    ['one unit only', table(m), 'at least two'],
    ['scale with a zero ratio', table(m, x({ scale: { kind: 'affine', offset: 1, numerator: 0, denominator: 1 } })), 'non-zero affine ratio'],
    ['empty table values', table(m, x({ tableValues: [] })), 'tableValues is empty'],
    ['table values out of order', table(m, x({ tableValues: [2, 1] })), 'tableValues must ascend'],
    ['table value twice', table(m, x({ tableValues: [1, 1] })), 'tableValues must ascend'],
    [
      'table value a scale cannot convert',
      table(m, x({ scale: { kind: 'reciprocal', numerator: 1, denominator: 1 }, tableValues: [0, 1] })),
      'table value 0 does not convert',
    ],
    ['table value below the floor', { ...table(m, x({ tableValues: [-1, 1] })), floor: { base: 0 } }, "table value -1 is below the quantity's floor"],
    [
      'reciprocal scale with a negative number',
      table(m, x({ scale: { kind: 'reciprocal', numerator: -1, denominator: 1 } })),
      'positive scale numbers',
    ],
  ] as const)('%s', (_, quantity, reason) => {
    expect(() => defineQuantity(quantity)).toThrow(`Unit table "test-length"`);
    expect(() => defineQuantity(quantity)).toThrow(reason);
  });

  it('accepts a good table with a fraction', () => {
    const q = table(m, x(fraction(4, 3)));
    expect(defineQuantity(q)).toBe(q);
  });
});

describe('unitSlug', () => {
  it.each([
    ['Feet', undefined, 'feet'],
    ['Square meters', undefined, 'square-meters'],
    ['Degrees Celsius', undefined, 'degrees-celsius'],
    ['Imperial (UK) gallons', undefined, 'imperial-uk-gallons'],
    ['Watt-hours', undefined, 'watt-hours'],
    ['Ångströms', undefined, 'angstroms'],
    ['Degrees Réaumur', undefined, 'degrees-reaumur'],
    ['Pounds per square inch', 'psi', 'psi'],
  ])('%s (slug %s) → %s', (plural, slug, expected) => {
    expect(unitSlug({ plural, slug })).toBe(expected);
  });

  it.each(all.map((q) => [q.id, q] as const))('%s: every slug is unique and URL-safe', (_, q) => {
    const slugs = q.units.map(unitSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every data storage multiple by its convention, so a 1,024-based GB is never taken for a 1,000-based one', () => {
    const named = (key: string) => {
      const unit = getQuantity('data')!.units.find((u) => u.key === key)!;
      return `${unit.name} (${unit.abbr})`;
    };
    // The core KB … PB, Kbit and Mbit: 1,024 steps, named so.
    expect(['KB', 'MB', 'GB', 'TB', 'PB', 'Kbit', 'Mbit'].map(named)).toEqual([
      'Binary kilobyte (KB)',
      'Binary megabyte (MB)',
      'Binary gigabyte (GB)',
      'Binary terabyte (TB)',
      'Binary petabyte (PB)',
      'Binary kilobit (Kbit)',
      'Binary megabit (Mbit)',
    ]);
    expect(named('GB-dec')).toBe('Decimal gigabyte (GB (10⁹ B))');
    expect(named('GiB')).toBe('Gibibyte (GiB)');
    // Every multiple of the byte or bit says which it is, in its name or its IEC prefix.
    for (const unit of getQuantity('data')!.units) {
      if (['B', 'bit', 'nibble'].includes(unit.key)) continue;
      expect(unit.name).toMatch(/^(Binary|Decimal) |^\w+bi(byte|bit)$/);
    }
    // The addresses stay: /data/gigabytes-to-megabytes.
    expect(unitSlug(getQuantity('data')!.units.find((u) => u.key === 'GB')!)).toBe('gigabytes');
  });

  it('gives the addresses people search for', () => {
    const slug = (id: string, key: string) => unitSlug(getQuantity(id)!.units.find((u) => u.key === key)!);
    expect(`${slug('length', 'ft')}-to-${slug('length', 'm')}`).toBe('feet-to-meters');
    expect(`${slug('weight', 'kg')}-to-${slug('weight', 'lb')}`).toBe('kilograms-to-pounds');
    expect(`${slug('data', 'MB')}-to-${slug('data', 'GB')}`).toBe('megabytes-to-gigabytes');
    expect(`${slug('temperature', 'C')}-to-${slug('temperature', 'F')}`).toBe('celsius-to-fahrenheit');
    expect(slug('temperature', 'K')).toBe('kelvin');
    expect(`${slug('currency', 'USD')}-to-${slug('currency', 'EUR')}`).toBe('usd-to-eur');
    expect(`${slug('time', 'mo')}-to-${slug('time', 'yr')}`).toBe('months-to-years');
  });
});
