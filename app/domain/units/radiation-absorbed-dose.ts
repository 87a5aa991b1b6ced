import { defineQuantity } from './define';

export const radiationAbsorbedDose = defineQuantity({
  id: 'radiation-absorbed-dose',
  name: 'Absorbed dose',
  units: [
    { key: 'Gy', abbr: 'Gy', name: 'Gray', factor: 1 },
    { key: 'mGy', abbr: 'mGy', name: 'Milligray', factor: 1e-3 },
    { key: 'rad', abbr: 'rad', name: 'Rad', factor: 0.01 },
    { key: 'mrad', abbr: 'mrad', name: 'Millirad', factor: 1e-5 },
  ],
});
