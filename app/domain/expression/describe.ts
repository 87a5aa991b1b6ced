import { toSuperscript } from '../number-format';
import { plainDecimal } from '../parse';
import type { IngredientSearchEntry } from '../cooking/wire';
import type { Dimension } from './dimensions';
import { ingredientReading } from './ingredients';
import { isNone, type Known } from './known';
import { baseWords, fillTemplate, type ExpressionWords, type Part } from './messages';
import { superscript } from './tokenize';

/**
 * How an expression was read, as its answer says it ("(5 ft + 11 in) + 3 cm", "20 kWh / 100 km"),
 * and how a refusal names a part of it ("length (5 ft)"): docs/decisions/052-expressions.md. The
 * evaluator (evaluate.ts) builds each part's text from its parts' as it works out their values, so
 * that a refusal can quote the part it refuses.
 */

/** How part of the input reads back, with how tightly it binds. */
export interface Text {
  s: string;
  /** 1 a sum, 2 a product or quotient, 3 a number, unit, power or bracket. */
  prec: 1 | 2 | 3;
  /** Values written side by side ("5 ft 11 in"), shown bracketed inside anything larger. */
  side?: boolean;
  /** Starts with a number: a value in units, which may be followed by more of its kind. */
  amount?: boolean;
  /** Units alone, no number: "m/s²". */
  units?: boolean;
}

export const numberText = (n: number) => plainDecimal(n);

/** A number as typed, or as read where it was written otherwise ("1,5" as 1.5). */
export const writtenNumber = (s: string): Text => ({ s, prec: 3, amount: true });

/** A unit by its symbol. */
export const unitText = (k: Known): Text => ({ s: k.unit.abbr, prec: 3, units: true });

/** A sum or difference; `side` for values written side by side ("5 ft + 11 in"). */
export function sumText(a: Text, b: Text, minus: boolean, side: boolean): Text {
  const left = a.side && !side ? `(${a.s})` : a.s;
  const right = b.prec === 1 || b.side ? `(${b.s})` : b.s;
  return { s: `${left} ${minus ? '-' : '+'} ${right}`, prec: 1, side };
}

/**
 * A product or quotient: units side by side as written ("N m", "km/h"), values with × and /, and
 * `joiner` between a number and its units (a space, or none before a mark: 40°).
 */
export function productText(a: Text, b: Text, divide: boolean, joiner?: string): Text {
  const wrap = (r: Text, tight: boolean) => (r.prec === 1 || r.side || (tight && r.prec === 2 && divide) ? `(${r.s})` : r.s);
  const unitsOnly = a.units && b.units;
  const op = divide ? (unitsOnly || b.units ? '/' : ' / ') : (joiner ?? (unitsOnly ? ' ' : ' × '));
  return { s: `${wrap(a, false)}${op}${wrap(b, true)}`, prec: 2, units: unitsOnly };
}

/** What joins a number to its units: marks follow their number (40°, 5′), others after a space. */
export const amountJoiner = (units: Text) => (/^[°′″]$/.test(units.s) ? '' : ' ');

/** A number and a unit that combines alone: "98.6 °F". */
export const aloneAmountText = (number: Text, units: Text) => ({ s: `${number.s} ${units.s}`, amount: true, units: false });

/** A power: "m²", "(2 m)²", "s^-1". */
export function powerText(a: Text, e: number): Text {
  const shown = a.prec === 3 && !a.side ? a.s : `(${a.s})`;
  return { s: `${shown}${Number.isInteger(e) && e > 0 ? superscript(e) : `^${numberText(e)}`}`, prec: 3, units: a.units };
}

/** A negated part, binding as tightly as a number unless it is a sum. */
export const negatedText = (a: Text) => ({ s: `-${a.s}`, prec: a.prec === 1 ? (1 as const) : (3 as const) });

/** Brackets stay where they matter: round a sum, or an amount about to be raised ("(2 m)²"). */
export function groupText(inner: Text, raised: boolean): Text {
  const bare = inner.prec === 3 && !(inner.amount && raised);
  return { s: bare ? inner.s : `(${inner.s})`, prec: 3, units: inner.units };
}

/** An amount with the ingredient it is of, and the value used: "2 cup (US) all-purpose flour (spooned and leveled, …)". */
export const ingredientText = (amount: Text, entry: IngredientSearchEntry, cupM3: number, capitalNouns?: boolean) =>
  `${amount.s} ${ingredientReading(entry, cupM3, capitalNouns)}`;

const SYMBOLS = ['m', 'kg', 's', 'A', 'K', 'mol', 'cd', 'rad', 'sr', 'bit', '¤'];
const raised = (n: number) => (n === 1 ? '' : toSuperscript(String(n))!);

/** A dimension written with `names` for its base quantities, joined by `times` and divided by `over`. */
function dimensionWith(d: Dimension, names: readonly string[], times: string, over: string): string {
  // kg first, as in kg·m²/s²: the order people write SI units in.
  const order = [1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const part = (sign: number) =>
    order
      .filter((i) => d[i]! * sign > 0)
      .map((i) => `${names[i]}${raised(d[i]! * sign)}`)
      .join(times);
  const up = part(1);
  const down = part(-1);
  if (!down) return up || '1';
  return `${up || '1'}${over}${down.includes(times) ? `(${down})` : down}`;
}

/** "kg·m/s²", "1/s", "1" for none. */
export const dimensionText = (d: Dimension) => dimensionWith(d, SYMBOLS, '·', '/');

/** "mass × length / time²": a dimension in words of a language, naming no unit the user did not type. */
export const dimensionWords = (d: Dimension, words: ExpressionWords) => dimensionWith(d, baseWords(words), ' × ', ' / ');

/** The text without the brackets round all of it: "(2 m)" → "2 m", but "(1 m) + (2 m)" stays. */
function unbracketed(s: string): string {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    depth += s[i] === '(' ? 1 : s[i] === ')' ? -1 : 0;
    if (depth === 0) return i === s.length - 1 && s[0] === '(' ? s.slice(1, -1) : s;
  }
  return s;
}

const MAX_QUOTED = 40;

/**
 * A part as a refusal names it ("length (5 ft)", "fuel consumption (5 L / 100 km)", or the
 * dimension in words where no quantity has it; partText): a long reading cut short. `name` names
 * the quantity of a dimension and text (known.ts).
 */
export function described(r: { s: string; v: { d: Dimension } }, name: (d: Dimension, text: string) => string | null): Part {
  const text = unbracketed(r.s);
  const quoted = text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text;
  return { s: quoted, name: name(r.v.d, r.s), d: r.v.d };
}

/** A part in the words of a language: "length (5 ft)", "mass × length (2 kg m)", "number (3)". */
export const partText = (p: Part, words: ExpressionWords) =>
  fillTemplate(words['expression.part'], { name: p.name ?? (isNone(p.d) ? words['expression.number'] : dimensionWords(p.d, words)), text: p.s });
