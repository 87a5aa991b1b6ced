import { pairDescription, pairTitle, type PairMetaUnit, type PairMetaWords } from '~/domain/converters/pair-meta';
import { converterWordsOf } from './converter-words';
import { quantityInSentence } from './converter-pages.server';
import type { Language } from './languages';
import { translatorOf } from './translator.server';

/** The title's and description's words in a language, about a quantity named `quantity`. */
function pairMetaWords(language: Language, quantity: string): PairMetaWords {
  const t = translatorOf(language);
  return {
    pair: (from, to) => t('pair.heading', { from, to }),
    symbols: (from, to) => t('pair.symbols', { from, to }),
    title: {
      full: (names, symbols) => t('pair.title.full', { names, symbols, quantity }),
      names: (names, symbols) => t('pair.title.names', { names, symbols }),
      symbols: (symbols) => t('pair.title.symbols', { symbols, quantity }),
    },
    description: {
      long: (names, symbols) => t('pair.description.long', { names, symbols, quantity }),
      medium: (names, symbols) => t('pair.description.medium', { names, symbols, quantity }),
      short: (names, symbols) => t('pair.description.short', { names, symbols }),
      symbols: (symbols) => t('pair.description.symbols', { symbols, quantity }),
    },
  };
}

/**
 * A pair page's title (with the site's name), description and keywords in a language, within what
 * search results show (pair-meta.ts); `quantityName` is the quantity page's name in the language.
 */
export function pairHead(language: Language, from: PairMetaUnit, to: PairMetaUnit, quantityName: string, siteName: string) {
  const t = translatorOf(language);
  const inTitle = converterWordsOf(language).titleCaseHeadings ? quantityName : quantityInSentence(language, quantityName);
  const inSentence = quantityInSentence(language, quantityName);
  const suffix = ` | ${siteName}`;
  const names = t('pair.heading', { from: from.inSentence, to: to.inSentence });
  return {
    title: `${pairTitle(from, to, pairMetaWords(language, inTitle), suffix)}${suffix}`,
    description: pairDescription(from, to, pairMetaWords(language, inSentence)),
    keywords: [
      names,
      t('pair.symbols', { from: from.abbr, to: to.abbr }),
      t('pair.keyword.convert', { names }),
      t('pair.keyword.converter', { quantity: inSentence }),
    ],
  };
}
