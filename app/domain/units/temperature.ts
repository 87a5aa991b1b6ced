import { defineQuantity } from './define';

// Affine scales cannot be a factor: each unit carries the formulas of SPEC §9,
// with Celsius as the base.
export const temperature = defineQuantity({
  id: 'temperature',
  name: 'Temperature',
  units: [
    { key: 'C', abbr: '°C', name: 'Celsius', toBase: (c) => c, fromBase: (c) => c },
    {
      key: 'F',
      abbr: '°F',
      name: 'Fahrenheit',
      toBase: (f) => ((f - 32) * 5) / 9,
      fromBase: (c) => (c * 9) / 5 + 32,
    },
    { key: 'K', abbr: 'K', name: 'Kelvin', toBase: (k) => k - 273.15, fromBase: (c) => c + 273.15 },
  ],
});
