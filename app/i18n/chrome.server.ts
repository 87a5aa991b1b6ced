import { alternatesOf } from './addresses';
import { FRAME_SEARCH_WORDS, FRAME_WORDS, frameLinks, NOT_FOUND_WORDS, sayAll, type Chrome } from './chrome';
import { pluralWords } from './island-words.server';
import type { Language } from './languages';
import { numberChoiceOf } from './numbers.server';
import { pagePath } from './pages';
import { translatorOf } from './translator.server';

/** The frame of a page at `pathname` in `language`: its words, links and translations (app/i18n/chrome.ts). */
export function chromeOf(language: Language, pathname: string, { siteName, year }: { siteName: string; year: number }): Chrome {
  const t = translatorOf(language);
  const numbers = numberChoiceOf(language);
  const path = (page: Parameters<typeof pagePath>[1]) => pagePath(language, page);
  return {
    lang: language.code,
    draft: !language.published,
    paths: { home: path('home'), search: path('search'), sitemap: path('sitemap') },
    words: { ...sayAll(FRAME_WORDS, t), rights: t('footer.rights', { year, siteName }) },
    search: {
      ...sayAll(FRAME_SEARCH_WORDS, t),
      count: pluralWords(language, 'search.count'),
    },
    ...frameLinks(path, t),
    alternates: alternatesOf(language, pathname),
    ...(numbers ? { numbers } : {}),
    notFound: sayAll(NOT_FOUND_WORDS, t),
  };
}
