import { convertAmong } from './convert-units';
import { getQuantity } from './registry';
import type { Unit } from './types';

/** Strict lookup for the API: undefined for an unknown quantity or unit key. */
export function findUnit(quantityId: string, key: string): Unit | undefined {
  return getQuantity(quantityId)?.units.find((unit) => unit.key === key);
}

/**
 * Converts `value` between two units of one quantity, with the forgiving
 * rules of the converter pages (docs/product.md#numbers): a non-finite value counts as 0, an
 * unknown quantity or unit gives 0 silently, and a unit converted to itself
 * returns the value unchanged.
 */
export function convert(quantityId: string, value: number, from: string, to: string): number {
  return convertAmong(getQuantity(quantityId)?.units ?? [], value, from, to);
}
