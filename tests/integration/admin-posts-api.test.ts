import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { createPost } from '../../app/services/db/posts-admin.server';
import { GOOD_PASSWORD, newClient, uniqueEmail, useAccounts, type App } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/** The admin's post list through the API: a page at a time, never every post with its body at once. */

const engines = await testEngines();

describe.each(engines)('GET /api/admin/posts on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  let app: App;
  let cookie: string;
  let ids: string[];

  beforeAll(async () => {
    app = accounts.app();
    const email = uniqueEmail('lister');
    await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD });
    cookie = await accounts.signIn(email);
    await t().db.deleteFrom('blog_posts').execute();
    ids = [];
    for (let n = 0; n < 45; n++) {
      const post = await createPost(
        t().db,
        { title: `Post ${n}`, slug: `post-${n}`, content: '<p>Body</p>', category: 'Metric', published: n % 2 === 0, featured: false },
        { now: 1_000 + n },
      );
      ids.unshift(post.id);
    }
  }, 30_000);

  const list = async (query = '') => {
    const res = await newClient(app).get(`/api/admin/posts${query}`, cookie);
    return { status: res.status, body: (await res.json()) as { posts?: { id: string }[]; total?: number; offset?: number; field?: string } };
  };

  it('answers 20 posts, newest created first, drafts included, with the number of posts', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(45);
    expect(body.posts?.map((p) => p.id)).toEqual(ids.slice(0, 20));
  });

  it('answers the next pages from an offset, and a limit up to 100', async () => {
    expect((await list('?offset=20')).body.posts?.map((p) => p.id)).toEqual(ids.slice(20, 40));
    expect((await list('?offset=40')).body.posts?.map((p) => p.id)).toEqual(ids.slice(40));
    expect((await list('?offset=5&limit=3')).body).toMatchObject({ offset: 5, total: 45, posts: ids.slice(5, 8).map((id) => ({ id })) });
    expect((await list('?limit=100')).body.posts).toHaveLength(45);
  });

  it.each(['?offset=-1', '?offset=1.5', '?offset=abc', '?limit=0', '?limit=101', '?limit=x'])('refuses %s with 400', async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.field).toBe(query.slice(1).split('=')[0]);
  });

  it('answers one post whole by its id, and 404 for an unknown one', async () => {
    const res = await newClient(app).get(`/api/admin/posts/${ids[30]}`, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ post: { id: ids[30], title: 'Post 14', content: '<p>Body</p>' } });
    expect((await newClient(app).get('/api/admin/posts/00000000-0000-4000-8000-000000000000', cookie)).status).toBe(404);
    expect((await newClient(app).get(`/api/admin/posts/${ids[30]}`)).status).toBe(401);
  });
});
