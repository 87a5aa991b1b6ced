import { defineQuantity } from './define';
import { RADIATION_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// GNU units' `R` is the gas constant: the references spell out `roentgen`.
const ROENTGEN = `${RADIATION_UNITS}: 1 R = 2.58 × 10⁻⁴ C/kg`;

export const radiationExposure = defineQuantity({
  id: 'radiation-exposure',
  name: 'Radiation exposure',
  units: [
    { key: 'C-per-kg', abbr: 'C/kg', name: 'Coulomb per kilogram', plural: 'Coulombs per kilogram', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'C/kg' }, factor: 1 },
    { key: 'R', abbr: 'R', name: 'Roentgen', plural: 'Roentgens', system: 'other', source: `${RADIATION_UNITS}: 1 R = 2.58 × 10⁻⁴ C/kg`, reference: { gnu: 'roentgen' }, factor: 2.58e-4 },
    { key: 'mR', abbr: 'mR', name: 'Milliroentgen', plural: 'Milliroentgens', system: 'other', source: `${RADIATION_UNITS}: 1 R = 2.58 × 10⁻⁴ C/kg`, reference: { gnu: 'milliroentgen' }, factor: 2.58e-7 },
    { key: 'mC-per-kg', abbr: 'mC/kg', name: 'Millicoulomb per kilogram', plural: 'Millicoulombs per kilogram', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mC/kg' }, factor: 1e-3 },
    { key: 'uC-per-kg', abbr: 'μC/kg', name: 'Microcoulomb per kilogram', plural: 'Microcoulombs per kilogram', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microcoulomb/kg' }, factor: 1e-6 },
    { key: 'nC-per-kg', abbr: 'nC/kg', name: 'Nanocoulomb per kilogram', plural: 'Nanocoulombs per kilogram', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nC/kg' }, factor: 1e-9 },
    { key: 'uR', abbr: 'μR', name: 'Microroentgen', plural: 'Microroentgens', system: 'other', source: ROENTGEN, reference: { gnu: 'microroentgen' }, factor: 2.58e-10 },
    { key: 'kR', abbr: 'kR', name: 'Kiloroentgen', plural: 'Kiloroentgens', system: 'other', source: ROENTGEN, reference: { gnu: 'kiloroentgen' }, factor: 0.258 },
  ],
});
