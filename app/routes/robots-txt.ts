import { getConfig } from '~/services/config.server';

export function loader() {
  const { publicOrigin } = getConfig();
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /auth',
    'Disallow: /blog-admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
