import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED } from './sources';

// Electric current on the ampere, an SI base unit (1 A = 1 C/s). The electromagnetic CGS abampere
// (or biot) is 10 A; the electrostatic statampere is 10 A divided by c in cm/s. Coulombs per minute
// and per hour divide by the minute and hour of SI Brochure Table 8.
export const electricCurrent = defineQuantity({
  id: 'electric-current',
  name: 'Electric current',
  units: [
    { key: 'A', abbr: 'A', name: 'Ampere', plural: 'Amperes', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'A' }, factor: 1 },
    { key: 'kA', abbr: 'kA', name: 'Kiloampere', plural: 'Kiloamperes', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kA' }, factor: 1e3 },
    { key: 'MA', abbr: 'MA', name: 'Megaampere', plural: 'Megaamperes', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'megaampere' }, factor: 1e6 },
    { key: 'mA', abbr: 'mA', name: 'Milliampere', plural: 'Milliamperes', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mA' }, factor: 1e-3 },
    { key: 'uA', abbr: 'μA', name: 'Microampere', plural: 'Microamperes', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microampere' }, factor: 1e-6 },
    { key: 'nA', abbr: 'nA', name: 'Nanoampere', plural: 'Nanoamperes', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nA' }, factor: 1e-9 },
    { key: 'pA', abbr: 'pA', name: 'Picoampere', plural: 'Picoamperes', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'pA' }, factor: 1e-12 },
    { key: 'C-per-s', abbr: 'C/s', name: 'Coulomb per second', plural: 'Coulombs per second', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'C/s' }, factor: 1 },
    {
      key: 'C-per-min', abbr: 'C/min', name: 'Coulomb per minute', plural: 'Coulombs per minute', system: 'metric', source: SI_ACCEPTED,
      reference: { gnu: 'C/min' }, ...fraction(1, 60),
    },
    {
      key: 'C-per-h', abbr: 'C/h', name: 'Coulomb per hour', plural: 'Coulombs per hour', system: 'metric', source: SI_ACCEPTED,
      reference: { gnu: 'C/hr' }, ...fraction(1, 3600),
    },
    {
      key: 'abA', abbr: 'abA', name: 'Abampere (biot)', plural: 'Abamperes', system: 'CGS', source: `${CGS_UNITS}: 1 abA = 1 Bi = 10 A`,
      reference: { gnu: 'abampere' }, factor: 10,
    },
    {
      key: 'statA', abbr: 'statA', name: 'Statampere', plural: 'Statamperes', system: 'CGS',
      source: `${CGS_UNITS}: 1 statA = 10 A / 29 979 245 800 (c in cm/s)`, reference: { gnu: 'statampere' }, ...fraction(1, 2997924580),
    },
  ],
});
