import { useMatches, useRouteLoaderData } from 'react-router';
import type { NumberChoice } from '~/lib/number-choice';
import type { PluralWords } from './fill';
import english from '../../content/i18n/en/messages/common.json';

export interface NavLink {
  to: `/${string}`;
  label: string;
}

/** A translation of the page in another language, for the switcher and hreflang links. */
export interface Alternate {
  /** The language's code (`es`). */
  code: string;
  /** The language's name in itself (`Español`). */
  name: string;
  path: `/${string}`;
}

/**
 * The words and links of every page's frame (header, footer, skip link, 404) in the page's language,
 * formatted on the server by the root loader (app/i18n/chrome.server.ts). They reach the components
 * as data, not through a translator, so the two pages React Router hydrates in the browser render
 * the same frame there without the message catalog; the header's islands get them as props.
 */
export interface Chrome {
  /** `<html lang>`. */
  lang: string;
  /** Whether the page's language is unannounced (not yet published): its pages are `noindex`. */
  draft: boolean;
  /** The addresses the frame links to, in the page's language. */
  paths: { home: `/${string}`; search: `/${string}`; sitemap: `/${string}` };
  words: {
    skip: string;
    main: string;
    mobile: string;
    homeLabel: string;
    converters: string;
    calculators: string;
    allConverters: string;
    menu: string;
    openMenu: string;
    closeMenu: string;
    language: string;
    toDark: string;
    toLight: string;
    popular: string;
    categories: string;
    about: string;
    tagline: string;
    rights: string;
  };
  search: {
    placeholder: string;
    heroPlaceholder: string;
    label: string;
    formSite: string;
    formConverters: string;
    submit: string;
    open: string;
    close: string;
    suggestions: string;
    /** The live count of suggestions (`3 sugerencias`) as plural words (island-words.server.ts): plural rules stay on the server. */
    count: PluralWords;
  };
  mainLinks: NavLink[];
  calculatorLinks: NavLink[];
  informationLinks: NavLink[];
  /** The page in the other languages, for the switcher (the page's own language excluded). */
  alternates: Alternate[];
  /**
   * Where the page's language has another number style (es: es-MX), the two styles and the words of
   * the switch (ADR 087); absent for a language with one style.
   */
  numbers?: NumberChoice;
  notFound: { title: string; description: string; text: string; searchForm: string; placeholder: string; home: string; all: string };
}

/**
 * The frame in English, where no root data exists: the error page of a request the router refused
 * before any loader ran (a form post to a page without an action, 405). Its words are the English
 * messages without their arguments' formatting, which the error page does not use.
 */
function englishFallback(): Chrome {
  const links = (pairs: readonly (readonly [`/${string}`, keyof typeof english])[]) => pairs.map(([to, key]) => ({ to, label: english[key] }));
  return {
    lang: 'en',
    draft: false,
    paths: { home: '/', search: '/search', sitemap: '/sitemap' },
    words: {
      skip: english['layout.skip'],
      main: english['nav.main'],
      mobile: english['nav.mobile'],
      homeLabel: english['nav.home'],
      converters: english['nav.converters'],
      calculators: english['nav.calculators'],
      allConverters: english['nav.allConverters'],
      menu: english['nav.menu'],
      openMenu: english['nav.openMenu'],
      closeMenu: english['nav.closeMenu'],
      language: english['nav.language'],
      toDark: english['theme.toDark'],
      toLight: english['theme.toLight'],
      popular: english['footer.popular'],
      categories: english['footer.categories'],
      about: english['footer.about'],
      tagline: english['footer.tagline'],
      rights: '',
    },
    search: {
      placeholder: english['search.placeholder'],
      heroPlaceholder: english['search.heroPlaceholder'],
      label: english['search.label'],
      formSite: english['search.formSite'],
      formConverters: english['search.formConverters'],
      submit: english['search.submit'],
      open: english['search.open'],
      close: english['search.close'],
      suggestions: english['search.suggestions'],
      // No plural words without the catalog's parser: the bare count.
      count: { forms: { other: '{n}' }, small: [] },
    },
    mainLinks: links([
      ['/blog', 'nav.blog'],
      ['/about', 'nav.about'],
      ['/contact', 'nav.contact'],
      ['/favorites', 'nav.favorites'],
    ]),
    calculatorLinks: links([
      ['/mortgage', 'page.mortgage'],
      ['/countdown', 'page.countdown'],
    ]),
    informationLinks: links([
      ['/about', 'page.aboutUs'],
      ['/privacy', 'page.privacy'],
      ['/terms', 'page.terms'],
      ['/sitemap', 'page.sitemap'],
    ]),
    alternates: [],
    notFound: {
      title: english['notFound.title'],
      description: english['notFound.description'],
      text: english['notFound.text'],
      searchForm: english['notFound.searchForm'],
      placeholder: english['notFound.placeholder'],
      home: english['notFound.home'],
      all: english['notFound.all'],
    },
  };
}

/** The frame's words of the page's language, from the root loader (English where it did not run). */
export function useChrome(): Chrome {
  const data = useRouteLoaderData<{ chrome?: Chrome }>('root');
  return data?.chrome ?? englishFallback();
}

/** The same, for meta functions, which receive the matched routes. */
export function chromeFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Chrome {
  const root = matches.find((match) => match?.id === 'root')?.data as { chrome?: Chrome } | undefined;
  return root?.chrome ?? englishFallback();
}

/**
 * The page's translations: the deepest route's `alternates` where its loader gives them (a page
 * whose address the catalog or the database names: app/i18n/addresses.ts, `alternatesFrom`), else
 * the root's, which know the fixed pages.
 */
export function useAlternates(): Alternate[] {
  const chrome = useChrome();
  const leaf = useMatches().at(-1)?.data as { alternates?: Alternate[] } | null | undefined;
  return leaf?.alternates ?? chrome.alternates;
}
