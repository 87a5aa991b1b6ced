import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { headers as articleHeaders, loader as articleLoader } from '../../app/routes/blog-post';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { watchSchedule } from '../../app/services/blog/schedule.server';
import { createContentChanges } from '../../app/services/content-changes.server';
import { migrateToLatest } from '../../app/services/db/migrate.server';
import { migrations } from '../../app/services/db/migrations/index.server';
import { createPost, getPostById, updatePost, type PostInput } from '../../app/services/db/posts-admin.server';
import {
  countPublishedByCategory,
  getMovedPostSlug,
  getPublishedPostBySlug,
  getPublishedPostVersion,
  listPublishedPosts,
} from '../../app/services/db/posts-public.server';
import { CACHE_CONTROL, CACHE_TAG_HEADER } from '../../app/lib/cache-control';
import { GOOD_PASSWORD, uniqueEmail, useAccounts } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/** Publishing on both engines (docs/decisions/060-publishing.md): the migration, schedules, drafts seen by admins, old slugs. */

const engines = await testEngines();

const POST: PostInput = { title: 'Kelvin', slug: 'kelvin', content: '<p>x</p>', category: 'Temperature Guide', published: true, featured: false };

describe.each(engines)('migration 0006 on %s', (engine) => {
  const t = useTestDatabase(engine, { migrate: false });

  it('keeps every post and tag, adds the new columns with their defaults, and lets a draft keep its date', async () => {
    const { db } = t();
    await migrateToLatest(db, { migrations: Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0006')) });
    const rows = [
      ['p1', 'published-one', 1, 1_700_000_000_000, 7],
      ['p2', 'a-draft', 0, null, 0],
    ] as const;
    for (const [id, slug, published, publishedAt, views] of rows) {
      await sql`insert into blog_posts (id, title, slug, excerpt, content, category, featured_image, meta_title, meta_description,
        published, featured, published_at, created_at, updated_at, views, author_id, author_name)
        values (${id}, ${`Title ${id}`}, ${slug}, 'Ex', '<p>Body</p>', 'Weight & Mass', null, 'MT', 'MD',
        ${published}, 1, ${publishedAt}, 1000, 2000, ${views}, 'u1', 'Ada')`.execute(db);
    }
    await sql`insert into blog_post_tags (post_id, tag, position) values ('p1', 'mass', 0), ('p1', 'si', 1), ('p2', 'draft', 0)`.execute(db);

    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).filter((name) => name >= '0006'));

    expect(await getPostById(db, 'p1')).toEqual({
      id: 'p1',
      title: 'Title p1',
      slug: 'published-one',
      excerpt: 'Ex',
      content: '<p>Body</p>',
      category: 'Weight & Mass',
      tags: ['mass', 'si'],
      featuredImage: null,
      metaTitle: 'MT',
      metaDescription: 'MD',
      published: true,
      featured: true,
      publishedAt: 1_700_000_000_000,
      createdAt: 1000,
      updatedAt: 2000,
      views: 7,
      authorId: 'u1',
      authorName: 'Ada',
      contentFormat: 'html',
      contentSource: '<p>Body</p>',
      version: 1,
      // Migration 0011: a post stored before the trash is not in it.
      deletedAt: null,
      // Migration 0012: a post stored before the languages is in English.
      language: 'en',
    });
    expect(await getPostById(db, 'p2')).toMatchObject({ published: false, publishedAt: null, tags: ['draft'] });
    // The constraints still hold after the rebuild: a unique slug, tags deleted with their post.
    await expect(sql`update blog_posts set slug = 'a-draft' where id = 'p1'`.execute(db)).rejects.toThrow();
    await expect(sql`update blog_posts set published = 1 where id = 'p2'`.execute(db)).rejects.toThrow();
    await sql`update blog_posts set published_at = 5 where id = 'p2'`.execute(db);
    await sql`delete from blog_posts where id = 'p2'`.execute(db);
    const { rows: orphans } = await sql`select tag from blog_post_tags where post_id = 'p2'`.execute(db);
    expect(orphans).toEqual([]);
  });
});

describe.each(engines)('a scheduled post on %s', (engine) => {
  const t = useTestDatabase(engine);
  const AT = Date.UTC(2030, 0, 15, 9, 30);
  afterEach(() => vi.useRealTimers());

  beforeAll(async () => {
    await t().db.deleteFrom('blog_posts').execute();
    await createPost(t().db, { ...POST, slug: 'already-out' }, { now: Date.UTC(2029, 0, 1) });
    await createPost(t().db, { ...POST, publishedAt: AT }, { now: Date.UTC(2029, 0, 1) });
  });

  /** What every public reader of posts sees at `now`: the list (blog, feed, sitemap), counts, the article and its cache check. */
  async function publicAt(now: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const db = t().db;
    return {
      list: (await listPublishedPosts(db)).map((p) => p.slug),
      count: (await countPublishedByCategory(db))[0]?.count,
      article: (await getPublishedPostBySlug(db, 'kelvin'))?.slug ?? null,
      cacheCheck: (await getPublishedPostVersion(db, 'kelvin')) !== null,
    };
  }

  it('is nowhere a millisecond before its time, and everywhere from its time on', async () => {
    expect(await publicAt(AT - 1)).toEqual({ list: ['already-out'], count: 1, article: null, cacheCheck: false });
    expect(await publicAt(AT)).toEqual({ list: ['kelvin', 'already-out'], count: 2, article: 'kelvin', cacheCheck: true });
  });

  it('drops the pages made from posts at its time, in every process that runs the timer', async () => {
    const content = createContentChanges(t());
    // Far enough ahead that the timer is set before the time comes, on a loaded machine too: a post
    // whose time has passed when the process first looks is public already and needs no timer.
    const soon = Date.now() + 1500;
    const post = await createPost(t().db, { ...POST, slug: 'soon', publishedAt: soon });
    const watch = watchSchedule({ db: t().db, content });
    await watch.started;
    const before = content.revision('posts');
    let changedAt = 0;
    content.subscribe(() => (changedAt ||= Date.now()));
    await vi.waitFor(() => expect(content.revision('posts')).toBeGreaterThan(before), { timeout: 10_000, interval: 20 });
    watch.stop();
    await content.close();
    // Never early; late by far less than the minute the issue allows (ADR 060).
    expect(changedAt).toBeGreaterThanOrEqual(soon);
    expect(changedAt - soon).toBeLessThan(5000);
    expect((await getPublishedPostBySlug(t().db, 'soon'))?.id).toBe(post.id);
  });
});

describe.each(engines)('old slugs on %s', (engine) => {
  const t = useTestDatabase(engine);

  it('redirect to the post when a published post changes its slug, through every rename, until another post takes it', async () => {
    const db = t().db;
    const post = await createPost(db, { ...POST, slug: 'first' }, { now: 1000 });
    await updatePost(db, post.id, { ...POST, slug: 'second' }, 2000);
    await updatePost(db, post.id, { ...POST, slug: 'third' }, 3000);
    expect(await getMovedPostSlug(db, 'first')).toBe('third');
    expect(await getMovedPostSlug(db, 'second')).toBe('third');
    expect(await getMovedPostSlug(db, 'third')).toBeNull();

    // Taken by another post: that post answers there.
    await createPost(db, { ...POST, slug: 'first', title: 'Another' });
    expect(await getMovedPostSlug(db, 'first')).toBeNull();
    // Back to an old slug of its own: it is the post's address again, not a redirect.
    await updatePost(db, post.id, { ...POST, slug: 'second' }, 4000);
    expect(await getMovedPostSlug(db, 'second')).toBeNull();
    expect(await getMovedPostSlug(db, 'third')).toBe('second');
    // Unpublished, its old addresses lead nowhere.
    await updatePost(db, post.id, { ...POST, slug: 'second', published: false }, 5000);
    expect(await getMovedPostSlug(db, 'third')).toBeNull();
  });

  it('are not kept for a draft, whose address was never public', async () => {
    const db = t().db;
    const draft = await createPost(db, { ...POST, slug: 'draft-one', published: false });
    await updatePost(db, draft.id, { ...POST, slug: 'draft-two', published: true });
    expect(await getMovedPostSlug(db, 'draft-one')).toBeNull();
  });
});

describe.each(engines)('the article address on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  let adminCookie: string;
  let readerCookie: string;

  beforeAll(async () => {
    const admin = uniqueEmail('previewer');
    await createAdmin(accounts.services(), { email: admin, password: GOOD_PASSWORD });
    adminCookie = await accounts.signIn(admin);
    readerCookie = await accounts.signUpAndConfirm(uniqueEmail('reader'));
    await createPost(t().db, { ...POST, slug: 'work-in-progress', title: 'Work in progress', published: false });
    await createPost(t().db, { ...POST, slug: 'next-month', title: 'Next month', publishedAt: Date.now() + 30 * 86_400_000 });
    const moved = await createPost(t().db, { ...POST, slug: 'old-name' });
    await updatePost(t().db, moved.id, { ...POST, slug: 'new-name' });
  }, 30_000);

  /** Runs the article route's loader as React Router does; the thrown response or the data and its headers. */
  async function open(slug: string, cookie?: string) {
    const request = new Request(`${ORIGIN_URL}/blog/${slug}`, { headers: cookie ? { cookie } : {} });
    try {
      const result = await articleLoader({ params: { slug }, context: { services: accounts.services() }, request } as never);
      const init = (result as unknown as { init?: ResponseInit }).init;
      const loaderHeaders = new Headers(init?.headers);
      const headers = articleHeaders({ loaderHeaders } as never) as Record<string, string>;
      return {
        status: 200,
        data: (result as unknown as { data: { post: { title: string; notPublic: unknown } } }).data,
        cacheControl: headers['Cache-Control'],
        cacheTag: headers[CACHE_TAG_HEADER],
      };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
      return { status: (thrown as { init?: { status?: number } }).init?.status };
    }
  }

  it('shows a draft to a signed-in admin with its banner state, for that admin alone (private, no-store)', async () => {
    const res = await open('work-in-progress', adminCookie);
    expect(res).toMatchObject({
      status: 200,
      cacheControl: 'private, no-store',
      data: { post: { title: 'Work in progress', notPublic: { draft: true } } },
    });
    const scheduled = await open('next-month', adminCookie);
    expect(scheduled).toMatchObject({
      status: 200,
      cacheControl: 'private, no-store',
      data: { post: { notPublic: { scheduledFor: expect.any(Number) } } },
    });
  });

  it.each([
    ['anonymous', undefined],
    ['signed in without the admin role', 'reader'],
    ['with a forged cookie', 'unitwise.session_token=forged'],
  ])('answers 404 for a draft or a scheduled post to a reader %s', async (_, who) => {
    const cookie = who === 'reader' ? readerCookie : who;
    expect((await open('work-in-progress', cookie)).status).toBe(404);
    expect((await open('next-month', cookie)).status).toBe(404);
  });

  it('answers a published post with the shared policy, and an old slug with a 301 to the new one', async () => {
    expect(await open('new-name')).toMatchObject({ status: 200, cacheControl: CACHE_CONTROL.content, data: { post: { notPublic: null } } });
    expect(await open('old-name')).toEqual({ status: 301, location: '/blog/new-name' });
  });

  it('never lets the page cache keep a draft or a scheduled post: its answers are private, and tagged with no post', async () => {
    for (const slug of ['work-in-progress', 'next-month']) {
      expect(await open(slug), slug).toEqual({ status: 404 });
      expect(await open(slug, adminCookie), slug).toMatchObject({ status: 200, cacheControl: CACHE_CONTROL.personal, cacheTag: undefined });
    }
    expect(await open('new-name')).toMatchObject({ cacheControl: CACHE_CONTROL.content, cacheTag: expect.stringMatching(/^posts, post:\S+$/) });
  });
});

const ORIGIN_URL = 'http://localhost:3000';
