import { defineQuantity, fraction } from './define';
import { CGS_UNITS, SI_BROCHURE, SI_PREFIXED, STANDARD_GRAVITY, YARD_AND_POUND } from './sources';
import type { Unit } from './types';

// Surface tension: a force per length along a liquid's surface, base N/m, which equals the surface
// energy per area in J/m². The CGS dyne per centimeter (10⁻⁵ N / 10⁻² m) and erg per square
// centimeter are both exactly 1 mN/m. Gravitational units rest on g_n = 9.80665 m/s²; customary
// ones on the 1959 pound and inch (lbf = 0.45359237 kg × g_n; poundal = 1 lb·ft/s²).
const LBF = 0.45359237 * 9.80665;
const POUNDAL = 0.45359237 * 0.3048;
const CGS = `${CGS_UNITS}: dyne = 10⁻⁵ N, erg = 10⁻⁷ J`;
const LBF_SOURCE = 'NIST SP 811 (2008), Appendix B.8: lbf = 4.4482216152605 N (g_n = 9.80665 m/s²)';

const units: Unit[] = [
  { key: 'N-per-m', abbr: 'N/m', name: 'Newton per meter', plural: 'Newtons per meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'N/m' }, factor: 1 },
  { key: 'mN-per-m', abbr: 'mN/m', name: 'Millinewton per meter', plural: 'Millinewtons per meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mN/m' }, factor: 0.001 },
  { key: 'dyn-per-cm', abbr: 'dyn/cm', name: 'Dyne per centimeter', plural: 'Dynes per centimeter', system: 'CGS', source: CGS, reference: { gnu: 'dyne/cm' }, factor: 0.001 },
  { key: 'erg-per-cm2', abbr: 'erg/cm²', name: 'Erg per square centimeter', plural: 'Ergs per square centimeter', system: 'CGS', source: CGS, reference: { gnu: 'erg/cm^2' }, factor: 0.001 },
  { key: 'J-per-m2', abbr: 'J/m²', name: 'Joule per square meter', plural: 'Joules per square meter', system: 'SI', source: SI_BROCHURE, reference: { gnu: 'J/m^2' }, factor: 1 },
  { key: 'mJ-per-m2', abbr: 'mJ/m²', name: 'Millijoule per square meter', plural: 'Millijoules per square meter', system: 'SI', source: SI_PREFIXED, reference: { gnu: 'mJ/m^2' }, factor: 0.001 },
  {
    key: 'gf-per-cm', abbr: 'gf/cm', name: 'Gram-force per centimeter', plural: 'Gram-force per centimeter', system: 'metric',
    source: `${STANDARD_GRAVITY}; gf = 9.80665 mN`, reference: { gnu: 'gram force/cm' }, factor: 0.980665,
  },
  {
    key: 'kgf-per-m', abbr: 'kgf/m', name: 'Kilogram-force per meter', plural: 'Kilogram-force per meter', system: 'metric',
    source: `${STANDARD_GRAVITY}; kgf = 9.80665 N`, reference: { gnu: 'kgf/m' }, factor: 9.80665,
  },
  {
    key: 'lbf-per-in', abbr: 'lbf/in', name: 'Pound-force per inch', plural: 'Pound-force per inch', system: 'US customary',
    source: `${LBF_SOURCE}; ${YARD_AND_POUND}: in = 0.0254 m`, reference: { gnu: 'lbf/in' }, ...fraction(LBF, 0.0254),
  },
  {
    key: 'lbf-per-ft', abbr: 'lbf/ft', name: 'Pound-force per foot', plural: 'Pound-force per foot', system: 'US customary',
    source: `${LBF_SOURCE}; ${YARD_AND_POUND}: ft = 0.3048 m`, reference: { gnu: 'lbf/ft' }, ...fraction(LBF, 0.3048),
  },
  {
    key: 'pdl-per-in', abbr: 'pdl/in', name: 'Poundal per inch', plural: 'Poundals per inch', system: 'imperial',
    source: `${YARD_AND_POUND}: poundal = 1 lb·ft/s² = 0.138254954376 N, in = 0.0254 m`, reference: { gnu: 'poundal/in' }, ...fraction(POUNDAL, 0.0254),
  },
];

export const surfaceTension = defineQuantity({ id: 'surface-tension', name: 'Surface tension', units });
