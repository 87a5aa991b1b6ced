import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// 1 Oe = 1000/(4π) A/m is irrational, so it is computed, never a rounded literal.
// Its reference is that definition, not GNU units' `oersted`: GNU units defines it as gauss/mu0
// with the measured mu0 of the 2019 SI, 5.5e-10 away from the CGS-Gaussian 1000/(4π) that the
// SI Brochure (8th ed.) Table 9 and NIST SP 811 give.
// kOe and mOe scale the oersted's 1000/(4π) A/m; the ampere-turn per inch is 1/0.0254 A/m.

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
    { key: 'kA-per-m', abbr: 'kA/m', name: 'Kiloampere per meter', plural: 'Kiloamperes per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kA/m' }, factor: 1e3 },
    { key: 'A-per-mm', abbr: 'A/mm', name: 'Ampere per millimeter', plural: 'Amperes per millimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'A/mm' }, factor: 1e3 },
    {
      key: 'kOe', abbr: 'kOe', name: 'Kilooersted', plural: 'Kilooersteds', system: 'CGS', source: `${SI_PREFIXED}; ${CGS_UNITS}: 1 Oe = 1000/(4π) A/m`,
      reference: { gnu: '(1e6 / (4 pi)) A/m' }, factor: 1e6 / (4 * Math.PI),
    },
    {
      key: 'mOe', abbr: 'mOe', name: 'Millioersted', plural: 'Millioersteds', system: 'CGS', source: `${SI_PREFIXED}; ${CGS_UNITS}: 1 Oe = 1000/(4π) A/m`,
      reference: { gnu: '(1 / (4 pi)) A/m' }, factor: 1 / (4 * Math.PI),
    },
    {
      key: 'At-per-in', abbr: 'At/in', name: 'Ampere-turn per inch', plural: 'Ampere-turns per inch', system: 'US customary',
      source: `${SI_BROCHURE}; ${YARD_AND_POUND}`, reference: { gnu: 'A/inch' }, ...fraction(1, 0.0254),
    },
  ],
});
