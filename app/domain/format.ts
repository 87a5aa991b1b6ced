/**
 * How results are shown (docs/product.md#numbers, docs/decisions/032-precision.md).
 *
 * The default ('auto'): rounded to 4 decimals, but never to fewer than 4 significant digits of a
 * non-zero value (1 R → 0.000258 C/kg, 220 μF → 0.00022 F), with en-US digit grouping and without
 * trailing zeros (0.3048, 12, 0.001, 1,000,000,000,000): the digits that remain are the value's.
 * The precision control can ask instead for
 * - a number of decimals (0–20): exactly that many, zeros kept (the user asked for them);
 * - a number of significant digits (1–17): that many, zeros kept.
 * One rule for scientific notation in every mode: a non-zero value whose magnitude, rounded to the
 * mantissa's digits, is below 1e-6 or at least 1e15 is shown as mantissa × 10ⁿ (Auto: up to 4
 * mantissa decimals, 1.6022 × 10⁻¹⁹, 1 × 10¹⁵); so is a value that a fixed number of decimals
 * would show without a digit of it (0.005 to 2 decimals: 5.00 × 10⁻³).
 *
 * Rounding is Intl's: half away from zero on the shortest decimal that reads back as the same
 * double (0.00015 to 1 significant digit is 0.0002, as a person reads it), and the shown and plain
 * forms share it, so Copy never disagrees with the screen. A value that rounds onto a limit shows
 * the way the limit does (9.99996e-7 is 0.000001, as 1e-6 is; 999,999,999,999,999.9 is 1 × 10¹⁵),
 * so one number never has two faces. The digits come from number-format.ts, which gives Intl's
 * text without Intl.
 */
import { formatFixed, formatScientific, toSuperscript } from './number-format';

export type Precision = { kind: 'auto' } | { kind: 'decimals'; digits: number } | { kind: 'significant'; digits: number };

const AUTO: Precision = { kind: 'auto' };
const AUTO_DECIMALS = 4;
const AUTO_SIGNIFICANT = 4;
const SCIENTIFIC_BELOW = 1e-6;
const SCIENTIFIC_FROM = 1e15;

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

/** The fixed form's digits: the value to print, its decimals, and the value as they round it. */
function fixedForm(value: number, precision: Precision): { value: number; decimals: number; rounded: number } {
  if (precision.kind === 'decimals') {
    const decimals = clamp(precision.digits, 0, 20);
    return { value, decimals, rounded: Number(formatFixed(value, decimals)) };
  }
  if (precision.kind === 'significant') {
    const significant = clamp(precision.digits, 1, 17);
    const rounded = roundSignificant(value, significant);
    // Significant digits also round the integer part (1,600).
    return { value: rounded.value, decimals: Math.max(0, significant - 1 - rounded.exponent), rounded: rounded.value };
  }
  const decimals = Math.max(AUTO_DECIMALS, AUTO_SIGNIFICANT - 1 - roundSignificant(value, AUTO_SIGNIFICANT).exponent);
  return { value, decimals, rounded: Number(formatFixed(value, decimals)) };
}

function shape(n: number, precision: Precision): Shape {
  if (n === Infinity) return { kind: 'special', shown: '∞', plain: 'Infinity' };
  if (n === -Infinity) return { kind: 'special', shown: '-∞', plain: '-Infinity' };
  // NaN and ±0 show as plain zero: a "-0.0000" result would only puzzle people.
  const value = Number.isNaN(n) || n === 0 ? 0 : n;
  const fixed = fixedForm(value, precision);
  if (value === 0) return { kind: 'fixed', value, decimals: fixed.decimals };
  const mantissaDecimals =
    precision.kind === 'auto' ? AUTO_DECIMALS : precision.kind === 'decimals' ? fixed.decimals : clamp(precision.digits, 1, 17) - 1;
  const rounded = Math.abs(fixed.rounded);
  // A fixed number of decimals that would show no digit of the value (0.005 to 2 decimals).
  const noDigit = precision.kind === 'decimals' && Math.abs(roundSignificant(value, fixed.decimals + 1).value) < 10 ** -fixed.decimals;
  if (rounded < SCIENTIFIC_BELOW || rounded >= SCIENTIFIC_FROM || noDigit) {
    return { kind: 'scientific', ...formatScientific(value, mantissaDecimals) };
  }
  return { kind: 'fixed', value: fixed.value, decimals: fixed.decimals };
}

/** Auto's digits end where the value's do: '30.4800' → '30.48', '12.0000' → '12', '1.0000' (a mantissa) → '1'. */
const trimZeros = (digits: string) => (digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits);
const keepZeros = (digits: string) => digits;
const digitsOf = (precision: Precision) => (precision.kind === 'auto' ? trimZeros : keepZeros);

/** The result as shown on the page: '1,609.344', '0.000258', '1.6022 × 10⁻¹⁹', '∞'; '1,609.34' to 2 decimals. */
export function formatResult(n: number, precision: Precision = AUTO): string {
  const s = shape(n, precision);
  const digits = digitsOf(precision);
  if (s.kind === 'special') return s.shown;
  if (s.kind === 'fixed') return digits(formatFixed(s.value, s.decimals, { grouping: true }));
  return `${digits(s.mantissa)} × 10${toSuperscript(s.exponent) ?? s.exponent}`;
}

/**
 * The same shown value in machine-readable form, for Copy and plain-text outputs: no grouping, the
 * shown digits kept (a chosen precision's trailing zeros are part of the shown value), scientific
 * as mantissa "e" exponent: '1609.344', '0.000258', '1.6022e-19', 'Infinity'; '1609.3440' to 4
 * decimals. parseNumber reads back every finite one.
 */
export function formatPlain(n: number, precision: Precision = AUTO): string {
  const s = shape(n, precision);
  const digits = digitsOf(precision);
  if (s.kind === 'special') return s.plain;
  if (s.kind === 'fixed') return digits(formatFixed(s.value, s.decimals));
  return `${digits(s.mantissa)}e${s.exponent}`;
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
