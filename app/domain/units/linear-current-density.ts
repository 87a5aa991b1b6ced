import { defineQuantity, fraction } from './define';

// Per inch and per foot divide by exact lengths, kept as fractions.
export const linearCurrentDensity = defineQuantity({
  id: 'linear-current-density',
  name: 'Linear current density',
  units: [
    { key: 'A-per-m', abbr: 'A/m', name: 'Ampere per meter', factor: 1 },
    { key: 'A-per-cm', abbr: 'A/cm', name: 'Ampere per centimeter', factor: 100 },
    { key: 'A-per-in', abbr: 'A/in', name: 'Ampere per inch', ...fraction(1, 0.0254) },
    { key: 'A-per-ft', abbr: 'A/ft', name: 'Ampere per foot', ...fraction(1, 0.3048) },
  ],
});
