import { requireServices } from '~/services/context.server';
import { childSitemap } from '~/services/sitemap.server';
import type { Route } from './+types/sitemaps-file';

// A child sitemap of /sitemap.xml: /sitemaps/pages.xml, /sitemaps/pairs-length.xml, …
export async function loader({ context, params }: Route.LoaderArgs) {
  const response = await childSitemap(requireServices(context), params.file);
  if (!response) throw new Response('Not Found', { status: 404 });
  return response;
}
