import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// 1 in² = 0.00064516 m² exactly.
// Electroplating works in A/dm² and A/ft², electrochemistry and solar cells in mA/cm², corrosion in
// μA/cm², cathodic protection in mA/m², wiring in A/mm². The CGS units divide 1 abA and 1 statA by 1 cm².

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
    { key: 'A-per-mm2', abbr: 'A/mm²', name: 'Ampere per square millimeter', plural: 'Amperes per square millimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'A/mm^2' }, factor: 1e6 },
    { key: 'A-per-dm2', abbr: 'A/dm²', name: 'Ampere per square decimeter', plural: 'Amperes per square decimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'A/dm^2' }, factor: 100 },
    { key: 'kA-per-m2', abbr: 'kA/m²', name: 'Kiloampere per square meter', plural: 'Kiloamperes per square meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kA/m^2' }, factor: 1e3 },
    { key: 'mA-per-cm2', abbr: 'mA/cm²', name: 'Milliampere per square centimeter', plural: 'Milliamperes per square centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mA/cm^2' }, factor: 10 },
    { key: 'uA-per-cm2', abbr: 'μA/cm²', name: 'Microampere per square centimeter', plural: 'Microamperes per square centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microampere/cm^2' }, factor: 0.01 },
    { key: 'mA-per-m2', abbr: 'mA/m²', name: 'Milliampere per square meter', plural: 'Milliamperes per square meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mA/m^2' }, factor: 1e-3 },
    {
      key: 'A-per-ft2', abbr: 'A/ft²', name: 'Ampere per square foot', plural: 'Amperes per square foot', system: 'US customary', source: `${SI_BROCHURE}; ${YARD_AND_POUND}`,
      reference: { gnu: 'A/ft^2' }, ...fraction(1, 0.09290304),
    },
    { key: 'abA-per-cm2', abbr: 'abA/cm²', name: 'Abampere per square centimeter', plural: 'Abamperes per square centimeter', system: 'CGS', source: `${CGS_UNITS}: 1 abA = 10 A`, reference: { gnu: 'abampere/cm^2' }, factor: 1e5 },
    {
      key: 'statA-per-cm2', abbr: 'statA/cm²', name: 'Statampere per square centimeter', plural: 'Statamperes per square centimeter', system: 'CGS',
      source: `${CGS_UNITS}: 1 statA = 10 A / 29 979 245 800`, reference: { gnu: 'statampere/cm^2' }, ...fraction(1e4, 2997924580),
    },
  ],
});
