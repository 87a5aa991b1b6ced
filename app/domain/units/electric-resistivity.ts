import { defineQuantity } from './define';

export const electricResistivity = defineQuantity({
  id: 'electric-resistivity',
  name: 'Electric resistivity',
  units: [
    { key: 'ohm-m', abbr: 'Ω⋅m', name: 'Ohm meter', factor: 1 },
    { key: 'ohm-cm', abbr: 'Ω⋅cm', name: 'Ohm centimeter', factor: 0.01 },
    { key: 'ohm-mm', abbr: 'Ω⋅mm', name: 'Ohm millimeter', factor: 0.001 },
  ],
});
