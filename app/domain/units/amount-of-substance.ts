import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';

// Amount of substance on the SI's mole, which since 2019 is exactly 6.022 140 76 × 10²³ entities,
// so one entity (atom, molecule, ion) is 1/N_A mol exactly. The engineering "mass moles" scale the
// gram-mole by the ratio of their mass unit to the gram: 1 lb-mol = 453.592 37 mol (the 1959 pound)
// and 1 kmol = 1,000 mol. GNU units has no lb-mol, so its reference spells that ratio, `(lb/g) mol`.
const N_A = 6.02214076e23;
const MOLE = `${SI_BROCHURE}, §2.3.1: mole, N_A = 6.022 140 76 × 10²³ mol⁻¹ exactly`;
const MASS_MOLE = `${YARD_AND_POUND}: 1 lb = 453.592 37 g; a pound-mole is the amount whose mass in pounds equals the molar mass in g/mol`;

export const amountOfSubstance = defineQuantity({
  id: 'amount-of-substance',
  name: 'Amount of substance',
  units: [
    { key: 'mol', abbr: 'mol', name: 'Mole', plural: 'Moles', system: 'SI', source: MOLE, reference: { gnu: 'mol' }, factor: 1 },
    { key: 'kmol', abbr: 'kmol', name: 'Kilomole', plural: 'Kilomoles', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kmol' }, factor: 1000 },
    { key: 'mmol', abbr: 'mmol', name: 'Millimole', plural: 'Millimoles', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'millimol' }, factor: 1e-3 },
    { key: 'umol', abbr: 'μmol', name: 'Micromole', plural: 'Micromoles', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'micromol' }, factor: 1e-6 },
    { key: 'nmol', abbr: 'nmol', name: 'Nanomole', plural: 'Nanomoles', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'nanomol' }, factor: 1e-9 },
    { key: 'pmol', abbr: 'pmol', name: 'Picomole', plural: 'Picomoles', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'picomol' }, factor: 1e-12 },
    { key: 'fmol', abbr: 'fmol', name: 'Femtomole', plural: 'Femtomoles', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'femtomol' }, factor: 1e-15 },
    { key: 'lbmol', abbr: 'lb-mol', name: 'Pound-mole', plural: 'Pound-moles', system: 'US customary', source: MASS_MOLE, reference: { gnu: '(lb/g) mol' }, factor: 453.59237 },
    {
      key: 'entity', abbr: 'entities', name: 'Entity (atom, molecule, ion)', plural: 'Entities', system: 'SI',
      source: `${MOLE}: 1 entity = 1/N_A mol`, reference: { gnu: '1/avogadro' }, ...fraction(1, N_A),
    },
  ],
});
