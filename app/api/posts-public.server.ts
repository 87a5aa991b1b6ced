import { BLOG_PAGE_SIZE, parseBlogListQuery } from '~/domain/blog-list';
import { searchPublishedPosts } from '~/services/blog/public.server';
import type { Services } from '~/services/services.server';
import type { Endpoint } from './endpoint.server';

/**
 * The published posts the blog list shows, for its search as you type and "Load more articles":
 * `GET /api/posts?q=&category=&offset=` answers the matches from `offset` (a page of them), their
 * number, and the server's clock for the cards' relative dates. The same reading of the query as
 * the /blog page's (parseBlogListQuery).
 */
export function publicPostEndpoints(services: Services): Endpoint[] {
  return [
    {
      method: 'GET',
      path: '/posts',
      access: 'public',
      handler: async (c) => {
        const query = parseBlogListQuery(new URL(c.req.url).searchParams);
        const result = await searchPublishedPosts(services.database.db, { ...query, limit: BLOG_PAGE_SIZE });
        c.header('Cache-Control', 'no-cache');
        return c.json({ ...result, offset: query.offset, now: Date.now() });
      },
    },
  ];
}
