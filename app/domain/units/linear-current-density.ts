import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Per inch and per foot divide by exact lengths, kept as fractions.
export const linearCurrentDensity = defineQuantity({
  id: 'linear-current-density',
  name: 'Linear current density',
  units: [
    { key: 'A-per-m', abbr: 'A/m', name: 'Ampere per meter', plural: 'Amperes per meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'A/m' }, factor: 1 },
    { key: 'A-per-cm', abbr: 'A/cm', name: 'Ampere per centimeter', plural: 'Amperes per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'A/cm' }, factor: 100 },
    {
      key: 'A-per-in', abbr: 'A/in', name: 'Ampere per inch', plural: 'Amperes per inch', system: 'US customary', source: `${SI_BROCHURE}; ${YARD_AND_POUND}`,
      reference: { gnu: 'A/inch' }, ...fraction(1, 0.0254),
    },
    {
      key: 'A-per-ft', abbr: 'A/ft', name: 'Ampere per foot', plural: 'Amperes per foot', system: 'US customary', source: `${SI_BROCHURE}; ${YARD_AND_POUND}`,
      reference: { gnu: 'A/ft' }, ...fraction(1, 0.3048),
    },
  ],
});
