import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED } from './sources';

export const electricResistivity = defineQuantity({
  id: 'electric-resistivity',
  name: 'Electric resistivity',
  units: [
    { key: 'ohm-m', abbr: 'Ω⋅m', name: 'Ohm meter', plural: 'Ohm meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'ohm m' }, factor: 1 },
    { key: 'ohm-cm', abbr: 'Ω⋅cm', name: 'Ohm centimeter', plural: 'Ohm centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ohm cm' }, factor: 0.01 },
    { key: 'ohm-mm', abbr: 'Ω⋅mm', name: 'Ohm millimeter', plural: 'Ohm millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'ohm mm' }, factor: 0.001 },
  ],
});
