import { defineQuantity } from './define';

// International yard and pound agreement (1959): 1 yd = 0.9144 m exactly.
export const length = defineQuantity({
  id: 'length',
  name: 'Length',
  units: [
    { key: 'm', abbr: 'm', name: 'Meter', factor: 1 },
    { key: 'km', abbr: 'km', name: 'Kilometer', factor: 1000 },
    { key: 'cm', abbr: 'cm', name: 'Centimeter', factor: 0.01 },
    { key: 'mm', abbr: 'mm', name: 'Millimeter', factor: 0.001 },
    { key: 'mi', abbr: 'mi', name: 'Mile', factor: 1609.344 },
    { key: 'yd', abbr: 'yd', name: 'Yard', factor: 0.9144 },
    { key: 'ft', abbr: 'ft', name: 'Foot', factor: 0.3048 },
    { key: 'in', abbr: 'in', name: 'Inch', factor: 0.0254 },
  ],
});
