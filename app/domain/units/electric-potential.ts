import { defineQuantity } from './define';

export const electricPotential = defineQuantity({
  id: 'electric-potential',
  name: 'Electric potential',
  units: [
    { key: 'V', abbr: 'V', name: 'Volt', factor: 1 },
    { key: 'kV', abbr: 'kV', name: 'Kilovolt', factor: 1e3 },
    { key: 'mV', abbr: 'mV', name: 'Millivolt', factor: 1e-3 },
    { key: 'uV', abbr: 'μV', name: 'Microvolt', factor: 1e-6 },
  ],
});
