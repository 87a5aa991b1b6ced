import { beforeAll, describe, expect, it } from 'vitest';
import * as invitePage from '../../app/routes/invite';
import { SUSPENDED_MESSAGE } from '../../app/services/auth.server';
import { createAdmin, grantAdmin } from '../../app/services/admin-accounts.server';
import { createPost } from '../../app/services/db/posts-admin.server';
import { changeRole, getMember, setSuspended } from '../../app/services/db/roles.server';
import { listOpenInvites } from '../../app/services/invites.server';
import { TEAM_MESSAGES } from '../../app/services/team.server';
import type { Role } from '../../app/domain/roles';
import { GOOD_PASSWORD, newClient, ORIGIN, uniqueEmail, useAccounts } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * What an Administrator does to the team (docs/decisions/076-roles.md): change a role, suspend and
 * restore, remove (posts kept with their byline, or given to another member), cancel an
 * invitation; one live invitation per address.
 */

const engines = await testEngines();

describe.each(engines)('the team on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  let adminCookie = '';
  let adminId = '';

  beforeAll(async () => {
    const email = uniqueEmail('team-admin');
    adminId = (await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD, name: 'Ada Admin' })).id;
    adminCookie = await accounts.signIn(email);
  }, 30_000);

  async function member(role: Role, name: string) {
    const email = uniqueEmail(role);
    const { id } = await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD, name });
    await changeRole(t().db, id, role);
    return { id, email, cookie: await accounts.signIn(email) };
  }

  function call(method: string, url: string, body?: unknown, cookie = adminCookie) {
    const c = newClient(accounts.app());
    return accounts.app().request(ORIGIN + url, {
      method,
      headers: { 'x-forwarded-for': c.ip, origin: ORIGIN, 'content-type': 'application/json', cookie },
      body: method === 'DELETE' || method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  }

  const me = (cookie: string) => newClient(accounts.app()).get('/api/admin/me', cookie);

  async function byline(id: string) {
    return t().db.selectFrom('blog_posts').select(['author_id', 'author_name']).where('id', '=', id).executeTakeFirstOrThrow();
  }

  async function postBy(authorId: string, authorName: string) {
    return createPost(t().db, {
      title: `By ${authorName}`,
      slug: `by-${Math.random().toString(36).slice(2, 10)}`,
      content: '<p>x</p>',
      category: 'Physics',
      tags: [],
      published: true,
      featured: false,
      authorId,
      authorName,
    });
  }

  it('changes a role, which the same session has at its next request', async () => {
    const editor = await member('editor', 'Eddie Editor');
    expect((await call('GET', '/api/admin/posts/00000000-0000-0000-0000-000000000000/newsletter', undefined, editor.cookie)).status).toBe(200);
    const changed = await call('PUT', `/api/admin/people/${editor.id}/role`, { role: 'author' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ message: 'Eddie Editor is now an Author.' });
    expect(await (await me(editor.cookie)).json()).toMatchObject({ role: 'author' });
    expect((await call('GET', '/api/admin/posts/00000000-0000-0000-0000-000000000000/newsletter', undefined, editor.cookie)).status).toBe(403);

    const bad = await call('PUT', `/api/admin/people/${editor.id}/role`, { role: 'admin' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Role must be Contributor, Author, Editor or Administrator' });
    expect((await call('PUT', '/api/admin/people/nobody/role', { role: 'author' })).status).toBe(404);
  });

  it('refuses an Administrator’s change to themselves, so the team keeps one', async () => {
    for (const [method, path, body] of [
      ['PUT', 'role', { role: 'contributor' }],
      ['POST', 'suspend', {}],
      ['POST', 'remove', { reassignTo: null }],
    ] as const) {
      const res = await call(method, `/api/admin/people/${adminId}/${path}`, body);
      expect(res.status, path).toBe(409);
      expect(await res.json(), path).toEqual({ error: TEAM_MESSAGES.yourself });
    }
    expect(await getMember(t().db, adminId)).toMatchObject({ role: 'administrator', suspendedAt: null });
  });

  it('suspends a person: their sessions end and they cannot sign in until restored', async () => {
    const author = await member('author', 'Sue Spended');
    expect((await me(author.cookie)).status).toBe(200);
    const suspended = await call('POST', `/api/admin/people/${author.id}/suspend`);
    expect(suspended.status).toBe(200);
    expect(await suspended.json()).toEqual({ message: 'Sue Spended is suspended: signed out, and cannot sign in until restored.' });
    expect(await accounts.sessionOf(author.cookie)).toBeNull();
    expect((await me(author.cookie)).status).toBe(401);

    const signIn = await newClient(accounts.app()).post('/api/auth/sign-in/email', { email: author.email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ message: SUSPENDED_MESSAGE });

    const listed = (await (await call('GET', '/api/admin/authors')).json()) as { authors: { id: string; suspended: boolean }[] };
    expect(listed.authors.find((a) => a.id === author.id)).toMatchObject({ suspended: true });

    expect((await call('POST', `/api/admin/people/${author.id}/restore`)).status).toBe(200);
    const again = await accounts.signIn(author.email);
    expect(await (await me(again)).json()).toMatchObject({ role: 'author' });
  });

  it('removes a person, whose posts keep their byline', async () => {
    const author = await member('author', 'Kept Byline');
    const post = await postBy(author.id, 'Kept Byline');
    const removed = await call('POST', `/api/admin/people/${author.id}/remove`, { reassignTo: null });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: 'Kept Byline is no longer on the team; their posts keep their byline.' });
    expect(await getMember(t().db, author.id)).toBeNull();
    expect(await accounts.sessionOf(author.cookie)).toBeNull();
    expect(await byline(post.id)).toEqual({ author_id: author.id, author_name: 'Kept Byline' });
    // The account is a reader's now: it signs in, and the admin refuses it.
    expect((await me(await accounts.signIn(author.email))).status).toBe(403);
  });

  it('removes a person and gives their posts to another member, whose byline they show', async () => {
    const leaving = await member('author', 'Lea Ving');
    const taking = await member('editor', 'Tay King');
    const posts = [await postBy(leaving.id, 'Lea Ving'), await postBy(leaving.id, 'Lea Ving')];
    expect((await call('POST', `/api/admin/people/${leaving.id}/remove`, { reassignTo: leaving.id })).status).toBe(400);
    const refused = await call('POST', `/api/admin/people/${leaving.id}/remove`, { reassignTo: 'not-a-member' });
    expect(await refused.json()).toEqual({ error: TEAM_MESSAGES.reassignTo });
    expect(await getMember(t().db, leaving.id)).not.toBeNull();

    const removed = await call('POST', `/api/admin/people/${leaving.id}/remove`, { reassignTo: taking.id });
    expect(await removed.json()).toEqual({ message: 'Lea Ving is no longer on the team; 2 posts now under Tay King.' });
    for (const post of posts) expect(await byline(post.id)).toEqual({ author_id: taking.id, author_name: 'Tay King' });
  });

  async function invite(email: string, role: Role = 'author') {
    const res = await call('POST', '/api/admin/invites', { email, role });
    expect(res.status).toBe(200);
    return (await accounts.mailTo(email)).links.find((l) => l.startsWith(`${ORIGIN}/invite?token=`))!;
  }

  const args = (request: Request) => ({ request, context: { services: accounts.services() }, params: {} }) as never;
  const opened = (link: string) => invitePage.loader(args(new Request(link)));

  it('keeps one live invitation per address: a new one replaces the one before', async () => {
    const email = uniqueEmail('twice-invited');
    const first = await invite(email, 'contributor');
    const second = await invite(email, 'editor');
    expect(first).not.toBe(second);
    expect(await opened(first)).toEqual({ state: 'invalid' });
    expect(await opened(second)).toEqual({ state: 'open', email, role: 'editor', hasAccount: false });
    expect((await listOpenInvites(accounts.services())).filter((i) => i.email === email)).toEqual([expect.objectContaining({ role: 'editor' })]);

    // Accepting gives the invitation's role, and leaves the address no open invitation.
    await invitePage
      .action(args(new Request(second, { method: 'POST', body: new URLSearchParams({ name: 'Ed Invited', password: GOOD_PASSWORD }) })))
      .catch((thrown: unknown) => thrown);
    const user = await t().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await getMember(t().db, user.id)).toMatchObject({ role: 'editor' });
    expect((await listOpenInvites(accounts.services())).filter((i) => i.email === email)).toEqual([]);
    const again = await call('POST', '/api/admin/invites', { email, role: 'author' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: `${email} is on the team already.`, field: 'email' });
  });

  it('cancels an invitation, whose link then opens nothing', async () => {
    const email = uniqueEmail('cancelled');
    const link = await invite(email);
    const { id } = (await listOpenInvites(accounts.services())).find((i) => i.email === email)!;
    const cancelled = await call('DELETE', `/api/admin/invites/${id}`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ message: 'Invitation cancelled; its link no longer works.' });
    expect(await opened(link)).toEqual({ state: 'invalid' });
    expect((await listOpenInvites(accounts.services())).map((i) => i.email)).not.toContain(email);
    expect((await call('DELETE', `/api/admin/invites/${id}`)).status).toBe(404);
    // The form posted after the cancellation is refused too.
    const posted = (await invitePage.action(
      args(new Request(link, { method: 'POST', body: new URLSearchParams({ name: 'Late', password: GOOD_PASSWORD }) })),
    )) as { init: { status: number } };
    expect(posted.init.status).toBe(404);
  });

  it('lets the command line make a member of any role, even suspended, an active Administrator', async () => {
    const editor = await member('editor', 'Cli Promoted');
    await setSuspended(t().db, editor.id, Date.now());
    expect(await grantAdmin(accounts.services(), editor.email)).toBe(true);
    expect(await getMember(t().db, editor.id)).toMatchObject({ role: 'administrator', suspendedAt: null });
    expect(await grantAdmin(accounts.services(), editor.email)).toBe(false);
  });
});
