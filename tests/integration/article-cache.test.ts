import { beforeEach, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import {
  countViewsOfKeptArticles,
  createViewCounter,
  VIEW_WINDOW_MS,
  type Reader,
  type ViewCounter,
} from '../../app/services/blog/view-counter.server';
import { createPost, updatePost, type PostInput } from '../../app/services/db/posts-admin.server';
import { getPublishedPostBySlug } from '../../app/services/db/posts-public.server';
import { CACHE_CONTROL, CACHE_TAG_HEADER } from '../../app/lib/cache-control';
import { headers as blogHeaders } from '../../app/routes/blog';
import { headers as articleHeaders, loader as articleLoader } from '../../app/routes/blog-post';
import { headers as tagHeaders } from '../../app/routes/blog-tag';
import { OFFLINE_COPY_HEADER } from '../../app/service-worker/page-policy';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const reader = (n: number): Reader => ({ address: `203.0.113.${n}`, userAgent: BROWSER });

const POST: PostInput = { title: 'Metric basics', slug: 'metric-basics', content: '<p>x</p>', category: 'Metric', published: true, featured: false };

describe.each(engines)('article caching on %s', (engine) => {
  const t = useTestDatabase(engine);
  let views: ViewCounter;
  let clock: number;
  let id: string;
  const storedViews = async () => (await getPublishedPostBySlug(t().db, POST.slug))?.views;

  beforeEach(async () => {
    await t().db.deleteFrom('blog_posts').execute();
    id = (await createPost(t().db, POST, { now: 1_000 })).id;
    // A long interval: these tests decide when the batch is written.
    clock = 1_000_000;
    views = createViewCounter(t().db, { intervalMs: 60_000, now: () => clock });
  });

  describe('view counter', () => {
    it('writes 50 concurrent views as exactly 50, in one batch, and shows them as pending until then', async () => {
      await Promise.all(Array.from({ length: 50 }, async (_, n) => views.add(id, reader(n))));
      expect(views.pending(id)).toBe(50);
      expect(await storedViews()).toBe(0);
      await views.flush();
      expect(views.pending(id)).toBe(0);
      expect(await storedViews()).toBe(50);
    });

    it('keeps counting while a batch is being written, and loses none', async () => {
      views.add(id, reader(1));
      const writing = views.flush();
      views.add(id, reader(2));
      await writing;
      await views.close();
      expect(await storedViews()).toBe(2);
    });

    it('writes its batch on its own once the interval has passed', async () => {
      const quick = createViewCounter(t().db, { intervalMs: 20 });
      quick.add(id, reader(1));
      await expect.poll(storedViews).toBe(1);
    });

    it('does not count views of a post that is no longer published', async () => {
      views.add(id, reader(1));
      await updatePost(t().db, id, { ...POST, published: false });
      await views.flush();
      await updatePost(t().db, id, POST);
      expect(await storedViews()).toBe(0);
    });

    it('counts 100 loads by one reader as one view an hour, and each reader and article on its own', async () => {
      const other = (await createPost(t().db, { ...POST, slug: 'other-post' }, { now: 1_000 })).id;
      for (let n = 0; n < 100; n++) views.add(id, reader(1));
      expect(views.pending(id)).toBe(1);
      views.add(id, reader(2));
      views.add(other, reader(1));
      expect(views.pending(id)).toBe(2);
      expect(views.pending(other)).toBe(1);
      clock += VIEW_WINDOW_MS - 1;
      views.add(id, reader(1));
      expect(views.pending(id)).toBe(2);
      clock += 1;
      views.add(id, reader(1));
      expect(views.pending(id)).toBe(3);
      await views.flush();
      expect(await storedViews()).toBe(3);
    });

    it('never counts a bot, or a client that names no browser', async () => {
      const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
      views.add(id, { address: '66.249.66.1', userAgent: googlebot });
      views.add(id, { address: '203.0.113.7', userAgent: 'curl/8.5.0' });
      views.add(id, { address: '203.0.113.8', userAgent: undefined });
      views.add(id, { address: '203.0.113.9', userAgent: '' });
      expect(views.pending(id)).toBe(0);
      await views.flush();
      expect(await storedViews()).toBe(0);
    });
  });

  describe('pages made from posts', () => {
    /** A request as the Node listener hands it to the page cache. */
    const request = (forwardedFor: string, userAgent = BROWSER, headers: Record<string, string> = {}) =>
      ({
        headers: { 'x-forwarded-for': forwardedFor, 'user-agent': userAgent, ...headers },
        socket: { remoteAddress: '10.0.0.1' },
      }) as unknown as IncomingMessage;

    it('tag an article with the posts and its own post, the list and a tag’s archive with the posts', async () => {
      const services = { database: t(), views, config: { teamName: 'Team', trustProxy: 1 } };
      const args = (slug: string) => ({ params: { slug }, context: { services }, request: new Request(`http://localhost/blog/${slug}`) });
      const article = (await articleLoader(args(POST.slug) as never)) as unknown as { init?: ResponseInit };
      const headers = articleHeaders({ loaderHeaders: new Headers(article.init?.headers) } as never) as Record<string, string>;
      expect(headers).toEqual({ 'Cache-Control': CACHE_CONTROL.content, [CACHE_TAG_HEADER]: `posts, post:${id}` });
      for (const listHeaders of [blogHeaders, tagHeaders]) {
        expect(listHeaders()).toEqual({ 'Cache-Control': CACHE_CONTROL.content, [CACHE_TAG_HEADER]: 'posts' });
      }
    });

    it('counts a view for each reader served from the cache, once an hour, by the address the proxy saw', async () => {
      const served = countViewsOfKeptArticles(views, 1);
      const tags = ['posts', `post:${id}`];
      served(request('203.0.113.1'), tags);
      served(request('203.0.113.2'), tags);
      // The same reader again, with an address of its own choosing in front of the proxy's entry.
      served(request('198.51.100.1, 203.0.113.1'), tags);
      served(request('203.0.113.3', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'), tags);
      // The service worker's copy for offline reading is no visit; a page of no post is no view.
      served(request('203.0.113.4', BROWSER, { [OFFLINE_COPY_HEADER]: '1' }), tags);
      served(request('203.0.113.5'), ['posts']);
      expect(views.pending(id)).toBe(2);
      await views.flush();
      expect(await storedViews()).toBe(2);
    });
  });
});
