import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED } from './sources';

// The ampere-turn is the ampere (a turn is a count). GNU units' `turn` is a full circle
// (2π rad), so the references are plain amperes.
const AMPERE_TURN = `${SI_BROCHURE}: the ampere (1 At = 1 A)`;

export const magnetomotiveForce = defineQuantity({
  id: 'magnetomotive-force',
  name: 'Magnetomotive force',
  units: [
    { key: 'At', abbr: 'At', name: 'Ampere-turn', plural: 'Ampere-turns', system: 'SI', source: AMPERE_TURN, reference: { gnu: 'A' }, factor: 1 },
    { key: 'kAt', abbr: 'kAt', name: 'Kiloampere-turn', plural: 'Kiloampere-turns', system: 'SI', source: `${SI_PREFIXED}; ${AMPERE_TURN}`, reference: { gnu: 'kA' }, factor: 1e3 },
    { key: 'mAt', abbr: 'mAt', name: 'Milliampere-turn', plural: 'Milliampere-turns', system: 'SI', source: `${SI_PREFIXED}; ${AMPERE_TURN}`, reference: { gnu: 'mA' }, factor: 1e-3 },
  ],
});
