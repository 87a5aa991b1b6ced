import type { ExpressionWords } from '../expression/messages';
import type { Numerals, RateWords } from './amounts';
import type { OperatorWords } from '../expression/operator-words';
import type { DayWords } from '../day-text';
import type { HolidayDefinition } from '../holidays';
import { plainDecimal, readNumber } from '../parse';
import { restyle, type NumberStyle } from '../number-format';
import { unitLabel, type UnitLabelParts } from '../units/unit-label';

/**
 * A language's search words (docs/decisions/088-search-in-each-language.md), carried by its index:
 * the search reads a query in the language into the grammar it reads English with ("cuántos
 * gramos son 2 tazas de harina" → "2 tazas of harina to gramos", "5 Fuß nach Meter" → "5 Fuß to
 * Meter", "1,5 km" → "1.5 km"), and finds units by their names in the language as well as in
 * English. The words come from content/i18n/<code>/search.yaml, folded (foldWord) when the index
 * is built.
 */
export interface SearchLanguage {
  code: string;
  /** The language's number style, for "1,5" and "1.234" (1234 where the decimal is a comma). */
  style: NumberStyle;
  /** Words between what and into what, read as "to" ("a", "nach"). */
  connectors: string[];
  /** Words that open a "how many X in Y" question ("cuántos", "wie viele"). */
  howMany: string[];
  /** The words between its X and its Y ("son", "hay en", "sind"). */
  howManyJoin: string[];
  startFillers: string[];
  endFillers: string[];
  /** Words between an amount and its ingredient ("de" in "2 tazas de harina"): "of". */
  of: string[];
  /** Words for a number before a unit ("una", "eine", "media"). */
  numbers: Record<string, number>;
  /** Words read as the English word the search knows ("tazas" → "cups", "EL" → "tbsp"). */
  words: Record<string, string>;
  /** The search's own words in the language: messages of content/i18n/<code>/messages/search.json. */
  labels: SearchLabels;
  /** The cooking answers' cup and spoons and their names (content/i18n/<code>/cooking.yaml). */
  cooking: SearchCooking;
  /** The evaluator's messages in the language (content/i18n/<code>/messages/expression.json, ADR 091). */
  expression: ExpressionWords;
  /** Names of quantities keep their capitals inside a sentence (German nouns); else they are lower-cased. */
  capitalNouns: boolean;
  /** The countdown's holidays of the language (its holidays.json) that the index's `holidays` words name. */
  holidays?: HolidayDefinition[];
  /** How the language writes a long date, for a holiday's day ("25 de diciembre de 2026"). */
  day?: DayWords;
  /** Words for operators in calculations, folded: "por" → `*|/`, "mal" → `*` (app/domain/expression/operator-words.ts). */
  operators?: OperatorWords;
  /**
   * False for a language written without spaces between its words (search.yaml's `spaces`): its
   * queries are cut into the index's words before they are read (segment.ts, ADR 095 item 5).
   */
  spaces?: false;
  /** Numerals in the language's words ("5万", "三千"), folded: read as numbers by amounts.ts (ADR 095). */
  numerals?: Numerals;
  /** Words for rates ("時速60km", "1kgあたり500円"), folded: read by amounts.ts (ADR 095). */
  rates?: RateWords;
}

export interface SearchCooking {
  /** The measure system the language's cooks use (`metric`: a 250 mL cup); the answer's page is opened in it. */
  system: string;
  /** The CLDR locale whose plural rules choose a unit's form (cooking.yaml `locale`). */
  locale: string;
  /** The cooking units' names by the search's keys (`cup`, `tbsp`, `g`…): [one, other], and where the amount goes where not `{n} {unit}` ("大さじ{n}"). */
  units: Record<string, readonly [one: string, other: string, amount?: string]>;
  /** "{amount} de {ingredient} = {result}": each amount with its unit. */
  sentence: string;
  /**
   * Pieces a source weighs, by the English data's words ("large egg"): the language's words for one
   * and for other ("米国規格Lサイズの卵"), then the ways a count is written where not `{n} {unit}`
   * ("{unit} {n}個"), the first as the answers write it (cooking.yaml `pieces`).
   */
  pieces?: Record<string, readonly [one: string, other: string, ...amount: string[]]>;
  /** "{amount} = {result}": a count of pieces, whose words name the ingredient. */
  piece?: string;
}

/** What the suggestions say, as patterns with `{placeholders}` (filled by `fill`). */
export interface SearchLabels {
  /** "{from} a {to}": a pair of units. */
  pair: string;
  /** "{value} {from} a {to} al cambio del día": money, whose answer the page gives. */
  money: string;
  /** "Conversor": what a quantity page is. */
  converter: string;
  /** What an ingredient's page is, and the page of all ingredients with what it offers. */
  ingredient: string;
  ingredients: string;
  ingredientsDetail: string;
  /** "{from} ({a}) no se pueden convertir en {to} ({b}): …": units of two quantities. */
  mismatch: string;
  /** "{name} no está disponible: …": a cryptocurrency. */
  notOffered: string;
  /** "Cuenta atrás para {holiday}": a holiday's countdown. */
  holiday?: string;
  /** A unit's name and symbol, as the converter's menus write them (message `converter.unitLabel`, cut at its slots). */
  unit?: UnitLabelParts;
  /** "Pies y pulgadas": each compound target's name, as the converter's menu writes it (messages `converter.compound.*`). */
  compounds?: Record<string, string>;
}

/**
 * A word as search words are compared: lower case, accents off Latin letters, ß as ss ("Cúbicos" →
 * "cubicos", "Fuß" → "fuss"); the marks of other scripts are letters' own (ドル is no トル).
 */
export function foldWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** The same word with umlauts spelt out, as German writes them without the letters ("Länge" → "laenge"). */
export const spelledOut = (text: string): string => foldWord(text.toLowerCase().replace(/[äöü]/g, (l) => `${l.normalize('NFD')[0]}e`));

/** A pattern's placeholders filled in: fill("{from} a {to}", { from: "pies", to: "metros" }). */
export const fill = (pattern: string, values: Record<string, string>): string =>
  pattern.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A unit's name and symbol as the language writes them: "meter (m)", "メートル（m）"; a name that is its symbol once ("尺"). */
export const unitLabelIn = (language: SearchLanguage | undefined, unit: { name: string; abbr: string }): string =>
  unitLabel(unit.name, unit.abbr, language?.labels.unit);

/**
 * Numbers written as the site writes them ("1,609.344") in the language's style, as its pages write
 * them (`restyle`: German "1.609,344", Spanish "1609,344", which groups only from five digits).
 */
export function styled(text: string, style: NumberStyle | undefined): string {
  return style ? restyle(text, style) : text;
}

/** A number typed in the language's style, in the search's own ("1,5" → "1.5", "1.234" → "1234" with a decimal comma). */
function plainNumbers(token: string, style: NumberStyle): string {
  const number = /^([+\-−]?\d[\d.,]*\d|[+\-−]?\d)(.*)$/.exec(token);
  if (!number || !/[.,]/.test(number[1]!)) return token;
  const reading = readNumber(number[1]!, { style });
  return reading ? `${plainDecimal(reading.value)}${number[2]}` : token;
}

/** A word with its apostrophes straight, as elided words are compared ("d’" = "d'"). */
const straight = (word: string) => word.replace(/[’‘]/g, "'");

/**
 * The language's elided words: the words of its lists that end in an apostrophe ("d’" of
 * "combien d’", "d’" between an amount and its ingredient), written against the next word
 * ("d’eau"), longest first.
 */
function elidedWords(language: SearchLanguage): string[] {
  const lists = [language.of, language.connectors, language.howMany, language.howManyJoin, language.startFillers, language.endFillers];
  const words = lists.flat().flatMap((phrase) => phrase.split(' '));
  return [...new Set(words.filter((word) => /['’]$/.test(word)))].sort((a, b) => b.length - a.length);
}

/**
 * "d’eau" → ["d’", "eau"]: an elided word of the language's lists apart from the word it is typed
 * against, with the apostrophe typed where the lists have it, else as the lists write it.
 */
function splitElided(word: string, elided: readonly string[]): string[] {
  const folded = straight(foldWord(word));
  const found = elided.find((e) => folded.length > e.length && folded.startsWith(straight(e)));
  if (!found) return [word];
  const typed = word.slice(0, found.length);
  return [elided.includes(foldWord(typed)) ? typed : found, word.slice(found.length)];
}

/** The words read, an elided word written against the next again ("d’ olive" → "d’olive"). */
const joinWords = (words: readonly string[]) => words.join(' ').replace(/(?<=\S['’]) (?=\S)/g, '');

/** A number as the query reads it: "2", "1.5", "1/2", "½", "1½". */
const isAmount = (word: string) => /^[+\-−]?[\d½⅓⅔¼¾⅛⅜⅝⅞][\d.,/½⅓⅔¼¾⅛⅜⅝⅞]*$/.test(word);

/**
 * A number grouped by spaces where the language groups by a space ("1 234,5" in French, typed with
 * a plain, a no-break or a narrow no-break space), written without them; only where every group
 * after the first is of three digits ("1 23 m" stays two numbers).
 */
function spaceGrouped(query: string, style: NumberStyle): string {
  if (!/^\s$/u.test(style.group)) return query;
  return query.replace(/(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d])/g, (number) => number.replace(/[ \u00a0\u202f]/g, ''));
}

/** Whether the words `at` on are the phrase's words (each already folded). */
function startsWith(folded: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.length > 0 && phrase.every((word, i) => folded[at + i] === word);
}

/** The longest of the phrases that the words `at` on begin with, in words; 0 when none. */
export function phraseAt(folded: readonly string[], at: number, phrases: readonly string[]): number {
  let longest = 0;
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    if (words.length > longest && startsWith(folded, at, words)) longest = words.length;
  }
  return longest;
}

/** Whether the words end with one of the phrases, in words (never all of them); 0 when none. */
export function phraseAtEnd(folded: readonly string[], phrases: readonly string[]): number {
  let longest = 0;
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    if (words.length > longest && words.length < folded.length && startsWith(folded, folded.length - words.length, words)) longest = words.length;
  }
  return longest;
}

/** A query read in the language: what the unit search reads, and the same with "of" for the cooking search. */
export interface LocalQuery {
  text: string;
  cooking: string;
}

/**
 * The query in the grammar the search reads: fillers off, "how many X in Y" turned round, the
 * language's connectors as "to", numbers in its style made plain, its words for cooking measures as
 * the English ones. Units keep the words typed (the index knows them in the language): `isUnit`
 * says whether a word names one, for the number words, read as numbers only before a unit (every
 * word, without it).
 */
export function readLocalQuery(query: string, language: SearchLanguage | undefined, isUnit: (word: string) => boolean = () => true): LocalQuery {
  if (!language) return { text: query, cooking: query };
  const elided = elidedWords(language);
  let words = spaceGrouped(query, language.style)
    .replace(/^[\s¿¡]+|[\s?!¡¿.]+$/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitElided(word, elided))
    .map((word) => plainNumbers(word, language.style));
  let folded = words.map(foldWord);
  const keep = (from: number, to = words.length) => {
    words = words.slice(from, to);
    folded = folded.slice(from, to);
  };
  for (let round = 0; round < 3; round++) {
    const start = phraseAt(folded, 0, language.startFillers);
    if (start && start < words.length) keep(start);
    const end = phraseAtEnd(folded, language.endFillers);
    if (end) keep(0, words.length - end);
    if (!start && !end) break;
  }
  // "cuántos gramos son 2 tazas de harina": Y to X.
  const ask = phraseAt(folded, 0, language.howMany);
  if (ask) {
    for (let at = ask + 1; at < words.length - 1; at++) {
      const join = phraseAt(folded, at, language.howManyJoin);
      if (!join || at + join >= words.length) continue;
      const what = words.slice(ask, at);
      const of = words.slice(at + join);
      words = [...of, 'to', ...what];
      folded = words.map(foldWord);
      break;
    }
  }
  const out: string[] = [];
  const cooking: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const f = folded[i]!;
    // A number word before a unit: "una taza" → 1 taza (not at the end: "a" alone is no number);
    // before any other word it is a word ("une recette", "uma receita").
    const number = language.numbers[f];
    const unitNext = () => phraseAt(folded, i + 1, Object.keys(language.words)) > 0 || isUnit(words[i + 1]!);
    if (number !== undefined && i < words.length - 1 && (i === 0 || out.at(-1) === 'to') && unitNext()) {
      out.push(String(number));
      cooking.push(String(number));
      continue;
    }
    // A connector between two words: never the first word, nor the last.
    const connector = i > 0 && i < words.length - 1 ? phraseAt(folded, i, language.connectors) : 0;
    if (connector) {
      out.push('to');
      cooking.push('to');
      i += connector - 1;
      continue;
    }
    // The language's words for what the search knows in English, the longest first ("onzas líquidas").
    const length = phraseAt(folded, i, Object.keys(language.words));
    if (length) {
      const english = language.words[folded.slice(i, i + length).join(' ')]!;
      // A measure written before its amount, as recipes write a spoon ("大さじ2"): the amount first.
      const amount = words[i + length];
      const before = amount !== undefined && isAmount(amount) && !isAmount(out.at(-1) ?? '') ? [amount] : [];
      out.push(...before, english);
      cooking.push(...before, english);
      i += length - 1 + before.length;
      continue;
    }
    out.push(word);
    // "2 tasses de farine de riz": the of-word after an amount's unit is "of"; the others are the
    // ingredient's own ("farine de riz", "aceite de oliva").
    const afterUnit = cooking.length >= 2 && isAmount(cooking.at(-2)!) && !isAmount(cooking.at(-1)!);
    cooking.push(language.of.includes(f) && afterUnit ? 'of' : f);
  }
  return { text: joinWords(out), cooking: joinWords(cooking) };
}
