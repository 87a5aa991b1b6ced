import { defineQuantity } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

export const magneticFlux = defineQuantity({
  id: 'magnetic-flux',
  name: 'Magnetic flux',
  units: [
    { key: 'Wb', abbr: 'Wb', name: 'Weber', plural: 'Webers', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'weber' }, factor: 1 },
    { key: 'mWb', abbr: 'mWb', name: 'Milliweber', plural: 'Milliwebers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliweber' }, factor: 1e-3 },
    { key: 'uWb', abbr: 'μWb', name: 'Microweber', plural: 'Microwebers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microweber' }, factor: 1e-6 },
    { key: 'Mx', abbr: 'Mx', name: 'Maxwell', plural: 'Maxwells', system: 'CGS', source: `${CGS_UNITS}: 1 Mx = 10⁻⁸ Wb`, reference: { gnu: 'maxwell' }, factor: 1e-8 },
  ],
});
