import { defineQuantity, fraction } from './define';

export const electricFieldStrength = defineQuantity({
  id: 'electric-field-strength',
  name: 'Electric field strength',
  units: [
    { key: 'V-per-m', abbr: 'V/m', name: 'Volt per meter', factor: 1 },
    { key: 'kV-per-m', abbr: 'kV/m', name: 'Kilovolt per meter', factor: 1000 },
    { key: 'V-per-cm', abbr: 'V/cm', name: 'Volt per centimeter', factor: 100 },
    { key: 'V-per-in', abbr: 'V/in', name: 'Volt per inch', ...fraction(1, 0.0254) },
  ],
});
