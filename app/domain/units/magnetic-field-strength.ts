import { defineQuantity } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// 1 Oe = 1000/(4π) A/m is irrational, so it is computed, never a rounded literal.
// Its reference is that definition, not GNU units' `oersted`: GNU units defines it as gauss/mu0
// with the measured mu0 of the 2019 SI, 5.5e-10 away from the CGS-Gaussian 1000/(4π) that the
// SI Brochure (8th ed.) Table 9 and NIST SP 811 give.
export const magneticFieldStrength = defineQuantity({
  id: 'magnetic-field-strength',
  name: 'Magnetic field strength',
  units: [
    { key: 'A-per-m', abbr: 'A/m', name: 'Ampere per meter', plural: 'Amperes per meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'A/m' }, factor: 1 },
    {
      key: 'Oe', abbr: 'Oe', name: 'Oersted', plural: 'Oersteds', system: 'CGS', source: `${CGS_UNITS}: 1 Oe = 1000/(4π) A/m`,
      reference: { gnu: '(1000 / (4 pi)) A/m' }, factor: 1000 / (4 * Math.PI),
    },
    { key: 'A-per-cm', abbr: 'A/cm', name: 'Ampere per centimeter', plural: 'Amperes per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'A/cm' }, factor: 100 },
  ],
});
