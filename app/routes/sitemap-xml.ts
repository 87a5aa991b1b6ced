import { publicPaths } from '~/server/public-paths.server';
import { getConfig } from '~/server/config.server';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function loader() {
  const { publicOrigin } = getConfig();
  const urls = publicPaths()
    .map((path) => `  <url><loc>${escapeXml(publicOrigin + path)}</loc></url>`)
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
