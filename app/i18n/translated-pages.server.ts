import { converterPages } from '~/domain/converters/registry';
import { translatedPages as files, type TranslatedPages } from '~/domain/converters/translated-content';
import type { TranslatedPage } from '~/domain/converters/translated-parse';
import { PSEUDO_ENABLED, PSEUDO_LANGUAGE, pseudoName, pseudoSlug, pseudoText } from './pseudo';

/**
 * The translated converter pages (content/converters/<lang>/, ADR 085) and, in a build with the
 * pseudo-locale, its pages made from the English ones (ADR 092): every text transformed, the
 * address word's vowels doubled.
 */
function pseudoPages(): Record<string, TranslatedPage> {
  return Object.fromEntries(
    converterPages.map((page) => [
      page.slug,
      {
        lang: PSEUDO_LANGUAGE.code,
        englishSlug: page.slug,
        slug: pseudoSlug(page.slug),
        name: pseudoName(page.name),
        heading: pseudoText(page.heading),
        title: pseudoText(page.title),
        description: pseudoText(page.description),
        keywords: page.keywords.map(pseudoName),
        intro: pseudoText(page.intro),
        formula: page.formula?.map(pseudoText),
        article: page.article.map((section) => ({
          heading: pseudoText(section.heading),
          paragraphs: section.paragraphs.map(pseudoText),
          list: section.list?.map(pseudoText),
        })),
        articleWords: 0,
      },
    ]),
  );
}

export const translatedPages: TranslatedPages = PSEUDO_ENABLED ? { ...files, [PSEUDO_LANGUAGE.code]: pseudoPages() } : files;
