import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED } from './sources';

export const electricConductance = defineQuantity({
  id: 'electric-conductance',
  name: 'Electric conductance',
  units: [
    { key: 'S', abbr: 'S', name: 'Siemens', plural: 'Siemens', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'S' }, factor: 1 },
    { key: 'mS', abbr: 'mS', name: 'Millisiemens', plural: 'Millisiemens', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mS' }, factor: 1e-3 },
    { key: 'uS', abbr: 'μS', name: 'Microsiemens', plural: 'Microsiemens', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microsiemens' }, factor: 1e-6 },
  ],
});
