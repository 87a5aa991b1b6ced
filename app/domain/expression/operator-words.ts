import { foldWord } from '../search/language';
import type { Token } from './tokenize';

/**
 * A language's words for operators in an expression (docs/decisions/091-calculations-in-each-language.md,
 * "As built"): "5 m por 3 m", "60 km por hora", "3 mal 4 m", "10 km pro Stunde". The words come from
 * the language's search.yaml through its index (SearchLanguage's `operators`: a folded phrase → `*`,
 * `/`, `+`, `-`, or `*|/` for a word that is both, as the Spanish "por"); English's own ("per",
 * "times") are the tokenizer's.
 *
 * - A phrase that is part of a unit's name where it stands stays words: "kilómetros por hora" is the
 *   unit, "por ciento IACS" too (the parser reads the longest run of up to four words that names a
 *   unit, as this does).
 * - A word that is both (`*|/`) multiplies before a number or a bracket ("5 m por 3 m", "5 por 3",
 *   "2 por (3 m)") and divides before a unit ("60 km por hora", "10 litros por minuto").
 */
export type OperatorWords = Readonly<Record<string, string>>;

/** The longest run of words a unit's name is read from (parse.ts's `unit`). */
const NAME_WORDS = 4;

/** The words of a run of word tokens, as typed, that begins at `from`; shorter where a non-word comes. */
function wordRun(toks: readonly Token[], from: number, length: number): string | null {
  const run = toks.slice(from, from + length);
  return run.length === length && run.every((t) => t.t === 'word') ? run.map((t) => (t as { s: string }).s).join(' ') : null;
}

/** Whether the tokens from `at` on, `length` of them, lie inside a run of words that names a unit. */
function insideName(toks: readonly Token[], at: number, length: number, isUnit: (phrase: string) => boolean): boolean {
  for (let start = Math.max(0, at - NAME_WORDS + 1); start <= at; start++) {
    for (let end = at + length; end - start <= NAME_WORDS; end++) {
      if (end - start < 2) continue;
      const phrase = wordRun(toks, start, end - start);
      if (phrase && isUnit(phrase)) return true;
    }
  }
  return false;
}

/** The tokens with the language's operator words read as operators (see above). */
export function readOperatorWords(toks: readonly Token[], words: OperatorWords | undefined, isUnit: (phrase: string) => boolean): Token[] {
  if (!words || Object.keys(words).length === 0) return [...toks];
  const phrases = Object.keys(words)
    .map((phrase) => phrase.split(' '))
    .sort((a, b) => b.length - a.length);
  const out: Token[] = [];
  for (let i = 0; i < toks.length; i++) {
    const token = toks[i]!;
    const found =
      token.t === 'word' && out.length > 0
        ? phrases.find((phrase) => phrase.every((word, k) => toks[i + k]?.t === 'word' && foldWord((toks[i + k] as { s: string }).s) === word))
        : undefined;
    // Not at either end: "5 m por" is a unit still being typed or a word of its own.
    if (!found || i + found.length >= toks.length || insideName(toks, i, found.length, isUnit)) {
      out.push(token);
      continue;
    }
    const next = toks[i + found.length]!;
    const op = words[found.join(' ')]!;
    const s = op.length === 1 ? op : next.t === 'num' || (next.t === 'op' && next.s === '(') ? '*' : '/';
    out.push({ t: 'op', s, at: token.at });
    i += found.length - 1;
  }
  return out;
}
