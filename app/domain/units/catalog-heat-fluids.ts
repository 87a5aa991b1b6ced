import { cooking } from './cooking';
import { density } from './density';
import { flow } from './flow';
import { temperatureInterval } from './temperature-interval';
import { dynamicViscosity, kinematicViscosity } from './viscosity';
import { fuelEconomy } from './fuel-economy';
import { heatFluxDensity, specificHeatCapacity, thermalConductivity } from './heat';
import { massFlow } from './mass-flow';
import type { Quantity } from './types';

/**
 * The heat and fluids quantities of the catalog (issue 12), each a table in its own module; the
 * registry (registry.ts) adds them after the core tables. Keyed by each table's id.
 */
export const heatFluidsQuantities = {
  cooking,
  'fuel-economy': fuelEconomy,
  flow,
  'mass-flow': massFlow,
  'temperature-interval': temperatureInterval,
  density,
  'dynamic-viscosity': dynamicViscosity,
  'kinematic-viscosity': kinematicViscosity,
  'specific-heat-capacity': specificHeatCapacity,
  'thermal-conductivity': thermalConductivity,
  'heat-flux-density': heatFluxDensity,
} satisfies Record<string, Quantity>;
