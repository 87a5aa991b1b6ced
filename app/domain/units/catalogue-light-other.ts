import type { Quantity } from './types';

/**
 * The catalogue's light and other (photometry, image resolution, frequency and wavelength, and other quantities people convert) quantities (issue 12), each a table in its own module; the registry
 * (registry.ts) adds them after SPEC's tables. Keyed by each table's id.
 */
export const lightOtherQuantities: Record<string, Quantity> = {};
