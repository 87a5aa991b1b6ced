import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { EMPTY_POST_FORM } from '../../app/components/admin/post-form-state';
import * as invitePage from '../../app/routes/invite';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { createPost } from '../../app/services/db/posts-admin.server';
import { hasRole } from '../../app/services/db/roles.server';
import { confirmSubscriber, insertPendingSubscriber, unsubscribe } from '../../app/services/db/subscribers.server';
import { cookiesOf, GOOD_PASSWORD, newClient, ORIGIN, uniqueEmail, useAccounts } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * The admin's people (docs/decisions/061-newsletter-sending.md): the subscriber list with search,
 * counts, CSV export and removal; authors invited by e-mail who set a password through the link;
 * the display name that bylines show.
 */

const engines = await testEngines();

describe.each(engines)('subscribers, invitations and accounts on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  let cookie = '';
  async function admin() {
    if (!cookie) {
      const email = uniqueEmail('people-admin');
      await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD, name: 'Ada Admin' });
      cookie = await accounts.signIn(email);
    }
    return cookie;
  }

  it('lists, searches, counts, exports as CSV and removes subscribers', async () => {
    const { db } = t();
    const confirmed = (await insertPendingSubscriber(db, 'grace@example.com', Date.UTC(2026, 0, 2)))!;
    await confirmSubscriber(db, confirmed.confirmToken, Date.UTC(2026, 0, 3));
    await insertPendingSubscriber(db, 'pending@example.org', Date.UTC(2026, 0, 4));
    const gone = (await insertPendingSubscriber(db, '=cmd@example.com', Date.UTC(2026, 0, 5)))!;
    await confirmSubscriber(db, gone.confirmToken);
    await unsubscribe(db, gone.unsubscribeToken);
    const client = newClient(accounts.app());

    const all = (await (await client.get('/api/admin/subscribers', await admin())).json()) as {
      subscribers: { email: string; status: string }[];
      matches: number;
      counts: Record<string, number>;
    };
    expect(all.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1, total: 3 });
    expect(all.subscribers.map((s) => s.email)).toEqual(['=cmd@example.com', 'pending@example.org', 'grace@example.com']);

    const searched = (await (await client.get('/api/admin/subscribers?q=GRACE', await admin())).json()) as {
      subscribers: { email: string }[];
      matches: number;
    };
    expect(searched.subscribers.map((s) => s.email)).toEqual(['grace@example.com']);
    // A % typed in the search is a character, not a wildcard.
    expect(((await (await client.get('/api/admin/subscribers?q=%25', await admin())).json()) as { matches: number }).matches).toBe(0);
    const pending = (await (await client.get('/api/admin/subscribers?status=pending', await admin())).json()) as { subscribers: { email: string }[] };
    expect(pending.subscribers.map((s) => s.email)).toEqual(['pending@example.org']);
    expect((await client.get('/api/admin/subscribers?status=nobody', await admin())).status).toBe(400);

    const csv = await client.get('/api/admin/subscribers.csv', await admin());
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const rows = parse<Record<string, string>>(await csv.text(), { columns: true });
    expect(rows).toEqual([
      { email: 'grace@example.com', status: 'confirmed', subscribed_at: '2026-01-02T00:00:00.000Z', confirmed_at: '2026-01-03T00:00:00.000Z' },
      { email: 'pending@example.org', status: 'pending', subscribed_at: '2026-01-04T00:00:00.000Z', confirmed_at: '' },
      // A spreadsheet would run a cell starting with "=": it is written as text.
      expect.objectContaining({ email: "'=cmd@example.com", status: 'unsubscribed', subscribed_at: '2026-01-05T00:00:00.000Z' }),
    ]);
    expect((await client.get('/api/admin/subscribers.csv')).status).toBe(401);

    const removed = await accounts.app().request(`${ORIGIN}/api/admin/subscribers/${confirmed.id}`, {
      method: 'DELETE',
      headers: { cookie: await admin(), origin: ORIGIN, 'x-forwarded-for': client.ip },
    });
    expect(removed.status).toBe(200);
    const after = (await (await client.get('/api/admin/subscribers', await admin())).json()) as { counts: Record<string, number> };
    expect(after.counts).toEqual({ pending: 1, confirmed: 0, unsubscribed: 1, total: 2 });
  });

  it('invites an author by e-mail, whose link sets a password, makes an Author and signs in, once', async () => {
    const email = uniqueEmail('invited');
    const client = newClient(accounts.app());
    const invited = await client.post('/api/admin/invites', { email: email.toUpperCase() }, await admin());
    expect(invited.status).toBe(200);
    const mail = await accounts.mailTo(email);
    expect(mail.subject).toBe('You are invited to write for Unitwise');
    const link = mail.links.find((l) => l.startsWith(`${ORIGIN}/invite?token=`))!;
    expect(link).toBeDefined();

    const args = (request: Request) => ({ request, context: { services: accounts.services() }, params: {} }) as never;
    expect(await invitePage.loader(args(new Request(link)))).toEqual({ state: 'open', email, role: 'author', hasAccount: false });
    const post = (body: Record<string, string>) =>
      invitePage.action(args(new Request(link, { method: 'POST', body: new URLSearchParams(body), headers: { origin: ORIGIN } })));

    // A weak password is refused at its field, and nothing is used up.
    const weak = (await post({ name: 'Ines Author', password: 'short' })) as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(weak.init.status).toBe(400);
    expect(weak.data.errors).toEqual({ password: 'Password must be at least 12 characters' });

    const accepted = await post({ name: 'Ines Author', password: GOOD_PASSWORD }).catch((thrown: unknown) => thrown);
    expect(accepted).toBeInstanceOf(Response);
    const res = accepted as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/blog-admin');
    const session = await accounts.sessionOf(cookiesOf(res));
    expect(session?.user).toMatchObject({ email, emailVerified: true });
    const user = await t().db.selectFrom('user').select(['id', 'name']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.name).toBe('Ines Author');
    expect(await hasRole(t().db, user.id, 'author')).toBe(true);
    // The new author writes: the admin API accepts the session.
    const created = await newClient(accounts.app()).post(
      '/api/admin/posts',
      { ...EMPTY_POST_FORM, title: 'First steps', slug: `first-steps-${engine}`, content: '<p>Hello</p>', category: 'Everyday Conversions' },
      cookiesOf(res),
    );
    expect(created.status).toBe(201);

    // The link works once.
    expect(await invitePage.loader(args(new Request(link)))).toEqual({ state: 'invalid' });
    expect((await client.post('/api/admin/invites', { email }, await admin())).status).toBe(409);
    expect((await client.post('/api/admin/invites', { email: 'not an address' }, await admin())).status).toBe(400);
  });

  it('leaves no credential it did not set when an invitation is accepted for an unconfirmed account', async () => {
    const email = uniqueEmail('hijacked');
    const ATTACKER_PASSWORD = 'Attacker-chosen-7-secret';
    // Someone else signs up first with the invitee's address and never confirms it.
    const attacker = newClient(accounts.app());
    expect((await attacker.post('/api/auth/sign-up/email', { name: 'Mallory', email, password: ATTACKER_PASSWORD })).status).toBe(200);
    const confirmLink = (await accounts.mailTo(email)).links[0]!;

    const client = newClient(accounts.app());
    expect((await client.post('/api/admin/invites', { email }, await admin())).status).toBe(200);
    const link = (await accounts.mailTo(email)).links.find((l) => l.startsWith(`${ORIGIN}/invite?token=`))!;
    const args = (request: Request) => ({ request, context: { services: accounts.services() }, params: {} }) as never;
    // The address has no confirmed account: the invitee sets their own name and password.
    expect(await invitePage.loader(args(new Request(link)))).toEqual({ state: 'open', email, role: 'author', hasAccount: false });
    const accepted = await invitePage
      .action(args(new Request(link, { method: 'POST', body: new URLSearchParams({ name: 'Ines Invitee', password: GOOD_PASSWORD }) })))
      .catch((thrown: unknown) => thrown);
    expect(accepted).toBeInstanceOf(Response);
    expect((accepted as Response).headers.get('location')).toBe('/blog-admin');
    expect(await accounts.sessionOf(cookiesOf(accepted as Response))).toMatchObject({ user: { email, emailVerified: true } });

    // The invitee then follows the older confirmation link in their mailbox: it changes nothing.
    await accounts.app().request(confirmLink, { headers: { 'x-forwarded-for': client.ip } });
    const user = await t().db.selectFrom('user').select(['id', 'name']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.name).toBe('Ines Invitee');
    expect(await hasRole(t().db, user.id, 'author')).toBe(true);

    // The password chosen by the one who signed up first opens nothing; the invitee's does.
    const hijack = await newClient(accounts.app()).post('/api/auth/sign-in/email', { email, password: ATTACKER_PASSWORD });
    expect(hijack.status).toBe(401);
    expect(cookiesOf(hijack)).toBe('');
    const owner = await accounts.signIn(email);
    expect((await newClient(accounts.app()).get('/api/admin/me', owner)).status).toBe(200);
  });

  it('ends the sessions of an unconfirmed account whose address accepts an invitation', async () => {
    const email = uniqueEmail('unconfirmed');
    const attacker = newClient(accounts.app());
    expect((await attacker.post('/api/auth/sign-up/email', { name: 'Mallory', email, password: 'Attacker-chosen-7-secret' })).status).toBe(200);
    const user = await t().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    // A session an unconfirmed account could only hold through a bug elsewhere: accepting ends it too.
    const ctx = await (await accounts.services().auth()).$context;
    const stray = await ctx.internalAdapter.createSession(user.id);
    expect(await ctx.internalAdapter.findSession(stray.token)).not.toBeNull();

    expect((await newClient(accounts.app()).post('/api/admin/invites', { email }, await admin())).status).toBe(200);
    const link = (await accounts.mailTo(email)).links.find((l) => l.startsWith(`${ORIGIN}/invite?token=`))!;
    const args = (request: Request) => ({ request, context: { services: accounts.services() }, params: {} }) as never;
    await invitePage
      .action(args(new Request(link, { method: 'POST', body: new URLSearchParams({ name: 'Ines Invitee', password: GOOD_PASSWORD }) })))
      .catch((thrown: unknown) => thrown);
    expect(await ctx.internalAdapter.findSession(stray.token)).toBeNull();
  });

  it('shows the account’s new display name on its posts', async () => {
    const email = uniqueEmail('renamed');
    await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD, name: 'Old Name' });
    const session = await accounts.signIn(email);
    const user = await t().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const post = await createPost(t().db, {
      title: 'Byline',
      slug: `byline-${Date.now()}`,
      content: '<p>x</p>',
      category: 'Physics',
      tags: [],
      published: true,
      featured: false,
      authorId: user.id,
      authorName: 'Old Name',
    });
    const renamed = await newClient(accounts.app()).post('/api/auth/update-user', { name: 'New Name' }, session);
    expect(renamed.status).toBe(200);
    const row = await t().db.selectFrom('blog_posts').select('author_name').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.author_name).toBe('New Name');
  });
});
