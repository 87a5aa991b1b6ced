/**
 * Each quantity's dimension: what its base unit (the first of its table) is, in powers of the base
 * dimensions, and how large it is in them (docs/decisions/052-expressions.md). The expression
 * evaluator (evaluate.ts) gives every unit of a quantity its quantity's dimension, and names a
 * result by the quantity its dimension matches. Checked against GNU units' own reduction of each
 * base unit in dimensions.test.ts.
 *
 * The base dimensions are SI's seven, then radian and steradian (kept apart so that an angular
 * velocity is no frequency and a lumen no candela), bit (information) and currency.
 */
export const BASE_DIMENSIONS = ['m', 'kg', 's', 'A', 'K', 'mol', 'cd', 'rad', 'sr', 'bit', 'cur'] as const;

export type Dimension = readonly number[];

/**
 * How a quantity's units combine in arithmetic: linearly (most), or only alone (absolute
 * temperatures, whose zero is not nothing, and sound levels, which are logarithms); 'wavelengths'
 * for a quantity whose reciprocal units are lengths related to it by the speed of light, not by
 * dimension: they are left to the length table.
 */
export type Combines = 'linear' | 'alone' | 'wavelengths';

/**
 * By quantity id: the base unit's dimension (space-separated base dimensions, each with its power,
 * "kg m2 s-2"; empty when dimensionless), its size in those dimensions when not 1 (a degree is
 * π/180 radian), and 'alone' for the quantities that take part in no arithmetic.
 */
export const DIMENSIONS: Readonly<Record<string, readonly [dimension: string, size?: number, combines?: Combines]>> = {
  length: ['m'],
  weight: ['kg'],
  time: ['s'],
  speed: ['m s-1'],
  area: ['m2'],
  volume: ['m3'],
  energy: ['kg m2 s-2'],
  data: ['bit', 8],
  temperature: ['K', 1, 'alone'],
  currency: ['cur'],
  'linear-current-density': ['A m-1'],
  'surface-current-density': ['A m-2'],
  'electric-field-strength': ['kg m s-3 A-1'],
  'electric-potential': ['kg m2 s-3 A-1'],
  'electric-resistance': ['kg m2 s-3 A-2'],
  'electric-resistivity': ['kg m3 s-3 A-2'],
  'electric-conductance': ['kg-1 m-2 s3 A2'],
  'electric-conductivity': ['kg-1 m-3 s3 A2'],
  'electrostatic-capacitance': ['kg-1 m-2 s4 A2'],
  inductance: ['kg m2 s-2 A-2'],
  'magnetomotive-force': ['A'],
  'magnetic-field-strength': ['A m-1'],
  'magnetic-flux': ['kg m2 s-2 A-1'],
  'magnetic-flux-density': ['kg s-2 A-1'],
  radioactivity: ['s-1'],
  'radiation-exposure': ['A s kg-1'],
  'radiation-absorbed-dose': ['m2 s-2'],
  prefixes: [''],
  'data-transfer': ['bit s-1'],
  sound: ['', 1, 'alone'],
  typography: ['m', 0.0254 / 96],
  'volume-lumber': ['m3'],
  pressure: ['kg m-1 s-2'],
  power: ['kg m2 s-3'],
  force: ['kg m s-2'],
  torque: ['kg m2 s-2'],
  angle: ['rad', Math.PI / 180],
  frequency: ['s-1'],
  'angular-velocity': ['rad s-1'],
  acceleration: ['m s-2'],
  'angular-acceleration': ['rad s-2'],
  'moment-of-inertia': ['kg m2'],
  'specific-volume': ['m3 kg-1'],
  stiffness: ['kg s-2'],
  momentum: ['kg m s-1'],
  cooking: ['m3', 1e-6],
  'fuel-economy': ['m2', 1e-8],
  flow: ['m3 s-1'],
  'mass-flow': ['kg s-1'],
  'temperature-interval': ['K'],
  density: ['kg m-3'],
  'dynamic-viscosity': ['kg m-1 s-1'],
  'kinematic-viscosity': ['m2 s-1'],
  'specific-heat-capacity': ['m2 s-2 K-1'],
  'thermal-conductivity': ['kg m s-3 K-1'],
  'heat-flux-density': ['kg s-3'],
  'volume-dry': ['m3'],
  'thermal-expansion': ['K-1'],
  'thermal-resistance': ['K s3 kg-1 m-2'],
  'thermal-insulance': ['K s3 kg-1'],
  'heat-transfer-coefficient': ['kg s-3 K-1'],
  'heat-density': ['kg s-2'],
  'specific-energy': ['m2 s-2'],
  'energy-density': ['kg m-1 s-2'],
  'heat-rate': [''],
  'power-density': ['kg m-1 s-3'],
  'molar-flow': ['mol s-1'],
  'mass-flux': ['kg m-2 s-1'],
  'molar-concentration': ['mol m-3'],
  'mass-concentration': ['kg m-3'],
  'surface-tension': ['kg s-2'],
  permeability: ['m2'],
  'water-vapor-permeance': ['s m-1'],
  'water-vapor-permeability': ['s'],
  illuminance: ['cd sr m-2'],
  'luminous-flux': ['cd sr'],
  'luminous-intensity': ['cd'],
  luminance: ['cd m-2'],
  'image-resolution': ['m-1'],
  'frequency-wavelength': ['s-1', 1, 'wavelengths'],
  'solid-angle': ['sr'],
  'linear-density': ['kg m-1'],
  'amount-of-substance': ['mol'],
  'electric-charge': ['A s'],
  'electric-current': ['A'],
  'linear-charge-density': ['A s m-1'],
  'surface-charge-density': ['A s m-2'],
  'volume-charge-density': ['A s m-3'],
  'radiation-dose-equivalent': ['m2 s-2'],
};

/** A dimension written as in DIMENSIONS ("kg m2 s-2") as powers of BASE_DIMENSIONS, in their order. */
export function readDimension(text: string): number[] {
  const powers = BASE_DIMENSIONS.map(() => 0);
  for (const part of text.split(' ').filter(Boolean)) {
    const [, name = '', power = '1'] = /^([a-zA-Z]+)(-?\d+)?$/.exec(part) ?? [];
    const at = BASE_DIMENSIONS.indexOf(name as (typeof BASE_DIMENSIONS)[number]);
    if (at < 0) throw new Error(`Unknown base dimension in "${text}"`);
    powers[at]! += Number(power);
  }
  return powers;
}
