import { defineQuantity } from './define';

export const magnetomotiveForce = defineQuantity({
  id: 'magnetomotive-force',
  name: 'Magnetomotive force',
  units: [
    { key: 'At', abbr: 'At', name: 'Ampere-turn', factor: 1 },
    { key: 'kAt', abbr: 'kAt', name: 'Kiloampere-turn', factor: 1e3 },
    { key: 'mAt', abbr: 'mAt', name: 'Milliampere-turn', factor: 1e-3 },
  ],
});
