import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// The CGS units: 1 abF = 1 abC/abV = 10⁹ F; 1 statF = 1 statC/statV = 1/898 755 178 736.817 64 F
// (about 1.112 65 pF), the "centimeter" of capacitance in old radio texts.
const ABFARAD = `${CGS_UNITS}: 1 abF = 10⁹ F`;
const STATFARAD = `${CGS_UNITS}: 1 statF = 1 statC/statV = 1/898 755 178 736.817 64 F`;

export const electrostaticCapacitance = defineQuantity({
  id: 'electrostatic-capacitance',
  name: 'Capacitance',
  units: [
    { key: 'F', abbr: 'F', name: 'Farad', plural: 'Farads', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'farad' }, factor: 1 },
    { key: 'uF', abbr: 'μF', name: 'Microfarad', plural: 'Microfarads', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microfarad' }, factor: 1e-6 },
    { key: 'nF', abbr: 'nF', name: 'Nanofarad', plural: 'Nanofarads', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanofarad' }, factor: 1e-9 },
    { key: 'pF', abbr: 'pF', name: 'Picofarad', plural: 'Picofarads', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'picofarad' }, factor: 1e-12 },
    { key: 'mF', abbr: 'mF', name: 'Millifarad', plural: 'Millifarads', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millifarad' }, factor: 1e-3 },
    { key: 'fF', abbr: 'fF', name: 'Femtofarad', plural: 'Femtofarads', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'femtofarad' }, factor: 1e-15 },
    { key: 'abF', abbr: 'abF', name: 'Abfarad', plural: 'Abfarads', system: 'CGS', source: ABFARAD, reference: { gnu: 'abfarad' }, factor: 1e9 },
    {
      key: 'statF', abbr: 'statF', name: 'Statfarad', plural: 'Statfarads', system: 'CGS', source: STATFARAD,
      reference: { gnu: 'statfarad' }, ...fraction(1, 898755178736.81764),
    },
  ],
});
