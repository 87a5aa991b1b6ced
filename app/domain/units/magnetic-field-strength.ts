import { defineQuantity } from './define';

// 1 Oe = 1000/(4π) A/m is irrational, so it is computed, never a rounded literal.
export const magneticFieldStrength = defineQuantity({
  id: 'magnetic-field-strength',
  name: 'Magnetic field strength',
  units: [
    { key: 'A-per-m', abbr: 'A/m', name: 'Ampere per meter', factor: 1 },
    { key: 'Oe', abbr: 'Oe', name: 'Oersted', factor: 1000 / (4 * Math.PI) },
    { key: 'A-per-cm', abbr: 'A/cm', name: 'Ampere per centimeter', factor: 100 },
  ],
});
