import { defineQuantity } from './define';

// Affine scales cannot be a factor: each unit carries its offset and ratio to Celsius, the base
// (SPEC §9's formulas: °C = (°F − 32) × 5/9, °C = K − 273.15).
export const temperature = defineQuantity({
  id: 'temperature',
  name: 'Temperature',
  units: [
    { key: 'C', abbr: '°C', name: 'Celsius', scale: { kind: 'affine', offset: 0, numerator: 1, denominator: 1 } },
    { key: 'F', abbr: '°F', name: 'Fahrenheit', scale: { kind: 'affine', offset: -32, numerator: 5, denominator: 9 } },
    { key: 'K', abbr: 'K', name: 'Kelvin', scale: { kind: 'affine', offset: -273.15, numerator: 1, denominator: 1 } },
  ],
});
