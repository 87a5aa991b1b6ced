import { LB } from './constants';
import { defineQuantity } from './define';
import { SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY, YARD_AND_POUND } from './sources';

// Mass moment of inertia (rotational inertia), mass × radius², on the SI's kg·m². Motor and servo
// catalogs use kg·cm², g·cm², oz·in² and lb·in²; US dynamics uses slug·ft² and lbf·in·s², which are
// force × length × time²: 1 slug·ft² = 1 lbf·ft·s². Every factor is exact from the 1959 pound and
// foot and g_n = 9.80665 m/s².
const OZ = 0.028349523125;
const IN2 = 0.00064516;
const FT2 = 0.09290304;
const LBF = 4.4482216152605;
const OZF = LBF / 16;
const CUSTOMARY = `${SP_811}.8 (moment of inertia); ${YARD_AND_POUND}`;
const GRAVITATIONAL = `${SP_811}.8; ${STANDARD_GRAVITY}`;

export const momentOfInertia = defineQuantity({
  id: 'moment-of-inertia',
  name: 'Moment of inertia',
  units: [
    { key: 'kg-m2', abbr: 'kg·m²', name: 'Kilogram square meter', plural: 'Kilogram square meters', system: 'SI', source: `${SI_BROCHURE}: moment of inertia, kg·m²`, reference: { gnu: 'kg m^2' }, factor: 1 },
    { key: 'kg-cm2', abbr: 'kg·cm²', name: 'Kilogram square centimeter', plural: 'Kilogram square centimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kg cm^2' }, factor: 1e-4 },
    { key: 'kg-mm2', abbr: 'kg·mm²', name: 'Kilogram square millimeter', plural: 'Kilogram square millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kg mm^2' }, factor: 1e-6 },
    { key: 'g-cm2', abbr: 'g·cm²', name: 'Gram square centimeter', plural: 'Gram square centimeters', system: 'CGS', source: SI_PREFIXED, reference: { gnu: 'g cm^2' }, factor: 1e-7 },
    { key: 'g-mm2', abbr: 'g·mm²', name: 'Gram square millimeter', plural: 'Gram square millimeters', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'g mm^2' }, factor: 1e-9 },
    { key: 't-m2', abbr: 't·m²', name: 'Metric ton square meter', plural: 'Metric ton square meters', system: 'metric', source: `${SI_BROCHURE}, Table 8 (tonne = 1000 kg)`, reference: { gnu: 'tonne m^2' }, factor: 1000 },
    { key: 'kgf-m-s2', abbr: 'kgf·m·s²', name: 'Kilogram-force meter second squared', plural: 'Kilogram-force meter seconds squared', system: 'metric', source: GRAVITATIONAL, reference: { gnu: 'kg force m s^2' }, factor: 9.80665 },
    { key: 'gf-cm-s2', abbr: 'gf·cm·s²', name: 'Gram-force centimeter second squared', plural: 'Gram-force centimeter seconds squared', system: 'metric', source: GRAVITATIONAL, reference: { gnu: 'gram force cm s^2' }, factor: 9.80665e-5 },
    { key: 'lb-ft2', abbr: 'lb·ft²', name: 'Pound square foot', plural: 'Pound square feet', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'lb ft^2' }, factor: LB * FT2 },
    { key: 'lb-in2', abbr: 'lb·in²', name: 'Pound square inch', plural: 'Pound square inches', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'lb inch^2' }, factor: LB * IN2 },
    { key: 'oz-in2', abbr: 'oz·in²', name: 'Ounce square inch', plural: 'Ounce square inches', system: 'US customary', source: CUSTOMARY, reference: { gnu: 'oz inch^2' }, factor: OZ * IN2 },
    { key: 'slug-ft2', abbr: 'slug·ft²', name: 'Slug square foot', plural: 'Slug square feet', system: 'US customary', source: `${CUSTOMARY}; slug = 1 lbf·s²/ft`, reference: { gnu: 'slug ft^2' }, factor: LBF * 0.3048 },
    { key: 'lbf-in-s2', abbr: 'lbf·in·s²', name: 'Pound-force inch second squared', plural: 'Pound-force inch seconds squared', system: 'US customary', source: GRAVITATIONAL, reference: { gnu: 'lbf inch s^2' }, factor: LBF * 0.0254 },
    { key: 'ozf-in-s2', abbr: 'ozf·in·s²', name: 'Ounce-force inch second squared', plural: 'Ounce-force inch seconds squared', system: 'US customary', source: GRAVITATIONAL, reference: { gnu: 'ounce force inch s^2' }, factor: OZF * 0.0254 },
  ],
});
