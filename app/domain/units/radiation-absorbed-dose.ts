import { defineQuantity } from './define';
import { CGS_UNITS, RADIATION_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// The rad was defined as 100 erg/g, so 1 erg/g = 10⁻⁴ Gy (1 erg = 10⁻⁷ J, 1 g = 10⁻³ kg).
const RAD = `${RADIATION_UNITS}: 1 rad = 0.01 Gy`;

export const radiationAbsorbedDose = defineQuantity({
  id: 'radiation-absorbed-dose',
  name: 'Absorbed dose',
  units: [
    { key: 'Gy', abbr: 'Gy', name: 'Gray', plural: 'Grays', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'gray' }, factor: 1 },
    { key: 'mGy', abbr: 'mGy', name: 'Milligray', plural: 'Milligrays', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milligray' }, factor: 1e-3 },
    { key: 'rad', abbr: 'rad', name: 'Rad', plural: 'Rads', system: 'other', source: `${RADIATION_UNITS}: 1 rad = 0.01 Gy`, reference: { gnu: 'rad' }, factor: 0.01 },
    { key: 'mrad', abbr: 'mrad', name: 'Millirad', plural: 'Millirads', system: 'other', source: `${RADIATION_UNITS}: 1 rad = 0.01 Gy`, reference: { gnu: 'millirad' }, factor: 1e-5 },
    { key: 'uGy', abbr: 'μGy', name: 'Microgray', plural: 'Micrograys', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microgray' }, factor: 1e-6 },
    { key: 'nGy', abbr: 'nGy', name: 'Nanogray', plural: 'Nanograys', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanogray' }, factor: 1e-9 },
    { key: 'cGy', abbr: 'cGy', name: 'Centigray', plural: 'Centigrays', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'centigray' }, factor: 1e-2 },
    { key: 'kGy', abbr: 'kGy', name: 'Kilogray', plural: 'Kilograys', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kilogray' }, factor: 1e3 },
    { key: 'krad', abbr: 'krad', name: 'Kilorad', plural: 'Kilorads', system: 'other', source: RAD, reference: { gnu: 'kilorad' }, factor: 10 },
    { key: 'Mrad', abbr: 'Mrad', name: 'Megarad', plural: 'Megarads', system: 'other', source: RAD, reference: { gnu: 'megarad' }, factor: 1e4 },
    { key: 'erg-per-g', abbr: 'erg/g', name: 'Erg per gram', plural: 'Ergs per gram', system: 'CGS', source: `${CGS_UNITS}: 1 erg = 10⁻⁷ J`, reference: { gnu: 'erg/g' }, factor: 1e-4 },
  ],
});
