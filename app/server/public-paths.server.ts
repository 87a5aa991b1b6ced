import { converterPages } from '~/domain/converters/registry';
import { CALCULATOR_PATHS, INFORMATION_PAGES } from '~/domain/public-pages';

/** Every indexable path of the site but the pair pages (indexablePairPaths), for sitemap.xml. Favorites are per browser, so not listed. */
export function publicPaths(): string[] {
  return ['/', ...converterPages.map((p) => `/${p.slug}`), ...CALCULATOR_PATHS, '/blog', ...INFORMATION_PAGES.map((p) => p.path)];
}
