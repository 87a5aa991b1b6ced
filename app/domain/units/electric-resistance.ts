import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED } from './sources';

// SI spells the contractions "kilohm" and "megohm".
export const electricResistance = defineQuantity({
  id: 'electric-resistance',
  name: 'Electric resistance',
  units: [
    { key: 'ohm', abbr: 'Ω', name: 'Ohm', plural: 'Ohms', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'ohm' }, factor: 1 },
    { key: 'kohm', abbr: 'kΩ', name: 'Kilohm', plural: 'Kilohms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kiloohm' }, factor: 1e3 },
    { key: 'Mohm', abbr: 'MΩ', name: 'Megohm', plural: 'Megohms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'megaohm' }, factor: 1e6 },
    { key: 'mohm', abbr: 'mΩ', name: 'Milliohm', plural: 'Milliohms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliohm' }, factor: 1e-3 },
  ],
});
