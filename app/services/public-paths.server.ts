import { findPair } from '~/domain/converters/pairs';
import { converterPages, getConverterPage } from '~/domain/converters/registry';
import { ingredientSlugIn } from '~/domain/cooking/addresses';
import { ingredients } from '~/domain/cooking/ingredients';
import { CALCULATOR_PATHS, COOKING_PAGES, INFORMATION_PAGES } from '~/domain/public-pages';
import { converterPath, pairPathIn } from '~/i18n/converter-addresses.server';
import { ENGLISH, type Language } from '~/i18n/languages';
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
 * A page's own address in a language, from the site's address modules: the fixed pages' words
 * (app/i18n/pages.ts), converters' and pairs' translated slugs (converter-addresses.server.ts), an
 * ingredient's slug in the language (app/domain/cooking/addresses.ts); never an address that
 * answers with a redirect. Null for a converter or pair the catalog no longer has.
 */
export const defaultPathIn: PathIn = (language, page) => {
  switch (page.kind) {
    case 'page':
      return pagePath(language, page.page, page.rest);
    case 'converter': {
      const converter = getConverterPage(page.slug);
      return converter ? converterPath(language, converter) : null;
    }
    case 'pair': {
      const pair = findPair(page.quantity, page.pair);
      return pair ? pairPathIn(language, pair.page, pair.from, pair.to) : null;
    }
    case 'ingredient':
      return pagePath(language, 'cooking/ingredients', ingredientSlugIn(language.code, page.slug));
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
