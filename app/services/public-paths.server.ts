import { converterPages } from '~/domain/converters/registry';
import { ingredients } from '~/domain/cooking/ingredients';
import { CALCULATOR_PATHS, COOKING_PAGES, INFORMATION_PAGES } from '~/domain/public-pages';
import { ENGLISH, prefixOf, type Language } from '~/i18n/languages';
import { pagePath, type FixedPage } from '~/i18n/pages';

/**
 * A public page independent of its language, as the sitemaps list it: a fixed page (and what
 * follows its words), a converter by its English slug, a pair page by its quantity's and pair's
 * English slugs, an ingredient by its English slug.
 */
export type SitemapPage =
  | { kind: 'page'; page: FixedPage | 'home'; rest?: string }
  | { kind: 'converter'; slug: string }
  | { kind: 'pair'; quantity: string; pair: string }
  | { kind: 'ingredient'; slug: string };

/** A page's address in a language, or null where the language has no such page. */
export type PathIn = (language: Language, page: SitemapPage) => `/${string}` | null;

/**
 * The addresses as the languages table and the fixed pages' words give them: converters, pairs and
 * ingredients keep their English slugs under the language's prefix until their own words are wired
 * in (a converter's and a pair's translated addresses come from the converters' work).
 */
export const defaultPathIn: PathIn = (language, page) => {
  switch (page.kind) {
    case 'page':
      return pagePath(language, page.page, page.rest);
    case 'converter':
      return `${prefixOf(language)}/${page.slug}` as `/${string}`;
    case 'pair':
      return `${prefixOf(language)}/${page.quantity}/${page.pair}` as `/${string}`;
    case 'ingredient':
      return pagePath(language, 'cooking/ingredients', page.slug);
  }
};

/** The fixed page an English path names (`/mortgage`), for the lists below that are kept as paths. */
const fixed = (path: string): SitemapPage => ({ kind: 'page', page: path.slice(1) as FixedPage });

/** Every indexable page of the site but the pair pages (indexablePairPaths) and the blog's posts and tags, in the order of sitemap.xml. Favorites are per browser, so not listed. */
export function publicPages(): SitemapPage[] {
  return [
    { kind: 'page', page: 'home' },
    ...converterPages.map((p): SitemapPage => ({ kind: 'converter', slug: p.slug })),
    ...CALCULATOR_PATHS.map(fixed),
    ...COOKING_PAGES.map((p) => fixed(p.path)),
    ...ingredients.map((i): SitemapPage => ({ kind: 'ingredient', slug: i.slug })),
    { kind: 'page', page: 'blog' },
    ...INFORMATION_PAGES.map((p) => fixed(p.path)),
  ];
}

/** Every indexable English path of the site but the pair pages, for sitemap.xml. */
export function publicPaths(): string[] {
  return publicPages().flatMap((page) => defaultPathIn(ENGLISH, page) ?? []);
}
