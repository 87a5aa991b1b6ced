import type { NumberStyle } from '../number-format';
import { amountWords } from '../search/amounts';
import { foldWord, phraseAt, phraseAtEnd } from '../search/language';
import { spacedQuery } from '../search/segment';
import type { PreparedIndex } from '../search/terms';
import type { Token } from './tokenize';

/**
 * A calculation typed in its index's language, read as the search reads a query in it (ADR 091,
 * ADR 095 item 5), by the language's search.yaml alone:
 *
 * - A language written without spaces (`spaces: false`) has its text cut into the index's words
 *   first, as the search cuts it (segment.ts): "1.5kmをマイルに" → "1.5 km を マイル に".
 * - The language's words around a question that ask nothing (`startFillers`, `endFillers`: "換算",
 *   the "に" of "A を B に", "por favor") are taken off its ends, as the search takes them off,
 *   unless they name a unit where they stand.
 * - Its connectors are read as "to" whole, a phrase of them too ("は 何" of "Aは何B"): `connectorAt`.
 * - Its numerals, rates and per-words are read as the search reads them (amounts.ts): "5万円" →
 *   "50000 円", "時速60km" → "60 km/h", "1kgあたり500円" → "500 JPY/kg"; numbers written in `style`,
 *   the one the evaluator reads them in.
 */

/** The text with the language's words apart and its fillers off; any other index's text as it is. */
export function languageText(text: string, p: PreparedIndex, isUnit: (phrase: string) => boolean, style?: NumberStyle): string {
  const language = p.index.language;
  if (!language) return text;
  const spaced = spacedQuery(text, p);
  let words = spaced.trim().split(/\s+/);
  let cut = false;
  for (let round = 0; round < 3; round++) {
    const folded = words.map(foldWord);
    const start = phraseAt(folded, 0, language.startFillers);
    const keepStart = start > 0 && start < words.length && !isUnit(words.slice(0, start).join(' '));
    if (keepStart) words = words.slice(start);
    const end = phraseAtEnd(keepStart ? folded.slice(start) : folded, language.endFillers);
    const keepEnd = end > 0 && !isUnit(words.slice(-end).join(' '));
    if (keepEnd) words = words.slice(0, -end);
    if (!keepStart && !keepEnd) break;
    cut = true;
  }
  const read = amountWords(words, p, style);
  if (read.length !== words.length || read.some((word, i) => word !== words[i])) return read.join(' ');
  return cut ? words.join(' ') : spaced;
}

/** The language's connectors as lists of folded words, a phrase's words apart ("は 何" → は, 何). */
export const connectorPhrases = (connectors: readonly string[] = []): string[][] => connectors.map((phrase) => phrase.split(' '));

/** The length, in tokens, of the longest of the connectors that the words `at` on are; 0 when none. */
export function connectorAt(toks: readonly Token[], at: number, phrases: readonly (readonly string[])[]): number {
  let longest = 0;
  for (const phrase of phrases) {
    if (phrase.length <= longest) continue;
    if (phrase.every((word, k) => toks[at + k]?.t === 'word' && foldWord((toks[at + k] as { s: string }).s) === word)) longest = phrase.length;
  }
  return longest;
}
