import { defineQuantity } from './define';

export const electricConductivity = defineQuantity({
  id: 'electric-conductivity',
  name: 'Electric conductivity',
  units: [
    { key: 'S-per-m', abbr: 'S/m', name: 'Siemens per meter', factor: 1 },
    { key: 'S-per-cm', abbr: 'S/cm', name: 'Siemens per centimeter', factor: 100 },
    { key: 'mS-per-m', abbr: 'mS/m', name: 'Millisiemens per meter', factor: 1e-3 },
  ],
});
