import { defineQuantity } from './define';
import { RADIATION_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

export const radiationAbsorbedDose = defineQuantity({
  id: 'radiation-absorbed-dose',
  name: 'Absorbed dose',
  units: [
    { key: 'Gy', abbr: 'Gy', name: 'Gray', plural: 'Grays', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'gray' }, factor: 1 },
    { key: 'mGy', abbr: 'mGy', name: 'Milligray', plural: 'Milligrays', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milligray' }, factor: 1e-3 },
    { key: 'rad', abbr: 'rad', name: 'Rad', plural: 'Rads', system: 'other', source: `${RADIATION_UNITS}: 1 rad = 0.01 Gy`, reference: { gnu: 'rad' }, factor: 0.01 },
    { key: 'mrad', abbr: 'mrad', name: 'Millirad', plural: 'Millirads', system: 'other', source: `${RADIATION_UNITS}: 1 rad = 0.01 Gy`, reference: { gnu: 'millirad' }, factor: 1e-5 },
  ],
});
