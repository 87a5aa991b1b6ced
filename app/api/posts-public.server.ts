import { BLOG_PAGE_SIZE, parseBlogListQuery } from '~/domain/blog-list';
import { ENGLISH, languageByCode } from '~/i18n/languages';
import { searchPublishedPosts } from '~/services/blog/public.server';
import type { Services } from '~/services/services.server';
import type { Endpoint } from './endpoint.server';

/**
 * The published posts the blog list shows, for its search as you type and "Load more articles":
 * `GET /api/posts?q=&category=&offset=&language=` answers the matches from `offset` (a page of
 * them) among the posts in `language` (a language code; English without one), their number, and
 * the server's clock for the cards' relative dates. The same reading of the query as the /blog
 * page's (parseBlogListQuery).
 */
export function publicPostEndpoints(services: Services): Endpoint[] {
  return [
    {
      method: 'GET',
      path: '/posts',
      access: 'public',
      handler: async (c) => {
        const params = new URL(c.req.url).searchParams;
        const query = parseBlogListQuery(params);
        const language = (languageByCode(params.get('language') ?? '') ?? ENGLISH).code;
        const result = await searchPublishedPosts(services.database.db, { ...query, language, limit: BLOG_PAGE_SIZE });
        c.header('Cache-Control', 'no-cache');
        return c.json({ ...result, offset: query.offset, now: Date.now() });
      },
    },
  ];
}
