import type { Language } from './languages';
import { PSEUDO_ENABLED, PSEUDO_LANGUAGE, pseudoSlug } from './pseudo';

/** What a language's converter and pair pages need to know beyond their messages (content/i18n/<code>/converters.json). */
export interface ConverterWords {
  /** The word between a pair's units in its address (`to`, `a`, `in`). */
  pairConnector: string;
  /** Whether a unit after the first word of a heading keeps its capital (English `Feet to Meters`; Spanish `Pies a metros`). */
  titleCaseHeadings: boolean;
  /** Whether a quantity's name is written in lower case inside a sentence (`length`, `longitud`; not German `Länge`). */
  quantityNamesLowerCaseInSentence: boolean;
  /**
   * For a language that writes a count against its number (3桁, 7つ, 2乗), the words after a
   * number that make it a count, not a value its text states: the number check of translated
   * pages (text-numbers.ts) does not read it, as it does not read English counts written in words
   * ("three kinds"). None where counts stand apart from their words, and never a unit.
   */
  counters?: readonly string[];
}

const files = import.meta.glob<ConverterWords>('../../content/i18n/*/converters.json', { import: 'default', eager: true });
const WORDS = new Map(Object.entries(files).map(([path, words]) => [path.split('/').at(-2)!, words]));
// The pseudo-locale writes as English does, its connector transformed (ADR 092).
const english = WORDS.get('en');
if (PSEUDO_ENABLED && english) WORDS.set(PSEUDO_LANGUAGE.code, { ...english, pairConnector: pseudoSlug(english.pairConnector) });

export function converterWordsOf(language: Language): ConverterWords {
  const words = WORDS.get(language.code);
  if (!words) throw new Error(`content/i18n/${language.code}/converters.json is missing`);
  return words;
}
