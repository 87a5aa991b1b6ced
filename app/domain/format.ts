/**
 * How results are shown (DECISIONS "Numbers"): 4 decimals with en-US digit
 * grouping; scientific notation with a 4-decimal mantissa where 4 fixed
 * decimals would show no significant digit (non-zero magnitude below 0.0001)
 * or the number is 1e15 or more.
 *
 * Rounding is Intl's: half away from zero on the shortest decimal that reads
 * back as the same double (0.00015 shows 0.0002, as a person reads it), and
 * the shown and plain forms share it, so Copy never disagrees with the screen.
 * The digits come from number-format.ts, which gives Intl's text without Intl.
 */
import { formatFixed, formatScientific } from './number-format';

const FIXED_LIMIT_LOW = 1e-4;
const FIXED_LIMIT_HIGH = 1e15;

const DECIMALS = 4;

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴',
  '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
};

type Shape =
  | { kind: 'fixed' }
  | { kind: 'scientific'; mantissa: string; exponent: string }
  | { kind: 'special'; shown: string; plain: string };

function shape(n: number): Shape {
  // NaN and ±0 show as plain zero: a "-0.0000" result would only puzzle people.
  if (Number.isNaN(n) || n === 0) return { kind: 'special', shown: '0.0000', plain: '0.0000' };
  if (n === Infinity) return { kind: 'special', shown: '∞', plain: 'Infinity' };
  if (n === -Infinity) return { kind: 'special', shown: '-∞', plain: '-Infinity' };
  const magnitude = Math.abs(n);
  if (magnitude >= FIXED_LIMIT_LOW && magnitude < FIXED_LIMIT_HIGH) return { kind: 'fixed' };
  // The mantissa's rounding carries into the exponent (9.99999e-7 → 1.0000e-6),
  // so a 10.0000 mantissa cannot appear.
  const { mantissa, exponent } = formatScientific(n, DECIMALS);
  // Just below 0.0001 the rounded value is 0.0001 itself; show it the way
  // 0.0001 shows, so one number never has two faces (and Copy reads back).
  if (magnitude < FIXED_LIMIT_LOW && Math.abs(Number(`${mantissa}e${exponent}`)) >= FIXED_LIMIT_LOW) {
    return { kind: 'fixed' };
  }
  return { kind: 'scientific', mantissa, exponent };
}

/** The result as shown on the page: '1,609.3440', '1.6022 × 10⁻¹⁹', '∞'. */
export function formatResult(n: number): string {
  const s = shape(n);
  if (s.kind === 'special') return s.shown;
  if (s.kind === 'fixed') return formatFixed(n, DECIMALS, { grouping: true });
  const superscript = [...s.exponent].map((c) => SUPERSCRIPT[c] ?? c).join('');
  return `${s.mantissa} × 10${superscript}`;
}

/**
 * The same shown value in machine-readable form, for Copy and plain-text
 * outputs: no grouping, exactly 4 decimals kept (trailing zeros are part of
 * the shown value, SPEC §4), scientific as mantissa "e" exponent:
 * '1609.3440', '0.3048', '1.6022e-19', 'Infinity'. parseNumber reads back every
 * finite one.
 */
export function formatPlain(n: number): string {
  const s = shape(n);
  if (s.kind === 'special') return s.plain;
  if (s.kind === 'fixed') return formatFixed(n, DECIMALS);
  return `${s.mantissa}e${s.exponent}`;
}
