import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Per inch and per foot divide by exact lengths, kept as fractions.
// The CGS units divide 1 abA (10 A) and 1 statA (10 A / 29 979 245 800) by a centimeter.

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
    { key: 'kA-per-m', abbr: 'kA/m', name: 'Kiloampere per meter', plural: 'Kiloamperes per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kA/m' }, factor: 1e3 },
    { key: 'A-per-mm', abbr: 'A/mm', name: 'Ampere per millimeter', plural: 'Amperes per millimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'A/mm' }, factor: 1e3 },
    { key: 'mA-per-m', abbr: 'mA/m', name: 'Milliampere per meter', plural: 'Milliamperes per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mA/m' }, factor: 1e-3 },
    { key: 'abA-per-cm', abbr: 'abA/cm', name: 'Abampere per centimeter', plural: 'Abamperes per centimeter', system: 'CGS', source: `${CGS_UNITS}: 1 abA = 10 A`, reference: { gnu: 'abampere/cm' }, factor: 1e3 },
    {
      key: 'statA-per-cm', abbr: 'statA/cm', name: 'Statampere per centimeter', plural: 'Statamperes per centimeter', system: 'CGS',
      source: `${CGS_UNITS}: 1 statA = 10 A / 29 979 245 800`, reference: { gnu: 'statampere/cm' }, ...fraction(100, 2997924580),
    },
  ],
});
