import { linearChargeDensity, surfaceChargeDensity, volumeChargeDensity } from './charge-density';
import { electricCharge } from './electric-charge';
import { electricCurrent } from './electric-current';
import { radiationDoseEquivalent } from './radiation-dose-equivalent';
import type { Quantity } from './types';

/**
 * The catalog's electricity, magnetism and radiology quantities (issue 12), each a table in its own module; the registry
 * (registry.ts) adds them after the core tables. Keyed by each table's id.
 */
export const electricityQuantities = {
  'electric-charge': electricCharge,
  'electric-current': electricCurrent,
  'linear-charge-density': linearChargeDensity,
  'surface-charge-density': surfaceChargeDensity,
  'volume-charge-density': volumeChargeDensity,
  'radiation-dose-equivalent': radiationDoseEquivalent,
} satisfies Record<string, Quantity>;
