import { defineQuantity } from './define';

export const radiationExposure = defineQuantity({
  id: 'radiation-exposure',
  name: 'Radiation exposure',
  units: [
    { key: 'C-per-kg', abbr: 'C/kg', name: 'Coulomb per kilogram', factor: 1 },
    { key: 'R', abbr: 'R', name: 'Roentgen', factor: 2.58e-4 },
    { key: 'mR', abbr: 'mR', name: 'Milliroentgen', factor: 2.58e-7 },
  ],
});
