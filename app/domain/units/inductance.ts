import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED } from './sources';

// NIST SP 811 §9.7: the plural of henry is henries.
export const inductance = defineQuantity({
  id: 'inductance',
  name: 'Inductance',
  units: [
    { key: 'H', abbr: 'H', name: 'Henry', plural: 'Henries', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'henry' }, factor: 1 },
    { key: 'mH', abbr: 'mH', name: 'Millihenry', plural: 'Millihenries', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millihenry' }, factor: 1e-3 },
    { key: 'uH', abbr: 'μH', name: 'Microhenry', plural: 'Microhenries', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microhenry' }, factor: 1e-6 },
    { key: 'nH', abbr: 'nH', name: 'Nanohenry', plural: 'Nanohenries', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanohenry' }, factor: 1e-9 },
  ],
});
