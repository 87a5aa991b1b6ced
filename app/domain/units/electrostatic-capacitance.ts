import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED } from './sources';

export const electrostaticCapacitance = defineQuantity({
  id: 'electrostatic-capacitance',
  name: 'Capacitance',
  units: [
    { key: 'F', abbr: 'F', name: 'Farad', plural: 'Farads', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'farad' }, factor: 1 },
    { key: 'uF', abbr: 'μF', name: 'Microfarad', plural: 'Microfarads', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microfarad' }, factor: 1e-6 },
    { key: 'nF', abbr: 'nF', name: 'Nanofarad', plural: 'Nanofarads', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanofarad' }, factor: 1e-9 },
    { key: 'pF', abbr: 'pF', name: 'Picofarad', plural: 'Picofarads', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'picofarad' }, factor: 1e-12 },
  ],
});
