import { authorName, postSummary } from '~/domain/posts';
import { languageOfPath, prefixOf } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { translatorOf } from '~/i18n/translator.server';
import { CACHE_CONTROL, CACHE_TAGS, cacheTags } from '~/lib/cache-control';
import { requireServices } from '~/services/context.server';
import { listPublishedPosts } from '~/services/db/posts-public.server';
import { escapeXml } from '~/services/xml.server';
import type { Route } from './+types/rss-xml';

/**
 * RSS 2.0 of a language's blog: its newest published posts (`/rss.xml` English, `/es/rss.xml`…).
 * Authors appear by display name, never by e-mail.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { config, database } = requireServices(context);
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translatorOf(language);
  const posts = await listPublishedPosts(database.db, { limit: 50, language: language.code });
  const items = posts
    .map((post) => {
      const url = `${config.publicOrigin}${pagePath(language, 'blog', post.slug)}`;
      const summary = postSummary(post);
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
        `      <category>${escapeXml(post.category)}</category>`,
        `      <dc:creator>${escapeXml(authorName(post.authorName, config.teamName))}</dc:creator>`,
        summary ? `      <description>${escapeXml(summary)}</description>` : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(t('blog.rssTitle', { siteName: config.siteName }))}</title>
    <link>${escapeXml(`${config.publicOrigin}${pagePath(language, 'blog')}`)}</link>
    <atom:link href="${escapeXml(`${config.publicOrigin}${prefixOf(language)}/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(t('blog.rssDescription'))}</description>
    <language>${language.locale.toLowerCase()}</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL.content, ...cacheTags(CACHE_TAGS.posts) },
  });
}
