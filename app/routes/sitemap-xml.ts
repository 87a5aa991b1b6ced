import { requireServices } from '~/services/context.server';
import { sitemapIndex } from '~/services/sitemap.server';
import type { Route } from './+types/sitemap-xml';

// The sitemap index: the site's pages and one child sitemap per quantity's pair pages.
export async function loader({ context }: Route.LoaderArgs) {
  return sitemapIndex(requireServices(context));
}
