import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, SP_811, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Permeability of a porous medium (rock, soil, filters): how easily it lets a fluid through, the k
// of Darcy's law, base m². The darcy is the permeability that passes 1 cm³/s of a 1 cP fluid
// through 1 cm² under a gradient of 1 atm/cm, so 1 D = 1 cP·cm²/(s·atm) = 10⁻⁷/101325 m²
// (cP = 10⁻³ Pa·s, atm = 101325 Pa), kept as that fraction; its submultiples scale it.
// Water-vapor permeance (the perm) is a different quantity, in water-vapor-permeance.ts.
const DARCY = 1e-7;
const ATM = 101325;
const DARCY_SOURCE = `${SP_811}.8: darcy = 1 cP·cm²/(s·atm) ≈ 9.869233 × 10⁻¹³ m² (atm = 101325 Pa)`;

const units: Unit[] = [
  { key: 'm2', abbr: 'm²', name: 'Square meter', plural: 'Square meters', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^2' }, factor: 1 },
  { key: 'cm2', abbr: 'cm²', name: 'Square centimeter', plural: 'Square centimeters', system: 'CGS', source: SI_PREFIXED, reference: { gnu: 'cm^2' }, factor: 0.0001 },
  { key: 'um2', abbr: 'μm²', name: 'Square micrometer', plural: 'Square micrometers', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'micron^2' }, factor: 1e-12 },
  { key: 'D', abbr: 'D', name: 'Darcy', plural: 'Darcies', system: 'other', source: DARCY_SOURCE, reference: { gnu: 'darcy' }, ...fraction(DARCY, ATM) },
  { key: 'mD', abbr: 'mD', name: 'Millidarcy', plural: 'Millidarcies', system: 'other', source: DARCY_SOURCE, reference: { gnu: 'millidarcy' }, ...fraction(DARCY / 1e3, ATM) },
  { key: 'uD', abbr: 'μD', name: 'Microdarcy', plural: 'Microdarcies', system: 'other', source: DARCY_SOURCE, reference: { gnu: 'microdarcy' }, ...fraction(DARCY / 1e6, ATM) },
  { key: 'nD', abbr: 'nD', name: 'Nanodarcy', plural: 'Nanodarcies', system: 'other', source: DARCY_SOURCE, reference: { gnu: 'nanodarcy' }, ...fraction(DARCY / 1e9, ATM) },
  { key: 'ft2', abbr: 'ft²', name: 'Square foot', plural: 'Square feet', system: 'US customary', source: `${YARD_AND_POUND}: ft = 0.3048 m`, reference: { gnu: 'ft^2' }, factor: 0.09290304 },
];

export const permeability = defineQuantity({ id: 'permeability', name: 'Permeability (porous media)', units });
