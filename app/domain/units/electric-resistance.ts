import { defineQuantity } from './define';

// SI spells the contractions "kilohm" and "megohm".
export const electricResistance = defineQuantity({
  id: 'electric-resistance',
  name: 'Electric resistance',
  units: [
    { key: 'ohm', abbr: 'Ω', name: 'Ohm', factor: 1 },
    { key: 'kohm', abbr: 'kΩ', name: 'Kilohm', factor: 1e3 },
    { key: 'Mohm', abbr: 'MΩ', name: 'Megohm', factor: 1e6 },
    { key: 'mohm', abbr: 'mΩ', name: 'Milliohm', factor: 1e-3 },
  ],
});
