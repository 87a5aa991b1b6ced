import { defineQuantity } from './define';
import { RADIATION_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// Dose equivalent (and equivalent and effective dose): absorbed dose weighted for the kind of
// radiation and the tissue, in sieverts (1 Sv = 1 J/kg, SI Brochure Table 4). Its pre-SI unit, the
// rem, is exactly 0.01 Sv, as the rad is 0.01 Gy.
const REM = `${RADIATION_UNITS}: 1 rem = 0.01 Sv`;

export const radiationDoseEquivalent = defineQuantity({
  id: 'radiation-dose-equivalent',
  name: 'Dose equivalent',
  units: [
    { key: 'Sv', abbr: 'Sv', name: 'Sievert', plural: 'Sieverts', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'sievert' }, factor: 1 },
    { key: 'mSv', abbr: 'mSv', name: 'Millisievert', plural: 'Millisieverts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millisievert' }, factor: 1e-3 },
    { key: 'uSv', abbr: 'μSv', name: 'Microsievert', plural: 'Microsieverts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microsievert' }, factor: 1e-6 },
    { key: 'nSv', abbr: 'nSv', name: 'Nanosievert', plural: 'Nanosieverts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanosievert' }, factor: 1e-9 },
    { key: 'cSv', abbr: 'cSv', name: 'Centisievert', plural: 'Centisieverts', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'centisievert' }, factor: 1e-2 },
    { key: 'rem', abbr: 'rem', name: 'Rem', plural: 'Rems', system: 'other', source: REM, reference: { gnu: 'rem' }, factor: 1e-2 },
    { key: 'mrem', abbr: 'mrem', name: 'Millirem', plural: 'Millirems', system: 'other', source: REM, reference: { gnu: 'millirem' }, factor: 1e-5 },
    { key: 'urem', abbr: 'μrem', name: 'Microrem', plural: 'Microrems', system: 'other', source: REM, reference: { gnu: 'microrem' }, factor: 1e-8 },
  ],
});
