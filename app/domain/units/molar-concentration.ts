import { defineQuantity, fraction } from './define';
import { SI_ACCEPTED, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Molar concentration (amount-of-substance concentration, molarity): moles per volume, base mol/m³.
// The chemist's molar, M, is one mole per liter (IUPAC; the SI does not use the symbol M for it), so
// 1 M = 1 mol/dm³ = 1,000 mol/m³ and 1 mM = 1 mol/m³. The pound-mole (453.59237 mol, from the 1959
// pound) per cubic foot is the US process-engineering unit.
const IUPAC_MOLAR = 'IUPAC Green Book (3rd ed., 2007), §2.10: M = mol/L (not an SI symbol)';
const LB_MOL_SOURCE = `${YARD_AND_POUND}: lb = 0.45359237 kg, so lb-mol = 453.59237 mol; ft = 0.3048 m`;

const units: Unit[] = [
  { key: 'mol-per-m3', abbr: 'mol/m³', name: 'Mole per cubic meter', plural: 'Moles per cubic meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'mol/m^3' }, factor: 1 },
  { key: 'kmol-per-m3', abbr: 'kmol/m³', name: 'Kilomole per cubic meter', plural: 'Kilomoles per cubic meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kmol/m^3' }, factor: 1000 },
  { key: 'mol-per-dm3', abbr: 'mol/dm³', name: 'Mole per cubic decimeter', plural: 'Moles per cubic decimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mol/dm^3' }, factor: 1000 },
  { key: 'mol-per-L', abbr: 'mol/L', name: 'Mole per liter', plural: 'Moles per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'mol/l' }, factor: 1000 },
  { key: 'M', abbr: 'M', name: 'Molar', plural: 'Molar', slug: 'molar', system: 'metric', source: IUPAC_MOLAR, reference: { gnu: 'mol/liter' }, factor: 1000 },
  { key: 'mmol-per-L', abbr: 'mmol/L', name: 'Millimole per liter', plural: 'Millimoles per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'millimol/l' }, factor: 1 },
  { key: 'mM', abbr: 'mM', name: 'Millimolar', plural: 'Millimolar', slug: 'millimolar', system: 'metric', source: IUPAC_MOLAR, reference: { gnu: 'millimol/liter' }, factor: 1 },
  { key: 'umol-per-L', abbr: 'μmol/L', name: 'Micromole per liter', plural: 'Micromoles per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'micromol/l' }, factor: 0.001 },
  { key: 'uM', abbr: 'μM', name: 'Micromolar', plural: 'Micromolar', slug: 'micromolar', system: 'metric', source: IUPAC_MOLAR, reference: { gnu: 'micromol/liter' }, factor: 0.001 },
  { key: 'nmol-per-L', abbr: 'nmol/L', name: 'Nanomole per liter', plural: 'Nanomoles per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'nanomol/l' }, factor: 0.000001 },
  { key: 'nM', abbr: 'nM', name: 'Nanomolar', plural: 'Nanomolar', slug: 'nanomolar', system: 'metric', source: IUPAC_MOLAR, reference: { gnu: 'nanomol/liter' }, factor: 0.000001 },
  { key: 'pmol-per-L', abbr: 'pmol/L', name: 'Picomole per liter', plural: 'Picomoles per liter', system: 'metric', source: SI_ACCEPTED, reference: { gnu: 'picomol/l' }, factor: 1e-9 },
  { key: 'pM', abbr: 'pM', name: 'Picomolar', plural: 'Picomolar', slug: 'picomolar', system: 'metric', source: IUPAC_MOLAR, reference: { gnu: 'picomol/liter' }, factor: 1e-9 },
  { key: 'mol-per-cm3', abbr: 'mol/cm³', name: 'Mole per cubic centimeter', plural: 'Moles per cubic centimeter', system: 'CGS', source: SI_PREFIXED, reference: { gnu: 'mol/cm^3' }, factor: 1000000 },
  {
    key: 'lbmol-per-ft3', abbr: 'lb-mol/ft³', name: 'Pound-mole per cubic foot', plural: 'Pound-moles per cubic foot', system: 'US customary',
    source: LB_MOL_SOURCE, reference: { gnu: '(lb/g) mol/ft^3' }, ...fraction(453.59237, 0.028316846592),
  },
];

export const molarConcentration = defineQuantity({ id: 'molar-concentration', name: 'Molar concentration', units });
