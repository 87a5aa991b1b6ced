import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';
import type { LinearFactor, Unit, UnitSystem } from './types';

// Charge per length, per area and per volume: each unit is a charge over a power of a length, so
// its row is built from the two (key C-per-cm2, symbol C/cm², name "Coulomb per square
// centimeter", GNU `C/cm^2`) and only the factor is written by hand, from the definitions:
// inch 0.0254 m and foot 0.3048 m (1959), abcoulomb 10 C, statcoulomb 10 C / 29 979 245 800
// (c in cm/s).
interface Part {
  key: string;
  abbr: string;
  name: string;
  gnu: string;
  system: UnitSystem;
  source: string;
}

const charges = {
  C: { key: 'C', abbr: 'C', name: 'Coulomb', gnu: 'C', system: 'SI', source: SI_BROCHURE },
  mC: { key: 'mC', abbr: 'mC', name: 'Millicoulomb', gnu: 'mC', system: 'SI', source: SI_PREFIXED },
  uC: { key: 'uC', abbr: 'μC', name: 'Microcoulomb', gnu: 'microcoulomb', system: 'SI', source: SI_PREFIXED },
  nC: { key: 'nC', abbr: 'nC', name: 'Nanocoulomb', gnu: 'nC', system: 'SI', source: SI_PREFIXED },
  pC: { key: 'pC', abbr: 'pC', name: 'Picocoulomb', gnu: 'pC', system: 'SI', source: SI_PREFIXED },
  abC: { key: 'abC', abbr: 'abC', name: 'Abcoulomb', gnu: 'abcoulomb', system: 'CGS', source: `${CGS_UNITS}: 1 abC = 10 C` },
  statC: {
    key: 'statC', abbr: 'statC', name: 'Statcoulomb', gnu: 'statcoulomb', system: 'CGS',
    source: `${CGS_UNITS}: 1 statC = 10 C / 29 979 245 800 (c in cm/s)`,
  },
} satisfies Record<string, Part>;

const lengths = {
  m: { key: 'm', abbr: 'm', name: 'meter', gnu: 'm', system: 'SI', source: SI_BROCHURE },
  cm: { key: 'cm', abbr: 'cm', name: 'centimeter', gnu: 'cm', system: 'SI', source: SI_PREFIXED },
  mm: { key: 'mm', abbr: 'mm', name: 'millimeter', gnu: 'mm', system: 'SI', source: SI_PREFIXED },
  in: { key: 'in', abbr: 'in', name: 'inch', gnu: 'inch', system: 'US customary', source: YARD_AND_POUND },
  ft: { key: 'ft', abbr: 'ft', name: 'foot', gnu: 'ft', system: 'US customary', source: YARD_AND_POUND },
} satisfies Record<string, Part>;

type Power = 1 | 2 | 3;
const POWER = {
  1: { sup: '', word: '' },
  2: { sup: '²', word: 'square ' },
  3: { sup: '³', word: 'cubic ' },
} as const;

/** One unit of charge over a length to a power: its factor in coulombs per meter to that power. */
function perLength(power: Power, charge: keyof typeof charges, length: keyof typeof lengths, factor: LinearFactor): Unit {
  const q = charges[charge];
  const l = lengths[length];
  const { sup, word } = POWER[power];
  const over = ` per ${word}${l.name}`;
  const sources = [...new Set([q.source, l.source])].join('; ');
  return {
    key: `${q.key}-per-${l.key}${power === 1 ? '' : power}`,
    abbr: `${q.abbr}/${l.abbr}${sup}`,
    name: `${q.name}${over}`,
    plural: `${q.name}s${over}`,
    system: q.system === 'CGS' ? 'CGS' : l.system,
    source: sources,
    reference: { gnu: `${q.gnu}/${l.gnu}${power === 1 ? '' : `^${power}`}` },
    ...factor,
  };
}

const f = (factor: number): LinearFactor => ({ factor });

export const linearChargeDensity = defineQuantity({
  id: 'linear-charge-density',
  name: 'Linear charge density',
  units: [
    perLength(1, 'C', 'm', f(1)),
    perLength(1, 'C', 'cm', f(100)),
    perLength(1, 'C', 'mm', f(1000)),
    perLength(1, 'mC', 'm', f(1e-3)),
    perLength(1, 'uC', 'm', f(1e-6)),
    perLength(1, 'nC', 'm', f(1e-9)),
    perLength(1, 'pC', 'm', f(1e-12)),
    perLength(1, 'uC', 'cm', f(1e-4)),
    perLength(1, 'C', 'in', fraction(1, 0.0254)),
    perLength(1, 'C', 'ft', fraction(1, 0.3048)),
    perLength(1, 'abC', 'cm', f(1000)),
    perLength(1, 'statC', 'cm', fraction(100, 2997924580)),
  ],
});

export const surfaceChargeDensity = defineQuantity({
  id: 'surface-charge-density',
  name: 'Surface charge density',
  units: [
    perLength(2, 'C', 'm', f(1)),
    perLength(2, 'C', 'cm', f(1e4)),
    perLength(2, 'C', 'mm', f(1e6)),
    perLength(2, 'mC', 'm', f(1e-3)),
    perLength(2, 'uC', 'm', f(1e-6)),
    perLength(2, 'nC', 'm', f(1e-9)),
    perLength(2, 'mC', 'cm', f(10)),
    perLength(2, 'uC', 'cm', f(1e-2)),
    perLength(2, 'nC', 'cm', f(1e-5)),
    perLength(2, 'C', 'in', fraction(1, 0.00064516)),
    perLength(2, 'C', 'ft', fraction(1, 0.09290304)),
    perLength(2, 'abC', 'cm', f(1e5)),
    perLength(2, 'statC', 'cm', fraction(1e4, 2997924580)),
  ],
});

export const volumeChargeDensity = defineQuantity({
  id: 'volume-charge-density',
  name: 'Volume charge density',
  units: [
    perLength(3, 'C', 'm', f(1)),
    perLength(3, 'C', 'cm', f(1e6)),
    perLength(3, 'C', 'mm', f(1e9)),
    perLength(3, 'mC', 'm', f(1e-3)),
    perLength(3, 'uC', 'm', f(1e-6)),
    perLength(3, 'nC', 'm', f(1e-9)),
    perLength(3, 'pC', 'm', f(1e-12)),
    perLength(3, 'uC', 'cm', f(1)),
    perLength(3, 'C', 'in', fraction(1, 0.000016387064)),
    perLength(3, 'C', 'ft', fraction(1, 0.028316846592)),
    perLength(3, 'abC', 'cm', f(1e7)),
    perLength(3, 'statC', 'cm', fraction(1e6, 2997924580)),
  ],
});
