import { defineQuantity } from './define';

export const inductance = defineQuantity({
  id: 'inductance',
  name: 'Inductance',
  units: [
    { key: 'H', abbr: 'H', name: 'Henry', factor: 1 },
    { key: 'mH', abbr: 'mH', name: 'Millihenry', factor: 1e-3 },
    { key: 'uH', abbr: 'μH', name: 'Microhenry', factor: 1e-6 },
    { key: 'nH', abbr: 'nH', name: 'Nanohenry', factor: 1e-9 },
  ],
});
