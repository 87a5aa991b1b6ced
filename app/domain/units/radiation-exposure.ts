import { defineQuantity } from './define';
import { RADIATION_UNITS, SI_BROCHURE } from './sources';

// GNU units' `R` is the gas constant: the references spell out `roentgen`.
export const radiationExposure = defineQuantity({
  id: 'radiation-exposure',
  name: 'Radiation exposure',
  units: [
    { key: 'C-per-kg', abbr: 'C/kg', name: 'Coulomb per kilogram', plural: 'Coulombs per kilogram', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'C/kg' }, factor: 1 },
    { key: 'R', abbr: 'R', name: 'Roentgen', plural: 'Roentgens', system: 'other', source: `${RADIATION_UNITS}: 1 R = 2.58 × 10⁻⁴ C/kg`, reference: { gnu: 'roentgen' }, factor: 2.58e-4 },
    { key: 'mR', abbr: 'mR', name: 'Milliroentgen', plural: 'Milliroentgens', system: 'other', source: `${RADIATION_UNITS}: 1 R = 2.58 × 10⁻⁴ C/kg`, reference: { gnu: 'milliroentgen' }, factor: 2.58e-7 },
  ],
});
