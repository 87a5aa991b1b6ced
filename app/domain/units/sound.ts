import { defineQuantity } from './define';

// Decibel, bel and neper all measure a level (a logarithm already), so they
// convert linearly between themselves: 1 B = 10 dB, 1 Np = 20/ln 10 dB.
export const sound = defineQuantity({
  id: 'sound',
  name: 'Sound level',
  units: [
    { key: 'dB', abbr: 'dB', name: 'Decibel', factor: 1 },
    { key: 'B', abbr: 'B', name: 'Bel', factor: 10 },
    { key: 'Np', abbr: 'Np', name: 'Neper', factor: 20 / Math.LN10 },
  ],
});
