import { energyDensity } from './energy-density';
import { heatDensity } from './heat-density';
import { heatRate } from './heat-rate';
import { heatTransferCoefficient } from './heat-transfer-coefficient';
import { powerDensity } from './power-density';
import { specificEnergy } from './specific-energy';
import { thermalExpansion } from './thermal-expansion';
import { thermalInsulance } from './thermal-insulance';
import { thermalResistance } from './thermal-resistance';
import type { Quantity } from './types';

/**
 * The catalog's further heat quantities (issue 12): thermal expansion, thermal resistance and
 * insulance (the R-value), the heat transfer coefficient (U-value), heat density, specific energy,
 * energy density, heat rate and power density; each a table in its own module, built from the exact
 * constants of constants.ts. The registry (registry.ts) adds them after the core tables. Keyed
 * by each table's id.
 */
export const heatQuantities = {
  'thermal-expansion': thermalExpansion,
  'thermal-resistance': thermalResistance,
  'thermal-insulance': thermalInsulance,
  'heat-transfer-coefficient': heatTransferCoefficient,
  'heat-density': heatDensity,
  'specific-energy': specificEnergy,
  'energy-density': energyDensity,
  'heat-rate': heatRate,
  'power-density': powerDensity,
} satisfies Record<string, Quantity>;
