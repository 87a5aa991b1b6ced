import type { IngredientSearchEntry } from '../cooking/wire';
import type { Dimension } from './dimensions';
import { ingredientNamedBy, type IngredientTable } from './ingredients';
import { ANGLE, MASS, VOLUME, isNone, sameDim, type Known } from './known';
import type { ExpressionKey, ReasonValue } from './messages';
import { Refusal } from './refusal';
import { tokenText, type Token } from './tokenize';

/**
 * The second stage of the evaluator (docs/decisions/052-expressions.md): tokens (tokenize.ts) as a
 * small syntax tree, which evaluate.ts walks to a value. The grammar, as the reader reads it:
 *
 * ```txt
 * input       ::= expression ( ( "to" | "in" | "as" | "into" | "=" ) expression )?
 *                                                            the target after one of the last three: evaluate.ts
 * expression  ::= sum
 * sum         ::= product ( ( "+" | "-" ) product )*
 * product     ::= factor ( ( "*" | "/" )? factor )*          factors side by side multiply: "2 (3 m)"
 * factor      ::= ( "+" | "-" ) factor | primary exponent*
 * exponent    ::= power | "^" factor                         the factor a plain number: "m^(1+1)"
 * primary     ::= "(" sum ")" | amounts | sign amount | units
 * amounts     ::= amount amount*                             while of one dimension, added: "5 ft 11 in"
 * amount      ::= number units? ingredient?                  an ingredient after a volume or a weight only
 * ingredient  ::= "of"? word+                                the longest name of the table: "brown sugar"
 * units       ::= ( ( "sq" | "cu" )? unit exponent? )+ ( "/" units )?
 *                                                            side by side they multiply ("N m"); up to an ingredient
 * unit        ::= word word? word? word?                     the longest run that names a unit: "fluid ounce"
 *               | word digit                                 a power as GNU units writes it: "s2", "cm3"
 * sign        ::= "$" | "€" | "£" | "¥" | "₹"                the unit of the amount after it: "$100"
 * ```
 *
 * Unlike Numbat's, this grammar reads by meaning as well as by form: which words are a unit is the
 * search index's to say (known.ts), and whether an amount adds to the one before it or is followed
 * by an ingredient depends on its dimension. The parser asks its lexicon for both; `measure` works a
 * part out without side effects (evaluate.ts). A refusal of the syntax carries the parts read before
 * it, so that the walk can refuse first what was wrong before it, as a reader from left to right does.
 */

/** A part of an expression. */
export type Expr =
  | { kind: 'number'; n: number; s: string }
  | { kind: 'unit'; known: Known }
  | { kind: 'negate'; of: Expr }
  /** A power written as a superscript, "sq", "cubic" or a digit (a number), or after "^" (a part). */
  | { kind: 'power'; of: Expr; exponent: number | Expr }
  /** `joiner` " " for units written side by side ("N m"); none for "*", "/" and factors side by side ("2 (3 m)"). */
  | { kind: 'product'; a: Expr; b: Expr; divide: boolean; joiner?: ' ' }
  | { kind: 'sum'; a: Expr; b: Expr; minus: boolean }
  /** Amounts of one dimension written side by side, which add up: "5 ft 11 in". */
  | { kind: 'side'; a: Expr; b: Expr }
  /** A bracket; `raised` when a power follows it. */
  | { kind: 'group'; of: Expr; raised: boolean }
  /** A number and the units written right after it. */
  | { kind: 'amount'; number: Expr; units: Expr }
  | { kind: 'ingredient'; of: Expr; entry: IngredientSearchEntry }
  /** A currency sign before its amount: "$100". */
  | { kind: 'signed'; amount: Expr; sign: Expr }
  /**
   * An amount, and the amount read after it that did not add up with it: read again as what follows,
   * but walked here too, where it was first read, for its refusal and the units it notes.
   */
  | { kind: 'lookahead'; of: Expr; discarded: Expr };

/** What a part comes to, as far as the syntax depends on it. */
export interface Measure {
  d: Dimension;
  /** An absolute temperature or level, which adds to nothing. */
  alone: boolean;
}

/** What the parser asks about words and parts. */
export interface Lexicon {
  /** The unit a phrase names, or null. */
  unit(phrase: string): Known | null;
  /** Units whose words begin like an unknown word. */
  suggestions(word: string): string[];
  ingredients: IngredientTable;
  /** The words between an amount and its ingredient ("of", "de"), lower case. */
  of: ReadonlySet<string>;
  /** What a part read so far comes to; null where its value is refused (the walk refuses it in turn). */
  measure(node: Expr): Measure | null;
}

/** A refusal of the syntax, with every part read before it, in the order they were read. */
export class ParseError extends Refusal {
  constructor(
    key: ExpressionKey,
    values: Readonly<Record<string, ReasonValue>> | undefined,
    suggestions: string[] | undefined,
    readonly readSoFar: readonly Expr[],
  ) {
    super(key, values, suggestions);
  }
}

const MAX_DEPTH = 40;

/** The syntax tree of an expression's tokens, or a ParseError. */
export function parse(tokens: readonly Token[], lexicon: Lexicon): Expr {
  return new Parser(lexicon, tokens).parse();
}

class Parser {
  private i = 0;
  private depth = 0;
  /** After degrees, ' and " are minutes and seconds of arc ("40° 26′ 46″"), not feet and inches. */
  private arcMarks = false;
  private readonly built: Expr[] = [];
  constructor(
    private readonly lex: Lexicon,
    private readonly toks: readonly Token[],
  ) {}

  parse(): Expr {
    if (this.toks.length === 0) throw this.failure('expression.empty');
    const tree = this.sum();
    const rest = this.peek();
    if (rest) throw this.failure('expression.unexpected', { text: tokenText(rest) });
    return tree;
  }

  private failure(key: ExpressionKey, values?: Readonly<Record<string, ReasonValue>>, suggestions?: string[]): ParseError {
    return new ParseError(key, values, suggestions, this.built);
  }

  /** Every node is made here, so that a refusal knows what was read before it. */
  private make<N extends Expr>(node: N): N {
    this.built.push(node);
    return node;
  }

  private peek(): Token | undefined {
    return this.toks[this.i];
  }

  private isOp(s: string): boolean {
    const t = this.peek();
    return t?.t === 'op' && t.s === s;
  }

  private sum(): Expr {
    if (++this.depth > MAX_DEPTH) throw this.failure('expression.tooDeep');
    let left = this.product();
    while (this.isOp('+') || this.isOp('-')) {
      const minus = this.isOp('-');
      this.i++;
      left = this.make({ kind: 'sum', a: left, b: this.product(), minus });
    }
    this.depth--;
    return left;
  }

  private product(): Expr {
    let left = this.factor();
    for (;;) {
      const t = this.peek();
      if (t?.t === 'op' && (t.s === '*' || t.s === '/')) {
        this.i++;
        left = this.make({ kind: 'product', a: left, b: this.factor(), divide: t.s === '/' });
      } else if (t && (t.t === 'num' || t.t === 'word' || (t.t === 'op' && (t.s === '(' || t.s === 'sq' || t.s === 'cu')))) {
        left = this.make({ kind: 'product', a: left, b: this.factor(), divide: false });
      } else return left;
    }
  }

  private factor(): Expr {
    if (this.isOp('-') || this.isOp('+')) {
      const minus = this.isOp('-');
      this.i++;
      const inner = this.factor();
      return minus ? this.make({ kind: 'negate', of: inner }) : inner;
    }
    let base = this.primary();
    for (;;) {
      const exponent = this.exponent();
      if (exponent === null) return base;
      base = this.make({ kind: 'power', of: base, exponent });
    }
  }

  /** A power in superscript, or the factor after "^", or null. */
  private exponent(): number | Expr | null {
    const t = this.peek();
    if (t?.t === 'pow') {
      this.i++;
      return t.n;
    }
    if (!this.isOp('^')) return null;
    this.i++;
    return this.factor();
  }

  private primary(): Expr {
    const t = this.peek();
    if (!t) throw this.failure('expression.endsEarly');
    if (t.t === 'op' && t.s === '(') {
      this.i++;
      const inner = this.sum();
      if (!this.isOp(')')) throw this.failure('expression.unclosed');
      this.i++;
      return this.make({ kind: 'group', of: inner, raised: this.peek()?.t === 'pow' || this.isOp('^') });
    }
    if (t.t === 'num') return this.amounts();
    // "$100", "€5": a currency sign before its number.
    const next = this.toks[this.i + 1];
    if (t.t === 'word' && /^[$€£¥₹]$/.test(t.s) && next?.t === 'num') {
      const sign = this.i++;
      const amount = this.amount();
      const unit = this.unitsAt(sign, 1);
      if (!unit) throw this.failure('expression.unknownUnit', { word: t.s });
      return this.make({ kind: 'signed', amount, sign: unit });
    }
    const units = this.units();
    if (!units) throw this.failure('expression.unexpected', { text: tokenText(t) });
    return units;
  }

  /** A number and its units, followed by more of the same dimension, which add up: "5 ft 11 in". */
  private amounts(): Expr {
    let total = this.amount();
    while (this.peek()?.t === 'num') {
      const sum = this.lex.measure(total);
      if (!sum || isNone(sum.d)) break;
      const mark = this.i;
      this.arcMarks = sameDim(sum.d, ANGLE);
      const next = this.amount();
      this.arcMarks = false;
      const more = this.lex.measure(next);
      if (!more || !sameDim(more.d, sum.d) || more.alone || sum.alone) {
        this.i = mark;
        return this.make({ kind: 'lookahead', of: total, discarded: next });
      }
      total = this.make({ kind: 'side', a: total, b: next });
    }
    return total;
  }

  private amount(): Expr {
    const t = this.toks[this.i++] as Extract<Token, { t: 'num' }>;
    const number = this.make({ kind: 'number', n: t.n, s: t.s });
    const units = this.units();
    return units ? this.ingredient(this.make({ kind: 'amount', number, units })) : number;
  }

  /**
   * The ingredient an amount of volume or weight is of, written after it ("2 cups flour", "1 cup of
   * sugar"): a volume becomes the ingredient's weight at its default value; a weight keeps its value
   * and names the ingredient, for a volume target.
   */
  private ingredient(amount: Expr): Expr {
    const found = this.ingredientAt(amount);
    if (!found) return amount;
    this.i += found.words;
    return this.make({ kind: 'ingredient', of: amount, entry: found.entry });
  }

  /** The ingredient named at the reader's place after a volume or a weight, "of" before it or not, with its words counted. */
  private ingredientAt(amount: Expr): { entry: IngredientSearchEntry; words: number } | null {
    const table = this.lex.ingredients;
    if (table.longest === 0) return null;
    const m = this.lex.measure(amount);
    if (!m || m.alone || !(sameDim(m.d, VOLUME) || sameDim(m.d, MASS))) return null;
    const of = this.lex.of.has(this.wordAt(this.i)?.toLowerCase() ?? '') ? 1 : 0;
    const words: string[] = [];
    for (let n = 0; n < table.longest && this.wordAt(this.i + of + n) !== undefined; n++) words.push(this.wordAt(this.i + of + n)!);
    // The longest name first: "brown sugar" before "sugar"... of the words written first.
    for (let n = words.length; n >= 1; n--) {
      const entry = ingredientNamedBy(table, words.slice(0, n));
      if (entry) return { entry, words: of + n };
    }
    return null;
  }

  /** The word at a place, or undefined where there is none. */
  private wordAt(at: number): string | undefined {
    const t = this.toks[at];
    return t?.t === 'word' ? t.s : undefined;
  }

  /** Units written one after another ("N m", "kWh", "sq ft", "m²"): their product, or null. */
  private units(): Expr | null {
    let out: Expr | null = null;
    for (;;) {
      const t = this.peek();
      let p = 1;
      if (t?.t === 'op' && (t.s === 'sq' || t.s === 'cu') && this.wordAt(this.i + 1) !== undefined) {
        p = t.s === 'sq' ? 2 : 3;
        this.i++;
      } else if (t?.t === 'op' && t.s === '/' && out && this.wordAt(this.i + 1) !== undefined) {
        // "10 MB/s": the units after a number run on over a slash to the next number or bracket.
        this.i++;
        const below = this.units();
        return below ? this.make({ kind: 'product', a: out, b: below, divide: true }) : out;
      } else if (t?.t !== 'word') return out;
      else if (out && this.ingredientAt(out)) return out;
      let unit = this.longestUnit() ?? this.unitWithPower();
      if (p !== 1) unit = this.make({ kind: 'power', of: unit, exponent: p });
      const exponent = this.exponent();
      if (exponent !== null) unit = this.make({ kind: 'power', of: unit, exponent });
      out = out ? this.make({ kind: 'product', a: out, b: unit, divide: false, joiner: ' ' }) : unit;
    }
  }

  /** The longest run of words that names a unit: "fluid ounce", "kilowatt hours", "US gallon"; or null. */
  private longestUnit(): Expr | null {
    let run = 0;
    while (this.wordAt(this.i + run) !== undefined) run++;
    for (let n = Math.min(4, run); n >= 1; n--) {
      const unit = this.unitsAt(this.i, n);
      if (unit) {
        this.i += n;
        return unit;
      }
    }
    return null;
  }

  /** The unit the n words from `from` name, or null. */
  private unitsAt(from: number, n: number): Expr | null {
    let phrase = this.toks
      .slice(from, from + n)
      .map((t) => (t as { s: string }).s)
      .join(' ');
    if (this.arcMarks) phrase = phrase === "'" ? 'arcmin' : phrase === '"' ? 'arcsec' : phrase;
    const k = this.lex.unit(phrase);
    return k && this.make({ kind: 'unit', known: k });
  }

  /** A word with its power written after it as digits, as GNU units reads "s2" and "cm3". */
  private unitWithPower(): Expr {
    const word = this.wordAt(this.i)!;
    const split = /^(.*?\p{L})(\d)$/u.exec(word);
    const k = split ? this.lex.unit(split[1]!) : null;
    if (!k || k.alone || !split) throw this.failure('expression.unknownUnit', { word }, this.lex.suggestions(word));
    this.i++;
    return this.make({ kind: 'power', of: this.make({ kind: 'unit', known: k }), exponent: Number(split[2]) });
  }
}
