import { defineQuantity } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// The CGS units: 1 abV = 10⁻⁸ V (1 erg per abcoulomb); 1 statV = 1 erg per statcoulomb
// = 10⁻⁷ J × 2 997 924 580 / C = 299.792458 V exactly.
const ABVOLT = `${CGS_UNITS}: 1 abV = 10⁻⁸ V`;
const STATVOLT = `${CGS_UNITS}: 1 statV = 1 erg/statC = 299.792458 V`;

export const electricPotential = defineQuantity({
  id: 'electric-potential',
  name: 'Electric potential',
  units: [
    { key: 'V', abbr: 'V', name: 'Volt', plural: 'Volts', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'V' }, factor: 1 },
    { key: 'kV', abbr: 'kV', name: 'Kilovolt', plural: 'Kilovolts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kV' }, factor: 1e3 },
    { key: 'mV', abbr: 'mV', name: 'Millivolt', plural: 'Millivolts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mV' }, factor: 1e-3 },
    { key: 'uV', abbr: 'μV', name: 'Microvolt', plural: 'Microvolts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microvolt' }, factor: 1e-6 },
    { key: 'MV', abbr: 'MV', name: 'Megavolt', plural: 'Megavolts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'megavolt' }, factor: 1e6 },
    { key: 'nV', abbr: 'nV', name: 'Nanovolt', plural: 'Nanovolts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanovolt' }, factor: 1e-9 },
    { key: 'abV', abbr: 'abV', name: 'Abvolt', plural: 'Abvolts', system: 'CGS', source: ABVOLT, reference: { gnu: 'abvolt' }, factor: 1e-8 },
    { key: 'statV', abbr: 'statV', name: 'Statvolt', plural: 'Statvolts', system: 'CGS', source: STATVOLT, reference: { gnu: 'statvolt' }, factor: 299.792458 },
  ],
});
