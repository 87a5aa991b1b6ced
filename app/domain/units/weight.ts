import { defineQuantity } from './define';

// Exact avoirdupois definitions (NIST SP 811), not SPEC's rounded 0.453592.
export const weight = defineQuantity({
  id: 'weight',
  name: 'Weight',
  units: [
    { key: 'kg', abbr: 'kg', name: 'Kilogram', factor: 1 },
    { key: 'g', abbr: 'g', name: 'Gram', factor: 0.001 },
    { key: 'mg', abbr: 'mg', name: 'Milligram', factor: 0.000001 },
    { key: 't', abbr: 't', name: 'Metric ton', factor: 1000 },
    { key: 'lb', abbr: 'lb', name: 'Pound', factor: 0.45359237 },
    { key: 'oz', abbr: 'oz', name: 'Ounce', factor: 0.028349523125 },
    { key: 'ton', abbr: 'ton', name: 'US ton', factor: 907.18474 },
  ],
});
