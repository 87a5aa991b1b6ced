import type { Quantity } from './types';

/**
 * The catalogue's electricity, magnetism and radiology quantities (issue 12), each a table in its own module; the registry
 * (registry.ts) adds them after SPEC's tables. Keyed by each table's id.
 */
export const electricityQuantities: Record<string, Quantity> = {};
