import { defineQuantity } from './define';

// Base m³ comes first like every table; SPEC lists bd ft first, which the page
// can still show by ordering its units. 1 in³ = 0.000016387064 m³ exactly, and
// 1 bd ft = 144 in³ = 1/12 ft³.
export const volumeLumber = defineQuantity({
  id: 'volume-lumber',
  name: 'Lumber volume',
  units: [
    { key: 'm3', abbr: 'm³', name: 'Cubic meter', factor: 1 },
    { key: 'bdft', abbr: 'bd ft', name: 'Board foot', factor: 0.002359737216 },
    { key: 'ft3', abbr: 'ft³', name: 'Cubic foot', factor: 0.028316846592 },
    { key: 'in3', abbr: 'in³', name: 'Cubic inch', factor: 0.000016387064 },
  ],
});
