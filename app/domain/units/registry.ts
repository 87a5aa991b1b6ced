import { area } from './area';
import { commonQuantities } from './catalog-common';
import { electricityQuantities } from './catalog-electricity';
import { engineeringQuantities } from './catalog-engineering';
import { fluidsQuantities } from './catalog-fluids';
import { heatQuantities } from './catalog-heat';
import { heatFluidsQuantities } from './catalog-heat-fluids';
import { lightOtherQuantities } from './catalog-light-other';
import { currency } from './currency';
import { data } from './data';
import { dataTransfer } from './data-transfer';
import { electricConductance } from './electric-conductance';
import { electricConductivity } from './electric-conductivity';
import { electricFieldStrength } from './electric-field-strength';
import { electricPotential } from './electric-potential';
import { electricResistance } from './electric-resistance';
import { electricResistivity } from './electric-resistivity';
import { electrostaticCapacitance } from './electrostatic-capacitance';
import { energy } from './energy';
import { inductance } from './inductance';
import { length } from './length';
import { linearCurrentDensity } from './linear-current-density';
import { magneticFieldStrength } from './magnetic-field-strength';
import { magneticFlux } from './magnetic-flux';
import { magneticFluxDensity } from './magnetic-flux-density';
import { magnetomotiveForce } from './magnetomotive-force';
import { prefixes } from './prefixes';
import { radiationAbsorbedDose } from './radiation-absorbed-dose';
import { radiationExposure } from './radiation-exposure';
import { radioactivity } from './radioactivity';
import { sound } from './sound';
import { speed } from './speed';
import { surfaceCurrentDensity } from './surface-current-density';
import { temperature } from './temperature';
import { time } from './time';
import { typography } from './typography';
import type { Quantity } from './types';
import { volume } from './volume';
import { volumeLumber } from './volume-lumber';
import { weight } from './weight';

/** Every unit table by its stable id, in the order of docs/product.md#unit-tables. */
export const quantities = {
  length,
  weight,
  time,
  speed,
  area,
  volume,
  energy,
  data,
  temperature,
  currency,
  'linear-current-density': linearCurrentDensity,
  'surface-current-density': surfaceCurrentDensity,
  'electric-field-strength': electricFieldStrength,
  'electric-potential': electricPotential,
  'electric-resistance': electricResistance,
  'electric-resistivity': electricResistivity,
  'electric-conductance': electricConductance,
  'electric-conductivity': electricConductivity,
  'electrostatic-capacitance': electrostaticCapacitance,
  inductance,
  'magnetomotive-force': magnetomotiveForce,
  'magnetic-field-strength': magneticFieldStrength,
  'magnetic-flux': magneticFlux,
  'magnetic-flux-density': magneticFluxDensity,
  radioactivity,
  'radiation-exposure': radiationExposure,
  'radiation-absorbed-dose': radiationAbsorbedDose,
  prefixes,
  'data-transfer': dataTransfer,
  sound,
  typography,
  'volume-lumber': volumeLumber,
  ...engineeringQuantities,
  ...heatFluidsQuantities,
  ...commonQuantities,
  ...heatQuantities,
  ...fluidsQuantities,
  ...lightOtherQuantities,
  ...electricityQuantities,
} as const satisfies Record<string, Quantity>;

/** A unit table's id: `'length' | 'weight' | …`, one member per table above. */
export type QuantityId = keyof typeof quantities;

// A record key that disagrees with the table's own id would send a page to the
// wrong table; fail at load like the tables themselves do.
for (const [id, quantity] of Object.entries(quantities)) {
  if (quantity.id !== id) throw new Error(`Unit registry: key "${id}" holds "${quantity.id}"`);
}

/**
 * Whether a string from outside (a URL, a content file) names a unit table. Own keys only, so
 * "constructor" or "__proto__" never reach Object.prototype.
 */
export function isQuantityId(id: string): id is QuantityId {
  return Object.hasOwn(quantities, id);
}

/** The table for an id, or undefined. */
export function getQuantity(id: string): Quantity | undefined {
  return isQuantityId(id) ? quantities[id] : undefined;
}
