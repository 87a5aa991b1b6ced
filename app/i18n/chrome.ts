import { useMatches, useRouteLoaderData } from 'react-router';
import type { NumberChoice } from '~/lib/number-choice';
import type { PluralWords } from './fill';
import english from '../../content/i18n/en/messages/common.json';
import type { FixedPage } from './pages';

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
  /** The language's decimal signs, for the switcher to rewrite typed numbers (app/i18n/switcher.ts, decimalOf). */
  signs: string;
  /**
   * Query keys the page in this language reads otherwise when they are absent, with this page's
   * default (an ingredient page's `sys`: cups in English, metric measures in Spanish).
   */
  carry?: Record<string, string>;
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

type CommonKey = keyof typeof english;

/**
 * The frame's words and links as message keys, one list for both frames that are built from them:
 * `chromeOf` (app/i18n/chrome.server.ts) formats them in the page's language, `englishFallback`
 * below reads the English file.
 */
export const FRAME_WORDS = {
  skip: 'layout.skip',
  main: 'nav.main',
  mobile: 'nav.mobile',
  homeLabel: 'nav.home',
  converters: 'nav.converters',
  calculators: 'nav.calculators',
  allConverters: 'nav.allConverters',
  menu: 'nav.menu',
  openMenu: 'nav.openMenu',
  closeMenu: 'nav.closeMenu',
  language: 'nav.language',
  toDark: 'theme.toDark',
  toLight: 'theme.toLight',
  popular: 'footer.popular',
  categories: 'footer.categories',
  about: 'footer.about',
  tagline: 'footer.tagline',
} as const satisfies Record<Exclude<keyof Chrome['words'], 'rights'>, CommonKey>;

export const FRAME_SEARCH_WORDS = {
  placeholder: 'search.placeholder',
  heroPlaceholder: 'search.heroPlaceholder',
  label: 'search.label',
  formSite: 'search.formSite',
  formConverters: 'search.formConverters',
  submit: 'search.submit',
  open: 'search.open',
  close: 'search.close',
  suggestions: 'search.suggestions',
} as const satisfies Record<Exclude<keyof Chrome['search'], 'count'>, CommonKey>;

export const NOT_FOUND_WORDS = {
  title: 'notFound.title',
  description: 'notFound.description',
  text: 'notFound.text',
  searchForm: 'notFound.searchForm',
  placeholder: 'notFound.placeholder',
  home: 'notFound.home',
  all: 'notFound.all',
} as const satisfies Record<keyof Chrome['notFound'], CommonKey>;

/** The frame's link lists: each link's page (its id, which is its English address) and the message that names it. */
export const FRAME_LINKS = {
  mainLinks: [
    ['blog', 'nav.blog'],
    ['about', 'nav.about'],
    ['contact', 'nav.contact'],
    ['favorites', 'nav.favorites'],
  ],
  calculatorLinks: [
    ['mortgage', 'page.mortgage'],
    ['countdown', 'page.countdown'],
  ],
  informationLinks: [
    ['about', 'page.aboutUs'],
    ['contact', 'nav.contact'],
    ['privacy', 'page.privacy'],
    ['terms', 'page.terms'],
    ['blog', 'nav.blog'],
    ['sitemap', 'page.sitemap'],
  ],
} as const satisfies Record<'mainLinks' | 'calculatorLinks' | 'informationLinks', readonly (readonly [FixedPage, CommonKey])[]>;

/** Each entry of a table of message keys, said by `say`. */
export function sayAll<K extends string>(keys: Readonly<Record<K, CommonKey>>, say: (key: CommonKey) => string): Record<K, string> {
  return Object.fromEntries(Object.entries<CommonKey>(keys).map(([name, key]) => [name, say(key)])) as Record<K, string>;
}

/** Each link list, its pages at their addresses (`path`) and named by `say`. */
export function frameLinks(path: (page: FixedPage) => `/${string}`, say: (key: CommonKey) => string): Record<keyof typeof FRAME_LINKS, NavLink[]> {
  const links = (list: readonly (readonly [FixedPage, CommonKey])[]) => list.map(([page, key]) => ({ to: path(page), label: say(key) }));
  return {
    mainLinks: links(FRAME_LINKS.mainLinks),
    calculatorLinks: links(FRAME_LINKS.calculatorLinks),
    informationLinks: links(FRAME_LINKS.informationLinks),
  };
}

/**
 * The frame in English, where no root data exists: the error page of a request the router refused
 * before any loader ran (a form post to a page without an action, 405). Its words are the English
 * messages without their arguments' formatting, which the error page does not use; a fixed page's
 * English address is its id (app/i18n/pages.ts, not imported: it carries every language's words).
 */
function englishFallback(): Chrome {
  const say = (key: CommonKey) => english[key];
  return {
    lang: 'en',
    draft: false,
    paths: { home: '/', search: '/search', sitemap: '/sitemap' },
    words: { ...sayAll(FRAME_WORDS, say), rights: '' },
    // No plural words without the catalog's parser: the bare count.
    search: { ...sayAll(FRAME_SEARCH_WORDS, say), count: { forms: { other: '{n}' }, small: [] } },
    ...frameLinks((page) => `/${page}`, say),
    alternates: [],
    notFound: sayAll(NOT_FOUND_WORDS, say),
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
