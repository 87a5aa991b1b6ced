import { describe, expect, it } from 'vitest';
import { convert } from './convert';
import { defineQuantity, fraction, isLinear } from './define';
import { getQuantity, quantities } from './registry';
import type { Quantity, Unit } from './types';

// The public contract: pages, URLs (?from=ft) and the API are built on these
// ids and keys, so changing one is a breaking change, not a refactor.
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
  it('holds exactly the agreed quantities', () => {
    expect(Object.keys(quantities).sort()).toEqual(Object.keys(KEYS).sort());
  });

  it.each(Object.entries(KEYS))('%s has the agreed keys in order', (id, keys) => {
    expect(getQuantity(id)?.units.map((u) => u.key)).toEqual(keys.split(' '));
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
    for (const a of q.units) {
      for (const b of q.units) {
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

const m: Unit = { key: 'm', abbr: 'm', name: 'Meter', factor: 1 };
const table = (...units: Unit[]): Quantity => ({ id: 'test-length', name: 'Test', units });

describe('defineQuantity rejects a bad table at load', () => {
  it.each([
    ['duplicate key', table(m, { ...m, abbr: 'M2' }), 'duplicate key'],
    ['duplicate abbr', table(m, { ...m, key: 'm2' }), 'duplicate abbr'],
    ['zero factor', table(m, { key: 'x', abbr: 'x', name: 'X', factor: 0 }), 'finite positive'],
    ['negative factor', table(m, { key: 'x', abbr: 'x', name: 'X', factor: -1 }), 'finite positive'],
    ['NaN factor', table(m, { key: 'x', abbr: 'x', name: 'X', factor: NaN }), 'finite positive'],
    ['infinite factor', table(m, { key: 'x', abbr: 'x', name: 'X', factor: Infinity }), 'finite positive'],
    ['base not first', table({ key: 'km', abbr: 'km', name: 'Kilometer', factor: 1000 }, m), 'come first'],
    ['non-ASCII key', table(m, { key: 'µm', abbr: 'µm', name: 'Micrometer', factor: 1e-6 }), 'URL-safe'],
    ['empty name', table(m, { key: 'x', abbr: 'x', name: ' ', factor: 2 }), 'needs abbr and name'],
    ['fraction ≠ factor', table(m, { key: 'x', abbr: 'x', name: 'X', factor: 1, fraction: [4, 3] }), 'factor ≠ fraction'],
    ['one unit only', table(m), 'at least two'],
    [
      'scale with a zero ratio',
      table(m, { key: 'x', abbr: 'x', name: 'X', scale: { kind: 'affine', offset: 1, numerator: 0, denominator: 1 } }),
      'non-zero affine ratio',
    ],
    [
      'reciprocal scale with a negative number',
      table(m, { key: 'x', abbr: 'x', name: 'X', scale: { kind: 'reciprocal', numerator: -1, denominator: 1 } }),
      'positive scale numbers',
    ],
  ] as const)('%s', (_, quantity, reason) => {
    expect(() => defineQuantity(quantity)).toThrow(`Unit table "test-length"`);
    expect(() => defineQuantity(quantity)).toThrow(reason);
  });

  it('accepts a good table with a fraction', () => {
    const q = table(m, { key: 'x', abbr: 'x', name: 'X', ...fraction(4, 3) });
    expect(defineQuantity(q)).toBe(q);
  });
});
