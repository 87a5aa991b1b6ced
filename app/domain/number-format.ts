/**
 * Number formatting without Intl, giving exactly the text Intl.NumberFormat gives for en-US and
 * for any locale whose style (`NumberStyle`, read from Intl by number-style.ts) is passed
 * (number-format.test.ts holds it to that across edge cases and random values, per locale).
 *
 * Why not Intl: the first Intl object a page creates starts ICU, 16–50 ms of main thread in
 * Chromium before any throttling; on a converter or the mortgage page that was the longest task
 * of the page's start (docs/decisions/017-number-formatting.md). These few digit rules are all the
 * site needs.
 *
 * Rounding is Intl's: half away from zero, applied to the shortest decimal that reads back as the
 * same double (what `toExponential()` without an argument prints), so 0.00015 rounds to 0.0002 as a
 * person reads it, where the double's exact binary value would round down.
 */

interface Decimal {
  negative: boolean;
  /** Significant digits, no leading zero (except for zero itself): '15' for 0.00015. */
  digits: string;
  /** Power of ten of the first digit: -4 for 0.00015. */
  exponent: number;
}

function shortestDecimal(n: number): Decimal {
  // One result is formatted from the same number up to three times (its significant digits, its
  // rounding, its text): the last number's digits are kept.
  if (last && Object.is(n, last.n)) return last.decimal;
  const [mantissa = '0', exponent = '0'] = Math.abs(n).toExponential().split('e');
  last = { n, decimal: { negative: n < 0 || Object.is(n, -0), digits: mantissa.replace('.', ''), exponent: Number(exponent) } };
  return last.decimal;
}
let last: { n: number; decimal: Decimal } | undefined;

/** The first `keep` digits as an integer, rounded half away from zero by the digit after them. */
function roundDigits(digits: string, keep: number): bigint {
  if (keep < 0) return 0n;
  const head = BigInt(digits.slice(0, keep).padEnd(keep, '0') || '0');
  return (digits[keep] ?? '0') >= '5' ? head + 1n : head;
}

/**
 * How a locale writes numbers, as CLDR has it and Intl.NumberFormat gives it (ADR 083): its
 * decimal and group signs, its minus, and how many digits must stand before a group before it is
 * grouped (CLDR's minimumGroupingDigits: Spanish writes 1234 but 12.345).
 */
export interface NumberStyle {
  decimal: string;
  group: string;
  minus: string;
  minimumGroupingDigits: number;
}

/** en-US: 1,234.5 and -1. */
export const US_STYLE: NumberStyle = { decimal: '.', group: ',', minus: '-', minimumGroupingDigits: 1 };

/** '1234567.5' → '1,234,567.5' (only the integer part is grouped); in another style, '1.234.567,5'. */
export function groupThousands(text: string, style: NumberStyle = US_STYLE): string {
  const point = text.indexOf('.');
  const integer = point === -1 ? text : text.slice(0, point);
  const digits = integer.startsWith('-') ? integer.length - 1 : integer.length;
  const grouped = digits >= 3 + style.minimumGroupingDigits ? integer.replace(/\B(?=(\d{3})+$)/g, style.group) : integer;
  return grouped + (point === -1 ? '' : style.decimal + text.slice(point + 1));
}

/**
 * `n` with exactly `fractionDigits` decimals, as Intl's minimum = maximum fraction digits gives it:
 * formatFixed(1609.344, 4) is '1609.3440', with grouping '1,609.3440'. Finite numbers only.
 */
export function formatFixed(
  n: number,
  fractionDigits: number,
  { grouping = false, style = US_STYLE }: { grouping?: boolean; style?: NumberStyle } = {},
): string {
  const { negative, digits, exponent } = shortestDecimal(n);
  const scaled = roundDigits(digits, exponent + 1 + fractionDigits)
    .toString()
    .padStart(fractionDigits + 1, '0');
  const integer = scaled.slice(0, scaled.length - fractionDigits);
  const fraction = fractionDigits > 0 ? `${style.decimal}${scaled.slice(scaled.length - fractionDigits)}` : '';
  const grouped = grouping ? groupThousands(integer, style) : integer;
  return `${negative ? style.minus : ''}${grouped}${fraction}`;
}

/** A number as the site writes it in US style: an optional minus, digits grouped by commas or not, a decimal part. */
const US_NUMBER = /(?<![\w.,])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/g;

/**
 * `text` written in US style ('1,609.344', '-0.5', '1.6022 × 10⁻¹⁹'; what formatFixed, formatResult
 * and formatMoney give) with its numbers in `style` instead: grouped ones regrouped by the style's
 * rule (es-ES writes 1609,344 but 12.345,5), ungrouped ones kept ungrouped, its minus the style's.
 * For text in both styles from one US form: the server's `<Num>` and the islands (ADR 087).
 */
export function restyle(text: string, style: NumberStyle): string {
  if (style === US_STYLE) return text;
  return text.replace(US_NUMBER, (number) => {
    const negative = number.startsWith('-');
    const digits = negative ? number.slice(1) : number;
    const styled = digits.includes(',') ? groupThousands(digits.replaceAll(',', ''), style) : digits.replace('.', style.decimal);
    return `${negative ? style.minus : ''}${styled}`;
  });
}

/**
 * `n` in scientific notation with `fractionDigits` decimals in the mantissa, as Intl's scientific
 * notation gives it ('1.6022E-19' is { mantissa: '1.6022', exponent: '-19' }); a mantissa rounding
 * up to 10 carries into the exponent. Finite numbers only.
 */
export function formatScientific(n: number, fractionDigits: number, style: NumberStyle = US_STYLE): { mantissa: string; exponent: string } {
  const { negative, digits, exponent } = shortestDecimal(n);
  // Zero's one digit is padded to the mantissa's width; any other value has no leading zero.
  let significant = roundDigits(digits, fractionDigits + 1)
    .toString()
    .padEnd(fractionDigits + 1, '0');
  let power = exponent;
  if (significant.length > fractionDigits + 1) {
    significant = significant.slice(0, fractionDigits + 1);
    power += 1;
  }
  const fraction = fractionDigits > 0 ? `${style.decimal}${significant.slice(1)}` : '';
  return { mantissa: `${negative ? style.minus : ''}${significant[0]}${fraction}`, exponent: String(power) };
}

/**
 * en-US month names, January first, written out for the same reason as the digits above: asking
 * Intl.DateTimeFormat for them would start ICU.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The digits 0–9 raised, as powers are written (10⁻⁹, m²), and lowered, as indices are (H₂O). */
export const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** A signed whole number in other digits and signs, or null when the text is not one. */
function scripted(text: string, digits: string, minus: string, plus: string): string | null {
  if (!/^[+\-−]?\d+$/.test(text)) return null;
  return [...text].map((c) => (c === '+' ? plus : c === '-' || c === '−' ? minus : digits[Number(c)])).join('');
}

/** "-9" → "⁻⁹", "2" → "²"; null for anything but a signed whole number. */
export const toSuperscript = (text: string) => scripted(text, SUPERSCRIPT_DIGITS, '⁻', '⁺');

/** "2" → "₂"; null for anything but a signed whole number. */
export const toSubscript = (text: string) => scripted(text, SUBSCRIPT_DIGITS, '₋', '₊');

/** The number raised digits stand for: "⁻⁹" → -9. */
export function superscriptValue(text: string): number {
  return Number([...text].map((c) => (c === '⁻' ? '-' : c === '⁺' ? '+' : String(SUPERSCRIPT_DIGITS.indexOf(c)))).join(''));
}
