import { defineQuantity, fraction } from './define';
import { SI_BROCHURE, SI_PREFIXED, SP_811, STANDARD_GRAVITY, YARD_AND_POUND } from './sources';

// Stiffness or spring rate, force per unit deflection, on the SI's N/m. Car and motorcycle springs
// are rated in lbf/in (US), N/mm (Europe) and kgf/mm (Japanese coilovers); structural bearings and
// foundations in kN/m or kN/mm; small springs in ozf/in or N/cm. Exact from
// 1 lbf = 4.4482216152605 N, g_n = 9.80665 m/s² and 1 in = 0.0254 m.
const LBF = 4.4482216152605;
const POUND_FORCE = `${SP_811}.8: pound-force = 4.448 221 615 260 5 N; ${YARD_AND_POUND}`;
const KGF = `${SP_811}.8: kilogram-force = 9.806 65 N; ${STANDARD_GRAVITY}`;

export const stiffness = defineQuantity({
  id: 'stiffness',
  name: 'Stiffness (spring rate)',
  units: [
    { key: 'N-per-m', abbr: 'N/m', name: 'Newton per meter', plural: 'Newtons per meter', system: 'SI', source: `${SI_BROCHURE}: N/m`, reference: { gnu: 'N/m' }, factor: 1 },
    { key: 'N-per-mm', abbr: 'N/mm', name: 'Newton per millimeter', plural: 'Newtons per millimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'N/mm' }, factor: 1000 },
    { key: 'N-per-cm', abbr: 'N/cm', name: 'Newton per centimeter', plural: 'Newtons per centimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'N/cm' }, factor: 100 },
    { key: 'kN-per-m', abbr: 'kN/m', name: 'Kilonewton per meter', plural: 'Kilonewtons per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kN/m' }, factor: 1000 },
    { key: 'kN-per-mm', abbr: 'kN/mm', name: 'Kilonewton per millimeter', plural: 'Kilonewtons per millimeter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'kN/mm' }, factor: 1e6 },
    { key: 'dyn-per-cm', abbr: 'dyn/cm', name: 'Dyne per centimeter', plural: 'Dynes per centimeter', system: 'CGS', source: `${SP_811}.8: dyne = 10⁻⁵ N`, reference: { gnu: 'dyne/cm' }, factor: 0.001 },
    { key: 'kgf-per-mm', abbr: 'kgf/mm', name: 'Kilogram-force per millimeter', plural: 'Kilograms-force per millimeter', system: 'metric', source: KGF, reference: { gnu: 'kg force/mm' }, factor: 9806.65 },
    { key: 'kgf-per-cm', abbr: 'kgf/cm', name: 'Kilogram-force per centimeter', plural: 'Kilograms-force per centimeter', system: 'metric', source: KGF, reference: { gnu: 'kg force/cm' }, factor: 980.665 },
    { key: 'kgf-per-m', abbr: 'kgf/m', name: 'Kilogram-force per meter', plural: 'Kilograms-force per meter', system: 'metric', source: KGF, reference: { gnu: 'kg force/m' }, factor: 9.80665 },
    { key: 'lbf-per-in', abbr: 'lbf/in', name: 'Pound-force per inch', plural: 'Pounds-force per inch', system: 'US customary', source: POUND_FORCE, reference: { gnu: 'lbf/inch' }, ...fraction(LBF, 0.0254) },
    { key: 'lbf-per-ft', abbr: 'lbf/ft', name: 'Pound-force per foot', plural: 'Pounds-force per foot', system: 'US customary', source: POUND_FORCE, reference: { gnu: 'lbf/ft' }, ...fraction(LBF, 0.3048) },
    { key: 'kip-per-in', abbr: 'kip/in', name: 'Kip per inch', plural: 'Kips per inch', system: 'US customary', source: `${POUND_FORCE}; kip = 1000 lbf`, reference: { gnu: 'kip/inch' }, ...fraction(1000 * LBF, 0.0254) },
    { key: 'ozf-per-in', abbr: 'ozf/in', name: 'Ounce-force per inch', plural: 'Ounces-force per inch', system: 'US customary', source: `${POUND_FORCE}; ozf = 1/16 lbf`, reference: { gnu: 'ounce force/inch' }, ...fraction(LBF / 16, 0.0254) },
  ],
});
