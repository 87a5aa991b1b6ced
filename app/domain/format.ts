/**
 * How results are shown (DECISIONS "Numbers", docs/decisions/035-reading-numbers.md).
 *
 * The default ('auto'): 4 decimals with en-US digit grouping, but never fewer than 4 significant
 * digits of a non-zero value (1 R → 0.0002580 C/kg, 220 μF → 0.0002200 F); below 1e-6 and from
 * 1e15 on, scientific notation with a 4-decimal mantissa (1.6022 × 10⁻¹⁹).
 * The precision control can ask instead for
 * - a number of decimals (0–20): exactly that many, in scientific notation with as many mantissa
 *   decimals where they would show no digit of a non-zero value or from 1e15 on (4 decimals is
 *   the display before issue 13);
 * - a number of significant digits (1–17): that many, fixed between 1e-6 and 1e15, else scientific.
 *
 * Rounding is Intl's: half away from zero on the shortest decimal that reads back as the same
 * double (0.00015 to 1 significant digit is 0.0002, as a person reads it), and the shown and plain
 * forms share it, so Copy never disagrees with the screen. A value that rounds onto a limit shows
 * the way the limit does (9.99996e-7 is 0.000001000, as 1e-6 is), so one number never has two
 * faces. The digits come from number-format.ts, which gives Intl's text without Intl.
 */
import { formatFixed, formatScientific } from './number-format';

export type Precision = { kind: 'auto' } | { kind: 'decimals'; digits: number } | { kind: 'significant'; digits: number };

const AUTO: Precision = { kind: 'auto' };
const AUTO_DECIMALS = 4;
const AUTO_SIGNIFICANT = 4;
const SCIENTIFIC_BELOW = 1e-6;
const SCIENTIFIC_FROM = 1e15;

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴',
  '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
};

type Shape =
  | { kind: 'fixed'; value: number; decimals: number }
  | { kind: 'scientific'; mantissa: string; exponent: string }
  | { kind: 'special'; shown: string; plain: string };

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, Math.trunc(n) || 0));

/** n rounded to `digits` significant digits, and the power of ten of its first digit after rounding. */
function roundSignificant(n: number, digits: number): { value: number; exponent: number } {
  const { mantissa, exponent } = formatScientific(n, digits - 1);
  return { value: Number(`${mantissa}e${exponent}`), exponent: Number(exponent) };
}

function scientific(n: number, mantissaDecimals: number): Shape {
  return { kind: 'scientific', ...formatScientific(n, mantissaDecimals) };
}

/** Fixed between `low` and 1e15 by the rounded value, scientific with `mantissaDecimals` outside. */
function fixedWithin(n: number, low: number, mantissaDecimals: number, fixed: () => Shape): Shape {
  const rounded = Math.abs(roundSignificant(n, mantissaDecimals + 1).value);
  return rounded >= low && Math.abs(n) < SCIENTIFIC_FROM ? fixed() : scientific(n, mantissaDecimals);
}

function shape(n: number, precision: Precision): Shape {
  if (n === Infinity) return { kind: 'special', shown: '∞', plain: 'Infinity' };
  if (n === -Infinity) return { kind: 'special', shown: '-∞', plain: '-Infinity' };
  // NaN and ±0 show as plain zero: a "-0.0000" result would only puzzle people.
  const value = Number.isNaN(n) || n === 0 ? 0 : n;
  if (precision.kind === 'decimals') {
    const decimals = clamp(precision.digits, 0, 20);
    if (value === 0) return { kind: 'fixed', value, decimals };
    return fixedWithin(value, 10 ** -decimals, decimals, () => ({ kind: 'fixed', value, decimals }));
  }
  const significant = precision.kind === 'significant' ? clamp(precision.digits, 1, 17) : AUTO_SIGNIFICANT;
  const decimals = (exponent: number) =>
    precision.kind === 'auto' ? Math.max(AUTO_DECIMALS, significant - 1 - exponent) : Math.max(0, significant - 1 - exponent);
  if (value === 0) return { kind: 'fixed', value, decimals: decimals(0) };
  const mantissaDecimals = precision.kind === 'auto' ? AUTO_DECIMALS : significant - 1;
  return fixedWithin(value, SCIENTIFIC_BELOW, mantissaDecimals, () => {
    const rounded = roundSignificant(value, significant);
    // Auto only chooses how many decimals; significant digits also round the integer part (1,600).
    return { kind: 'fixed', value: precision.kind === 'auto' ? value : rounded.value, decimals: decimals(rounded.exponent) };
  });
}

/** The result as shown on the page: '1,609.3440', '0.0002580', '1.6022 × 10⁻¹⁹', '∞'. */
export function formatResult(n: number, precision: Precision = AUTO): string {
  const s = shape(n, precision);
  if (s.kind === 'special') return s.shown;
  if (s.kind === 'fixed') return formatFixed(s.value, s.decimals, { grouping: true });
  const superscript = [...s.exponent].map((c) => SUPERSCRIPT[c] ?? c).join('');
  return `${s.mantissa} × 10${superscript}`;
}

/**
 * The same shown value in machine-readable form, for Copy and plain-text outputs: no grouping, the
 * shown digits kept (trailing zeros are part of the shown value, SPEC §4), scientific as mantissa
 * "e" exponent: '1609.3440', '0.0002580', '1.6022e-19', 'Infinity'. parseNumber reads back every
 * finite one.
 */
export function formatPlain(n: number, precision: Precision = AUTO): string {
  const s = shape(n, precision);
  if (s.kind === 'special') return s.plain;
  if (s.kind === 'fixed') return formatFixed(s.value, s.decimals);
  return `${s.mantissa}e${s.exponent}`;
}

/**
 * A currency amount (no symbol: the page names the currency): 2 decimals with grouping; an amount
 * that would show fewer than 2 significant digits that way (under 0.10, as 1 JPY in USD) keeps 4,
 * without trailing zeros past the cents: '1,234.57', '0.006689', '0.05'.
 */
export function formatMoney(n: number): string {
  if (!Number.isFinite(n) || n === 0) return Number.isNaN(n) || n === 0 ? '0.00' : formatResult(n);
  if (Math.abs(n) < SCIENTIFIC_BELOW) return formatResult(n);
  const { value, exponent } = roundSignificant(n, 4);
  if (exponent >= -1) return formatFixed(n, 2, { grouping: true });
  return formatFixed(value, 3 - exponent).replace(/(\.\d\d\d*?)0+$/, '$1');
}
