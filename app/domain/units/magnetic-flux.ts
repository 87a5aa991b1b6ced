import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// The unit pole of the CGS system carries 4π maxwells; the magnetic flux quantum Φ₀ = h/(2e) is
// exact since the 2019 SI fixed h and e.
const FLUX_QUANTUM = `${SI_BROCHURE}, Table 1 (h = 6.62607015 × 10⁻³⁴ J·s, e = 1.602176634 × 10⁻¹⁹ C): Φ₀ = h/(2e)`;

export const magneticFlux = defineQuantity({
  id: 'magnetic-flux',
  name: 'Magnetic flux',
  units: [
    { key: 'Wb', abbr: 'Wb', name: 'Weber', plural: 'Webers', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'weber' }, factor: 1 },
    { key: 'mWb', abbr: 'mWb', name: 'Milliweber', plural: 'Milliwebers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliweber' }, factor: 1e-3 },
    { key: 'uWb', abbr: 'μWb', name: 'Microweber', plural: 'Microwebers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microweber' }, factor: 1e-6 },
    { key: 'Mx', abbr: 'Mx', name: 'Maxwell', plural: 'Maxwells', system: 'CGS', source: `${CGS_UNITS}: 1 Mx = 10⁻⁸ Wb`, reference: { gnu: 'maxwell' }, factor: 1e-8 },
    { key: 'nWb', abbr: 'nWb', name: 'Nanoweber', plural: 'Nanowebers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanoweber' }, factor: 1e-9 },
    { key: 'kMx', abbr: 'kMx', name: 'Kilomaxwell (kiloline)', plural: 'Kilomaxwells', system: 'CGS', source: `${SI_PREFIXED}; ${CGS_UNITS}: 1 Mx = 10⁻⁸ Wb`, reference: { gnu: 'kilomaxwell' }, factor: 1e-5 },
    {
      key: 'unit-pole', abbr: 'unit pole', name: 'Unit pole', plural: 'Unit poles', system: 'CGS', source: `${CGS_UNITS}: 1 unit pole = 4π Mx`,
      reference: { gnu: 'unitpole' }, factor: 4 * Math.PI * 1e-8,
    },
    {
      key: 'flux-quantum', abbr: 'Φ₀', name: 'Magnetic flux quantum', plural: 'Magnetic flux quanta', system: 'other', source: FLUX_QUANTUM,
      reference: { gnu: 'h / (2 e)' }, ...fraction(6.62607015e-34, 3.204353268e-19),
    },
  ],
});
