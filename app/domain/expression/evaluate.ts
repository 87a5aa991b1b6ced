import { formatCompound, readCompound, type CompoundKind } from '../compound';
import { SUPERSCRIPT_DIGITS, superscriptValue, toSuperscript } from '../number-format';
import { plainDecimal, readNumberOrWhy } from '../parse';
import { prepare, unitCandidates, wordsStartingWith, normalizeWords, type PreparedIndex } from '../search/terms';
import type { IndexPage, IndexUnit, SearchIndex } from '../search/types';
import { convertBetween } from '../units/convert-units';
import type { IngredientSearchEntry } from '../cooking/wire';
import { BASE_DIMENSIONS, DIMENSIONS, readDimension, type Dimension } from './dimensions';
import { ingredientNamedBy, ingredientReading, ingredientTable, kgPerM3, type IngredientTable } from './ingredients';

/**
 * Unit arithmetic over the site's catalog: "5 ft 11 in + 3 cm in cm", "20 kWh/100 km in mi/kWh",
 * "70 kg * 9.81 m/s² in lbf" (docs/decisions/052-expressions.md). Units are read by every word the
 * search index knows; each carries its quantity's dimension (dimensions.ts). Values of one dimension
 * written side by side add up; a number binds to the units written right after it; otherwise powers,
 * then products and quotients, then sums. Every answer, error included, is a value: nothing throws.
 * A volume followed by an ingredient ("2 cups flour", "1 cup of sugar") is that ingredient's weight
 * at its default value, and a weight of one ingredient converts to a volume ("250 g flour in cups"):
 * docs/decisions/059-cooking-by-ingredient.md.
 */

export const MAX_EXPRESSION_LENGTH = 200;
/** What an expression longer than that is told. */
export const TOO_LONG = `Too long: an expression has at most ${MAX_EXPRESSION_LENGTH} characters`;

export interface Amount {
  value: number;
  /** The unit as shown ("cm", "mi/kWh"); empty for a plain number. */
  unit: string;
  /** The amount as a compound, when asked for one: "6 ft 0 ⅜ in", "1:30:00". */
  text?: string;
}

export interface ExpressionAnswer extends Amount {
  ok: true;
  /** Without a target: the same amount in the quantity's SI unit, when that is another unit. */
  also: Amount[];
  /** The site's quantity page whose dimension the result has, to link its converter. */
  quantity: { slug: string; name: string } | null;
  /** The result's dimension in SI base units: "kg·m/s²"; "1" when it has none. */
  dimension: string;
  /** How the input was read: "(5 ft + 11 in) + 3 cm". */
  readAs: string;
  /** The target's dimension is the reciprocal of the value's (kWh/100 km in mi/kWh). */
  reciprocal: boolean;
  /**
   * One of the answer's unit in SI base units of `dimension` (1 cm is 0.01 m): the factor used.
   * Null where no factor does it (a temperature or level alone, a plain number).
   */
  factor: number | null;
}

export interface ExpressionError {
  ok: false;
  error: string;
  /** Units whose words begin like an unknown word. */
  suggestions?: string[];
}

export type Evaluation = ExpressionAnswer | ExpressionError;

// ---------------------------------------------------------------------------------------------
// Units with dimensions

interface Known {
  unit: IndexUnit;
  page: number;
  quantity: string;
  dim: Dimension;
  /** One of the unit in SI base units. */
  si: number;
  /** Takes part in no arithmetic: an absolute temperature, a sound level. */
  alone: boolean;
  /** The same symbol as a linear unit, used in arithmetic: kelvins as an interval in W/(m·K). */
  twin?: Known;
}

/** A value in SI base units; `alone` when it is one absolute temperature or level, as typed. */
interface Val {
  n: number;
  d: Dimension;
  alone?: { known: Known; value: number };
}

class Refusal extends Error {
  constructor(
    message: string,
    readonly suggestions?: string[],
  ) {
    super(message);
  }
}

/** Arithmetic beyond a double or by zero: no other reading of the words makes it right. */
class ArithmeticRefusal extends Refusal {}
const TOO_LARGE = 'The result is too large';
const DIVISION_BY_ZERO = 'Division by zero';

const DIMS = new Map(
  Object.entries(DIMENSIONS).map(([id, [text, size = 1, combines]]) => [
    id,
    { dim: readDimension(text), size, alone: combines === 'alone', lengths: combines === 'wavelengths' },
  ]),
);

function known(p: PreparedIndex, page: number, unit: IndexUnit): Known | null {
  const quantity = p.pages[page]!.quantity;
  const q = DIMS.get(quantity);
  // Prefixes are no units: "k" and "m" alone are kelvins and meters.
  if (!q || quantity === 'prefixes') return null;
  const at = { unit, page, quantity, dim: q.dim, alone: q.alone };
  if ('factor' in unit) return { ...at, si: unit.factor * q.size };
  const { scale } = unit;
  // mpg and yarn counts are the reciprocal of their quantity's base: per unit of the inverse dimension.
  if (scale.kind === 'reciprocal' && q.lengths) return null;
  if (scale.kind === 'reciprocal') return { ...at, dim: q.dim.map((x) => -x), si: scale.denominator / scale.numerator / q.size, alone: false };
  // A currency without a built-in rate converts only on its page, at the day's rates (ADR 055).
  if (scale.kind === 'rate') return Number.isNaN(scale.rate) ? null : { ...at, si: q.size / scale.rate };
  return { ...at, si: NaN, alone: true };
}

const ANGLE = readDimension('rad');
const VOLUME = readDimension('m3');
const MASS = readDimension('kg');
const sameDim = (a: Dimension, b: Dimension) => a.every((x, i) => x === b[i]);
const isNone = (d: Dimension) => d.every((x) => x === 0);

// ---------------------------------------------------------------------------------------------
// Tokens

type Tok =
  | { t: 'num'; n: number; s: string; at: number }
  | { t: 'word'; s: string; at: number }
  | { t: 'op'; s: string; at: number }
  | { t: 'pow'; n: number; at: number };

const DECIMAL = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+,\d+|\d+(?:[.,]\d+)?|[.,]\d+)(?:[eE][+-]?\d+)?`;
const VULGAR = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒';
// The longest number first: "1.5×10⁻⁹", "3 1/2", "1½", "300 000", "1/2", "1,000.5".
const NUMBER = new RegExp(
  [
    String.raw`${DECIMAL}\s*[×xX*·]\s*10\s*(?:\^\s*\(?[+-]?\d+\)?|[⁺⁻]?[${SUPERSCRIPT_DIGITS}]+)`,
    String.raw`\d+ \d+\/\d+(?![\d/])`,
    String.raw`(?:\d+ ?)?[${VULGAR}]`,
    String.raw`[1-9]\d{0,2}(?: \d{3})+(?![\d.,])`,
    String.raw`\d+\/\d+(?![\d/])`,
    DECIMAL,
  ].join('|'),
  'y',
);
const CLOCK = /\d+:[0-5]?\d(?::[0-5]?\d(?:\.\d+)?)?/y;
const POWER = new RegExp(`[⁺⁻]?[${SUPERSCRIPT_DIGITS}]+`, 'y');
const WORD = /\p{L}[\p{L}\d°]*|°\p{L}*|[$€£¥₹%'"#]/uy;
const OPS: Record<string, string> = {
  '+': '+',
  '-': '-',
  '*': '*',
  '×': '*',
  '·': '*',
  '⋅': '*',
  '/': '/',
  '÷': '/',
  '^': '^',
  '(': '(',
  ')': ')',
  '=': '=',
};
const WORD_OPS: Record<string, string> = {
  per: '/',
  x: '*',
  times: '*',
  plus: '+',
  minus: '-',
  squared: '²',
  cubed: '³',
  square: 'sq',
  sq: 'sq',
  cubic: 'cu',
  cu: 'cu',
};

function tokenize(input: string): Tok[] {
  // Hyphens inside words join them ("kilowatt-hour"); typographic minus and primes read as typed.
  const text = input
    .replace(/(\p{L})-(?=\p{L})/gu, '$1 ')
    .replace(/[−–]/g, '-')
    .replace(/\*\*/g, '^')
    .replace(/[’′]/g, "'")
    .replace(/[”″]|''/g, '"');
  const out: Tok[] = [];
  let i = 0;
  const at = (re: RegExp) => {
    re.lastIndex = i;
    return re.exec(text)?.[0];
  };
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c) || (c === '.' && !/\d/.test(text[i + 1] ?? ''))) {
      i++;
      continue;
    }
    const clock = at(CLOCK);
    if (clock) {
      const seconds = readCompound(clock)?.value;
      if (seconds === undefined) throw new Refusal(`Not a time: "${clock}"`);
      out.push({ t: 'num', n: seconds, s: numberText(seconds), at: i }, { t: 'word', s: 's', at: i });
      i += clock.length;
      continue;
    }
    const number = at(NUMBER);
    if (number) {
      const reading = readNumberOrWhy(number);
      if (reading === 'Too large') throw new ArithmeticRefusal(TOO_LARGE);
      if (typeof reading === 'string') {
        throw /\/\s*0+$/.test(number) ? new ArithmeticRefusal(DIVISION_BY_ZERO) : new Refusal(`Not a number: "${number}"`);
      }
      // Shown as read: "1,5" as 1.5, "3 1/2" as 3.5.
      out.push({ t: 'num', n: reading.value, s: reading.readAs ?? number, at: i });
      i += number.length;
      continue;
    }
    const power = at(POWER);
    if (power) {
      out.push({ t: 'pow', n: superscriptValue(power), at: i });
      i += power.length;
      continue;
    }
    if (OPS[c]) {
      out.push({ t: 'op', s: OPS[c], at: i });
      i++;
      continue;
    }
    const word = at(WORD);
    if (!word) throw new Refusal(`Unexpected "${c}"`);
    const op = WORD_OPS[word.toLowerCase()];
    if (op === '²' || op === '³') out.push({ t: 'pow', n: op === '²' ? 2 : 3, at: i });
    else out.push(op ? { t: 'op', s: op, at: i } : { t: 'word', s: word, at: i });
    i += word.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A reading of part of the input: its value and how it reads back, with how tightly it binds. */
interface Read {
  v: Val;
  s: string;
  /** 1 a sum, 2 a product or quotient, 3 a number, unit, power or bracket. */
  prec: 1 | 2 | 3;
  /** Values written side by side ("5 ft 11 in"), shown bracketed inside anything larger. */
  side?: boolean;
  /** Starts with a number: a value in units, which may be followed by more of its kind. */
  amount?: boolean;
  /** Units alone, no number: "m/s²". */
  units?: boolean;
  /** The ingredients its amounts name ("250 g flour"), by which a weight converts to a volume. */
  ing?: IngredientSearchEntry[];
}

/** The ingredients of both, each once. */
function bothIngredients(a: Read, b: Read): IngredientSearchEntry[] | undefined {
  if (!a.ing && !b.ing) return undefined;
  return [...new Set([...(a.ing ?? []), ...(b.ing ?? [])])];
}

const MAX_DEPTH = 40;
const MAX_POWER = 99;
const SEPARATORS = new Set(['to', 'in', 'as', 'into', '=']);

interface Context {
  p: PreparedIndex;
  /** Unit lookups of this evaluation, by the words looked up. */
  cache: Map<string, Known | null>;
  /** The first unit written of each dimension: the quantity the result is named by. */
  firstOf: Map<string, Known>;
  /** A target prefers the units of the value's dimension (or its reciprocal): "C" is coulombs after A·s. */
  prefer?: Dimension;
  /** Only a unit whose symbol or key is the word as typed may replace the likeliest one ("C" for coulombs). */
  strict?: boolean;
  ingredients: IngredientTable;
}

const dimKey = (d: Dimension) => d.join();

function lookup(cx: Context, phrase: string): Known | null {
  const key = `${cx.prefer ? dimKey(cx.prefer) : ''}${cx.strict ? '!' : ''}|${phrase}`;
  const cached = cx.cache.get(key);
  if (cached !== undefined) return cached;
  let found: Known | null = null;
  const all = unitCandidates(cx.p, phrase).flatMap((c) => known(cx.p, c.page, c.unit) ?? []);
  // A symbol typed in its own case beats one that differs only in case: "kN" is kilonewtons, not knots.
  const top = all[0]?.unit.abbr;
  const exact = (k: Known) => phrase.length > 1 && top !== phrase && top?.toLowerCase() === phrase.toLowerCase() && k.unit.abbr === phrase;
  const candidates = [...all.filter(exact), ...all.filter((k) => !exact(k))];
  for (const k of candidates) {
    found ??= k;
    if (!cx.prefer) break;
    if (cx.strict && k.unit.abbr !== phrase && k.unit.key !== phrase) continue;
    if (
      sameDim(k.dim, cx.prefer) ||
      sameDim(
        k.dim.map((x) => -x),
        cx.prefer,
      )
    ) {
      found = k;
      break;
    }
  }
  if (found?.alone) {
    const { unit, dim } = found;
    const twin = candidates.find((k) => !k.alone && sameDim(k.dim, dim) && (k.unit.key === unit.key || k.unit.abbr === unit.abbr));
    if (twin) found = { ...found, twin };
  }
  cx.cache.set(key, found);
  return found;
}

function suggestionsFor(p: PreparedIndex, word: string): string[] {
  const start = normalizeWords(word).slice(0, 2);
  const names = new Set<string>();
  for (const w of wordsStartingWith(p, start)) {
    const c = p.words.get(w)?.[0];
    if (c && names.size < 3) names.add(`${c.unit.name} (${c.unit.abbr})`);
  }
  return [...names];
}

const superscript = (n: number) => (n === 2 ? '²' : n === 3 ? '³' : `^${n}`);
const numberText = (n: number) => plainDecimal(n);

class Reader {
  private i = 0;
  private depth = 0;
  /** After degrees, ' and " are minutes and seconds of arc ("40° 26′ 46″"), not feet and inches. */
  private arcMarks = false;
  constructor(
    private readonly cx: Context,
    private readonly toks: readonly Tok[],
  ) {}

  read(): Read {
    if (this.toks.length === 0) throw new Refusal('Nothing to evaluate');
    const r = this.sum();
    const rest = this.toks[this.i];
    if (rest) throw new Refusal(`Unexpected "${rest.t === 'num' ? rest.s : rest.t === 'pow' ? superscript(rest.n) : rest.s}"`);
    return r;
  }

  private peek(): Tok | undefined {
    return this.toks[this.i];
  }

  private isOp(s: string): boolean {
    const t = this.peek();
    return t?.t === 'op' && t.s === s;
  }

  private sum(): Read {
    if (++this.depth > MAX_DEPTH) throw new Refusal('Too many brackets inside each other');
    let left = this.product();
    while (this.isOp('+') || this.isOp('-')) {
      const op = (this.toks[this.i++] as { s: string }).s;
      const right = this.product();
      left = add(left, right, op === '-', false);
    }
    this.depth--;
    return left;
  }

  private product(): Read {
    let left = this.factor();
    for (;;) {
      const t = this.peek();
      if (t?.t === 'op' && (t.s === '*' || t.s === '/')) {
        this.i++;
        left = multiply(left, this.factor(), t.s === '/');
      } else if (t && (t.t === 'num' || t.t === 'word' || (t.t === 'op' && (t.s === '(' || t.s === 'sq' || t.s === 'cu')))) {
        left = multiply(left, this.factor(), false);
      } else return left;
    }
  }

  private factor(): Read {
    if (this.isOp('-') || this.isOp('+')) {
      const minus = this.isOp('-');
      this.i++;
      const inner = this.factor();
      if (!minus) return inner;
      const v = inner.v;
      return {
        ...inner,
        v: { ...v, n: -v.n, ...(v.alone ? { alone: { ...v.alone, value: -v.alone.value } } : {}) },
        s: `-${inner.s}`,
        prec: inner.prec === 1 ? 1 : 3,
      };
    }
    let base = this.primary();
    for (;;) {
      const e = this.exponent();
      if (e === null) return base;
      base = power(base, e);
    }
  }

  /** A power after "^" or in superscript, or null. */
  private exponent(): number | null {
    const t = this.peek();
    if (t?.t === 'pow') {
      this.i++;
      return t.n;
    }
    if (!this.isOp('^')) return null;
    this.i++;
    const e = this.factor();
    if (!isNone(e.v.d) || e.v.alone) throw new Refusal(`A power must be a plain number, not ${e.s}`);
    return e.v.n;
  }

  private primary(): Read {
    const t = this.peek();
    if (!t) throw new Refusal('The expression ends too early');
    if (t.t === 'op' && t.s === '(') {
      this.i++;
      const inner = this.sum();
      if (!this.isOp(')')) throw new Refusal('A bracket is not closed');
      this.i++;
      // Brackets stay where they matter: round a sum, or an amount about to be raised ("(2 m)²").
      const bare = inner.prec === 3 && !(inner.amount && this.peek()?.t === 'pow') && !(inner.amount && this.isOp('^'));
      return { v: inner.v, s: bare ? inner.s : `(${inner.s})`, prec: 3, units: inner.units, ing: inner.ing };
    }
    if (t.t === 'num') return this.amounts();
    // "$100", "€5": a currency sign before its number.
    const next = this.toks[this.i + 1];
    if (t.t === 'word' && /^[$€£¥₹]$/.test(t.s) && next?.t === 'num') {
      const sign = this.i++;
      const amount = this.amount();
      const unit = this.unitsAt(sign, 1);
      if (!unit) throw new Refusal(`Unknown unit "${t.s}"`);
      return { ...multiply(amount, unit, false), amount: true };
    }
    const units = this.units();
    if (!units) throw new Refusal(`Unexpected "${t.t === 'pow' ? superscript(t.n) : t.s}"`);
    return units;
  }

  /** A number and its units, followed by more of the same dimension, which add up: "5 ft 11 in". */
  private amounts(): Read {
    let total = this.amount();
    while (this.peek()?.t === 'num' && total.v.d.some((x) => x !== 0)) {
      const mark = this.i;
      this.arcMarks = sameDim(total.v.d, ANGLE);
      const next = this.amount();
      this.arcMarks = false;
      if (!sameDim(next.v.d, total.v.d) || next.v.alone || total.v.alone) {
        this.i = mark;
        break;
      }
      total = { ...add(total, next, false, true), amount: true };
    }
    return total;
  }

  private amount(): Read {
    const t = this.toks[this.i++] as Extract<Tok, { t: 'num' }>;
    const number: Read = { v: { n: t.n, d: BASE_DIMENSIONS.map(() => 0) }, s: t.s, prec: 3, amount: true };
    const units = this.units();
    if (!units) return number;
    if (units.v.alone)
      return {
        ...units,
        v: { ...units.v, n: t.n * units.v.n, alone: { ...units.v.alone, value: t.n } },
        s: `${number.s} ${units.s}`,
        amount: true,
        units: false,
      };
    // Marks follow their number: 40°, 5′.
    return this.ingredient({ ...multiply(number, units, false, /^[°′″]$/.test(units.s) ? '' : ' '), amount: true, prec: 3 });
  }

  /**
   * The ingredient an amount of volume or weight is of, written after it ("2 cups flour", "1 cup of
   * sugar"): a volume becomes the ingredient's weight at its default value; a weight keeps its value
   * and names the ingredient, for a volume target.
   */
  private ingredient(amount: Read): Read {
    const found = this.ingredientAt(amount);
    if (!found) return amount;
    this.i += found.words;
    const { entry } = found;
    // Grams a cup in the reading: the catalog's US cup, which every cited value is measured in.
    const cup = lookup(this.cx, 'cup');
    const s = `${amount.s} ${ingredientReading(entry, cup && sameDim(cup.dim, VOLUME) ? cup.si : NaN)}`;
    if (sameDim(amount.v.d, MASS)) return { ...amount, s, ing: [entry] };
    const gram = lookup(this.cx, 'g');
    if (gram && sameDim(gram.dim, MASS) && !this.cx.firstOf.has(dimKey(MASS))) this.cx.firstOf.set(dimKey(MASS), gram);
    return { ...amount, v: { n: amount.v.n * kgPerM3(entry), d: MASS }, s, ing: [entry] };
  }

  /** The ingredient named at the reader's place after a volume or a weight, "of" before it or not, with its words counted. */
  private ingredientAt(amount: Read | null): { entry: IngredientSearchEntry; words: number } | null {
    if (!amount || amount.v.alone || !(sameDim(amount.v.d, VOLUME) || sameDim(amount.v.d, MASS))) return null;
    const table = this.cx.ingredients;
    if (table.longest === 0) return null;
    const of = this.peek()?.t === 'word' && (this.peek() as { s: string }).s.toLowerCase() === 'of' ? 1 : 0;
    const words: string[] = [];
    for (let n = 0; n < table.longest && this.toks[this.i + of + n]?.t === 'word'; n++) words.push((this.toks[this.i + of + n] as { s: string }).s);
    // The longest name first: "brown sugar" before "sugar"... of the words written first.
    for (let n = words.length; n >= 1; n--) {
      const entry = ingredientNamedBy(table, words.slice(0, n));
      if (entry) return { entry, words: of + n };
    }
    return null;
  }

  /** Units written one after another ("N m", "kWh", "sq ft", "m²"): their product, or null. */
  private units(): Read | null {
    let out: Read | null = null;
    for (;;) {
      const t = this.peek();
      let p = 1;
      if (t?.t === 'op' && (t.s === 'sq' || t.s === 'cu') && this.toks[this.i + 1]?.t === 'word') {
        p = t.s === 'sq' ? 2 : 3;
        this.i++;
      } else if (t?.t === 'op' && t.s === '/' && out && this.toks[this.i + 1]?.t === 'word') {
        // "10 MB/s": the units after a number run on over a slash to the next number or bracket.
        this.i++;
        const below = this.units();
        return below ? multiply(out, below, true) : out;
      } else if (t?.t !== 'word') return out;
      else if (out && this.ingredientAt(out)) return out;
      // The longest run of words that names a unit: "fluid ounce", "kilowatt hours", "US gallon".
      let unit: Read | null = null;
      for (let n = Math.min(4, this.wordRun()); n >= 1 && !unit; n--) {
        unit = this.unitsAt(this.i, n);
        if (unit) this.i += n;
      }
      if (!unit) unit = this.unitWithPower();
      if (p !== 1) unit = power(unit, p);
      const e = this.exponent();
      if (e !== null) unit = power(unit, e);
      out = out ? multiply(out, unit, false, ' ') : unit;
      out.units = true;
    }
  }

  private wordRun(): number {
    let n = 0;
    while (this.toks[this.i + n]?.t === 'word') n++;
    return n;
  }

  /** The unit the n words from `from` name, or null. */
  private unitsAt(from: number, n: number): Read | null {
    let phrase = this.toks
      .slice(from, from + n)
      .map((t) => (t as { s: string }).s)
      .join(' ');
    if (this.arcMarks) phrase = phrase === "'" ? 'arcmin' : phrase === '"' ? 'arcsec' : phrase;
    const k = lookup(this.cx, phrase);
    return k && unitRead(this.cx, k);
  }

  /** A word with its power written after it as digits, as GNU units reads "s2" and "cm3". */
  private unitWithPower(): Read {
    const t = this.toks[this.i] as { s: string };
    const split = /^(.*?\p{L})(\d)$/u.exec(t.s);
    const unit = split ? this.lookupText(split[1]!) : null;
    if (!unit || !split) throw new Refusal(`Unknown unit "${t.s}"`, suggestionsFor(this.cx.p, t.s));
    this.i++;
    return power(unit, Number(split[2]));
  }

  private lookupText(phrase: string): Read | null {
    const k = lookup(this.cx, phrase);
    return k && !k.alone ? unitRead(this.cx, k) : null;
  }
}

// ---------------------------------------------------------------------------------------------
// Arithmetic

const QUANTITY_NAMES = new Map<string, string>();

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

/** "length (5 ft)", or the dimension where no quantity has it; a long reading cut short. */
function described(r: Read): string {
  const text = unbracketed(r.s);
  const quoted = text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text;
  return `${QUANTITY_NAMES.get(dimKey(r.v.d)) ?? (isNone(r.v.d) ? 'number' : dimensionText(r.v.d))} (${quoted})`;
}

function refuseAlone(r: Read): void {
  const a = r.v.alone;
  if (!a || a.known.twin) return;
  if (a.known.quantity === 'temperature') {
    throw new Refusal(
      `An absolute temperature (${r.s}) cannot take part in arithmetic: for a difference of temperatures, use an interval (Δ°C, Δ°F, K)`,
    );
  }
  throw new Refusal(`A level (${r.s}) is a logarithm and cannot take part in arithmetic here`);
}

/** A number arithmetic made, refused when it went beyond a double (it would show as ∞ or nothing). */
function finite(n: number): number {
  if (!Number.isFinite(n)) throw new ArithmeticRefusal(TOO_LARGE);
  return n;
}

function add(a: Read, b: Read, minus: boolean, side: boolean): Read {
  refuseAlone(a);
  refuseAlone(b);
  if (!sameDim(a.v.d, b.v.d))
    throw new Refusal(minus ? `Cannot subtract ${described(b)} from ${described(a)}` : `Cannot add ${described(a)} and ${described(b)}`);
  const left = a.side && !side ? `(${a.s})` : a.s;
  const right = b.prec === 1 || b.side ? `(${b.s})` : b.s;
  return {
    v: { n: finite(minus ? a.v.n - b.v.n : a.v.n + b.v.n), d: a.v.d },
    s: `${left} ${minus ? '-' : '+'} ${right}`,
    prec: 1,
    side,
    ing: bothIngredients(a, b),
  };
}

function multiply(a: Read, b: Read, divide: boolean, joiner?: string): Read {
  refuseAlone(a);
  refuseAlone(b);
  if (divide && b.v.n === 0) throw new ArithmeticRefusal(DIVISION_BY_ZERO);
  const d = a.v.d.map((x, i) => (divide ? x - b.v.d[i]! : x + b.v.d[i]!));
  if (d.some((x) => Math.abs(x) > MAX_POWER)) throw new Refusal('The powers of its units are too large');
  const wrap = (r: Read, tight: boolean) => (r.prec === 1 || r.side || (tight && r.prec === 2 && divide) ? `(${r.s})` : r.s);
  const unitsOnly = a.units && b.units;
  const op = divide ? (unitsOnly || b.units ? '/' : ' / ') : (joiner ?? (unitsOnly ? ' ' : ' × '));
  return {
    v: { n: finite(divide ? a.v.n / b.v.n : a.v.n * b.v.n), d },
    s: `${wrap(a, false)}${op}${wrap(b, true)}`,
    prec: 2,
    units: unitsOnly,
    ing: bothIngredients(a, b),
  };
}

function power(a: Read, e: number): Read {
  refuseAlone(a);
  if (!Number.isFinite(e) || Math.abs(e) > 1e6) throw new Refusal('The power is too large');
  const d = a.v.d.map((x) => x * e);
  if (d.some((x) => !Number.isInteger(x))) throw new Refusal(`${described(a)} has no power ${numberText(e)}`);
  if (d.some((x) => Math.abs(x) > MAX_POWER)) throw new Refusal('The powers of its units are too large');
  const shown = a.prec === 3 && !a.side ? a.s : `(${a.s})`;
  const n = finite(a.v.n ** e);
  return { v: { n, d }, s: `${shown}${Number.isInteger(e) && e > 0 ? superscript(e) : `^${numberText(e)}`}`, prec: 3, units: a.units, ing: a.ing };
}

// ---------------------------------------------------------------------------------------------
// Answers

const SYMBOLS = ['m', 'kg', 's', 'A', 'K', 'mol', 'cd', 'rad', 'sr', 'bit', '¤'];
const raised = (n: number) => (n === 1 ? '' : toSuperscript(String(n))!);

/** "kg·m/s²", "1/s", "1" for none. */
export function dimensionText(d: Dimension): string {
  // kg first, as in kg·m²/s²: the order people write SI units in.
  const order = [1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const part = (sign: number) =>
    order
      .filter((i) => d[i]! * sign > 0)
      .map((i) => `${SYMBOLS[i]}${raised(d[i]! * sign)}`)
      .join('·');
  const up = part(1);
  const down = part(-1);
  if (!down) return up || '1';
  return `${up || '1'}/${down.includes('·') ? `(${down})` : down}`;
}

const COMPOUND_TARGETS: [RegExp, CompoundKind, string][] = (
  [
    [`(?:feet|foot|ft|')(?: and| ?\\+)? ?(?:inches|inch|in|")`, 'feet-inches', 'length'],
    [`(?:stones?|st)(?: and| ?\\+)? ?(?:pounds?|lbs?)`, 'stone-pounds', 'weight'],
    [`(?:pounds?|lbs?)(?: and| ?\\+)? ?(?:ounces?|oz)`, 'pounds-ounces', 'weight'],
    [`(?:h:mm?:ss?|hh:mm:ss|h:mm|hours,? minutes(?:,? and seconds)?|hms|h m s)`, 'hours-minutes-seconds', 'time'],
    [`(?:dms|degrees,? minutes(?:,? and seconds)?|d m s|°′″)`, 'degrees-minutes-seconds', 'angle'],
  ] as const
).map(([words, kind, quantity]) => [new RegExp(`(?:\\s(?:to|in|as|into)\\s+|\\s*=\\s*)${words}\\s*$`, 'i'), kind, quantity]);
const COMPOUND_UNIT: Record<CompoundKind, string> = {
  'feet-inches': 'in',
  'stone-pounds': 'lb',
  'pounds-ounces': 'oz',
  'hours-minutes-seconds': 's',
  'degrees-minutes-seconds': 'arcsec',
};

interface Prepared {
  p: PreparedIndex;
  /** Each page's dimension, in the site's order: the everyday quantities first. */
  pageDims: (Dimension | null)[];
  ingredients: IngredientTable;
}

const preparedOf = new WeakMap<SearchIndex, Prepared>();

function prepareExpressions(index: SearchIndex): Prepared {
  const cached = preparedOf.get(index);
  if (cached) return cached;
  const p = prepare(index);
  const pageDims = p.pages.map((page) => {
    const q = DIMS.get(page.quantity);
    return q && !isNone(q.dim) ? q.dim : null;
  });
  p.pages.forEach((page, i) => {
    const d = pageDims[i];
    if (d && !QUANTITY_NAMES.has(dimKey(d))) QUANTITY_NAMES.set(dimKey(d), page.name.toLowerCase());
  });
  const ready = { p, pageDims, ingredients: ingredientTable(index.ingredients) };
  preparedOf.set(index, ready);
  return ready;
}

/** The page a result of dimension `d` is named by: that of the unit written, else the first in the site's order. */
function pageFor(x: Prepared, d: Dimension, hint?: Known): number {
  // A unit written of this dimension names its page, mpg included (fuel economy counts L/100 km).
  if (hint && x.pageDims[hint.page] && convertible(x.pageDims[hint.page]!, d)) return hint.page;
  return x.pageDims.findIndex((pd) => pd !== null && sameDim(pd, d));
}

const quantityOf = (page: IndexPage | undefined) => (page ? { slug: page.slug, name: page.name } : null);

function unitOf(x: Prepared, page: number, key: string): IndexUnit | undefined {
  return x.p.units[page]?.find((u) => u.key === key);
}

function answer(x: Prepared, cx: Context, value: Read, target: Read | null, compound: CompoundKind | null): ExpressionAnswer {
  const v = value.v;
  const base = { ok: true as const, readAs: value.s, dimension: dimensionText(v.d), reciprocal: false, also: [] as Amount[], factor: null };
  const hint = cx.firstOf.get(dimKey(v.d));
  const page = pageFor(x, v.d, hint);
  const quantity = quantityOf(x.p.pages[page]);
  // Kelvins convert alone like any temperature, and to millikelvins like an interval.
  if (v.alone && !(v.alone.known.twin && target && !target.v.alone)) return aloneAnswer(x, value, target, base);
  if (compound) {
    const p = x.pageDims.findIndex((d, i) => d && sameDim(d, v.d) && x.p.pages[i]!.quantity === COMPOUND_TARGETS.find((c) => c[1] === compound)![2]);
    const unit = p < 0 ? undefined : unitOf(x, p, COMPOUND_UNIT[compound]);
    const k = unit && known(x.p, p, unit);
    if (!k) throw new Refusal(`Cannot convert ${described(value)} to ${COMPOUND_TARGETS.find((c) => c[1] === compound)![2]}`);
    const inSmallest = v.n / k.si;
    return { ...base, quantity, value: inSmallest, unit: unit.abbr, text: formatCompound(inSmallest, unit.key, compound), factor: k.si };
  }
  if (target) {
    if (target.v.alone) throw new Refusal(`Only a temperature alone converts to ${target.s}, as in "100 °F to °C"`);
    if (sameDim(v.d, target.v.d)) return { ...base, quantity, value: v.n / target.v.n, unit: target.s, factor: target.v.n };
    if (value.ing?.length && sameDim(v.d, MASS) && sameDim(target.v.d, VOLUME)) return volumeOf(x, cx, value, target, base);
    if (
      !isNone(v.d) &&
      sameDim(
        v.d.map((d) => -d),
        target.v.d,
      )
    ) {
      const other = x.p.pages[pageFor(x, target.v.d, cx.firstOf.get(dimKey(target.v.d)))];
      return {
        ...base,
        quantity: quantityOf(other),
        dimension: dimensionText(target.v.d),
        reciprocal: true,
        value: 1 / v.n / target.v.n,
        unit: target.s,
        factor: target.v.n,
      };
    }
    throw new Refusal(`Cannot convert ${described(value)} to ${described(target)}`);
  }
  if (isNone(v.d)) return { ...base, quantity: null, value: v.n, unit: '' };
  if (page < 0) return { ...base, quantity: null, value: v.n, unit: dimensionText(v.d), factor: 1 };
  // Without a target: the quantity's unit written first, and its SI unit.
  const si = x.p.units[page]!.map((u) => known(x.p, page, u)).find((k) => k && Math.abs(k.si - 1) < 1e-12);
  const siAmount: Amount = { value: v.n, unit: si ? si.unit.abbr : dimensionText(v.d) };
  const written = hint && hint.page === page ? hint : null;
  const first: Amount = written ? { value: v.n / written.si, unit: written.unit.abbr } : siAmount;
  return { ...base, quantity, ...first, also: siAmount.unit === first.unit ? [] : [siAmount], factor: written ? written.si : 1 };
}

/** A weight of one ingredient as a volume, at the ingredient's default value: "250 g flour in cups". */
function volumeOf(
  x: Prepared,
  cx: Context,
  value: Read,
  target: Read,
  base: Omit<ExpressionAnswer, 'value' | 'unit' | 'quantity'>,
): ExpressionAnswer {
  const [entry, ...others] = value.ing!;
  if (others.length > 0) {
    const names = value.ing!.map((e) => e.name.toLowerCase());
    throw new Refusal(
      `Cannot convert ${names.slice(0, -1).join(', ')} and ${names.at(-1)} together to a volume: each ingredient has its own weight per cup, so convert each on its own`,
    );
  }
  const cubicMeters = value.v.n / kgPerM3(entry!);
  const page = x.p.pages[pageFor(x, target.v.d, cx.firstOf.get(dimKey(target.v.d)))];
  return {
    ...base,
    quantity: quantityOf(page),
    dimension: dimensionText(VOLUME),
    value: cubicMeters / target.v.n,
    unit: target.s,
    factor: target.v.n,
  };
}

/** A temperature or level alone: converted in its own table, exactly, as the converters do. */
function aloneAnswer(x: Prepared, value: Read, target: Read | null, base: Omit<ExpressionAnswer, 'value' | 'unit' | 'quantity'>): ExpressionAnswer {
  const { known: from, value: amount } = value.v.alone!;
  const page = x.p.pages[from.page]!;
  const to = target
    ? target.v.alone && target.v.alone.known.page === from.page
      ? target.v.alone.known.unit
      : null
    : unitOf(x, from.page, x.p.index.targets[`${page.slug}:${from.unit.key}`]?.[0] ?? (from.unit.key === page.to ? page.from : page.to));
  if (!to) throw new Refusal(`Cannot convert ${page.name.toLowerCase()} (${value.s}) to ${target ? described(target) : 'another unit'}`);
  return { ...base, quantity: quantityOf(page), value: convertBetween(from.unit, to, amount), unit: to.abbr };
}

// ---------------------------------------------------------------------------------------------
// The box

const convertible = (a: Dimension, b: Dimension) =>
  sameDim(a, b) ||
  (!isNone(a) &&
    sameDim(
      a.map((d) => -d),
      b,
    ));

function unitRead(cx: Context, k: Known): Read {
  if (!cx.firstOf.has(dimKey(k.dim))) cx.firstOf.set(dimKey(k.dim), k);
  const v: Val = k.alone ? { n: k.twin?.si ?? NaN, d: k.dim, alone: { known: k, value: 1 } } : { n: k.si, d: k.dim };
  return { v, s: k.unit.abbr, prec: 3, units: true };
}

function readAll(cx: Context, toks: readonly Tok[]): Read {
  return new Reader(cx, toks).read();
}

/**
 * The answer to an expression typed in the box, with or without a target ("to", "in", "as", "into",
 * "="), or why there is none.
 */
export function evaluate(input: string, index: SearchIndex): Evaluation {
  if (input.length > MAX_EXPRESSION_LENGTH) return { ok: false, error: TOO_LONG };
  try {
    const result = evaluateTokens(prepareExpressions(index), input.replace(FILLER, '').replace(/[?!]+\s*$/, ''));
    // A value within a double can still leave it in its target's unit: 1e308 km in mm.
    return result.ok && !Number.isFinite(result.value) ? { ok: false, error: TOO_LARGE } : result;
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.message, ...(e.suggestions?.length ? { suggestions: e.suggestions } : {}) };
    return { ok: false, error: 'Cannot evaluate this expression' };
  }
}

/** Words around a question that are no part of it: "what is 5 ft in m?". */
const FILLER = /^\s*(?:what(?:'s| is)|whats|how much is|convert|calculate|calc)\s+/i;

function evaluateTokens(x: Prepared, input: string): Evaluation {
  const cx: Context = { p: x.p, cache: new Map(), firstOf: new Map(), ingredients: x.ingredients };
  // "in feet and inches", "to h:m:s": a compound's words are no units to read.
  for (const [re, kind] of COMPOUND_TARGETS) {
    const m = re.exec(input);
    if (m) return answer(x, cx, readAll(cx, tokenize(input.slice(0, m.index))), null, kind);
  }
  const toks = tokenize(input);
  const last = toks.at(-1);
  if (last && ((last.t === 'word' && /^(?:to|into|as)$/i.test(last.s)) || (last.t === 'op' && last.s === '='))) {
    throw new Refusal(`Which unit? Nothing follows "${last.s}"`);
  }
  const separators = toks.flatMap((t, i) => ((t.t === 'word' && SEPARATORS.has(t.s.toLowerCase())) || (t.t === 'op' && t.s === '=') ? [i] : []));
  let refusal: Refusal | null = null;
  // The target follows one of the last separators: "5 ft 11 in + 3 cm in cm" at the last "in".
  for (const at of separators.reverse().slice(0, 3)) {
    const left = toks.slice(0, at);
    const right = toks.slice(at + 1);
    const first = right[0];
    // A target is units ("cm", "L/100 km", "1/s"): it starts with a word, a bracket or "1/".
    const reciprocal = first?.t === 'num' && right[1]?.t === 'op' && right[1].s === '/';
    if (
      left.length === 0 ||
      !first ||
      !(first.t === 'word' || reciprocal || (first.t === 'op' && (first.s === '(' || first.s === 'sq' || first.s === 'cu')))
    )
      continue;
    let value: Read;
    try {
      value = readAll(cx, left);
    } catch (e) {
      if (e instanceof ArithmeticRefusal) throw e;
      refusal ??= e as Refusal;
      continue;
    }
    const targetText = normalizeWords(input.slice(first.at));
    let target: Read;
    try {
      // A target that is one unit's symbol as a whole ("L/100 km", "km/h") is that unit.
      const whole = /[/ ]/.test(targetText) ? lookup({ ...cx, prefer: value.v.d }, input.slice(first.at).trim()) : null;
      target = whole && !whole.alone ? unitRead(cx, whole) : readAll({ ...cx, prefer: value.v.d }, right);
    } catch (e) {
      if (e instanceof ArithmeticRefusal) throw e;
      refusal = e as Refusal;
      continue;
    }
    // "100 rpm to rad/s", "100 C to mAh": a value whose words name units of the target's kind too is read as those.
    if (!convertible(value.v.d, target.v.d) && !value.ing) {
      try {
        const again = readAll({ ...cx, prefer: target.v.d, strict: true }, left);
        if (convertible(again.v.d, target.v.d)) value = again;
      } catch {
        // The first reading stands, and its refusal with it.
      }
    }
    return answer(x, cx, value, target, null);
  }
  try {
    return answer(x, cx, readAll(cx, toks), null, null);
  } catch (e) {
    throw refusal ?? e;
  }
}
