import { defineQuantity } from './define';

// Exact values from the international foot (DECISIONS "Numbers").
export const area = defineQuantity({
  id: 'area',
  name: 'Area',
  units: [
    { key: 'm2', abbr: 'm²', name: 'Square meter', factor: 1 },
    { key: 'km2', abbr: 'km²', name: 'Square kilometer', factor: 1000000 },
    { key: 'cm2', abbr: 'cm²', name: 'Square centimeter', factor: 0.0001 },
    { key: 'mi2', abbr: 'mi²', name: 'Square mile', factor: 2589988.110336 },
    { key: 'ft2', abbr: 'ft²', name: 'Square foot', factor: 0.09290304 },
    { key: 'ac', abbr: 'ac', name: 'Acre', factor: 4046.8564224 },
    { key: 'ha', abbr: 'ha', name: 'Hectare', factor: 10000 },
  ],
});
