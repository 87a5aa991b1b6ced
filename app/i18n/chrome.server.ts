import { alternatesOf } from './addresses';
import type { Chrome } from './chrome';
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
    words: {
      skip: t('layout.skip'),
      main: t('nav.main'),
      mobile: t('nav.mobile'),
      homeLabel: t('nav.home'),
      converters: t('nav.converters'),
      calculators: t('nav.calculators'),
      allConverters: t('nav.allConverters'),
      menu: t('nav.menu'),
      openMenu: t('nav.openMenu'),
      closeMenu: t('nav.closeMenu'),
      language: t('nav.language'),
      toDark: t('theme.toDark'),
      toLight: t('theme.toLight'),
      popular: t('footer.popular'),
      categories: t('footer.categories'),
      about: t('footer.about'),
      tagline: t('footer.tagline'),
      rights: t('footer.rights', { year, siteName }),
    },
    search: {
      placeholder: t('search.placeholder'),
      heroPlaceholder: t('search.heroPlaceholder'),
      label: t('search.label'),
      formSite: t('search.formSite'),
      formConverters: t('search.formConverters'),
      submit: t('search.submit'),
      open: t('search.open'),
      close: t('search.close'),
      suggestions: t('search.suggestions'),
      count: pluralWords(language, 'search.count'),
    },
    mainLinks: [
      { to: path('blog'), label: t('nav.blog') },
      { to: path('about'), label: t('nav.about') },
      { to: path('contact'), label: t('nav.contact') },
      { to: path('favorites'), label: t('nav.favorites') },
    ],
    calculatorLinks: [
      { to: path('mortgage'), label: t('page.mortgage') },
      { to: path('countdown'), label: t('page.countdown') },
    ],
    informationLinks: [
      { to: path('about'), label: t('page.aboutUs') },
      { to: path('contact'), label: t('nav.contact') },
      { to: path('privacy'), label: t('page.privacy') },
      { to: path('terms'), label: t('page.terms') },
      { to: path('blog'), label: t('nav.blog') },
      { to: path('sitemap'), label: t('page.sitemap') },
    ],
    alternates: alternatesOf(language, pathname),
    ...(numbers ? { numbers } : {}),
    notFound: {
      title: t('notFound.title'),
      description: t('notFound.description'),
      text: t('notFound.text'),
      searchForm: t('notFound.searchForm'),
      placeholder: t('notFound.placeholder'),
      home: t('notFound.home'),
      all: t('notFound.all'),
    },
  };
}
