import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED } from './sources';

// The mho (℧) is the old name of the siemens, still printed on meters and in tube data sheets
// (transconductance in micromhos). The CGS units: 1 abS = 1/abΩ = 10⁹ S; 1 statS = 1/statΩ.
const MHO = 'NIST SP 811 (2008), §5.1 (mho, an obsolete name for the siemens: 1 ℧ = 1 S)';
const ABSIEMENS = `${CGS_UNITS}: 1 abS = 1 abmho = 10⁹ S`;
const STATSIEMENS = `${CGS_UNITS}: 1 statS = 1 statmho = 1/898 755 178 736.817 64 S`;

export const electricConductance = defineQuantity({
  id: 'electric-conductance',
  name: 'Electric conductance',
  units: [
    { key: 'S', abbr: 'S', name: 'Siemens', plural: 'Siemens', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'S' }, factor: 1 },
    { key: 'mS', abbr: 'mS', name: 'Millisiemens', plural: 'Millisiemens', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mS' }, factor: 1e-3 },
    { key: 'uS', abbr: 'μS', name: 'Microsiemens', plural: 'Microsiemens', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microsiemens' }, factor: 1e-6 },
    { key: 'nS', abbr: 'nS', name: 'Nanosiemens', plural: 'Nanosiemens', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanosiemens' }, factor: 1e-9 },
    { key: 'pS', abbr: 'pS', name: 'Picosiemens', plural: 'Picosiemens', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'picosiemens' }, factor: 1e-12 },
    { key: 'kS', abbr: 'kS', name: 'Kilosiemens', plural: 'Kilosiemens', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kilosiemens' }, factor: 1e3 },
    { key: 'mho', abbr: '℧', name: 'Mho', plural: 'Mhos', system: 'other', source: MHO, reference: { gnu: 'mho' }, factor: 1 },
    { key: 'umho', abbr: 'μ℧', name: 'Micromho', plural: 'Micromhos', system: 'other', source: `${SI_PREFIXED}; ${MHO}`, reference: { gnu: 'micromho' }, factor: 1e-6 },
    { key: 'abS', abbr: 'abS', name: 'Absiemens (abmho)', plural: 'Absiemens', system: 'CGS', source: ABSIEMENS, reference: { gnu: 'abmho' }, factor: 1e9 },
    {
      key: 'statS', abbr: 'statS', name: 'Statsiemens (statmho)', plural: 'Statsiemens', system: 'CGS', source: STATSIEMENS,
      reference: { gnu: 'statmho' }, ...fraction(1, 898755178736.81764),
    },
  ],
});
