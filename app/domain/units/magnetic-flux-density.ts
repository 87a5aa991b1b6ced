import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Geophysics writes the nanotesla as the gamma (γ); US transformer and motor design gives flux
// density in lines (maxwells) and kilolines per square inch, over the exact 0.00064516 m² inch².
const LINES_PER_SQUARE_INCH = `${CGS_UNITS}: 1 Mx = 10⁻⁸ Wb; ${YARD_AND_POUND}`;

export const magneticFluxDensity = defineQuantity({
  id: 'magnetic-flux-density',
  name: 'Magnetic flux density',
  units: [
    { key: 'T', abbr: 'T', name: 'Tesla', plural: 'Teslas', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'tesla' }, factor: 1 },
    { key: 'mT', abbr: 'mT', name: 'Millitesla', plural: 'Milliteslas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millitesla' }, factor: 1e-3 },
    { key: 'uT', abbr: 'μT', name: 'Microtesla', plural: 'Microteslas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microtesla' }, factor: 1e-6 },
    { key: 'G', abbr: 'G', name: 'Gauss', plural: 'Gauss', system: 'CGS', source: `${CGS_UNITS}: 1 G = 10⁻⁴ T`, reference: { gnu: 'gauss' }, factor: 1e-4 },
    { key: 'nT', abbr: 'nT', name: 'Nanotesla', plural: 'Nanoteslas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanotesla' }, factor: 1e-9 },
    { key: 'pT', abbr: 'pT', name: 'Picotesla', plural: 'Picoteslas', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'picotesla' }, factor: 1e-12 },
    { key: 'kG', abbr: 'kG', name: 'Kilogauss', plural: 'Kilogauss', slug: 'kilogauss', system: 'CGS', source: `${SI_PREFIXED}; ${CGS_UNITS}: 1 G = 10⁻⁴ T`, reference: { gnu: 'kilogauss' }, factor: 0.1 },
    { key: 'mG', abbr: 'mG', name: 'Milligauss', plural: 'Milligauss', slug: 'milligauss', system: 'CGS', source: `${SI_PREFIXED}; ${CGS_UNITS}: 1 G = 10⁻⁴ T`, reference: { gnu: 'milligauss' }, factor: 1e-7 },
    { key: 'gamma', abbr: 'γ', name: 'Gamma', plural: 'Gammas', system: 'CGS', source: `${CGS_UNITS}: 1 γ = 10⁻⁵ G = 1 nT`, reference: { gnu: 'nT' }, factor: 1e-9 },
    {
      key: 'Mx-per-in2', abbr: 'Mx/in²', name: 'Line per square inch', plural: 'Lines per square inch', system: 'US customary',
      source: LINES_PER_SQUARE_INCH, reference: { gnu: 'maxwell/inch^2' }, ...fraction(1e-8, 0.00064516),
    },
    {
      key: 'kMx-per-in2', abbr: 'kMx/in²', name: 'Kiloline per square inch', plural: 'Kilolines per square inch', system: 'US customary',
      source: LINES_PER_SQUARE_INCH, reference: { gnu: 'kilomaxwell/inch^2' }, ...fraction(1e-5, 0.00064516),
    },
  ],
});
