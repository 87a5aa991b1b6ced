import type { Quantity } from './types';
import { volumeDry } from './volume-dry';

/**
 * The catalog's common quantities (issue 12), each a table in its own module; the registry
 * (registry.ts) adds them after the core tables. Keyed by each table's id.
 */
export const commonQuantities = {
  'volume-dry': volumeDry,
} satisfies Record<string, Quantity>;
