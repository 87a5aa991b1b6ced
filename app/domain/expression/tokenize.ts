import { readCompound } from '../compound';
import { SUPERSCRIPT_DIGITS, superscriptValue } from '../number-format';
import type { NumberStyle } from '../number-format';
import { plainDecimal, readNumberOrWhy } from '../parse';
import { firstCharacter } from '../typed-text';
import { ArithmeticRefusal, DIVISION_BY_ZERO, Refusal, TOO_LARGE } from './refusal';

/**
 * The first stage of the evaluator (docs/decisions/052-expressions.md): an expression's text as
 * tokens, numbers already read in every form parse.ts knows ("1,5", "3 1/2", "1.5×10⁻⁹", "2:30"),
 * words of operators ("per", "times", "squared") as their operators, and powers written as
 * superscripts or words as powers. Which words are units is for the parser (parse.ts) to find.
 */

export type Token =
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

/** A power as written back: ², ³, ^4. */
export const superscript = (n: number) => (n === 2 ? '²' : n === 3 ? '³' : `^${n}`);

/** A token as a refusal quotes it: `Unexpected ")"`. */
export const tokenText = (token: Token) => (token.t === 'pow' ? superscript(token.n) : token.s);

/**
 * The tokens of an expression, or a refusal of the first character that starts none. Numbers are
 * read in `style` where it is given (ADR 091): with a decimal comma, "1,500" is 1.5 and "1.500" 1500.
 */
export function tokenize(input: string, style?: NumberStyle): Token[] {
  // Hyphens inside words join them ("kilowatt-hour"); typographic minus and primes read as typed.
  const text = input
    .replace(/(\p{L})-(?=\p{L})/gu, '$1 ')
    .replace(/[−–]/g, '-')
    .replace(/\*\*/g, '^')
    .replace(/[’′]/g, "'")
    .replace(/[”″]|''/g, '"');
  const out: Token[] = [];
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
      out.push(...clockTokens(clock, i));
      i += clock.length;
      continue;
    }
    const number = at(NUMBER);
    if (number) {
      out.push(numberToken(number, i, style));
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
    // Quoted whole: an emoji is two UTF-16 units (and more with a skin tone), never half of one.
    if (!word) throw new Refusal('expression.unexpected', { text: firstCharacter(text.slice(i)) });
    const scaled = scaledNumber(out.at(-1), word) ?? percentOf(out.at(-1), word);
    if (scaled) out[out.length - 1] = scaled;
    else out.push(wordToken(word, i, out.at(-1)));
    i += word.length;
  }
  return out;
}

/** A time on a clock ("2:30") as the seconds it is. */
function clockTokens(clock: string, at: number): Token[] {
  const seconds = readCompound(clock)?.value;
  if (seconds === undefined) throw new Refusal('expression.notTime', { text: clock });
  return [
    { t: 'num', n: seconds, s: plainDecimal(seconds), at },
    { t: 'word', s: 's', at },
  ];
}

function numberToken(number: string, at: number, style?: NumberStyle): Token {
  const reading = readNumberOrWhy(number, { style });
  if (reading === 'Too large') throw new ArithmeticRefusal(TOO_LARGE);
  if (typeof reading === 'string') {
    throw /\/\s*0+$/.test(number) ? new ArithmeticRefusal(DIVISION_BY_ZERO) : new Refusal('expression.notNumber', { text: number });
  }
  // Shown as read: "1,5" as 1.5, "3 1/2" as 3.5.
  return { t: 'num', n: reading.value, s: reading.readAs ?? number, at };
}

const SCALES: Record<string, number> = { thousand: 3, million: 6, billion: 9, trillion: 12 };

/** "1 million", "3 billion": the number before the word, scaled, as GNU units reads them. */
function scaledNumber(before: Token | undefined, word: string): Token | null {
  const power = SCALES[word.toLowerCase()];
  if (before?.t !== 'num' || power === undefined) return null;
  // Through the number's text, so that 0.1 million is 100000 and not 100000.00000000001.
  const n = Number(`${before.n}e${power}`);
  return { ...before, n, s: plainDecimal(n) };
}

/** "15%": a hundredth of the number before it, shown as typed (docs/decisions/079-expressions-and-data.md). */
function percentOf(before: Token | undefined, word: string): Token | null {
  if (word !== '%' || before?.t !== 'num' || before.s.endsWith('%')) return null;
  // Through the number's text, so that 15% is 0.15 and not 0.15000000000000002.
  return { ...before, n: Number(`${before.n}e-2`), s: `${before.s}%` };
}

/** A word, or the operator or power it stands for ("per", "squared"); "of" after a percentage multiplies ("15% of 80 kg"). */
function wordToken(word: string, at: number, before?: Token): Token {
  if (word.toLowerCase() === 'of' && before?.t === 'num' && before.s.endsWith('%')) return { t: 'op', s: '*', at };
  const op = WORD_OPS[word.toLowerCase()];
  if (op === '²' || op === '³') return { t: 'pow', n: op === '²' ? 2 : 3, at };
  return op ? { t: 'op', s: op, at } : { t: 'word', s: word, at };
}
