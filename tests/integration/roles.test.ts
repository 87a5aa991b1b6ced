import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_POST_FORM } from '../../app/components/admin/post-form-state';
import { POST_MESSAGES, refusalMessage, ROLES, type Role } from '../../app/domain/roles';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { changeRole } from '../../app/services/db/roles.server';
import { confirmSubscriber, insertPendingSubscriber } from '../../app/services/db/subscribers.server';
import { loader as articleLoader } from '../../app/routes/blog-post';
import { apiEndpoints } from '../../http/app';
import { GOOD_PASSWORD, newClient, ORIGIN, uniqueEmail, useAccounts } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * Roles as the API enforces them (docs/decisions/076-roles.md): every admin endpoint, each role
 * let in or refused with a 403 JSON saying who may; then, post by post, whose post it is and
 * whether it may be published.
 */

const engines = await testEngines();

const ALL: readonly Role[] = ROLES;
const EDITOR_UP: readonly Role[] = ['editor', 'administrator'];
const ADMINISTRATOR: readonly Role[] = ['administrator'];

/** Who may call each admin endpoint: written out here, not read from the code it checks. */
const TABLE: Record<string, readonly Role[]> = {
  'GET /api/admin/me': ALL,
  'GET /api/admin/posts': ALL,
  'GET /api/admin/posts/:id': ALL,
  'POST /api/admin/posts/preview': ALL,
  'POST /api/admin/posts': ALL,
  'PUT /api/admin/posts/:id': ALL,
  'DELETE /api/admin/posts/:id': ALL,
  'POST /api/admin/posts/:id/restore': ALL,
  'POST /api/admin/media': ALL,
  'GET /api/admin/posts/:id/newsletter': EDITOR_UP,
  'POST /api/admin/posts/:id/newsletter': EDITOR_UP,
  'POST /api/admin/posts/:id/newsletter/test': EDITOR_UP,
  'GET /api/admin/subscribers': ADMINISTRATOR,
  'GET /api/admin/subscribers.csv': ADMINISTRATOR,
  'DELETE /api/admin/subscribers/:id': ADMINISTRATOR,
  'GET /api/admin/authors': ADMINISTRATOR,
  'POST /api/admin/invites': ADMINISTRATOR,
  'DELETE /api/admin/invites/:id': ADMINISTRATOR,
  'PUT /api/admin/people/:id/role': ADMINISTRATOR,
  'POST /api/admin/people/:id/suspend': ADMINISTRATOR,
  'POST /api/admin/people/:id/restore': ADMINISTRATOR,
  'POST /api/admin/people/:id/remove': ADMINISTRATOR,
};

const post = (title: string, extra: Partial<typeof EMPTY_POST_FORM> = {}) => ({
  ...EMPTY_POST_FORM,
  title,
  slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
  content: '<p>Some text</p>',
  category: 'Everyday Conversions',
  ...extra,
});

describe.each(engines)('roles on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  const cookies = {} as Record<Role | 'reader', string>;
  const ids = {} as Record<Role, string>;

  beforeAll(async () => {
    for (const role of ROLES) {
      const email = uniqueEmail(role);
      const { id } = await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD, name: `The ${role}` });
      await changeRole(t().db, id, role);
      ids[role] = id;
      cookies[role] = await accounts.signIn(email);
    }
    cookies.reader = await accounts.signUpAndConfirm(uniqueEmail('reader'));
    // Five accounts' passwords hashed and checked: seconds on a loaded 2-core machine.
  }, 60_000);

  function call(method: string, url: string, cookie?: string, body?: unknown) {
    const c = newClient(accounts.app());
    return accounts.app().request(ORIGIN + url, {
      method,
      headers: { 'x-forwarded-for': c.ip, origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body ?? {}),
    });
  }

  const adminEndpoints = () =>
    apiEndpoints(accounts.services())
      .filter((e) => e.access !== 'public')
      .map((e) => ({ ...e, key: `${e.method} /api${e.path}`, url: `/api${e.path.replace(/:(\w+)/g, (_m, name: string) => `test-${name}`)}` }));

  it('has a row for every admin endpoint, and none for an endpoint that is gone', () => {
    expect(
      adminEndpoints()
        .map((e) => e.key)
        .sort(),
    ).toEqual(Object.keys(TABLE).sort());
  });

  it('lets in each role the table names, and refuses every other with a 403 saying who may', async () => {
    for (const endpoint of adminEndpoints()) {
      for (const role of ROLES) {
        const name = `${endpoint.key} as ${role}`;
        const res = await call(endpoint.method, endpoint.url, cookies[role]);
        expect(res.headers.get('cache-control'), name).toBe('no-store');
        if (TABLE[endpoint.key]!.includes(role)) {
          expect([401, 403], name).not.toContain(res.status);
          expect(res.status, name).toBeLessThan(500);
        } else {
          expect(res.status, name).toBe(403);
          expect(res.headers.get('content-type'), name).toMatch(/^application\/json/);
          expect(await res.json(), name).toEqual({ error: refusalMessage(role, endpoint.access as never), code: 'role' });
        }
      }
      // Off the team, or not signed in: refused whatever the endpoint.
      expect((await call(endpoint.method, endpoint.url, cookies.reader)).status, `${endpoint.key} as a reader`).toBe(403);
      expect((await call(endpoint.method, endpoint.url)).status, `${endpoint.key} anonymous`).toBe(401);
    }
    // Six calls to each of some twenty endpoints, each checking its session in the database.
  }, 60_000);

  it('words a refusal with the role and who may', () => {
    expect(refusalMessage('author', 'newsletter.send')).toBe('An Author cannot do this; it takes an Editor or an Administrator.');
    expect(refusalMessage('contributor', 'posts.publish')).toBe('A Contributor cannot do this; it takes an Author, an Editor or an Administrator.');
    expect(refusalMessage('editor', 'people.manage')).toBe('An Editor cannot do this; it takes an Administrator.');
  });

  it('lets a Contributor write drafts but never publish, schedule or change a published post', async () => {
    const contributor = cookies.contributor;
    const published = await call('POST', '/api/admin/posts', contributor, post('Straight out', { published: true }));
    expect(published.status).toBe(403);
    expect(await published.json()).toEqual({ error: POST_MESSAGES.publish, code: 'role' });

    const created = await call('POST', '/api/admin/posts', contributor, post('A draft'));
    expect(created.status).toBe(201);
    const draft = ((await created.json()) as { post: { id: string; version: number; slug: string; authorId: string } }).post;
    expect(draft.authorId).toBe(ids.contributor);
    const saved = await call('PUT', `/api/admin/posts/${draft.id}`, contributor, {
      ...post('A draft, better'),
      slug: draft.slug,
      version: draft.version,
    });
    expect(saved.status).toBe(200);
    const version = ((await saved.json()) as { post: { version: number } }).post.version;
    const scheduled = await call('PUT', `/api/admin/posts/${draft.id}`, contributor, {
      ...post('A draft, better', { published: true, published_at: '2099-01-01T09:00:00Z' }),
      slug: draft.slug,
      version,
    });
    expect(scheduled.status).toBe(403);
    expect(await scheduled.json()).toEqual({ error: POST_MESSAGES.publish, code: 'role' });

    // An Editor publishes it: from then on it is no longer the Contributor's to change or delete.
    const byEditor = await call('PUT', `/api/admin/posts/${draft.id}`, cookies.editor, {
      ...post('A draft, better', { published: true }),
      slug: draft.slug,
      version,
    });
    expect(byEditor.status).toBe(200);
    const after = ((await byEditor.json()) as { post: { version: number; authorId: string } }).post;
    expect(after.authorId).toBe(ids.contributor);
    const changed = await call('PUT', `/api/admin/posts/${draft.id}`, contributor, {
      ...post('Sneaky edit'),
      slug: draft.slug,
      version: after.version,
    });
    expect(changed.status).toBe(403);
    expect(await changed.json()).toEqual({ error: POST_MESSAGES.published, code: 'role' });
    expect((await call('DELETE', `/api/admin/posts/${draft.id}`, contributor)).status).toBe(403);
  });

  it('lets an Author publish and change their own posts only, and lists only theirs', async () => {
    const mine = await call('POST', '/api/admin/posts', cookies.author, post('Mine, published', { published: true }));
    expect(mine.status).toBe(201);
    const own = ((await mine.json()) as { post: { id: string; slug: string; version: number } }).post;
    const theirs = (
      (await (await call('POST', '/api/admin/posts', cookies.editor, post('The editor’s'))).json()) as {
        post: { id: string; slug: string; version: number };
      }
    ).post;

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { ...post('Taken over', { published: true }), slug: theirs.slug, version: theirs.version }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/admin/posts/${theirs.id}`, cookies.author, body);
      expect(res.status, method).toBe(403);
      expect(await res.json(), method).toEqual({ error: POST_MESSAGES.othersPost, code: 'role' });
    }
    const listed = (await (await call('GET', '/api/admin/posts?limit=100', cookies.author)).json()) as { posts: { id: string; authorId: string }[] };
    expect(listed.posts.map((p) => p.id)).toContain(own.id);
    expect(listed.posts.every((p) => p.authorId === ids.author)).toBe(true);

    // An Editor sees and changes everyone's; so does an Administrator.
    const editorList = (await (await call('GET', '/api/admin/posts?limit=100', cookies.editor)).json()) as { posts: { id: string }[] };
    expect(editorList.posts.map((p) => p.id)).toEqual(expect.arrayContaining([own.id, theirs.id]));
    const edited = await call('PUT', `/api/admin/posts/${own.id}`, cookies.editor, {
      ...post('Edited by the editor', { published: true }),
      slug: own.slug,
      version: own.version,
    });
    expect(edited.status).toBe(200);
    expect((await call('DELETE', `/api/admin/posts/${theirs.id}`, cookies.administrator)).status).toBe(200);

    // In the trash, another's post is still not the Author's: not listed, not restored.
    const authorsTrash = (await (await call('GET', '/api/admin/posts?status=trash&limit=100', cookies.author)).json()) as { posts: { id: string }[] };
    expect(authorsTrash.posts.map((p) => p.id)).not.toContain(theirs.id);
    const restoring = await call('POST', `/api/admin/posts/${theirs.id}/restore`, cookies.author);
    expect(restoring.status).toBe(403);
    expect(await restoring.json()).toEqual({ error: POST_MESSAGES.othersPost, code: 'role' });
    expect((await call('POST', `/api/admin/posts/${theirs.id}/restore`, cookies.editor)).status).toBe(200);
  });

  it('lets an Editor send a newsletter and refuses an Author', async () => {
    const { db } = t();
    const subscriber = (await insertPendingSubscriber(db, uniqueEmail('reader-of-news'), Date.now()))!;
    await confirmSubscriber(db, subscriber.confirmToken);
    const created = await call('POST', '/api/admin/posts', cookies.author, post('News', { published: true }));
    const { id } = ((await created.json()) as { post: { id: string } }).post;
    const refused = await call('POST', `/api/admin/posts/${id}/newsletter`, cookies.author);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: refusalMessage('author', 'newsletter.send'), code: 'role' });
    expect((await call('POST', `/api/admin/posts/${id}/newsletter`, cookies.editor)).status).toBe(202);
  });

  it('previews a post not public yet only to whom may read it: its author, or an Editor up', async () => {
    const created = await call('POST', '/api/admin/posts', cookies.editor, post('Editor draft'));
    const { slug } = ((await created.json()) as { post: { slug: string } }).post;
    const open = async (cookie: string) => {
      const request = new Request(`${ORIGIN}/blog/${slug}`, { headers: { cookie } });
      try {
        await articleLoader({ params: { slug }, context: { services: accounts.services() }, request } as never);
        return 200;
      } catch (thrown) {
        return (thrown as { init?: { status?: number } }).init?.status;
      }
    };
    expect(await open(cookies.editor)).toBe(200);
    expect(await open(cookies.administrator)).toBe(200);
    expect(await open(cookies.author)).toBe(404);
    expect(await open(cookies.contributor)).toBe(404);
  });
});
