import { beforeEach, describe, expect, it } from 'vitest';
import { createViewCounter, type ViewCounter } from '../../app/server/blog/view-counter.server';
import { createPost, deletePost, updatePost, type PostInput } from '../../app/server/db/posts-admin.server';
import { getPublishedPostBySlug } from '../../app/server/db/posts-public.server';
import { pagePolicy } from '../../server/site';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

const POST: PostInput = { title: 'Metric basics', slug: 'metric-basics', content: '<p>x</p>', category: 'Metric', published: true, featured: false };

describe.each(engines)('article caching on %s', (engine) => {
  const t = useTestDatabase(engine);
  let views: ViewCounter;
  let id: string;
  const blogRevision = { value: 0 };
  const storedViews = async () => (await getPublishedPostBySlug(t().db, POST.slug))?.views;

  beforeEach(async () => {
    await t().db.deleteFrom('blog_posts').execute();
    id = (await createPost(t().db, POST, { now: 1_000 })).id;
    // A long interval: these tests decide when the batch is written.
    views = createViewCounter(t().db, { intervalMs: 60_000 });
  });

  describe('view counter', () => {
    it('writes 50 concurrent views as exactly 50, in one batch, and shows them as pending until then', async () => {
      await Promise.all(Array.from({ length: 50 }, async () => views.add(id)));
      expect(views.pending(id)).toBe(50);
      expect(await storedViews()).toBe(0);
      await views.flush();
      expect(views.pending(id)).toBe(0);
      expect(await storedViews()).toBe(50);
    });

    it('keeps counting while a batch is being written, and loses none', async () => {
      views.add(id);
      const writing = views.flush();
      views.add(id);
      await writing;
      await views.close();
      expect(await storedViews()).toBe(2);
    });

    it('writes its batch on its own once the interval has passed', async () => {
      const quick = createViewCounter(t().db, { intervalMs: 20 });
      quick.add(id);
      await expect.poll(storedViews).toBe(1);
    });

    it('does not count views of a post that is no longer published', async () => {
      views.add(id);
      await updatePost(t().db, id, { ...POST, published: false });
      await views.flush();
      await updatePost(t().db, id, POST);
      expect(await storedViews()).toBe(0);
    });
  });

  describe('page policy', () => {
    const policyFor = (path: string) => pagePolicy({ database: t(), views, blogRevision })(path);
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

    it('counts a view for every response served from the cache', async () => {
      const checked = await check('/blog/metric-basics');
      checked?.onServe?.();
      checked?.onServe?.();
      expect(views.pending(id)).toBe(2);
      await views.flush();
      expect(await storedViews()).toBe(2);
    });
  });
});
