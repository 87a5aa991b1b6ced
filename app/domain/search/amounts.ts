import type { NumberStyle } from '../number-format';
import { plainDecimal, readNumber } from '../parse';
import { foldWord, phraseAt, phraseAtEnd, type SearchLanguage } from './language';
import { unitCandidates, type PreparedIndex } from './terms';

/**
 * Amounts as a language writes them besides digits followed by a unit, read by its search.yaml alone
 * (docs/decisions/095-japanese-addresses-and-input.md, "As built: numerals, rates and per"), for the
 * search and the evaluator alike, on the query's words (a language written without spaces has them
 * cut first, segment.ts):
 *
 * - numerals with multipliers (`numerals`): "5万" → 50000, "1.5万" → 15000, "2万5千" → 25000, and a
 *   numeral in words alone ("三千") where a unit follows it;
 * - a rate's word before its amount (`rates.before`): "時速 60 km" → "60 km/h", "秒速 何 メートル" →
 *   "m/s", and the target of such a rate per the same time ("時速60kmをマイルに": mi/h);
 * - a word for "per" after the amount divided by (`rates.per`): "1 kg あたり 500 円" → "500 JPY/kg",
 *   "100 g あたり 300 円" → "300 JPY / (100 g)".
 *
 * A language without those lists reads as before: its words are returned as they are.
 */

/** A language's numerals in words (search.yaml's `numerals`), each a value. */
export interface Numerals {
  /** One to nine ("三"). */
  digits: Record<string, number>;
  /** Places within a group, a digit or a number before them ("千", "二千", "5千"). */
  places: Record<string, number>;
  /** Groups, the number before them multiplied whole ("万" of "2万5千", "千五百万"). */
  groups: Record<string, number>;
  /** Words read as a number alone before a unit ("千" of "千円"); any other numeral of one word is a word ("十分", "一寸"). */
  alone: string[];
}

/** A language's words for rates (search.yaml's `rates`), folded. */
export interface RateWords {
  /** A rate's word before its amount, with the unit of time it is per (時速 → h). */
  before: Record<string, string>;
  /** Words that name another unit after a rate's word than alone (キロ → km: "時速100キロ"). */
  units: Record<string, string>;
  /** Words for "per" after the amount divided by ("1kgあたり"). */
  per: string[];
  /** A question's word before the unit it asks for ("秒速何メートル", "1kgあたり何円"). */
  ask: string[];
}

interface NumeralReading {
  value: number;
  /** Written with digits too ("5万"), not in the language's words alone ("三千"). */
  digits: boolean;
  /** Its numeral words, in order. */
  words: string[];
}

const numeralWords = new WeakMap<Numerals, string[]>();

/** The numerals' words, the longest first. */
function wordsOf(numerals: Numerals): string[] {
  let words = numeralWords.get(numerals);
  if (!words) {
    words = [...Object.keys(numerals.digits), ...Object.keys(numerals.places), ...Object.keys(numerals.groups)].sort((a, b) => b.length - a.length);
    numeralWords.set(numerals, words);
  }
  return words;
}

/** `n` × `by`, through the number's text where `by` is a power of ten, so that 1.1 × 10⁴ is 11000 and not 11000.000000000002. */
function times(n: number, by: number): number {
  const power = Math.log10(by);
  const text = Number.isSafeInteger(n) ? String(n) : plainDecimal(n);
  return Number.isInteger(power) && !/e/i.test(text) ? Number(`${text}e${power}`) : n * by;
}

/**
 * A numeral, or null where the text is none or has no numeral word: digits and places make a group's
 * number ("二千五百", "5千", "25百"), a group multiplies it ("2万", "千五百万"), groups and places
 * descend ("1億2千万", "2万5000"). A number in digits is read in `style` ("1,234万"), a decimal only
 * first ("1.5万"); digits in a row without places ("二〇二六", "四六") are no numeral.
 */
export function readNumeral(text: string, numerals: Numerals, style?: NumberStyle): NumeralReading | null {
  const all = wordsOf(numerals);
  let total = 0;
  let section = 0;
  let pending: number | null = null;
  let lastPlace = Infinity;
  let lastGroup = Infinity;
  let digits = false;
  const words: string[] = [];
  for (let at = 0; at < text.length;) {
    const number = /^\d(?:[\d.,]*\d)?/.exec(text.slice(at))?.[0];
    if (number) {
      const reading = readNumber(number, { style });
      const first = !digits && words.length === 0;
      if (!reading || pending !== null || (!first && !Number.isInteger(reading.value))) return null;
      pending = reading.value;
      digits = true;
      at += number.length;
      continue;
    }
    const word = all.find((w) => text.startsWith(w, at));
    if (!word) return null;
    words.push(word);
    at += word.length;
    const digit = numerals.digits[word];
    const place = numerals.places[word];
    const group = numerals.groups[word];
    if (digit !== undefined) {
      if (pending !== null) return null;
      pending = digit;
    } else if (place !== undefined) {
      if (place >= lastPlace) return null;
      section += times(pending ?? 1, place);
      pending = null;
      lastPlace = place;
    } else if (group !== undefined) {
      if (group >= lastGroup || (section === 0 && pending === null)) return null;
      total += times(section + (pending ?? 0), group);
      section = 0;
      pending = null;
      lastPlace = Infinity;
      lastGroup = group;
    }
  }
  if (words.length === 0) return null;
  return { value: total + section + (pending ?? 0), digits, words };
}

/**
 * A numeral of one word in words alone ("一", "十"), not one `alone` lists ("千"): with a unit of one
 * character after it, often a word of its own ("十分", "一寸", "一度", "七分").
 */
const isOneWord = (reading: NumeralReading, numerals: Numerals) =>
  !reading.digits && reading.words.length === 1 && !numerals.alone.includes(reading.words[0]!);

/**
 * The most characters a numeral is looked for in ("9999兆9999億9999万9999" has 19), so that a query of
 * numerals' words costs a bounded search at each of its places, however long it is.
 */
const LONGEST_NUMERAL = 32;

/**
 * The length of the numeral that starts `text`, cut from it as one word (segment.ts), 0 where none:
 * with digits ("5万円"), or of more than one word ("三千円"), or a word `alone` lists ("千円"); one
 * word ("一", "十") is cut as any word is, and read or not by what follows it (numeralsRead).
 */
export function numeralLength(text: string, numerals: Numerals): number {
  const all = wordsOf(numerals);
  let end = 0;
  const last = Math.min(text.length, LONGEST_NUMERAL);
  while (end < last && (/[\d.,]/.test(text[end]!) || all.some((w) => text.startsWith(w, end)))) end++;
  for (; end > 0; end--) {
    const reading = readNumeral(text.slice(0, end), numerals);
    if (reading && !isOneWord(reading, numerals)) return end;
  }
  return 0;
}

/** A number as the language writes it, without groups: 25000; 1234.5 as "1234,5" with a decimal comma. */
function written(value: number, style?: NumberStyle): string {
  const plain = Number.isSafeInteger(value) ? String(value) : plainDecimal(value);
  return style ? plain.replace('.', style.decimal) : plain;
}

/** A unit named in the index: its symbol, where it reads back as the same unit alone ("km", "JPY", "m²"), and its quantity. */
interface Named {
  words: string[];
  symbol: string | null;
  quantity: string;
}

/** The likeliest unit the phrase names, by the index's words or the language's word for an English one (円 → jpy). */
function namedUnit(p: PreparedIndex, phrase: string): Named | null {
  const english = p.index.language?.words[foldWord(phrase)];
  const found = unitCandidates(p, phrase)[0] ?? (english ? unitCandidates(p, english)[0] : undefined);
  if (!found) return null;
  const { abbr, key } = found.unit;
  const back = /^[^\s()/]+$/.test(abbr) ? unitCandidates(p, abbr)[0] : undefined;
  const same = back?.unit.key === key && back.page === found.page;
  return { words: phrase.split(' '), symbol: same ? abbr : null, quantity: p.pages[found.page]!.quantity };
}

/** The unit named by the words from `at` on (up to three), with how many words name it; null where none does. */
function unitAt(p: PreparedIndex, words: readonly string[], at: number, end = words.length): (Named & { length: number }) | null {
  for (let length = Math.min(3, end - at); length > 0; length--) {
    const named = namedUnit(p, words.slice(at, at + length).join(' '));
    if (named) return { ...named, length };
  }
  return null;
}

/** A number written with digits, as the evaluator and the search read one ("60", "1.5", "1,000"). */
const isNumber = (word: string | undefined) => word !== undefined && /^[+\-−]?\d[\d.,]*$/.test(word);

/**
 * The numerals of the words read as numbers: with digits always ("5万"); in words alone before a unit
 * ("三千円"), and one word of them before a unit's name of two characters or more ("一カップ", "十キロ";
 * not "十分", "一寸").
 */
function numeralsRead(words: readonly string[], numerals: Numerals, p: PreparedIndex, style?: NumberStyle): string[] {
  return words.map((word, i) => {
    const reading = readNumeral(word, numerals, style);
    if (!reading) return word;
    if (!reading.digits) {
      const unit = unitAt(p, words, i + 1);
      if (!unit) return word;
      if (isOneWord(reading, numerals) && [...unit.words.join('')].length < 2) return word;
    }
    return written(reading.value, style);
  });
}

/** A rate read from a side of the query: what it is per (`/h`), and the quantity of its amount (`length`). */
interface Rate {
  per: string;
  quantity: string;
  /** A rate's word's: the words that name another unit with it (キロ → km), in the target too ("時速60マイルをキロに"). */
  units?: Record<string, string>;
}

/** "60 km/h"; where a symbol does not read back as its unit alone ("gal (US)"), the words as typed around a slash. */
function perUnit(number: string | null, over: Named, under: { words: string[]; symbol: string | null }): string[] {
  const amount = number === null ? [] : [number];
  if (over.symbol && under.symbol) return [...amount, `${over.symbol}/${under.symbol}`];
  return [...amount, ...over.words, '/', ...under.words];
}

/** A side's rate words read: "時速 60 km" → "60 km/h", "秒速 何 メートル" → "m/s". */
function ratesRead(side: readonly string[], rates: RateWords, p: PreparedIndex): { words: string[]; rates: Rate[] } {
  const out: string[] = [];
  const read: Rate[] = [];
  const folded = side.map(foldWord);
  for (let i = 0; i < side.length; i++) {
    const time = rates.before[folded[i]!];
    if (time === undefined) {
      out.push(side[i]!);
      continue;
    }
    let at = i + 1;
    const asked = rates.ask.includes(folded[at] ?? '');
    if (asked) at++;
    const number = !asked && isNumber(side[at]) ? side[at]! : null;
    if (number !== null) at++;
    const instead = rates.units[folded[at] ?? ''];
    const unit = instead ? unitAt(p, [instead], 0) : unitAt(p, side, at);
    if (!unit) {
      out.push(side[i]!);
      continue;
    }
    out.push(...perUnit(number, unit, { words: [time], symbol: time }));
    read.push({ per: `/${time}`, quantity: unit.quantity, units: rates.units });
    i = at + (instead ? 1 : unit.length) - 1;
  }
  return { words: out, rates: read };
}

/**
 * A side that is an amount per another ("1 kg あたり 500 円", "kg あたり 何 円"): the amount over the
 * other, its rate for the target; null where the side is not that alone.
 */
function perRead(side: readonly string[], rates: RateWords, p: PreparedIndex, style?: NumberStyle): { words: string[]; rate: Rate | null } | null {
  const folded = side.map(foldWord);
  const at = folded.findIndex((word) => rates.per.includes(word));
  if (at <= 0) return null;
  // Under: "[number] unit", the whole of what comes before the word.
  const count = isNumber(side[0]) ? side[0]! : null;
  const under = unitAt(p, side, count === null ? 0 : 1, at);
  if (!under || (count === null ? 0 : 1) + under.length !== at) return null;
  // Over: "[ask word | number] unit", the whole of what comes after it.
  let from = at + 1;
  const asked = rates.ask.includes(folded[from] ?? '');
  const number = !asked && isNumber(side[from]) ? side[from]! : null;
  if (asked || number !== null) from++;
  const over = unitAt(p, side, from);
  if (!over || from + over.length !== side.length) return null;
  const one = count === null || readNumber(count, { style })?.value === 1;
  if (one) return { words: perUnit(number, over, under), rate: under.symbol ? { per: `/${under.symbol}`, quantity: over.quantity } : null };
  // "100 g あたり 300 円": 300 JPY / (100 g).
  const amount = number === null ? [] : [number];
  const overWords = over.symbol ? [over.symbol] : over.words;
  const underWords = under.symbol ? [under.symbol] : under.words;
  return { words: [...amount, ...overWords, '/', `(${count}`, ...underWords.slice(0, -1), `${underWords.at(-1)!})`], rate: null };
}

/**
 * The query's words with its language's numerals, rates and per-words read (see the top of this
 * module); the fillers around it and the connector between its sides as they are.
 */
export function amountWords(words: readonly string[], p: PreparedIndex, style?: NumberStyle): string[] {
  const language = p.index.language;
  if (!language?.numerals && !language?.rates) return [...words];
  const numbers = language.numerals ? numeralsRead(words, language.numerals, p, style) : [...words];
  return language.rates ? sidesRead(numbers, language, language.rates, p, style) : numbers;
}

/** The rates of the query's what and into what, the target per the same as its amount where it names a unit of the amount's kind alone. */
function sidesRead(words: readonly string[], language: SearchLanguage, rates: RateWords, p: PreparedIndex, style?: NumberStyle): string[] {
  const folded = words.map(foldWord);
  const start = phraseAt(folded, 0, language.startFillers);
  const end = words.length - phraseAtEnd(folded.slice(start), language.endFillers);
  let connector = -1;
  let length = 0;
  for (let i = start + 1; i < end - 1 && connector < 0; i++) {
    length = phraseAt(folded, i, language.connectors);
    if (length > 0) connector = i;
  }
  const sideOf = (from: number, to: number) => {
    const side = words.slice(from, to);
    const per = perRead(side, rates, p, style);
    if (per) return { words: per.words, rates: per.rate ? [per.rate] : [] };
    return ratesRead(side, rates, p);
  };
  const what = sideOf(start, connector < 0 ? end : connector);
  const head = words.slice(0, start);
  const tail = words.slice(end);
  if (connector < 0) return [...head, ...what.words, ...tail];
  const into = sideOf(connector + length, end);
  // "時速60kmをマイルに": miles per hour, as the amount is per hour.
  const joint = words.slice(connector, connector + length);
  const [rate] = what.rates;
  if (!rate || what.rates.length > 1 || into.rates.length > 0 || into.words.length === 0)
    return [...head, ...what.words, ...joint, ...into.words, ...tail];
  const instead = into.words.length === 1 ? rate.units?.[foldWord(into.words[0]!)] : undefined;
  const alone = instead ? unitAt(p, [instead], 0) : unitAt(p, into.words, 0);
  const whole = alone !== null && (instead !== undefined || alone.length === into.words.length);
  const target = whole && alone.quantity === rate.quantity && alone.symbol ? [`${alone.symbol}${rate.per}`] : into.words;
  return [...head, ...what.words, ...joint, ...target, ...tail];
}

/** The text's words with its language's amounts read (amountWords); any other index's text as it is. */
export function amountText(text: string, p: PreparedIndex, style?: NumberStyle): string {
  const language = p.index.language;
  if (!language?.numerals && !language?.rates) return text;
  const words = text.trim().split(/\s+/).filter(Boolean);
  const read = amountWords(words, p, style);
  return read.every((word, i) => word === words[i]) && read.length === words.length ? text : read.join(' ');
}
