import { defineQuantity } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

export const magneticFluxDensity = defineQuantity({
  id: 'magnetic-flux-density',
  name: 'Magnetic flux density',
  units: [
    { key: 'T', abbr: 'T', name: 'Tesla', plural: 'Teslas', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'tesla' }, factor: 1 },
    { key: 'mT', abbr: 'mT', name: 'Millitesla', plural: 'Milliteslas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millitesla' }, factor: 1e-3 },
    { key: 'uT', abbr: 'μT', name: 'Microtesla', plural: 'Microteslas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microtesla' }, factor: 1e-6 },
    { key: 'G', abbr: 'G', name: 'Gauss', plural: 'Gauss', system: 'CGS', source: `${CGS_UNITS}: 1 G = 10⁻⁴ T`, reference: { gnu: 'gauss' }, factor: 1e-4 },
  ],
});
