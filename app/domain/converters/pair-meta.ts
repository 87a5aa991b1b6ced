/*
 * The <title> and description of a pair page, within what search results show: 70 characters of
 * title (with the site's name) and 160 of description. Each is the first of a ladder of forms that
 * fits: the full form, then without the quantity ("– Length Converter") or the links sentence, then
 * the unit names without their qualifiers ("(thermochemical)", which the symbols still tell apart),
 * then the symbols alone. Feet to inches keeps its full title; BTU (thermochemical) per hour square
 * foot degree Fahrenheit to its calorie twin becomes its symbols.
 */

export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 160;

/** A unit as the title and description name it: in a heading, inside a sentence, and its symbol. */
export interface PairMetaUnit {
  inHeading: string;
  inSentence: string;
  abbr: string;
}

/**
 * The words of a pair page's title and description in the page's language, from its messages:
 * each joins the names, symbols and quantity it is given.
 */
export interface PairMetaWords {
  /** Two unit names or symbols as a pair (`Feet to Meters`, `ft to m`). */
  pair: (from: string, to: string) => string;
  symbols: (from: string, to: string) => string;
  title: {
    full: (names: string, symbols: string) => string;
    names: (names: string, symbols: string) => string;
    symbols: (symbols: string) => string;
  };
  description: {
    long: (names: string, symbols: string) => string;
    medium: (names: string, symbols: string) => string;
    short: (names: string, symbols: string) => string;
    symbols: (symbols: string) => string;
  };
}

/** `Calories (thermochemical) per second` → `Calories per second`. */
const withoutQualifiers = (name: string) =>
  name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The first text of at most `max` characters; the last one cut at a word if none is. */
export function firstThatFits(texts: readonly string[], max: number): string {
  const fits = texts.find((text) => text.length <= max);
  if (fits) return fits;
  const last = texts.at(-1) ?? '';
  const cut = last.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The title without the site's name; `suffix` is what the page adds (` | Unitwise`). */
export function pairTitle(from: PairMetaUnit, to: PairMetaUnit, words: PairMetaWords, suffix: string): string {
  const symbols = words.symbols(from.abbr, to.abbr);
  const names = upperFirst(words.pair(from.inHeading, to.inHeading));
  const plainNames = upperFirst(words.pair(withoutQualifiers(from.inHeading), withoutQualifiers(to.inHeading)));
  return firstThatFits(
    [
      words.title.full(names, symbols),
      words.title.names(names, symbols),
      words.title.names(plainNames, symbols),
      words.title.symbols(symbols),
      symbols,
    ],
    TITLE_MAX - suffix.length,
  );
}

export function pairDescription(from: PairMetaUnit, to: PairMetaUnit, words: PairMetaWords): string {
  const symbols = words.symbols(from.abbr, to.abbr);
  const names = words.pair(from.inSentence, to.inSentence);
  const plainNames = words.pair(withoutQualifiers(from.inSentence), withoutQualifiers(to.inSentence));
  return firstThatFits(
    [
      words.description.long(names, symbols),
      words.description.medium(names, symbols),
      words.description.short(names, symbols),
      words.description.short(plainNames, symbols),
      words.description.symbols(symbols),
    ],
    DESCRIPTION_MAX,
  );
}
