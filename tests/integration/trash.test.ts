import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { createTrashPurger } from '../../app/services/blog/trash.server';
import { createPost, getPostById, listPostsPage, purgeTrash, trashPost, type PostInput } from '../../app/services/db/posts-admin.server';
import { nextSendDueAt } from '../../app/services/db/newsletter-sends.server';
import { getPublishedPostBySlug, listPublishedPosts, nextScheduledAt } from '../../app/services/db/posts-public.server';
import { TRASH_MS } from '../../app/domain/posts';
import { GOOD_PASSWORD, ORIGIN, uniqueEmail, useAccounts, type App } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * The trash (docs/decisions/077-trash.md): a deleted post leaves the site at once but keeps its row
 * and its slug for 30 days, is listed in the Trash with the day it goes for good, comes back as a
 * draft, and is then deleted for good by the purge.
 */

const engines = await testEngines();
const DAY = 86_400_000;

const input = (title: string, overrides: Partial<PostInput> = {}): PostInput => ({
  title,
  slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
  content: '<p>Body</p>',
  category: 'Metric',
  published: true,
  featured: false,
  ...overrides,
});

describe.each(engines)('the trash on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  let app: App;
  let cookie: string;

  beforeAll(async () => {
    app = accounts.app();
    const email = uniqueEmail('trasher');
    await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD });
    cookie = await accounts.signIn(email);
  }, 30_000);

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, who: string | undefined = cookie) => {
    const res = await app.request(ORIGIN + path, {
      method,
      headers: {
        origin: ORIGIN,
        'x-forwarded-for': '203.0.113.77',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(who ? { cookie: who } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
  };
  const trashList = async () =>
    (await call('GET', '/api/admin/posts?status=trash&limit=100')).body as { posts: { id: string; deletedAt: number | null }[]; total: number };

  it('moves a deleted post to the trash: off the public site at once, its pages dropped, listed in the Trash', async () => {
    const { db } = t();
    const post = await createPost(db, input('Fathoms'));
    expect(await getPublishedPostBySlug(db, post.slug)).not.toBeNull();
    const before = accounts.services().content.revision('posts');

    const res = await call('DELETE', `/api/admin/posts/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, post: { id: post.id, deletedAt: expect.any(Number) } });
    // The pages made from posts are dropped, as a deletion dropped them.
    expect(accounts.services().content.revision('posts')).toBeGreaterThan(before);

    expect(await getPublishedPostBySlug(db, post.slug)).toBeNull();
    expect((await listPublishedPosts(db)).map((p) => p.id)).not.toContain(post.id);
    const blog = (await (await app.request(`${ORIGIN}/api/posts`)).json()) as { posts: { id: string }[] };
    expect(blog.posts.map((p) => p.id)).not.toContain(post.id);
    // Not in the posts, not openable in the editor; in the Trash.
    expect((await call('GET', '/api/admin/posts?limit=100')).body.posts).not.toContainEqual(expect.objectContaining({ id: post.id }));
    expect((await call('GET', `/api/admin/posts/${post.id}`)).status).toBe(404);
    expect((await trashList()).posts).toContainEqual(expect.objectContaining({ id: post.id }));
    // Deleting it again finds no post to delete.
    expect((await call('DELETE', `/api/admin/posts/${post.id}`)).status).toBe(404);
  });

  it('refuses a save over a post in the trash, and keeps its slug: another post is told where the slug is', async () => {
    const { db } = t();
    const post = await createPost(db, input('Leagues'));
    await trashPost(db, post.id);
    const form = {
      title: 'Leagues',
      slug: post.slug,
      content: 'Body',
      content_format: 'markdown',
      category: 'Science & Engineering',
      tags: '',
      published: false,
      featured: false,
    };
    const save = await call('PUT', `/api/admin/posts/${post.id}`, { ...form, version: post.version });
    expect(save.status, JSON.stringify(save.body)).toBe(404);
    const taken = await call('POST', '/api/admin/posts', { ...form, title: 'Leagues again' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      field: 'slug',
      error: `The post “Leagues” in the trash still uses the slug "${post.slug}". Restore it, or choose a different slug.`,
    });
  });

  it('restores a post from the trash as a draft, its publication date kept, and refuses one not in the trash', async () => {
    const { db } = t();
    const post = await createPost(db, input('Chains'));
    await call('DELETE', `/api/admin/posts/${post.id}`);

    const res = await call('POST', `/api/admin/posts/${post.id}/restore`, {});
    expect(res.status).toBe(200);
    expect(res.body.post).toMatchObject({ id: post.id, deletedAt: null, published: false, publishedAt: post.publishedAt });
    expect((await trashList()).posts).not.toContainEqual(expect.objectContaining({ id: post.id }));
    expect(await getPostById(db, post.id)).toMatchObject({ title: 'Chains', published: false });
    expect(await getPublishedPostBySlug(db, post.slug)).toBeNull();

    const again = await call('POST', `/api/admin/posts/${post.id}/restore`, {});
    expect(again).toMatchObject({ status: 404, body: { error: 'This post is not in the trash' } });
    expect((await call('POST', '/api/admin/posts/not-an-id/restore', {})).status).toBe(404);
  });

  it('lets only an admin list, restore or delete', async () => {
    const post = await createPost(t().db, input('Rods'));
    expect((await call('DELETE', `/api/admin/posts/${post.id}`, undefined, '')).status).toBe(401);
    await trashPost(t().db, post.id);
    expect((await call('POST', `/api/admin/posts/${post.id}/restore`, {}, '')).status).toBe(401);
    expect((await call('GET', '/api/admin/posts?status=trash', undefined, '')).status).toBe(401);
  });

  it('keeps a trashed scheduled post from waking the schedule', async () => {
    const { db } = t();
    await db.deleteFrom('blog_posts').execute();
    const now = Date.now();
    const post = await createPost(db, input('Later', { publishedAt: now + DAY }), { now });
    expect(await nextScheduledAt(db, now)).toBe(now + DAY);
    await trashPost(db, post.id, now);
    expect(await nextScheduledAt(db, now)).toBeNull();
  });

  it('keeps a waiting newsletter send of a trashed post from waking the sender, and sends no trashed post', async () => {
    const { db } = t();
    const at = Date.now() + DAY;
    const post = await createPost(db, input('Knots', { publishedAt: at }));
    expect((await call('POST', `/api/admin/posts/${post.id}/newsletter`, {})).status).toBe(202);
    expect(await nextSendDueAt(db)).toBe(at);
    await trashPost(db, post.id);
    expect(await nextSendDueAt(db)).toBeNull();

    const gone = await createPost(db, input('Furlongs'));
    await trashPost(db, gone.id);
    expect(await call('POST', `/api/admin/posts/${gone.id}/newsletter`, {})).toMatchObject({ status: 404, body: { error: 'Post not found' } });
  });

  it('deletes for good the posts 30 days in the trash, and says when the next is due', async () => {
    const { db } = t();
    await db.deleteFrom('blog_posts').execute();
    const now = Date.UTC(2027, 0, 31, 12);
    const old = await createPost(db, input('Old'), { now: now - 40 * DAY });
    const recent = await createPost(db, input('Recent'), { now: now - 40 * DAY });
    const live = await createPost(db, input('Live'), { now: now - 40 * DAY });
    await trashPost(db, old.id, now - TRASH_MS);
    await trashPost(db, recent.id, now - 10 * DAY);

    const page = await listPostsPage(db, { offset: 0, limit: 10, filter: { status: 'trash' } }, now);
    expect(page.posts.map((p) => p.title).sort()).toEqual(['Old', 'Recent']);

    expect(await purgeTrash(db, now - 1)).toEqual({ purged: 0, nextAt: now });
    expect(await purgeTrash(db, now)).toEqual({ purged: 1, nextAt: now - 10 * DAY + TRASH_MS });
    const left = await db.selectFrom('blog_posts').select('id').execute();
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, live.id].sort());
    // Its tags went with it; nothing is left to restore.
    expect((await call('POST', `/api/admin/posts/${old.id}/restore`, {})).status).toBe(404);
  });

  it('runs the purge as a background job on the injected clock', async () => {
    const { db } = t();
    await db.deleteFrom('blog_posts').execute();
    const now = Date.UTC(2027, 5, 1);
    const post = await createPost(db, input('Cubits'), { now: now - 60 * DAY });
    await trashPost(db, post.id, now - 31 * DAY);
    const errors: unknown[] = [];
    const purger = createTrashPurger({ db, now: () => now, onError: (error) => errors.push(error) });
    purger.start();
    try {
      await expect.poll(async () => (await db.selectFrom('blog_posts').select('id').execute()).length).toBe(0);
    } finally {
      purger.stop();
      await purger.idle(1000);
    }
    expect(errors).toEqual([]);
  });
});
