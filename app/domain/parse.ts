/**
 * Reading numbers typed by people (converter inputs, query strings, the API).
 *
 * Accepted: surrounding spaces, a leading + or - (also the typographic minus
 * "−" that pages and documents use), leading or trailing decimal points
 * (".5", "5."), and exponents ("1e-9", "1E6").
 *
 * Separators, in this order of precedence:
 * 1. A single "." is the decimal separator ("1.5"; "1.000" is 1).
 * 2. A single "," is also a decimal separator ("1,5" is 1.5; so "1,000" is 1,
 *    as in most of the world: one separator cannot be told apart, and a
 *    decimal comma is the common reading in a converter's input).
 * 3. With thousands grouping, the separator that repeats or comes first groups
 *    digits by exactly three and the other one, last, is the decimal
 *    separator: "1,000.5" and "1.000,5" are 1000.5, "1,000,000" is a million.
 * Anything else ("", "abc", "12abc", "1..2", "1,2,3", "0x10", "Infinity") is
 * not a number.
 */
const EXPONENT = String.raw`(?:[eE][+-]?\d+)?`;
const DOT_DECIMAL = new RegExp(String.raw`^[+-]?(?:\d+\.?\d*|\.\d+)${EXPONENT}$`);
const COMMA_DECIMAL = new RegExp(String.raw`^[+-]?(?:\d+,?\d*|,\d+)${EXPONENT}$`);
const COMMA_GROUPS = new RegExp(String.raw`^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?${EXPONENT}$`);
const DOT_GROUPS = new RegExp(String.raw`^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d*)?${EXPONENT}$`);

/** The number in `text`, or null when it is not one or does not fit a double. */
export function parseNumberStrict(text: string): number | null {
  const s = text.trim().replace(/^\u2212/, '-');
  let canonical: string | null = null;
  if (DOT_DECIMAL.test(s)) canonical = s;
  else if (COMMA_DECIMAL.test(s)) canonical = s.replace(',', '.');
  else if (COMMA_GROUPS.test(s)) canonical = s.replaceAll(',', '');
  else if (DOT_GROUPS.test(s)) canonical = s.replaceAll('.', '').replace(',', '.');
  if (canonical === null) return null;
  const value = Number(canonical);
  // "1e999" is well formed but overflows; it is no more usable than "abc".
  return Number.isFinite(value) ? value : null;
}

/** The forgiving reading of SPEC §5: anything that is not a number counts as 0. */
export function parseNumber(text: string): number {
  return parseNumberStrict(text) ?? 0;
}
