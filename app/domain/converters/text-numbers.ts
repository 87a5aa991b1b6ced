import type { NumberStyle } from '../number-format';
import { convert } from '../units/convert';
import type { Unit } from '../units/types';
import { UNSPACED_LETTER } from './translated-parse';

/**
 * The numbers a page's text states, read in the style of its language, and the check that each is
 * right (translated-content.test.ts): a number of a translated page must be one the English page
 * states (or that number rounded to fewer digits), or a conversion, between two units of the
 * page's quantity, of a number beside it, to the digits shown, or one the page cites with its source.
 */

export interface TextNumber {
  /** As written (`1609,344`, `6,022 × 10²³`). */
  text: string;
  /** Its value, unsigned: a sign is words' business ("bajo cero") as often as a minus sign's. */
  value: number;
  /** Digits shown after the decimal sign; a power of ten in the mantissa's notation shifts them. */
  decimals: number;
  /** Significant digits shown. */
  significant: number;
}

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '',
};
const escape = (sign: string) => sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const POWER = '(?:\\s?[×x·]\\s?10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?';

/**
 * A number in `style`: grouped or not, with decimals, with an optional `× 10ⁿ`; or a bare `10ⁿ`.
 * After a letter digits are part of a word ("m2", "x5"), except after a letter of a script written
 * without spaces, where a number stands against the words around it ("約9.8", "ごとに1,000倍").
 */
function numberPattern(style: NumberStyle): RegExp {
  const group = escape(style.group);
  const decimal = escape(style.decimal);
  const mantissa = `\\d{1,3}(?:${group}\\d{3})+(?:${decimal}\\d+)?|\\d+(?:${decimal}\\d+)?`;
  return new RegExp(`(?<!\\d|(?!${UNSPACED_LETTER})\\p{L})(?:10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)|(${mantissa})${POWER})(?![\\d⁰¹²³⁴⁵⁶⁷⁸⁹])`, 'gu');
}

/** Significant digits of a plain decimal; an integer's trailing zeros count as placeholders (5000 has one). */
function significantDigits(plain: string): number {
  const digits = plain.includes('.') ? plain.replace('.', '') : plain.replace(/0+$/, '');
  return digits.replace(/^0+/, '').length || 1;
}

/**
 * Every number `text` states, read in `style`. Digits inside words (CO₂'s are not digits, H2O's
 * are) are skipped, and so is a count: a number written right before one of `counters`, the words
 * of a language that writes its counters against its numbers (3桁, 7つ, 2乗; converters.json).
 * A count says how many, not how much: English and Spanish write theirs in words ("three kinds",
 * "tres tipos"), which the check does not read either.
 */
export function numbersIn(text: string, style: NumberStyle, counters: readonly string[] = []): TextNumber[] {
  const found: TextNumber[] = [];
  for (const match of text.matchAll(numberPattern(style))) {
    const [whole, barePower, mantissa, power] = match;
    const end = match.index + whole.length;
    if (counters.some((counter) => text.startsWith(counter, end))) continue;
    const exponentText = power ?? barePower;
    const exponent = exponentText === undefined ? 0 : Number([...exponentText].map((c) => SUPERSCRIPT[c]).join(''));
    const plain = (mantissa ?? '1').split(style.group).join('').replace(style.decimal, '.');
    const fraction = plain.split('.')[1] ?? '';
    found.push({
      text: whole,
      value: Number(plain) * 10 ** exponent,
      decimals: fraction.length - exponent,
      significant: mantissa === undefined ? 1 : significantDigits(plain),
    });
  }
  return found;
}

/**
 * Digit runs `style` cannot have written: a group sign not followed by three digits (`1.5` in
 * Spanish, the English decimal point), a grouped number too short to group (`1.852` where CLDR
 * groups from five digits), a decimal sign twice. These would otherwise be read as some other number.
 */
export function styleErrors(text: string, style: NumberStyle): string[] {
  const group = escape(style.group);
  const decimal = escape(style.decimal);
  const errors: string[] = [];
  for (const [run] of text.matchAll(new RegExp(`\\d+(?:(?:${group}|${decimal})\\d+)+`, 'g'))) {
    const [integer, ...rest] = run.split(style.decimal);
    const groups = integer!.split(style.group);
    const grouped = groups.length > 1;
    const wellGrouped = groups.slice(1).every((g) => g.length === 3) && groups[0]!.length <= 3;
    const digits = groups.join('').length;
    if (rest.length > 1 || (grouped && (!wellGrouped || digits < 3 + style.minimumGroupingDigits))) errors.push(run);
  }
  return errors;
}

/** `x` rounded to `decimals` digits after the point (negative: to tens, hundreds…). */
function roundTo(x: number, decimals: number): number {
  const scale = 10 ** Math.abs(decimals);
  return decimals >= 0 ? Math.round(x * scale) / scale : Math.round(x / scale) * scale;
}

/** Whether `exact` written to the digits `shown` shows is `shown` (a relative hair for binary floats). */
export function showsAs(exact: number, shown: TextNumber): boolean {
  const rounded = roundTo(Math.abs(exact), shown.decimals);
  return Math.abs(rounded - shown.value) <= 1e-9 * Math.max(shown.value, 10 ** -shown.decimals);
}

/** Whether a is b to within binary floating point: the conversion needs no rounding to be shown. */
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

export interface NumberCheck {
  /** The numbers of the English page, read in en-US style. */
  english: readonly TextNumber[];
  /** The page's quantity and the units it may convert between. */
  quantity: string;
  units: readonly Unit[];
  /** Values the page cites with a source (front matter `numbers:`). */
  cited: readonly number[];
}

/**
 * Fewer significant digits than this, and a rounded conversion proves nothing: with dozens of
 * units, some pair takes a number beside it to almost any two- or three-digit value. An exact
 * conversion (12 in in a foot) counts at any length.
 */
const MIN_ROUNDED_DIGITS = 4;

/** Every value `seed` takes when converted between two different units of the check's quantity. */
function conversionsOf(seed: number, check: NumberCheck): number[] {
  const out: number[] = [];
  const { units, quantity } = check;
  for (const from of units) {
    for (const to of units) {
      if (from === to) continue;
      // Linear units by their factors (thousands of pairs on the long tables); scales by convert().
      out.push('factor' in from && 'factor' in to ? (seed * from.factor) / to.factor : Math.abs(convert(quantity, seed, from.key, to.key)));
    }
  }
  return out;
}

/**
 * A number an example may simply choose (5 km, 55 inches, 0.5 g/L): three significant digits at
 * most. A longer number beside a conversion must itself be proven, or two invented numbers that
 * convert into each other (3.1096 km = 1.9322 mi) would prove each other.
 */
const MAX_CHOSEN_DIGITS = 3;

/** Proven without a conversion: cited by the page, or on the English page (perhaps rounded). */
function statedOrCited(shown: TextNumber, check: NumberCheck): boolean {
  return (
    check.cited.some((value) => same(value, shown.value)) ||
    check.english.some((english) => shown.decimals <= english.decimals && showsAs(english.value, shown))
  );
}

/** Why `shown` (in a line whose numbers are `beside`) is not proven, or null when it is. */
export function unproven(shown: TextNumber, beside: readonly TextNumber[], check: NumberCheck): string | null {
  if (statedOrCited(shown, check)) return null;
  const chosen = (n: TextNumber) => n.significant <= MAX_CHOSEN_DIGITS;
  for (const seed of beside) {
    if (seed === shown) continue;
    if (chosen(seed) || statedOrCited(seed, check)) {
      for (const converted of conversionsOf(seed.value, check)) {
        if (same(converted, seed.value)) continue;
        if (same(converted, shown.value) || (shown.significant >= MIN_ROUNDED_DIGITS && showsAs(converted, shown))) return null;
      }
    }
    // The other way round: `shown` is the value chosen and converted, the number beside it its rounded result.
    if (chosen(shown) && seed.significant >= MIN_ROUNDED_DIGITS && conversionsOf(shown.value, check).some((converted) => showsAs(converted, seed))) {
      return null;
    }
  }
  return `${shown.text} is not on the English page, not a conversion of a proven or chosen number beside it, and not cited`;
}
