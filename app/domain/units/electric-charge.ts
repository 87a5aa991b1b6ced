import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';

// Electric charge on the coulomb (1 C = 1 A·s). The ampere-hour family multiplies by the hour and
// minute of SI Brochure Table 8. The electromagnetic CGS abcoulomb is 10 C; the electrostatic
// statcoulomb is the abcoulomb divided by c in cm/s, 10/29 979 245 800 C. Since 2019 the elementary
// charge e and the Avogadro constant N_A are exact, so the faraday (the charge of a mole of
// electrons, e·N_A) is exact too: 1.602176634 × 10⁻¹⁹ × 6.02214076 × 10²³ = 96 485.332 123 310 018 4 C.
const AMPERE_HOUR = `${SI_ACCEPTED}: 1 A·h = 1 A × 3600 s`;
const EMU = `${CGS_UNITS}: 1 abC = 10 C`;
const ESU = `${CGS_UNITS}: 1 statC = 10 C / 29 979 245 800 (c in cm/s)`;
const DEFINING_CONSTANTS = `${SI_BROCHURE}, Table 1 (defining constants e = 1.602176634 × 10⁻¹⁹ C, N_A = 6.02214076 × 10²³ mol⁻¹)`;

export const electricCharge = defineQuantity({
  id: 'electric-charge',
  name: 'Electric charge',
  units: [
    { key: 'C', abbr: 'C', name: 'Coulomb', plural: 'Coulombs', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'C' }, factor: 1 },
    { key: 'kC', abbr: 'kC', name: 'Kilocoulomb', plural: 'Kilocoulombs', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kC' }, factor: 1e3 },
    { key: 'mC', abbr: 'mC', name: 'Millicoulomb', plural: 'Millicoulombs', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mC' }, factor: 1e-3 },
    { key: 'uC', abbr: 'μC', name: 'Microcoulomb', plural: 'Microcoulombs', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microcoulomb' }, factor: 1e-6 },
    { key: 'nC', abbr: 'nC', name: 'Nanocoulomb', plural: 'Nanocoulombs', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nC' }, factor: 1e-9 },
    { key: 'pC', abbr: 'pC', name: 'Picocoulomb', plural: 'Picocoulombs', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'pC' }, factor: 1e-12 },
    { key: 'Ah', abbr: 'A·h', name: 'Ampere-hour', plural: 'Ampere-hours', system: 'metric', source: AMPERE_HOUR, reference: { gnu: 'A hr' }, factor: 3600 },
    { key: 'mAh', abbr: 'mA·h', name: 'Milliampere-hour', plural: 'Milliampere-hours', system: 'metric', source: `${SI_PREFIXED}; ${AMPERE_HOUR}`, reference: { gnu: 'mA hr' }, factor: 3.6 },
    { key: 'kAh', abbr: 'kA·h', name: 'Kiloampere-hour', plural: 'Kiloampere-hours', system: 'metric', source: `${SI_PREFIXED}; ${AMPERE_HOUR}`, reference: { gnu: 'kA hr' }, factor: 3.6e6 },
    { key: 'A-min', abbr: 'A·min', name: 'Ampere-minute', plural: 'Ampere-minutes', system: 'metric', source: `${SI_ACCEPTED}: 1 A·min = 1 A × 60 s`, reference: { gnu: 'A min' }, factor: 60 },
    { key: 'abC', abbr: 'abC', name: 'Abcoulomb', plural: 'Abcoulombs', system: 'CGS', source: EMU, reference: { gnu: 'abcoulomb' }, factor: 10 },
    {
      key: 'statC', abbr: 'statC', name: 'Statcoulomb (franklin)', plural: 'Statcoulombs', system: 'CGS', source: ESU,
      reference: { gnu: 'statcoulomb' }, ...fraction(1, 2997924580),
    },
    {
      key: 'faraday', abbr: 'faraday', name: 'Faraday (a mole of electrons)', plural: 'Faradays', system: 'other',
      source: `${DEFINING_CONSTANTS}: 1 faraday = e·N_A × 1 mol`, reference: { gnu: 'e N_A mol' }, factor: 96485.3321233100184,
    },
    {
      key: 'e', abbr: 'e', name: 'Elementary charge', plural: 'Elementary charges', system: 'other', source: DEFINING_CONSTANTS,
      reference: { gnu: 'e' }, factor: 1.602176634e-19,
    },
  ],
});
