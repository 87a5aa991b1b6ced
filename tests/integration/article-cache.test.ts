import { beforeEach, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { createViewCounter, VIEW_WINDOW_MS, type Reader, type ViewCounter } from '../../app/server/blog/view-counter.server';
import { createPost, deletePost, updatePost, type PostInput } from '../../app/server/db/posts-admin.server';
import { getPublishedPostBySlug } from '../../app/server/db/posts-public.server';
import type { ServerBuild } from 'react-router';
import { CACHE_CONTROL } from '../../app/lib/cache-control';
import { createContentChanges, type ContentChanges } from '../../app/server/content-changes.server';
import { pagePolicy } from '../../server/site';
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

  describe('page policy', () => {
    let content: ContentChanges;
    beforeEach(() => {
      content = createContentChanges(t());
    });
    /** Routes as a server build lists them, each declaring its caching as the site's routes do. */
    const declare = (cacheControl: string) => () => ({ 'Cache-Control': cacheControl });
    const route = (id: string, path: string, headers?: () => Record<string, string>) => ({ id, parentId: 'root', path, module: { headers } });
    const build = {
      routes: {
        root: { id: 'root', path: '', module: {} },
        'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: { headers: declare(CACHE_CONTROL.shared) } },
        'routes/converter': route('routes/converter', ':converter', declare(CACHE_CONTROL.shared)),
        'routes/pair': route('routes/pair', ':quantity/:pair', declare(CACHE_CONTROL.shared)),
        'routes/blog': route('routes/blog', 'blog', declare(CACHE_CONTROL.content)),
        'routes/blog-tag': route('routes/blog-tag', 'blog/tag/:tag', declare(CACHE_CONTROL.content)),
        'routes/blog-post': route('routes/blog-post', 'blog/:slug', declare(CACHE_CONTROL.content)),
        'routes/auth': route('routes/auth', 'auth', declare(CACHE_CONTROL.personal)),
        // Declares nothing: kept by no cache.
        'routes/about': route('routes/about', 'about'),
        'routes/not-found': route('routes/not-found', '*'),
      },
    } as unknown as Pick<ServerBuild, 'routes'>;
    const policyFor = (path: string) => pagePolicy(build, { config: { trustProxy: 1 }, database: t(), views, content })(path);
    /** A request as the Node listener hands it to the page cache. */
    const request = (forwardedFor: string, userAgent = BROWSER) =>
      ({
        headers: { 'x-forwarded-for': forwardedFor, 'user-agent': userAgent },
        socket: { remoteAddress: '10.0.0.1' },
      }) as unknown as IncomingMessage;
    const check = async (path: string) => (await policyFor(path)?.check?.()) ?? null;

    it('keeps the pages whose route declares public, without a per-request check unless made from posts', () => {
      expect(policyFor('/')).toEqual({ route: 'routes/home' });
      expect(policyFor('/length/feet-to-inches')).toEqual({ route: 'routes/pair' });
      // Matched as React Router matches: whatever the case, escapes or a trailing slash.
      expect(policyFor('/length')).toEqual({ route: 'routes/converter' });
      // Currency pages, the quantity's and its top-level pairs', are checked against the rates in use.
      for (const path of ['/currency', '/usd-to-eur', '/currency/usd-to-jpy']) expect(policyFor(path)?.check, path).toEqual(expect.any(Function));
      for (const path of ['/blog', '/Blog', '/bl%6fg', '/blog/']) expect(policyFor(path)?.route, path).toBe('routes/blog');
      expect(policyFor('/blog/metric-basics')?.check).toEqual(expect.any(Function));
      expect(policyFor('/auth')).toBeNull();
      expect(policyFor('/about')).toBeNull();
      expect(policyFor('/no/such/page')).toBeNull();
    });

    it('keeps the blog list until a post changes, in this process or another', async () => {
      const first = await check('/blog');
      expect((await check('/blog'))?.version).toBe(first?.version);
      await content.changed('posts');
      expect((await check('/blog'))?.version).not.toBe(first?.version);
    });

    it('keeps a tag’s archive until a post changes, in this process or another', async () => {
      expect(policyFor('/blog/tag/metric%20system')?.route).toBe('routes/blog-tag');
      const first = await check('/blog/tag/metric%20system');
      expect(first?.version).toEqual(expect.any(String));
      expect((await check('/blog/tag/metric%20system'))?.version).toBe(first?.version);
      await content.changed('posts');
      expect((await check('/blog/tag/metric%20system'))?.version).not.toBe(first?.version);
    });

    it('checks an article against the database on every request', async () => {
      const first = await check('/blog/metric-basics');
      expect(first?.version).toEqual(expect.any(String));
      expect((await check('/blog/metric-basics'))?.version).toBe(first?.version);

      await updatePost(t().db, id, { ...POST, title: 'Metric basics, revised' }, 2_000);
      const edited = await check('/blog/metric-basics');
      expect(edited?.version).not.toBe(first?.version);

      await content.changed('posts');
      expect((await check('/blog/metric-basics'))?.version).not.toBe(edited?.version);

      await updatePost(t().db, id, { ...POST, published: false }, 3_000);
      expect(await check('/blog/metric-basics')).toBeNull();
      await updatePost(t().db, id, POST, 4_000);
      await deletePost(t().db, id);
      expect(await check('/blog/metric-basics')).toBeNull();
      expect(await check('/blog/no-such-post')).toBeNull();
    });

    it('counts a view for each reader served from the cache, once an hour, by the address the proxy saw', async () => {
      const checked = await check('/blog/metric-basics');
      checked?.onServe?.(request('203.0.113.1'));
      checked?.onServe?.(request('203.0.113.2'));
      // The same reader again, with an address of its own choosing in front of the proxy's entry.
      checked?.onServe?.(request('198.51.100.1, 203.0.113.1'));
      checked?.onServe?.(request('203.0.113.3', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'));
      expect(views.pending(id)).toBe(2);
      await views.flush();
      expect(await storedViews()).toBe(2);
    });
  });
});
