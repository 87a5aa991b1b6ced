import { beforeEach, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { createViewCounter, VIEW_WINDOW_MS, type Reader, type ViewCounter } from '../../app/server/blog/view-counter.server';
import { createPost, deletePost, updatePost, type PostInput } from '../../app/server/db/posts-admin.server';
import { getPublishedPostBySlug } from '../../app/server/db/posts-public.server';
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
  const blogRevision = { value: 0 };
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
    const policyFor = (path: string) => pagePolicy({ config: { trustProxy: 1 }, database: t(), views, blogRevision })(path);
    /** A request as the Node listener hands it to the page cache. */
    const request = (forwardedFor: string, userAgent = BROWSER) =>
      ({ headers: { 'x-forwarded-for': forwardedFor, 'user-agent': userAgent }, socket: { remoteAddress: '10.0.0.1' } }) as unknown as IncomingMessage;
    const check = async (path: string) => (await policyFor(path)?.check?.()) ?? null;

    it('keeps shared pages without a per-request check, and leaves other pages alone', () => {
      expect(policyFor('/length')).toEqual({ ttlMs: 60_000 });
      expect(policyFor('/length/feet-to-inches')).toEqual({ ttlMs: 60_000 });
      expect(policyFor('/length/feet')).toBeNull();
      expect(policyFor('/nothing/feet-to-inches')).toBeNull();
      expect(policyFor('/length/feet-to-inches/more')).toBeNull();
      expect(policyFor('/length/Feet-to-inches')).toBeNull();
      expect(policyFor('/sitemap/length')).toEqual({ ttlMs: 60_000 });
      expect(policyFor('/sitemap/length/feet')).toEqual({ ttlMs: 60_000 });
      expect(policyFor('/sitemap/nothing/feet')).toBeNull();
      expect(policyFor('/sitemap/length/feet/more')).toBeNull();
      expect(policyFor('/sitemap/length/Feet')).toBeNull();
      expect(policyFor('/blog/Metric_Basics')).toBeNull();
      expect(policyFor('/blog/metric-basics/extra')).toBeNull();
      expect(policyFor('/auth')).toBeNull();
    });

    it('keeps the blog list until a post changes in this process', async () => {
      expect(policyFor('/blog')?.ttlMs).toBe(10_000);
      const first = await check('/blog');
      expect((await check('/blog'))?.version).toBe(first?.version);
      blogRevision.value++;
      expect((await check('/blog'))?.version).not.toBe(first?.version);
    });

    it('checks an article against the database on every request', async () => {
      const first = await check('/blog/metric-basics');
      expect(first?.version).toEqual(expect.any(String));
      expect((await check('/blog/metric-basics'))?.version).toBe(first?.version);

      await updatePost(t().db, id, { ...POST, title: 'Metric basics, revised' }, 2_000);
      const edited = await check('/blog/metric-basics');
      expect(edited?.version).not.toBe(first?.version);

      blogRevision.value++;
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
