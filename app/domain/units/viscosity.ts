import { FT, IN, LB } from './constants';
import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Viscosity in its two forms. Dynamic viscosity (base Pa·s) is a fluid's resistance to shear; the
// CGS poise is 0.1 Pa·s. Kinematic viscosity (base m²/s) is dynamic viscosity over density; the CGS
// stokes is 1 cm²/s. Customary units rest on the 1959 foot and pound and on g_n = 9.80665 m/s².
const LBF = LB * 9.80665;
const CGS = `${CGS_UNITS}; poise = 0.1 Pa·s, stokes = 1 cm²/s`;
const LBF_SOURCE = 'NIST SP 811 (2008), Appendix B.8: lbf = 4.4482216152605 N (g_n = 9.80665 m/s²)';

const dynamicUnits: Unit[] = [
  { key: 'Pa-s', abbr: 'Pa·s', name: 'Pascal second', plural: 'Pascal seconds', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'Pa s' }, factor: 1 },
  { key: 'mPa-s', abbr: 'mPa·s', name: 'Millipascal second', plural: 'Millipascal seconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mPa s' }, factor: 0.001 },
  { key: 'uPa-s', abbr: 'μPa·s', name: 'Micropascal second', plural: 'Micropascal seconds', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'micro Pa s' }, factor: 0.000001 },
  { key: 'P', abbr: 'P', name: 'Poise', plural: 'Poises', system: 'CGS', source: CGS, reference: { gnu: 'poise' }, factor: 0.1 },
  { key: 'cP', abbr: 'cP', name: 'Centipoise', plural: 'Centipoises', system: 'CGS', source: CGS, reference: { gnu: 'centipoise' }, factor: 0.001 },
  {
    key: 'kgf-s-per-m2', abbr: 'kgf·s/m²', name: 'Kilogram-force second per square meter', plural: 'Kilogram-force seconds per square meter',
    system: 'metric', source: 'NIST SP 811 (2008), Appendix B.8: kgf = 9.80665 N', reference: { gnu: 'kgf s/m^2' }, factor: 9.80665,
  },
  {
    key: 'reyn', abbr: 'reyn', name: 'Reyn (pound-force second per square inch)', plural: 'Reyns', system: 'US customary',
    source: `${LBF_SOURCE}; reyn = 1 lbf·s/in²`, reference: { gnu: 'lbf s/in^2' }, ...fraction(LBF, IN * IN),
  },
  {
    key: 'lbf-s-per-ft2', abbr: 'lbf·s/ft²', name: 'Pound-force second per square foot', plural: 'Pound-force seconds per square foot',
    system: 'US customary', source: LBF_SOURCE, reference: { gnu: 'lbf s/ft^2' }, ...fraction(LBF, FT * FT),
  },
  {
    key: 'lb-per-ft-s', abbr: 'lb/(ft·s)', name: 'Pound per foot second', plural: 'Pounds per foot second', system: 'US customary',
    source: YARD_AND_POUND, reference: { gnu: 'lb/(ft s)' }, ...fraction(LB, FT),
  },
  {
    key: 'lb-per-ft-h', abbr: 'lb/(ft·h)', name: 'Pound per foot hour', plural: 'Pounds per foot hour', system: 'US customary',
    source: YARD_AND_POUND, reference: { gnu: 'lb/(ft hr)' }, ...fraction(LB, FT * 3600),
  },
];

export const dynamicViscosity = defineQuantity({ id: 'dynamic-viscosity', name: 'Dynamic viscosity', units: dynamicUnits });

const kinematicUnits: Unit[] = [
  { key: 'm2-per-s', abbr: 'm²/s', name: 'Square meter per second', plural: 'Square meters per second', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'm^2/s' }, factor: 1 },
  { key: 'm2-per-h', abbr: 'm²/h', name: 'Square meter per hour', plural: 'Square meters per hour', system: 'metric', source: SI_BROCHURE, reference: { gnu: 'm^2/hr' }, ...fraction(1, 3600) },
  { key: 'cm2-per-s', abbr: 'cm²/s', name: 'Square centimeter per second', plural: 'Square centimeters per second', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'cm^2/s' }, factor: 0.0001 },
  { key: 'mm2-per-s', abbr: 'mm²/s', name: 'Square millimeter per second', plural: 'Square millimeters per second', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mm^2/s' }, factor: 0.000001 },
  { key: 'St', abbr: 'St', name: 'Stokes', plural: 'Stokes', slug: 'stokes', system: 'CGS', source: CGS, reference: { gnu: 'stokes' }, factor: 0.0001 },
  { key: 'cSt', abbr: 'cSt', name: 'Centistokes', plural: 'Centistokes', slug: 'centistokes', system: 'CGS', source: CGS, reference: { gnu: 'centistokes' }, factor: 0.000001 },
  {
    key: 'ft2-per-s', abbr: 'ft²/s', name: 'Square foot per second', plural: 'Square feet per second', system: 'US customary',
    source: YARD_AND_POUND, reference: { gnu: 'ft^2/s' }, factor: 0.09290304,
  },
  {
    key: 'ft2-per-h', abbr: 'ft²/h', name: 'Square foot per hour', plural: 'Square feet per hour', system: 'US customary',
    source: YARD_AND_POUND, reference: { gnu: 'ft^2/hr' }, ...fraction(0.09290304, 3600),
  },
  {
    key: 'in2-per-s', abbr: 'in²/s', name: 'Square inch per second', plural: 'Square inches per second', system: 'US customary',
    source: YARD_AND_POUND, reference: { gnu: 'in^2/s' }, factor: 0.00064516,
  },
];

export const kinematicViscosity = defineQuantity({ id: 'kinematic-viscosity', name: 'Kinematic viscosity', units: kinematicUnits });
