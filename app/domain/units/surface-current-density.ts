import { defineQuantity, fraction } from './define';

// 1 in² = 0.00064516 m² exactly.
export const surfaceCurrentDensity = defineQuantity({
  id: 'surface-current-density',
  name: 'Surface current density',
  units: [
    { key: 'A-per-m2', abbr: 'A/m²', name: 'Ampere per square meter', factor: 1 },
    { key: 'A-per-cm2', abbr: 'A/cm²', name: 'Ampere per square centimeter', factor: 10000 },
    { key: 'A-per-in2', abbr: 'A/in²', name: 'Ampere per square inch', ...fraction(1, 0.00064516) },
  ],
});
