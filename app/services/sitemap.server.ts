import { indexablePairPaths } from '~/domain/converters/pairs';
import { quantityPages } from '~/domain/converters/registry';
import { CACHE_CONTROL, CACHE_TAGS, cacheTags } from '~/lib/cache-control';
import { listPublishedPosts } from '~/services/db/posts-public.server';
import { tagArchiveHref } from '~/domain/blog-list';
import type { Services } from '~/services/services.server';
import { publicPaths } from '~/services/public-paths.server';
import { escapeXml } from '~/services/xml.server';

/**
 * The site's sitemaps (sitemaps.org protocol): /sitemap.xml is an index of child sitemaps, one for
 * the site's pages and articles and one per quantity for its pair pages, each far under the
 * protocol's 50,000 URLs and 50 MB (a quantity of 90 units has 8,010 pairs).
 */
export const PAGES_SITEMAP = 'pages.xml';
const pairsSitemap = (slug: string) => `pairs-${slug}.xml`;

interface SitemapEntry {
  loc: string;
  lastmod?: number;
}

// Tagged with the posts, which the index and the pages' sitemap list: the page cache drops them when a post changes.
const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL.content, ...cacheTags(CACHE_TAGS.posts) };

const lastmod = (time?: number) => (time ? `<lastmod>${new Date(time).toISOString()}</lastmod>` : '');

function xmlResponse(root: string, tag: string, entries: SitemapEntry[]): Response {
  const items = entries.map((e) => `  <${tag}><loc>${escapeXml(e.loc)}</loc>${lastmod(e.lastmod)}</${tag}>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</${root}>\n`;
  return new Response(body, { headers: XML_HEADERS });
}

/** The quantity pages that have pair pages to list. */
const pairedPages = () => quantityPages.filter((page) => indexablePairPaths(page).length > 0);

/** /sitemap.xml: the index of the child sitemaps; the pages' one dated by its latest article. */
export async function sitemapIndex(services: Services): Promise<Response> {
  const origin = services.config.publicOrigin;
  const posts = await listPublishedPosts(services.database.db);
  const latest = posts.reduce((max, post) => Math.max(max, post.updatedAt), 0);
  return xmlResponse('sitemapindex', 'sitemap', [
    { loc: `${origin}/sitemaps/${PAGES_SITEMAP}`, lastmod: latest || undefined },
    ...pairedPages().map((page) => ({ loc: `${origin}/sitemaps/${pairsSitemap(page.slug)}` })),
  ]);
}

/** Each tag of the posts with the latest change of a post carrying it. */
function tagsLastChanged(posts: readonly { tags: readonly string[]; updatedAt: number }[]): Map<string, number> {
  const latest = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) latest.set(tag, Math.max(latest.get(tag) ?? 0, post.updatedAt));
  return latest;
}

/** One child sitemap by its file name, or null when there is no such file. */
export async function childSitemap(services: Services, file: string): Promise<Response | null> {
  const origin = services.config.publicOrigin;
  if (file === PAGES_SITEMAP) {
    const posts = await listPublishedPosts(services.database.db);
    return xmlResponse('urlset', 'url', [
      ...publicPaths().map((path) => ({ loc: origin + path })),
      ...posts.map((post) => ({ loc: `${origin}/blog/${post.slug}`, lastmod: post.updatedAt })),
      // Each tag's archive, once, dated by its latest post.
      ...[...tagsLastChanged(posts)].map(([tag, lastmod]) => ({ loc: origin + tagArchiveHref(tag), lastmod })),
    ]);
  }
  const page = pairedPages().find((p) => pairsSitemap(p.slug) === file);
  if (!page) return null;
  return xmlResponse(
    'urlset',
    'url',
    indexablePairPaths(page).map((path) => ({ loc: origin + path })),
  );
}
