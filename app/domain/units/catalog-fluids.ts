import { massConcentration } from './mass-concentration';
import { massFlux } from './mass-flux';
import { molarConcentration } from './molar-concentration';
import { molarFlow } from './molar-flow';
import { permeability } from './permeability';
import { surfaceTension } from './surface-tension';
import type { Quantity } from './types';
import { waterVaporPermeability, waterVaporPermeance } from './water-vapor';

/**
 * The catalog's fluids (molar flow, mass flux, concentrations, surface tension, permeability) quantities (issue 12), each a table in its own module; the registry
 * (registry.ts) adds them after the core tables. Keyed by each table's id.
 */
export const fluidsQuantities = {
  'molar-flow': molarFlow,
  'mass-flux': massFlux,
  'molar-concentration': molarConcentration,
  'mass-concentration': massConcentration,
  'surface-tension': surfaceTension,
  permeability,
  'water-vapor-permeance': waterVaporPermeance,
  'water-vapor-permeability': waterVaporPermeability,
} satisfies Record<string, Quantity>;
