import { formatResult } from '../format';
import { convertBetween } from '../units/convert-units';
import type { IndexUnit } from './types';

/**
 * Typed text reads KB … PB as the SI (1000-step) units, as Google and the IEC do; the answer names
 * the binary reading beside it, since a drive or a file manager may mean that one
 * (docs/decisions/079-expressions-and-data.md): "binary: 1 TiB = 1,024 GiB".
 */

/** The IEC binary unit's key of a decimal one (TB-dec → TiB, kB-dec → KiB); bytes and bits are themselves. */
function binaryKey(key: string): string | null {
  if (key === 'B' || key === 'bit') return key;
  const m = /^([kMGTPEZY])(B|bit)-dec$/.exec(key);
  return m ? `${m[1]!.toUpperCase()}i${m[2]}` : null;
}

/** "binary: 1 TiB = 1,024 GiB" for a conversion between the data page's decimal units, else null. */
export function binaryReading(value: number, from: IndexUnit, to: IndexUnit, units: readonly IndexUnit[]): string | null {
  const amounts = binaryAmounts(value, from, to, units);
  return amounts && `binary: ${amounts}`;
}

/** The same without its label, "1 TiB = 1,024 GiB", for a label in another language (the evaluator's, ADR 091). */
export function binaryAmounts(value: number, from: IndexUnit, to: IndexUnit, units: readonly IndexUnit[]): string | null {
  if (!from.key.endsWith('-dec') && !to.key.endsWith('-dec')) return null;
  const [a, b] = [binaryKey(from.key), binaryKey(to.key)].map((key) => units.find((u) => u.key === key));
  if (!a || !b || a === b) return null;
  return `${formatResult(value)} ${a.abbr} = ${formatResult(convertBetween(a, b, value))} ${b.abbr}`;
}
