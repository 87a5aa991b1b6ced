import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED } from './sources';

export const electricConductivity = defineQuantity({
  id: 'electric-conductivity',
  name: 'Electric conductivity',
  units: [
    { key: 'S-per-m', abbr: 'S/m', name: 'Siemens per meter', plural: 'Siemens per meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'S/m' }, factor: 1 },
    { key: 'S-per-cm', abbr: 'S/cm', name: 'Siemens per centimeter', plural: 'Siemens per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'S/cm' }, factor: 100 },
    { key: 'mS-per-m', abbr: 'mS/m', name: 'Millisiemens per meter', plural: 'Millisiemens per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mS/m' }, factor: 1e-3 },
  ],
});
