import { defineQuantity } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// The ampere-turn is the ampere (a turn is a count). GNU units' `turn` is a full circle
// (2π rad), so the references are plain amperes.
const AMPERE_TURN = `${SI_BROCHURE}: the ampere (1 At = 1 A)`;

// The CGS gilbert is 10/(4π) At, computed, never a rounded literal; its reference is that
// definition, not GNU units' `gilbert` (gauss cm / mu0, with the measured mu0 of the 2019 SI, as for
// the oersted in magnetic-field-strength.ts). The abampere-turn is 10 At.
const GILBERT = `${CGS_UNITS}: 1 Gb = 10/(4π) At`;

export const magnetomotiveForce = defineQuantity({
  id: 'magnetomotive-force',
  name: 'Magnetomotive force',
  units: [
    { key: 'At', abbr: 'At', name: 'Ampere-turn', plural: 'Ampere-turns', system: 'SI', source: AMPERE_TURN, reference: { gnu: 'A' }, factor: 1 },
    { key: 'kAt', abbr: 'kAt', name: 'Kiloampere-turn', plural: 'Kiloampere-turns', system: 'SI', source: `${SI_PREFIXED}; ${AMPERE_TURN}`, reference: { gnu: 'kA' }, factor: 1e3 },
    { key: 'mAt', abbr: 'mAt', name: 'Milliampere-turn', plural: 'Milliampere-turns', system: 'SI', source: `${SI_PREFIXED}; ${AMPERE_TURN}`, reference: { gnu: 'mA' }, factor: 1e-3 },
    { key: 'MAt', abbr: 'MAt', name: 'Megaampere-turn', plural: 'Megaampere-turns', system: 'SI', source: `${SI_PREFIXED}; ${AMPERE_TURN}`, reference: { gnu: 'megaampere' }, factor: 1e6 },
    { key: 'Gb', abbr: 'Gb', name: 'Gilbert', plural: 'Gilberts', system: 'CGS', source: GILBERT, reference: { gnu: '(10 / (4 pi)) A' }, factor: 10 / (4 * Math.PI) },
    {
      key: 'abAt', abbr: 'abAt', name: 'Abampere-turn', plural: 'Abampere-turns', system: 'CGS', source: `${CGS_UNITS}: 1 abA = 10 A`,
      reference: { gnu: 'abampere' }, factor: 10,
    },
  ],
});
