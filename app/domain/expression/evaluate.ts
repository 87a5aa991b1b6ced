import type { IngredientSearchEntry } from '../cooking/wire';
import { normalizeWords } from '../search/terms';
import type { SearchIndex } from '../search/types';
import { COMPOUND_TARGETS } from '../compound-targets';
import { answer } from './answer';
import {
  aloneAmountText,
  amountJoiner,
  described,
  partText,
  groupText,
  ingredientText,
  negatedText,
  numberText,
  powerText,
  productText,
  sumText,
  unitText,
  writtenNumber,
  type Text,
} from './describe';
import type { Part } from './messages';
import { BASE_DIMENSIONS, type Dimension } from './dimensions';
import { kgPerM3 } from './ingredients';
import {
  MASS,
  VOLUME,
  convertible,
  dimKey,
  isNone,
  knownByKey,
  lookup,
  prepareExpressions,
  sameDim,
  suggestionsFor,
  type Known,
  type Lookup,
  type Prepared,
} from './known';
import { parse, ParseError, type Lexicon, type Measure, type Expr } from './parse';
import { ArithmeticRefusal, DIVISION_BY_ZERO, Refusal, TOO_LARGE } from './refusal';
import { tokenize, tokenText, type Token } from './tokenize';
import { plainTyped } from '../typed-text';
import { plainQuestion } from '../search/question';
import { convertBetween } from '../units/convert-units';
import type { NumberStyle } from '../number-format';
import { ENGLISH_WORDS, fillTemplate, messageText, wordsOf, type ExpressionWords } from './messages';
import { readOperatorWords } from './operator-words';
import { connectorAt, connectorPhrases, languageText } from './language-text';

export { dimensionText } from './describe';

/**
 * Unit arithmetic over the site's catalog: "5 ft 11 in + 3 cm in cm", "20 kWh/100 km in mi/kWh",
 * "70 kg * 9.81 m/s² in lbf" (docs/decisions/052-expressions.md). Units are read by every word the
 * search index knows; each carries its quantity's dimension (dimensions.ts, known.ts). Values of one
 * dimension written side by side add up; a number binds to the units written right after it;
 * otherwise powers, then products and quotients, then sums. Every answer, error included, is a
 * value: nothing throws. A volume followed by an ingredient ("2 cups flour", "1 cup of sugar") is
 * that ingredient's weight at its default value, and a weight of one ingredient converts to a volume
 * ("250 g flour in cups"): docs/decisions/059-cooking-by-ingredient.md.
 *
 * In stages: tokenize.ts makes tokens, parse.ts a syntax tree, and this module walks the tree to a
 * value, its text made by describe.ts as it goes, then finds the target and answers (answer.ts).
 */

export const MAX_EXPRESSION_LENGTH = 200;
/** What an expression longer than that is told, in English (the API's words). */
export const TOO_LONG = fillTemplate(ENGLISH_WORDS['expression.tooLong'], { max: MAX_EXPRESSION_LENGTH });

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
  /** What the answer says beside its number: the binary reading of data units, why c × 1 yr is not 1 ly. */
  notes?: string[];
}

export interface ExpressionError {
  ok: false;
  error: string;
  /** Units whose words begin like an unknown word. */
  suggestions?: string[];
}

export type Evaluation = ExpressionAnswer | ExpressionError;

/** A value in SI base units; `alone` when it is one absolute temperature or level, as typed. */
export interface Val {
  n: number;
  d: Dimension;
  /** `worked` when arithmetic made it ("20 °C + 5 Δ°C"): it is answered in its own unit. */
  alone?: { known: Known; value: number; worked?: boolean };
}

/** A part of the input worked out: its value, and how it reads back. */
export interface Read extends Text {
  v: Val;
  /** The ingredients its amounts name ("250 g flour"), by which a weight converts to a volume. */
  ing?: IngredientSearchEntry[];
  /** The one unit it is an amount of, or is ("1 TB", "GB"): for the binary reading of data units. */
  sole?: Known;
}

/** One evaluation: how it looks units up, and what it has read. */
export interface Context extends Lookup {
  /** The first unit written of each dimension: the quantity the result is named by. */
  firstOf: Map<string, Known>;
  /** Every unit read, as "quantity:key": what the answer's notes depend on (the year and the light-year). */
  read: Set<string>;
  /** The index's language's words, for the answer's notes. */
  words: ExpressionWords;
  /** The style numbers are read in (ADR 091); undefined for English's. */
  style?: NumberStyle;
}

const MAX_POWER = 99;
const NONE: Dimension = BASE_DIMENSIONS.map(() => 0);

/** The ingredients of both, each once. */
function bothIngredients(a: Read, b: Read): IngredientSearchEntry[] | undefined {
  if (!a.ing && !b.ing) return undefined;
  return [...new Set([...(a.ing ?? []), ...(b.ing ?? [])])];
}

/** A number arithmetic made, refused when it went beyond a double (it would show as ∞ or nothing). */
function finite(n: number): number {
  if (!Number.isFinite(n)) throw new ArithmeticRefusal(TOO_LARGE);
  return n;
}

/**
 * Walks a syntax tree to its value, each part once, children first and left to right: the order in
 * which they were written, so that the first refusal is of the first part that is wrong. `record`
 * notes the units read in the context (off for the parser's `measure`, which has no side effects).
 */
class Walker {
  private readonly done = new Map<Expr, Read>();
  constructor(
    private readonly cx: Context,
    private readonly record: boolean,
  ) {}

  value(node: Expr): Read {
    let read = this.done.get(node);
    if (!read) {
      read = this.work(node);
      this.done.set(node, read);
    }
    return read;
  }

  /** What a part comes to for the parser, or null where it is refused. */
  measure(node: Expr): Measure | null {
    try {
      const { v } = this.value(node);
      return { d: v.d, alone: Boolean(v.alone) };
    } catch {
      return null;
    }
  }

  private work(node: Expr): Read {
    switch (node.kind) {
      case 'number':
        return { v: { n: node.n, d: NONE }, ...writtenNumber(node.s) };
      case 'unit':
        return this.unit(node.known);
      case 'negate':
        return negate(this.value(node.of));
      case 'power': {
        const base = this.value(node.of);
        return this.power(base, this.exponent(node.exponent));
      }
      case 'product':
        return this.multiply(this.value(node.a), this.value(node.b), node.divide, node.joiner);
      case 'sum':
        return this.add(this.value(node.a), this.value(node.b), node.minus, false);
      case 'side':
        return { ...this.add(this.value(node.a), this.value(node.b), false, true), amount: true };
      case 'group': {
        const inner = this.value(node.of);
        return { v: inner.v, ...groupText(inner, node.raised), ing: inner.ing };
      }
      case 'amount':
        return this.amount(this.value(node.number), this.value(node.units));
      case 'ingredient':
        return this.ingredient(this.value(node.of), node.entry);
      case 'signed':
        return { ...this.multiply(this.value(node.amount), this.value(node.sign), false), amount: true };
      case 'lookahead': {
        const read = this.value(node.of);
        this.value(node.discarded);
        return read;
      }
    }
  }

  private unit(k: Known): Read {
    if (this.record && !this.cx.firstOf.has(dimKey(k.dim))) this.cx.firstOf.set(dimKey(k.dim), k);
    if (this.record) this.cx.read.add(`${k.quantity}:${k.unit.key}`);
    const v: Val = k.alone ? { n: k.twin?.si ?? NaN, d: k.dim, alone: { known: k, value: 1 } } : { n: k.si, d: k.dim };
    return { v, ...unitText(k), sole: k };
  }

  /** A power written after "^" must be a plain number. */
  private exponent(exponent: number | Expr): number {
    if (typeof exponent === 'number') return exponent;
    const e = this.value(exponent);
    if (!isNone(e.v.d) || e.v.alone) throw new Refusal('expression.powerNotPlain', { power: e.s });
    return e.v.n;
  }

  /** A number and its units: a temperature or level stays alone ("98.6 °F"); others multiply. */
  private amount(number: Read, units: Read): Read {
    if (units.v.alone) {
      const v = { ...units.v, n: number.v.n * units.v.n, alone: { ...units.v.alone, value: number.v.n } };
      return { ...units, v, ...aloneAmountText(number, units) };
    }
    return { ...this.multiply(number, units, false, amountJoiner(units)), amount: true, prec: 3, sole: units.sole };
  }

  /** A volume as the ingredient's weight at its default value; a weight as it is, naming the ingredient. */
  private ingredient(amount: Read, entry: IngredientSearchEntry): Read {
    // Grams a cup in the reading: the catalog's US cup, which every cited value is measured in.
    const cup = lookup(this.cx, 'cup');
    const s = ingredientText(amount, entry, cup && sameDim(cup.dim, VOLUME) ? cup.si : NaN, this.cx.x.p.index.language?.capitalNouns);
    if (sameDim(amount.v.d, MASS)) return { ...amount, s, ing: [entry] };
    const gram = lookup(this.cx, 'g');
    if (this.record && gram && sameDim(gram.dim, MASS) && !this.cx.firstOf.has(dimKey(MASS))) this.cx.firstOf.set(dimKey(MASS), gram);
    return { ...amount, v: { n: amount.v.n * kgPerM3(entry), d: MASS }, s, ing: [entry] };
  }

  private described(r: Read): Part {
    return described(r, this.cx.x.quantityName);
  }

  private refuseAlone(r: Read): void {
    const a = r.v.alone;
    if (!a || a.known.twin) return;
    if (a.known.quantity === 'temperature') {
      throw new Refusal('expression.absoluteTemperature', { reading: r.s });
    }
    throw new Refusal('expression.level', { reading: r.s });
  }

  private add(a: Read, b: Read, minus: boolean, side: boolean): Read {
    const temperature = side ? null : this.temperatureSum(a, b, minus);
    if (temperature) return temperature;
    this.refuseAlone(a);
    this.refuseAlone(b);
    if (!sameDim(a.v.d, b.v.d)) {
      throw new Refusal(minus ? 'expression.cannotSubtract' : 'expression.cannotAdd', { a: this.described(a), b: this.described(b) });
    }
    return { v: { n: finite(minus ? a.v.n - b.v.n : a.v.n + b.v.n), d: a.v.d }, ...sumText(a, b, minus, side), ing: bothIngredients(a, b) };
  }

  /**
   * Temperatures as GNU units adds them (docs/decisions/079-expressions-and-data.md): an absolute
   * temperature plus or minus an interval is an absolute one in its own unit ("20 °C + 5 Δ°C" is
   * 25 °C, kelvins read as the interval); the difference of two absolutes is an interval in kelvins
   * ("30 °C - 20 °C" is 10 K). Null where neither applies: the refusals follow.
   */
  private temperatureSum(a: Read, b: Read, minus: boolean): Read | null {
    const [x, y] = [a.v.alone, b.v.alone];
    const absolute = (r?: Val['alone']) => Boolean(r && r.known.quantity === 'temperature' && !r.known.twin);
    const interval = (r: Read) => (!r.v.alone || Boolean(r.v.alone.known.twin)) && sameDim(r.v.d, a.v.d);
    const text = sumText(a, b, minus, false);
    if (absolute(x) && interval(b)) return this.shifted(x!, minus ? -b.v.n : b.v.n, text);
    if (absolute(y) && interval(a) && !minus) return this.shifted(y!, a.v.n, text);
    if (absolute(y) && x?.known.quantity === 'temperature' && minus) {
      return { v: { n: finite(this.kelvins(x) - this.kelvins(y!)), d: a.v.d }, ...text };
    }
    return null;
  }

  /** An absolute temperature, in kelvins. */
  private kelvins({ known, value }: NonNullable<Val['alone']>): number {
    const k = knownByKey(this.cx.x, known.page, 'K');
    if (!k) throw new Refusal('expression.cannotEvaluate');
    return convertBetween(known.unit, k.unit, value);
  }

  /** An absolute temperature moved by an interval in kelvins, in its own unit. */
  private shifted(alone: NonNullable<Val['alone']>, kelvins: number, text: Text): Read {
    const degree = this.kelvins({ ...alone, value: 1 }) - this.kelvins({ ...alone, value: 0 });
    const value = finite(alone.value + kelvins / degree);
    return { v: { n: NaN, d: alone.known.dim, alone: { known: alone.known, value, worked: true } }, ...text };
  }

  private multiply(a: Read, b: Read, divide: boolean, joiner?: string): Read {
    this.refuseAlone(a);
    this.refuseAlone(b);
    if (divide && b.v.n === 0) throw new ArithmeticRefusal(DIVISION_BY_ZERO);
    const d = a.v.d.map((x, i) => (divide ? x - b.v.d[i]! : x + b.v.d[i]!));
    if (d.some((x) => Math.abs(x) > MAX_POWER)) throw new Refusal('expression.powersTooLarge');
    return { v: { n: finite(divide ? a.v.n / b.v.n : a.v.n * b.v.n), d }, ...productText(a, b, divide, joiner), ing: bothIngredients(a, b) };
  }

  private power(a: Read, e: number): Read {
    this.refuseAlone(a);
    if (!Number.isFinite(e) || Math.abs(e) > 1e6) throw new Refusal('expression.powerTooLarge');
    const d = a.v.d.map((x) => x * e);
    if (d.some((x) => !Number.isInteger(x))) throw new Refusal('expression.noPower', { part: this.described(a), power: numberText(e) });
    if (d.some((x) => Math.abs(x) > MAX_POWER)) throw new Refusal('expression.powersTooLarge');
    return { v: { n: finite(a.v.n ** e), d }, ...powerText(a, e), ing: a.ing };
  }
}

function negate(inner: Read): Read {
  const v = inner.v;
  return { ...inner, v: { ...v, n: -v.n, ...(v.alone ? { alone: { ...v.alone, value: -v.alone.value } } : {}) }, ...negatedText(inner) };
}

/**
 * The value of tokens: parsed, then walked. Where the syntax is refused, the parts read before the
 * refusal are walked first, so that a part wrong before it is refused instead.
 */
function readAll(cx: Context, toks: readonly Token[]): Read {
  const walker = new Walker(cx, true);
  const quiet = new Walker(cx, false);
  const lexicon: Lexicon = {
    unit: (phrase) => lookup(cx, phrase),
    suggestions: (word) => suggestionsFor(cx.x.p, word),
    ingredients: cx.x.ingredients,
    of: cx.x.of,
    measure: (node) => quiet.measure(node),
  };
  try {
    return walker.value(parse(toks, lexicon));
  } catch (e) {
    if (e instanceof ParseError) for (const node of e.readSoFar) walker.value(node);
    throw e;
  }
}

/** One unit as a part read: a target that is one unit's symbol as a whole ("L/100 km"). */
export const unitRead = (cx: Context, k: Known): Read => new Walker(cx, true).value({ kind: 'unit', known: k });

/**
 * The answer to an expression typed in the box, with or without a target ("to", "in", "as", "into",
 * "=", and the index's language's words for "to": "en", "nach"), or why there is none, in the words
 * of the index's language (ADR 091). Numbers are read in `style`, by default the index's language's
 * (a decimal comma in Spanish and German); a page passes the reader's style (ADR 087).
 */
export function evaluate(typed: string, index: SearchIndex, style: NumberStyle | undefined = index.language?.style): Evaluation {
  const words = wordsOf(index);
  const refused = (e: Refusal): ExpressionError => ({
    ok: false,
    error: messageText(e.reason, words, partText),
    ...(e.suggestions?.length ? { suggestions: e.suggestions } : {}),
  });
  const input = plainTyped(typed);
  if (input.length > MAX_EXPRESSION_LENGTH) return { ok: false, error: fillTemplate(words['expression.tooLong'], { max: MAX_EXPRESSION_LENGTH }) };
  try {
    // A question read as the search reads it: "how many cups in a gallon" is "1 gallon to cups".
    const result = evaluateTokens(prepareExpressions(index), plainQuestion(input), words, style);
    // A value within a double can still leave it in its target's unit: 1e308 km in mm.
    return result.ok && !Number.isFinite(result.value) ? refused(new ArithmeticRefusal(TOO_LARGE)) : result;
  } catch (e) {
    return refused(e instanceof Refusal ? e : new Refusal('expression.cannotEvaluate'));
  }
}

const SEPARATORS = new Set(['to', 'in', 'as', 'into', '=']);

function evaluateTokens(x: Prepared, typed: string, words: ExpressionWords, style: NumberStyle | undefined): Evaluation {
  const cx: Context = { x, cache: new Map(), firstOf: new Map(), read: new Set(), words, style };
  const language = x.p.index.language;
  // In the language's words: cut into words where it is written without spaces, its fillers off (language-text.ts).
  const input = languageText(typed, x.p, (phrase) => lookup(cx, phrase) !== null, style);
  // The words for "to" of the index's language ("en", "nach", "は 何"), besides English's.
  const connectors = connectorPhrases(language?.connectors);
  /** The separator's length in tokens at `i` ("to", "=", "nach", "は 何"), 0 where none. */
  const separatorAt = (toks: readonly Token[], i: number): number => {
    const t = toks[i]!;
    if (t.t === 'op' && t.s === '=') return 1;
    return Math.max(t.t === 'word' && SEPARATORS.has(t.s.toLowerCase()) ? 1 : 0, connectorAt(toks, i, connectors));
  };
  // "in feet and inches", "to h:m:s": a compound's words are no units to read.
  // The language's words for operators ("5 m por 3 m", "10 km pro Stunde"): operator-words.ts.
  const tokens = (text: string) => readOperatorWords(tokenize(text, style), language?.operators, (phrase) => lookup(cx, phrase) !== null);
  for (const [re, kind] of COMPOUND_TARGETS) {
    const m = re.exec(input);
    if (m) return answer(cx, readAll(cx, tokens(input.slice(0, m.index))), null, kind);
  }
  const toks = tokens(input);
  const last = toks.at(-1);
  if (last && ((last.t === 'word' && /^(?:to|into|as)$/i.test(last.s)) || (last.t === 'op' && last.s === '=') || openIn(cx, toks))) {
    throw new Refusal('expression.noTarget', { word: tokenText(last) });
  }
  // "5 km en", "5 km を": the language's words for "to" at the end ask for a target, unless they name a unit ("5 a", ares).
  const open = connectors.find((phrase) => phrase.length < toks.length && connectorAt(toks, toks.length - phrase.length, [phrase]) > 0);
  if (open && !SEPARATORS.has(open.join(' '))) {
    const typedWords = toks.slice(-open.length).map(tokenText).join(' ');
    if (!lookup(cx, typedWords)) throw new Refusal('expression.noTarget', { word: typedWords });
  }
  const at = toks.flatMap((_, i) => (separatorAt(toks, i) > 0 ? [i] : []));
  let refusal: Refusal | null = null;
  // The target follows one of the last separators: "5 ft 11 in + 3 cm in cm" at the last "in".
  for (const i of at.reverse().slice(0, 3)) {
    const left = toks.slice(0, i);
    const right = toks.slice(i + separatorAt(toks, i));
    if (left.length === 0 || !startsTarget(right)) continue;
    let value: Read;
    try {
      value = readAll(cx, left);
    } catch (e) {
      if (e instanceof ArithmeticRefusal) throw e;
      refusal ??= e as Refusal;
      continue;
    }
    let target: Read;
    try {
      target = readTarget(cx, value, input.slice(right[0]!.at), right);
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
    return answer(cx, value, target, null);
  }
  try {
    return answer(cx, readAll(cx, toks), null, null);
  } catch (e) {
    throw refusal ?? e;
  }
}

/**
 * "5 ft in": an "in" at the end after a unit's word asks for a target still to be typed, not for
 * feet times inches; "5 ft 11 in" (after a number) and a unit named with it ("lbf in") stay inches.
 */
function openIn(cx: Context, toks: readonly Token[]): boolean {
  const [before, last] = toks.slice(-2);
  if (last?.t !== 'word' || last.s.toLowerCase() !== 'in' || before?.t !== 'word') return false;
  // "2.5 mm to in", "2 * 3 ft in in": the "in" is the target of a separator before it.
  if (toks.slice(0, -1).some((t) => (t.t === 'word' && SEPARATORS.has(t.s.toLowerCase())) || (t.t === 'op' && t.s === '='))) return false;
  return lookup(cx, `${before.s} ${last.s}`) === null;
}

/** A target is units ("cm", "L/100 km", "1/s"): it starts with a word, a bracket or "1/". */
function startsTarget(right: readonly Token[]): boolean {
  const first = right[0];
  const reciprocal = first?.t === 'num' && right[1]?.t === 'op' && right[1].s === '/';
  return Boolean(first && (first.t === 'word' || reciprocal || (first.t === 'op' && (first.s === '(' || first.s === 'sq' || first.s === 'cu'))));
}

/** The target's units, preferring those of the value's dimension. */
function readTarget(cx: Context, value: Read, text: string, toks: readonly Token[]): Read {
  // A target that is one unit's symbol as a whole ("L/100 km", "km/h") is that unit.
  const whole = /[/ ]/.test(normalizeWords(text)) ? lookup({ ...cx, prefer: value.v.d }, text.trim()) : null;
  return whole && !whole.alone ? unitRead(cx, whole) : readAll({ ...cx, prefer: value.v.d }, toks);
}
