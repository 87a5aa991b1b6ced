import { defineQuantity } from './define';

export const magneticFluxDensity = defineQuantity({
  id: 'magnetic-flux-density',
  name: 'Magnetic flux density',
  units: [
    { key: 'T', abbr: 'T', name: 'Tesla', factor: 1 },
    { key: 'mT', abbr: 'mT', name: 'Millitesla', factor: 1e-3 },
    { key: 'uT', abbr: 'μT', name: 'Microtesla', factor: 1e-6 },
    { key: 'G', abbr: 'G', name: 'Gauss', factor: 1e-4 },
  ],
});
