import { plainTyped } from '../typed-text';
import { numeralLength, type Numerals } from './amounts';
import { foldWord, type SearchLanguage } from './language';
import { splitWords, type PreparedIndex } from './terms';

/**
 * A query of a language written without spaces ("5フィートをメートルに"), cut into the words its
 * index holds before the search reads it as words between spaces (docs/decisions/095-japanese-
 * addresses-and-input.md, item 5): at each place the longest word of the index that starts there
 * (a unit's name or symbol, a page's or a link's word, an ingredient's name, a holiday's, a word of
 * the language's search.yaml lists), digits, Latin and Greek letters kept whole as typed ("km/h", "1.5",
 * "ft"). Letters no word of the index begins with stay together until one does, so a name the
 * index lacks is one word, not one per letter. The words come from the index itself, so the server
 * and the browser cut a query alike; a language says it is written without spaces by its
 * search.yaml (`spaces: false`), and a language written with spaces never comes here.
 */

/** The index's words a query is cut into, folded as search words are compared (`foldWord`). */
export interface Lexicon {
  words: ReadonlySet<string>;
  /** The longest word's length, in code units: where to stop looking. */
  longest: number;
  /** The language's numerals, a numeral cut whole ("2万5千", "三千"): amounts.ts. */
  numerals?: Numerals;
}

/** Letters of a script other than Latin and Greek (kana, kanji, their marks and ー, 々): cut by the lexicon. */
const CUT = /[\p{L}\p{M}]/u;
/** Latin and Greek letters and the micro sign, kept whole as typed: units' symbols ("km", "µm", "kΩ", "Δ°C"). */
const KEPT = /[\p{Script=Latin}\p{Script=Greek}µ]/u;
const isCut = (char: string) => CUT.test(char) && !KEPT.test(char);
/** Spaces and the punctuation of other scripts (、。「」・): between words, never in one. */
const BREAK = /[\s\p{P}]/u;
const isBreak = (char: string) => BREAK.test(char) && !/[\x21-\x7e]/.test(char);

/** A word as the lexicon holds it: compatibility forms folded (half-width kana), lower case, marks off. */
const lexical = (word: string) => foldWord(word.normalize('NFKC'));

const lexicons = new WeakMap<PreparedIndex, Lexicon>();

/** The words of a language's lists, each phrase's words apart ("は 何" → は, 何). */
function languageWords(language: SearchLanguage): string[] {
  const lists = [
    language.connectors,
    language.howMany,
    language.howManyJoin,
    language.startFillers,
    language.endFillers,
    language.of,
    Object.keys(language.numbers),
    Object.keys(language.words),
    Object.keys(language.operators ?? {}),
    Object.keys(language.rates?.before ?? {}),
    language.rates?.per ?? [],
    language.rates?.ask ?? [],
  ];
  return lists.flat();
}

/** The words of the index that hold letters to cut (words of Latin and Greek letters only are kept whole anyway). */
export function lexiconOf(p: PreparedIndex): Lexicon {
  const cached = lexicons.get(p);
  if (cached) return cached;
  const { index } = p;
  const all = [
    ...p.words.keys(),
    ...p.pageWords.keys(),
    ...p.linkWords.keys(),
    ...p.holidayWords.map(([words]) => words),
    ...p.pages.map((page) => page.name),
    ...(index.ingredients ?? []).flatMap(([, name, aliases]) => [name, ...splitWords(aliases)]),
    ...(index.language ? languageWords(index.language) : []),
  ];
  const words = new Set<string>();
  let longest = 0;
  for (const phrase of all) {
    for (const word of phrase.split(/\s+/)) {
      if (![...word].some(isCut)) continue;
      const folded = lexical(word);
      words.add(folded);
      longest = Math.max(longest, folded.length);
    }
  }
  const numerals = index.language?.numerals;
  const lexicon = { words, longest, ...(numerals ? { numerals } : {}) };
  lexicons.set(p, lexicon);
  return lexicon;
}

/**
 * The length of the longest word of the lexicon that `text` begins with at `at`, 0 when none. A
 * word ends where a word may: never inside a run of digits and Latin letters ("何c" of "何cm").
 */
function longestAt(text: string, at: number, lexicon: Lexicon): number {
  for (let end = Math.min(text.length, at + lexicon.longest); end > at; end--) {
    const last = text[end - 1]!;
    const next = text[end];
    if (next !== undefined && !isCut(last) && !isCut(next) && !isBreak(next)) continue;
    if (lexicon.words.has(lexical(text.slice(at, end)))) return end - at;
  }
  return 0;
}

/**
 * The length of the language's numeral that starts at `at`, whole ("2万5千", "1.5万", "三千"), 0 where
 * none: digits with the numeral's words always ("5万円"); a numeral in words alone only where no
 * longer word of the lexicon starts there ("十年" is the decade) and a word of the lexicon or digits and
 * letters follow it ("三千円", "三千km"; "千葉" stays one word). amounts.ts reads it.
 */
function numeralAt(text: string, at: number, lexicon: Lexicon): number {
  if (!lexicon.numerals) return 0;
  const length = numeralLength(text.slice(at), lexicon.numerals);
  if (length === 0 || /\d/.test(text[at]!)) return length;
  if (longestAt(text, at, lexicon) > length) return 0;
  const next = text[at + length];
  return next === undefined || !isCut(next) || longestAt(text, at + length, lexicon) > 0 ? length : 0;
}

/**
 * The query's words: "5フィートをメートルに" → 5, フィート, を, メートル, に; "５ｋｍをマイルに" → 5, km,
 * を, マイル, に (full-width forms read as ASCII first); "100ドルは何円" → 100, ドル, は, 何, 円 where the
 * lexicon holds 何 and 円 but not 何円.
 */
export function segmentWords(query: string, lexicon: Lexicon): string[] {
  const text = plainTyped(query);
  const out: string[] = [];
  let unknown = '';
  const flush = () => {
    if (unknown) out.push(unknown.normalize('NFKC'));
    unknown = '';
  };
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (isBreak(char)) {
      flush();
      at++;
      continue;
    }
    const numeral = numeralAt(text, at, lexicon);
    if (numeral > 0) {
      flush();
      out.push(text.slice(at, at + numeral));
      at += numeral;
      continue;
    }
    const length = isCut(char) ? longestAt(text, at, lexicon) : 0;
    if (length > 0) {
      flush();
      out.push(text.slice(at, at + length).normalize('NFKC'));
      at += length;
      continue;
    }
    if (isCut(char)) {
      unknown += char;
      at++;
      continue;
    }
    // Digits, Latin and Greek letters and signs, kept whole as typed ("1.5", "km/h", "°C"), a number apart
    // from the unit written against it ("100g" → 100, g), as the language's of-word after them asks.
    flush();
    let end = at;
    while (end < text.length && !isCut(text[end]!) && !isBreak(text[end]!)) end++;
    const run = text.slice(at, end);
    const amount = /^([+\-−]?\d[\d.,/]*)(?![eE][+\-−]?\d)(?=[\p{L}°µ$€£¥])(.+)$/u.exec(run);
    out.push(...(amount ? [amount[1]!, amount[2]!] : [run]));
    at = end;
  }
  flush();
  return out;
}

/** The query with its words apart, for a language written without spaces; any other as it is. */
export function spacedQuery(query: string, p: PreparedIndex): string {
  return p.index.language?.spaces === false ? segmentWords(query, lexiconOf(p)).join(' ') : query;
}
