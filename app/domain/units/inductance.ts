import { defineQuantity } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// NIST SP 811 §9.7: the plural of henry is henries.
// The CGS units: 1 abH = 1 abV·s/abA = 10⁻⁹ H; 1 statH = 1 statV·s/statA = 898 755 178 736.817 64 H.
const ABHENRY = `${CGS_UNITS}: 1 abH = 10⁻⁹ H`;
const STATHENRY = `${CGS_UNITS}: 1 statH = 1 statV·s/statA = 898 755 178 736.817 64 H`;

export const inductance = defineQuantity({
  id: 'inductance',
  name: 'Inductance',
  units: [
    { key: 'H', abbr: 'H', name: 'Henry', plural: 'Henries', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'henry' }, factor: 1 },
    { key: 'mH', abbr: 'mH', name: 'Millihenry', plural: 'Millihenries', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millihenry' }, factor: 1e-3 },
    { key: 'uH', abbr: 'μH', name: 'Microhenry', plural: 'Microhenries', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microhenry' }, factor: 1e-6 },
    { key: 'nH', abbr: 'nH', name: 'Nanohenry', plural: 'Nanohenries', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanohenry' }, factor: 1e-9 },
    { key: 'pH', abbr: 'pH', name: 'Picohenry', plural: 'Picohenries', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'picohenry' }, factor: 1e-12 },
    { key: 'kH', abbr: 'kH', name: 'Kilohenry', plural: 'Kilohenries', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kilohenry' }, factor: 1e3 },
    { key: 'abH', abbr: 'abH', name: 'Abhenry', plural: 'Abhenries', system: 'CGS', source: ABHENRY, reference: { gnu: 'abhenry' }, factor: 1e-9 },
    { key: 'statH', abbr: 'statH', name: 'Stathenry', plural: 'Stathenries', system: 'CGS', source: STATHENRY, reference: { gnu: 'stathenry' }, factor: 898755178736.81764 },
  ],
});
