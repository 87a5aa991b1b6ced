import { useMatches, useRouteLoaderData } from 'react-router';
import type { NumberChoice } from '~/lib/number-choice';

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
    /** The live count of suggestions, by count (`3 sugerencias`): plural rules stay on the server. */
    counts: readonly string[];
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

/** The frame's words of the page's language, from the root loader. */
export function useChrome(): Chrome {
  const data = useRouteLoaderData<{ chrome?: Chrome }>('root');
  if (!data?.chrome) throw new Error('The root loader gave no chrome');
  return data.chrome;
}

/** The same, for meta functions, which receive the matched routes. */
export function chromeFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Chrome {
  const root = matches.find((match) => match?.id === 'root')?.data as { chrome?: Chrome } | undefined;
  if (!root?.chrome) throw new Error('The root loader gave no chrome');
  return root.chrome;
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
