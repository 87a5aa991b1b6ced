import { defineQuantity } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// SI spells the contractions "kilohm" and "megohm".
// The CGS units: 1 abΩ = 1 abV/abA = 10⁻⁹ Ω; 1 statΩ = 1 statV/statA = 299.792458 V × 2 997 924 580 / A
// = 898 755 178 736.817 64 Ω exactly (c² × 10⁻⁵ in SI numbers).
const ABOHM = `${CGS_UNITS}: 1 abΩ = 10⁻⁹ Ω`;
const STATOHM = `${CGS_UNITS}: 1 statΩ = 1 statV/statA = 898 755 178 736.817 64 Ω`;

export const electricResistance = defineQuantity({
  id: 'electric-resistance',
  name: 'Electric resistance',
  units: [
    { key: 'ohm', abbr: 'Ω', name: 'Ohm', plural: 'Ohms', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'ohm' }, factor: 1 },
    { key: 'kohm', abbr: 'kΩ', name: 'Kilohm', plural: 'Kilohms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kiloohm' }, factor: 1e3 },
    { key: 'Mohm', abbr: 'MΩ', name: 'Megohm', plural: 'Megohms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'megaohm' }, factor: 1e6 },
    { key: 'mohm', abbr: 'mΩ', name: 'Milliohm', plural: 'Milliohms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliohm' }, factor: 1e-3 },
    { key: 'Gohm', abbr: 'GΩ', name: 'Gigohm', plural: 'Gigohms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'gigaohm' }, factor: 1e9 },
    { key: 'Tohm', abbr: 'TΩ', name: 'Teraohm', plural: 'Teraohms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'teraohm' }, factor: 1e12 },
    { key: 'uohm', abbr: 'μΩ', name: 'Microhm', plural: 'Microhms', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microohm' }, factor: 1e-6 },
    { key: 'abohm', abbr: 'abΩ', name: 'Abohm', plural: 'Abohms', system: 'CGS', source: ABOHM, reference: { gnu: 'abohm' }, factor: 1e-9 },
    { key: 'statohm', abbr: 'statΩ', name: 'Statohm', plural: 'Statohms', system: 'CGS', source: STATOHM, reference: { gnu: 'statohm' }, factor: 898755178736.81764 },
  ],
});
