import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY } from './sources';

// Force × lever arm. 1 lbf = 4.4482216152605 N, 1 ft = 0.3048 m, 1 in = 0.0254 m, so
// 1 lbf·ft = 1.3558179483314004 N·m and 1 lbf·in = 0.1129848290276167 N·m exactly.
const LBF_FT = 1.3558179483314004;
const LBF_IN = 0.1129848290276167;
const GRAVITATIONAL = `${SP_811}.8: kilogram-force meter; ${STANDARD_GRAVITY}`;

export const torque = defineQuantity({
  id: 'torque',
  name: 'Torque',
  units: [
    { key: 'N-m', abbr: 'N·m', name: 'Newton meter', plural: 'Newton meters', system: 'SI', source: `${SI_BROCHURE}, Table 5: moment of force, N·m`, reference: { gnu: 'N m' }, factor: 1 },
    { key: 'kN-m', abbr: 'kN·m', name: 'Kilonewton meter', plural: 'Kilonewton meters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kN m' }, factor: 1000 },
    { key: 'MN-m', abbr: 'MN·m', name: 'Meganewton meter', plural: 'Meganewton meters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'MN m' }, factor: 1e6 },
    { key: 'daN-m', abbr: 'daN·m', name: 'Decanewton meter', plural: 'Decanewton meters', system: 'SI', source: SI_PREFIXED, reference: { gnu: '10 N m' }, factor: 10 },
    { key: 'N-cm', abbr: 'N·cm', name: 'Newton centimeter', plural: 'Newton centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'N cm' }, factor: 0.01 },
    { key: 'N-mm', abbr: 'N·mm', name: 'Newton millimeter', plural: 'Newton millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'N mm' }, factor: 0.001 },
    { key: 'mN-m', abbr: 'mN·m', name: 'Millinewton meter', plural: 'Millinewton meters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'milliN m' }, factor: 0.001 },
    { key: 'uN-m', abbr: 'μN·m', name: 'Micronewton meter', plural: 'Micronewton meters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'microN m' }, factor: 1e-6 },
    { key: 'dyn-cm', abbr: 'dyn·cm', name: 'Dyne centimeter', plural: 'Dyne centimeters', system: 'CGS', source: `${SP_811}.8: dyne centimeter = 10⁻⁷ N·m`, reference: { gnu: 'dyne cm' }, factor: 1e-7 },
    { key: 'kgf-m', abbr: 'kgf·m', name: 'Kilogram-force meter', plural: 'Kilogram-force meters', system: 'metric', source: GRAVITATIONAL, reference: { gnu: 'kgf m' }, factor: 9.80665 },
    { key: 'kgf-cm', abbr: 'kgf·cm', name: 'Kilogram-force centimeter', plural: 'Kilogram-force centimeters', system: 'metric', source: GRAVITATIONAL, reference: { gnu: 'kgf cm' }, factor: 0.0980665 },
    { key: 'kgf-mm', abbr: 'kgf·mm', name: 'Kilogram-force millimeter', plural: 'Kilogram-force millimeters', system: 'metric', source: GRAVITATIONAL, reference: { gnu: 'kgf mm' }, factor: 0.00980665 },
    { key: 'gf-cm', abbr: 'gf·cm', name: 'Gram-force centimeter', plural: 'Gram-force centimeters', system: 'metric', source: GRAVITATIONAL, reference: { gnu: 'gram force cm' }, factor: 0.0000980665 },
    { key: 'tf-m', abbr: 'tf·m', name: 'Metric ton-force meter', plural: 'Metric ton-force meters', system: 'metric', source: GRAVITATIONAL, reference: { gnu: 'tonne force m' }, factor: 9806.65 },
    { key: 'lbf-ft', abbr: 'lbf·ft', name: 'Pound-force foot (foot-pound)', plural: 'Pound-force feet (foot-pounds)', slug: 'foot-pounds', system: 'US customary', source: `${SP_811}.8: pound-force foot`, reference: { gnu: 'lbf ft' }, factor: LBF_FT },
    { key: 'lbf-in', abbr: 'lbf·in', name: 'Pound-force inch (inch-pound)', plural: 'Pound-force inches (inch-pounds)', slug: 'inch-pounds', system: 'US customary', source: `${SP_811}.8: pound-force inch`, reference: { gnu: 'lbf inch' }, factor: LBF_IN },
    { key: 'ozf-in', abbr: 'ozf·in', name: 'Ounce-force inch', plural: 'Ounce-force inches', slug: 'inch-ounces', system: 'US customary', source: `${SP_811}.8: ounce (avoirdupois)-force inch`, reference: { gnu: 'ounce force inch' }, factor: 0.00706155181422604375 },
    { key: 'ozf-ft', abbr: 'ozf·ft', name: 'Ounce-force foot', plural: 'Ounce-force feet', slug: 'foot-ounces', system: 'US customary', source: `${SP_811}.8: ounce-force = 1/16 lbf`, reference: { gnu: 'ounce force ft' }, factor: 0.084738621770712525 },
    { key: 'kip-ft', abbr: 'kip·ft', name: 'Kip foot', plural: 'Kip feet', system: 'US customary', source: `${SP_811}.8: kip = 1000 lbf`, reference: { gnu: 'kip ft' }, factor: 1355.8179483314004 },
    { key: 'kip-in', abbr: 'kip·in', name: 'Kip inch', plural: 'Kip inches', system: 'US customary', source: `${SP_811}.8: kip = 1000 lbf`, reference: { gnu: 'kip inch' }, factor: 112.9848290276167 },
    { key: 'pdl-ft', abbr: 'pdl·ft', name: 'Poundal foot', plural: 'Poundal feet', system: 'imperial', source: `${SP_811}.8: poundal = 1 lb·ft/s²`, reference: { gnu: 'poundal ft' }, factor: 0.0421401100938048 },
  ],
});
