import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// 1 in² = 0.00064516 m² exactly.
export const surfaceCurrentDensity = defineQuantity({
  id: 'surface-current-density',
  name: 'Surface current density',
  units: [
    { key: 'A-per-m2', abbr: 'A/m²', name: 'Ampere per square meter', plural: 'Amperes per square meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'A/m^2' }, factor: 1 },
    { key: 'A-per-cm2', abbr: 'A/cm²', name: 'Ampere per square centimeter', plural: 'Amperes per square centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'A/cm^2' }, factor: 10000 },
    {
      key: 'A-per-in2', abbr: 'A/in²', name: 'Ampere per square inch', plural: 'Amperes per square inch', system: 'US customary', source: `${SI_BROCHURE}; ${YARD_AND_POUND}`,
      reference: { gnu: 'A/inch^2' }, ...fraction(1, 0.00064516),
    },
  ],
});
