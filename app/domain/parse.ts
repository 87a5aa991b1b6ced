/**
 * Reading numbers typed by people (converter inputs, the calculators, query strings, the API), as
 * docs/product.md#numbers says: the site is US English (docs/decisions/035-reading-numbers.md);
 * with a decimal-comma style (ADR 083), the two texts that read two ways are read that style's way.
 *
 * Accepted: surrounding spaces, a leading + or - (also the typographic minus "−"), leading or
 * trailing decimal points (".5", "5."), exponents ("1e-9"), and
 * - US grouping: a comma followed by exactly three digits groups thousands ("300,000", "1,000.5");
 *   the first group starts with 1–9, so "0,500" is a decimal comma;
 * - a single comma followed by one, two or more than three digits is a decimal comma ("1,5");
 * - European grouping by dots with a decimal comma ("1.000,5", "1.000.000"); a single dot is the
 *   decimal point ("1.000" is 1, and says so: it reads two ways);
 * - grouping by spaces, three digits a group ("300 000", ISO 80000-1);
 * - ×10 forms: "1.5×10^-9", "1.5 x 10⁻⁹", "1.5*10^-9", "10^6";
 * - fractions and mixed numbers: "1/2", "3 1/2", "⅝", "1 ¾", "1¾";
 * - with `money`, a "$" before or after ("$300,000", "$ 300 000", "-$5", "300 000 $"), "k" and "M"
 *   for thousands and millions ("300k", "$1.5M"), and a dot before three digits as grouping
 *   ("300.000" is 300000: no amount of money has a third decimal);
 * - with `percent`, a trailing "%" ("6.5%").
 * Anything else ("abc", "1..2", "1,2,3", "1/0") is not a number, and "1e999" is too large.
 */
import { formatFixed, formatScientific, restyle, superscriptValue, type NumberStyle } from './number-format';

export interface NumberReading {
  value: number;
  /**
   * How the text was read, in plain form ("1000", "1.5", "3.5"), when it could be read two ways or
   * is not a plain decimal (grouping, decimal comma, fraction, mixed number, ×10^ form); else null.
   */
  readAs: string | null;
}

const EXP = String.raw`(?:[eE][+-]?\d+)?`;
const SIGN = '[+-]?';
const PLAIN = new RegExp(`^${SIGN}(?:\\d+\\.?\\d*|\\.\\d+)${EXP}$`);
/** A single dot before exactly three digits: "1.000" is 1 here, 1000 in much of Europe. */
const DOT_THREE = /^[+-]?[1-9]\d{0,2}\.\d{3}$/;
const US_GROUPS = new RegExp(`^${SIGN}[1-9]\\d{0,2}(?:,\\d{3})+(?:\\.\\d*)?${EXP}$`);
const DECIMAL_COMMA = new RegExp(`^${SIGN}(?:\\d+,\\d*|,\\d+)${EXP}$`);
/** A single comma before exactly three digits: "1,000" is 1000 here, 1 where the comma is the decimal sign. */
const COMMA_THREE = /^[+-]?[1-9]\d{0,2},\d{3}$/;
const DOT_GROUPS = new RegExp(`^${SIGN}[1-9]\\d{0,2}(?:\\.\\d{3})+(?:,\\d*)?${EXP}$`);
const SPACE_GROUPS = new RegExp(`^${SIGN}[1-9]\\d{0,2}(?: \\d{3})+(?:[.,]\\d*)?${EXP}$`);
const FRACTION = /^([+-]?)(?:(\d+) )?(\d+)\/(\d+)$/;
const TIMES_TEN = /^(?:(.*?) ?[×xX*·] ?)?10 ?(?:\^ ?\(?([+-]?\d+)\)?|([⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))$/;

/** The vulgar fractions Unicode has, by their value: ½ is 1/2. */
export const VULGAR: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅐': 1 / 7,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};
const VULGAR_FORM = new RegExp(`^([+-]?)(?:(\\d+) ?)?([${Object.keys(VULGAR).join('')}])$`);

/**
 * The decimal text as JavaScript reads it ("1000.5", "-1.5e3"), and whether the person wrote it
 * that way, or null when it is no decimal. With `decimalComma`, "1.000" is 1000 and "1,000" is 1;
 * every other text reads the same in both styles.
 */
function canonicalDecimal(s: string, decimalComma = false): { canonical: string; plain: boolean } | null {
  if (decimalComma && DOT_THREE.test(s)) return { canonical: s.replace('.', ''), plain: false };
  if (decimalComma && COMMA_THREE.test(s)) return { canonical: s.replace(',', '.'), plain: false };
  if (PLAIN.test(s)) return { canonical: s, plain: !DOT_THREE.test(s) };
  if (US_GROUPS.test(s)) return { canonical: s.replaceAll(',', ''), plain: false };
  if (DECIMAL_COMMA.test(s)) return { canonical: s.replace(',', '.'), plain: false };
  if (DOT_GROUPS.test(s)) return { canonical: s.replaceAll('.', '').replace(',', '.'), plain: false };
  if (SPACE_GROUPS.test(s)) return { canonical: s.replaceAll(' ', '').replace(',', '.'), plain: false };
  return null;
}

/** The value as a person would type it back: "0.0000000015", "1000", "0.333333333333"; 12 digits at most. */
export function plainDecimal(n: number): string {
  const { mantissa, exponent } = formatScientific(n, 11);
  const power = Number(exponent);
  const trim = (t: string) => (t.includes('.') ? t.replace(/0+$/, '').replace(/\.$/, '') : t);
  if (power < -9 || power >= 21) return `${trim(mantissa)}e${power}`;
  return trim(formatFixed(Number(`${mantissa}e${power}`), Math.max(0, 11 - power)));
}

function exponentOf(plain: string | undefined, superscript: string | undefined): number {
  if (plain !== undefined) return Number(plain);
  return superscriptValue(superscript ?? '');
}

function read(s: string, decimalComma = false): { value: number; plain: boolean } | null {
  const decimal = canonicalDecimal(s, decimalComma);
  if (decimal) return { value: Number(decimal.canonical), plain: decimal.plain };
  const vulgar = VULGAR_FORM.exec(s);
  if (vulgar) {
    const [, sign, whole = '0', glyph = ''] = vulgar;
    const value = Number(whole) + (VULGAR[glyph] ?? NaN);
    return { value: sign === '-' ? -value : value, plain: false };
  }
  const fraction = FRACTION.exec(s);
  if (fraction) {
    const [, sign, whole, numerator = '', denominator = ''] = fraction;
    const [n, d] = [Number(numerator), Number(denominator)];
    // "3 5/4" is no way to write 4¼; "1/0" is no number.
    if (d === 0 || (whole !== undefined && n >= d)) return null;
    const value = Number(whole ?? 0) + n / d;
    return { value: sign === '-' ? -value : value, plain: false };
  }
  const timesTen = TIMES_TEN.exec(s);
  if (timesTen) {
    const [, mantissaText, power, superscript] = timesTen;
    const mantissa = mantissaText === undefined ? { canonical: '1' } : canonicalDecimal(mantissaText, decimalComma);
    if (!mantissa || /e/i.test(mantissa.canonical)) return null;
    return { value: Number(`${mantissa.canonical}e${exponentOf(power, superscript)}`), plain: false };
  }
  return null;
}

/**
 * Typed text with full-width forms as their ASCII letters (the digits, signs and space of Japanese
 * and Chinese keyboards: "１２．５" is "12.5", by NFKC), its spaces (no-break, thin, narrow) as one
 * plain space, "−" as "-" and "⁄" as "/". Only the full-width forms go through NFKC: it would make
 * "1½" the "11⁄2" of another number.
 */
export function tidyTyped(text: string): string {
  return text
    .replace(/[\uff01-\uff5e\u3000]/g, (wide) => wide.normalize('NFKC'))
    .replace(/[\u00a0\u2009\u202f\s]+/g, ' ')
    .trim()
    .replaceAll('\u2212', '-')
    .replaceAll('\u2044', '/');
}

export interface ReadOptions {
  /** A field in dollars: "$" before or after, "k" and "M", "300.000" as 300000. */
  money?: boolean;
  /** A rate in percent: a trailing "%". */
  percent?: boolean;
  /** The reader's number style (number-format.ts); a decimal comma decides "1.000" and "1,000". */
  style?: NumberStyle;
}

/** Why text counts as 0 where a number was asked for; the fields show it ("Not a number — read as 0"). */
export type Unreadable = 'Not a number' | 'Too large';

const MONEY_SCALE: Record<string, number> = { k: 1e3, K: 1e3, m: 1e6, M: 1e6 };

function readMoney(s: string, decimalComma: boolean): { value: number; plain: boolean } | null {
  // One "$", before the number (after its sign, or before it: "-$5", "$-5") or after it.
  const lead = /^([+-]?) ?\$ ?/.exec(s);
  let t = lead ? lead[1] + s.slice(lead[0].length) : s.replace(/ ?\$$/, '');
  const scale = / ?([kKmM])$/.exec(t);
  if (scale) t = t.slice(0, scale.index);
  const reading = DOT_THREE.test(t) ? { value: Number(t.replace('.', '')), plain: false } : read(t, decimalComma);
  if (!reading || !scale) return reading;
  // 15 digits: 1.1 × 1000 is 1100, not 1100.0000000000002.
  return { value: Number((reading.value * MONEY_SCALE[scale[1]!]!).toPrecision(15)), plain: false };
}

/** The number in `text` and how it was read, or why it is none (a number beyond a double is too large). */
export function readNumberOrWhy(text: string, options: ReadOptions = {}): NumberReading | Unreadable {
  let s = tidyTyped(text);
  if (options.percent) s = s.replace(/ ?%$/, '');
  const decimalComma = options.style?.decimal === ',';
  const reading = options.money ? readMoney(s, decimalComma) : read(s, decimalComma);
  if (!reading) return 'Not a number';
  if (!Number.isFinite(reading.value)) return 'Too large';
  return { value: reading.value, readAs: reading.plain ? null : plainDecimal(reading.value) };
}

/** The number in `text` and how it was read, or null when it is none or does not fit a double. */
export function readNumber(text: string, options: ReadOptions = {}): NumberReading | null {
  const reading = readNumberOrWhy(text, options);
  return typeof reading === 'string' ? null : reading;
}

/** What a field says under it when its text counts as 0; nothing when it was read, or is empty. */
export function unreadNote(text: string, reading: NumberReading | string): string | null {
  return typeof reading === 'string' && text.trim() ? `${reading} — read as 0` : null;
}

/**
 * What a field says of how its text was read (`readAs`, parse.ts's plain form "1234", "1.5"), in
 * the reader's style, from the template of the page's language ("{typed} se leyó como {value}"):
 * nothing when the reading is the text itself in that style ("1,5" with a decimal comma), so only a
 * text read otherwise than it is written says so ("1.234 se leyó como 1234").
 */
export function readingNote(typed: string, readAs: string | null, style: NumberStyle, template: string): string {
  if (readAs === null) return '';
  const value = restyle(readAs, style);
  const text = typed.trim();
  return value === text ? '' : template.replace('{typed}', () => text).replace('{value}', () => value);
}

/** The number in `text`, or null when it is not one or does not fit a double. */
export function parseNumberStrict(text: string): number | null {
  return readNumber(text)?.value ?? null;
}

/** The forgiving reading of docs/product.md#numbers: anything that is not a number counts as 0. */
export function parseNumber(text: string): number {
  return parseNumberStrict(text) ?? 0;
}
