import { defineQuantity } from './define';
import { SI_ACCEPTED } from './sources';

// Decibel, bel and neper all measure a level (a logarithm already), so they
// convert linearly between themselves: 1 B = 10 dB, 1 Np = 20/ln 10 dB.
// GNU units has them only as functions of a ratio, so each reference is one level as its ratio
// (reference.test.ts converts it back with ~decibel). GNU's neper(x) = eˣ is a power ratio;
// a level of 1 Np (ISO 80000-3: a field ratio of e) is the power ratio e², hence neper(2).
export const sound = defineQuantity({
  id: 'sound',
  name: 'Sound level',
  units: [
    { key: 'dB', abbr: 'dB', name: 'Decibel', plural: 'Decibels', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'decibel(1)' }, factor: 1 },
    { key: 'B', abbr: 'B', name: 'Bel', plural: 'Bels', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'bel(1)' }, factor: 10 },
    {
      key: 'Np', abbr: 'Np', name: 'Neper', plural: 'Nepers', system: 'metric', source: `${SI_ACCEPTED}; ISO 80000-3:2006, 3-21`,
      reference: { gnu: 'neper(2)' }, factor: 20 / Math.LN10,
    },
  ],
});
