import { listPublishedPosts } from '~/server/db/posts-public.server';
import { requireServices } from '~/server/context.server';
import { indexablePairPaths } from '~/domain/converters/pairs';
import { publicPaths } from '~/server/public-paths.server';
import { escapeXml } from '~/server/xml.server';
import type { Route } from './+types/sitemap-xml';

export async function loader({ context }: Route.LoaderArgs) {
  const services = requireServices(context);
  const origin = services.config.publicOrigin;
  const posts = await listPublishedPosts(services.database.db);
  const entries = [
    ...[...publicPaths(), ...indexablePairPaths()].map((path) => ({ loc: origin + path, lastmod: null as number | null })),
    ...posts.map((post) => ({ loc: `${origin}/blog/${post.slug}`, lastmod: post.updatedAt })),
  ];
  const urls = entries
    .map(({ loc, lastmod }) => {
      const modified = lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';
      return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
