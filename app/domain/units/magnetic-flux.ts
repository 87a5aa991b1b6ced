import { defineQuantity } from './define';

export const magneticFlux = defineQuantity({
  id: 'magnetic-flux',
  name: 'Magnetic flux',
  units: [
    { key: 'Wb', abbr: 'Wb', name: 'Weber', factor: 1 },
    { key: 'mWb', abbr: 'mWb', name: 'Milliweber', factor: 1e-3 },
    { key: 'uWb', abbr: 'μWb', name: 'Microweber', factor: 1e-6 },
    { key: 'Mx', abbr: 'Mx', name: 'Maxwell', factor: 1e-8 },
  ],
});
