import { defineQuantity } from './define';

export const electricConductance = defineQuantity({
  id: 'electric-conductance',
  name: 'Electric conductance',
  units: [
    { key: 'S', abbr: 'S', name: 'Siemens', factor: 1 },
    { key: 'mS', abbr: 'mS', name: 'Millisiemens', factor: 1e-3 },
    { key: 'uS', abbr: 'μS', name: 'Microsiemens', factor: 1e-6 },
  ],
});
