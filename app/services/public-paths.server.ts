import { converterPages } from '~/domain/converters/registry';
import { ingredients } from '~/domain/cooking/ingredients';
import { CALCULATOR_PATHS, COOKING_PAGES, INFORMATION_PAGES } from '~/domain/public-pages';

/** Every indexable path of the site but the pair pages (indexablePairPaths), for sitemap.xml. Favorites are per browser, so not listed. */
export function publicPaths(): string[] {
  return [
    '/',
    ...converterPages.map((p) => `/${p.slug}`),
    ...CALCULATOR_PATHS,
    ...COOKING_PAGES.map((p) => p.path),
    ...ingredients.map((i) => `/cooking/ingredients/${i.slug}`),
    '/blog',
    ...INFORMATION_PAGES.map((p) => p.path),
  ];
}
