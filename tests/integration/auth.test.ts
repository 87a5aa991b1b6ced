import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCommandError, createAdmin, grantAdmin, revokeAdmin } from '../../app/services/admin-accounts.server';
import { listTeam } from '../../app/services/team.server';
import { getMember, hasRole } from '../../app/services/db/roles.server';
import { RATE_LIMITS } from '../../app/services/rate-limit.server';
import type { Services } from '../../app/services/services.server';
import { apiEndpoints, createApp } from '../../http/app';
import {
  buildServices,
  cookiesOf,
  expectRealWait,
  GOOD_PASSWORD,
  newClient,
  ORIGIN,
  sessionCookieHeader,
  uniqueEmail,
  useAccounts,
  type App,
} from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * Accounts through the HTTP surface, as a browser or a script would call it: sign-up, the mailed
 * confirmation link, sign-in, sessions, sign-out, the admin role on every admin-only endpoint,
 * cross-site refusal, the sign-in limiter, and the admin command line's functions.
 */

const engines = await testEngines();

describe.each(engines)('accounts on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  const { mailTo, signUpAndConfirm, signIn, sessionOf } = accounts;
  let services: Services;
  let app: App;

  beforeAll(() => {
    services = accounts.services();
    app = accounts.app();
  });

  describe('sign-up', () => {
    it('mails a confirmation link that confirms the address, signs the user in and lands on /blog-admin', async () => {
      const email = uniqueEmail('new');
      const c = newClient(app);
      const res = await c.post('/api/auth/sign-up/email', { name: 'Ada', email, password: GOOD_PASSWORD, callbackURL: '/blog-admin' });
      expect(res.status).toBe(200);
      // No session before the address is confirmed.
      expect(sessionCookieHeader(res)).toBeUndefined();

      const mail = await mailTo(email);
      expect(mail.subject).toMatch(/confirm/i);
      const link = new URL(mail.links[0]!);
      expect(link.origin).toBe(ORIGIN);
      expect(link.pathname).toBe('/api/auth/verify-email');

      const confirmed = await app.request(link.href, { headers: { 'x-forwarded-for': c.ip } });
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe('/blog-admin?confirmed');
      const cookie = cookiesOf(confirmed);
      expect(sessionCookieHeader(confirmed)).toBeDefined();

      const session = await sessionOf(cookie);
      expect(session?.user).toMatchObject({ email, emailVerified: true });
      // Following the redirect: the user is signed in but no admin, so the admin API refuses with 403.
      expect((await newClient(app).get('/api/admin/me', cookie)).status).toBe(403);
    });

    it('lands the link on /blog-admin even when the sign-up call named no destination', async () => {
      const email = uniqueEmail('nocallback');
      const res = await newClient(app).post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: '' });
      expect(res.status).toBe(200);
      const confirmed = await app.request((await mailTo(email)).links[0]!);
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe('/blog-admin?confirmed');
    });

    it('refuses an address that is still unconfirmed at sign-in with 403 EMAIL_NOT_VERIFIED', async () => {
      const email = uniqueEmail('unconfirmed');
      expect((await newClient(app).post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: '' })).status).toBe(200);
      const res = await newClient(app).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
      expect(sessionCookieHeader(res)).toBeUndefined();
    });

    it.each([
      ['Short-1!', 'Password must be at least 12 characters'],
      ['lower-case-only-1', 'Password must contain at least one uppercase letter'],
      ['UPPER-CASE-ONLY-1', 'Password must contain at least one lowercase letter'],
      ['No-Digits-Here-At-All', 'Password must contain at least one number'],
      ['NoSpecials12345678', 'Password must contain at least one special character'],
    ])('refuses the password %j with the product’s message', async (password, message) => {
      const email = uniqueEmail('weak');
      const res = await newClient(app).post('/api/auth/sign-up/email', { email, password, name: '' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
      const user = await t().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
      expect(user).toBeUndefined();
    });

    it('cannot confirm itself or take a role through the sign-up body', async () => {
      const email = uniqueEmail('self');
      const res = await newClient(app).post('/api/auth/sign-up/email', {
        email,
        password: GOOD_PASSWORD,
        name: '',
        emailVerified: true,
        role: 'admin',
      });
      expect(res.status).toBe(200);
      expect((await newClient(app).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(403);
      const { id } = await t().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      expect(await getMember(t().db, id)).toBeNull();
    });

    it('does not say whether an address has an account already', async () => {
      const email = uniqueEmail('twice');
      const first = await newClient(app).post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: '' });
      const second = await newClient(app).post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: '' });
      expect([first.status, second.status]).toEqual([200, 200]);
    });

    it('refuses to send a confirmation link anywhere but this site', async () => {
      const email = uniqueEmail('elsewhere');
      const res = await newClient(app).post('/api/auth/sign-up/email', {
        email,
        password: GOOD_PASSWORD,
        name: '',
        callbackURL: 'https://evil.example/phish',
      });
      expect(res.status).toBe(403);
      // A crafted link to our confirm endpoint does not bounce visitors to another site.
      const bounce = await newClient(app).get('/api/auth/verify-email?token=nonsense&callbackURL=https%3A%2F%2Fevil.example');
      expect(bounce.status).toBe(403);
      expect(bounce.headers.get('location')).toBeNull();
    });

    it('limits confirmation-mail resends per client like sign-ups', async () => {
      const email = uniqueEmail('resend');
      expect((await newClient(app).post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: '' })).status).toBe(200);
      const c = newClient(app);
      for (let i = 0; i < RATE_LIMITS.signUp.points; i++) {
        expect((await c.post('/api/auth/send-verification-email', { email })).status).toBe(200);
      }
      const limited = await c.post('/api/auth/send-verification-email', { email });
      await expectRealWait(limited);
      expect(await accounts.mailsTo(email)).toHaveLength(1 + RATE_LIMITS.signUp.points);
    });

    it('stores a salted hash, never the password', async () => {
      const email = uniqueEmail('hash');
      await signUpAndConfirm(email);
      const otherEmail = uniqueEmail('hash2');
      await signUpAndConfirm(otherEmail);
      const hashes = [];
      for (const address of [email, otherEmail]) {
        const { id } = await t().db.selectFrom('user').select('id').where('email', '=', address).executeTakeFirstOrThrow();
        const { rows } = await sql<{ password: string }>`select "password" from "account" where "userId" = ${id}`.execute(t().db);
        expect(rows).toHaveLength(1);
        hashes.push(rows[0]!.password);
      }
      for (const hash of hashes) {
        expect(hash).not.toContain(GOOD_PASSWORD);
        expect(hash.length).toBeGreaterThan(40);
      }
      // Same password, different salts.
      expect(hashes[0]).not.toBe(hashes[1]);
    });
  });

  describe('sessions', () => {
    it('are httpOnly SameSite=Lax cookies, without Secure over http', async () => {
      const email = uniqueEmail('cookie');
      await signUpAndConfirm(email);
      const res = await newClient(app).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
      expect(res.status).toBe(200);
      const cookie = sessionCookieHeader(res);
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
      // The cookie is signed: the bare token better-auth also puts in the JSON body (readable by
      // page scripts) opens no session, neither as a cookie nor as a bearer token.
      const { token } = (await res.json()) as { token: string };
      expect(decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!)).toMatch(new RegExp(`^${token}\\.`));
      expect(await sessionOf(`unitwise.session_token=${token}`)).toBeNull();
      const bearer = await app.request(`${ORIGIN}/api/auth/get-session`, { headers: { authorization: `Bearer ${token}` } });
      expect(await bearer.json()).toBeNull();
      expect(await sessionOf(cookiesOf(res))).not.toBeNull();
    });

    it('are Secure cookies when the site is served over HTTPS', async () => {
      const httpsOrigin = 'https://units.example.com';
      const secureServices = await buildServices(t(), httpsOrigin);
      const secureApp = createApp({ services: secureServices });
      const email = uniqueEmail('secure');
      await createAdmin(secureServices, { email, password: GOOD_PASSWORD });
      const res = await newClient(secureApp, httpsOrigin).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
      expect(res.status).toBe(200);
      const cookie = sessionCookieHeader(res, '__Secure-unitwise.session_token');
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    });

    it('end on the server at sign-out: the old cookie no longer opens a session', async () => {
      const email = uniqueEmail('signout');
      await signUpAndConfirm(email);
      const cookie = await signIn(email);
      expect((await sessionOf(cookie))?.user.email).toBe(email);

      const out = await newClient(app).post('/api/auth/sign-out', {}, cookie);
      expect(out.status).toBe(200);
      // Replaying the cookie the browser was told to forget: the server no longer knows it.
      expect(await sessionOf(cookie)).toBeNull();
      expect((await newClient(app).get('/api/admin/me', cookie)).status).toBe(401);
    });

    it('keep the sign-up password rules and the display-name limit on later changes', async () => {
      const email = uniqueEmail('change');
      await signUpAndConfirm(email);
      const cookie = await signIn(email);
      const weak = await newClient(app).post(
        '/api/auth/change-password',
        { currentPassword: GOOD_PASSWORD, newPassword: 'alllowercase-123' },
        cookie,
      );
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({ message: 'Password must contain at least one uppercase letter' });
      const longName = await newClient(app).post('/api/auth/update-user', { name: 'x'.repeat(101) }, cookie);
      expect(longName.status).toBe(400);
      expect(await longName.json()).toMatchObject({ message: 'Display name must be less than 100 characters' });
      const renamed = await newClient(app).post('/api/auth/update-user', { name: 'New Name' }, cookie);
      expect(renamed.status).toBe(200);
      const strong = await newClient(app).post(
        '/api/auth/change-password',
        { currentPassword: GOOD_PASSWORD, newPassword: 'Another-Strong-Pass-7' },
        cookie,
      );
      expect(strong.status).toBe(200);
      await signIn(email, 'Another-Strong-Pass-7');
    });

    it('record the client’s address shortened to its network, never what the client wrote for it', async () => {
      const storedAddress = async (cookie: string) => {
        const token = decodeURIComponent(cookie.split('unitwise.session_token=')[1]!.split(';')[0]!).split('.')[0]!;
        const row = await sql<{ ipAddress: string | null; userAgent: string | null }>`
          select "ipAddress", "userAgent" from "session" where "token" = ${token}`.execute(t().db);
        return row.rows[0];
      };
      const email = uniqueEmail('address');
      await signUpAndConfirm(email);
      const signInFrom = async (headers: Record<string, string>) => {
        const res = await app.request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', 'user-agent': 'Test Browser/1.0', ...headers },
          body: JSON.stringify({ email, password: GOOD_PASSWORD }),
        });
        expect(res.status).toBe(200);
        return storedAddress(cookiesOf(res));
      };
      // One proxy is trusted here (TRUST_PROXY=true): the client is the entry the proxy appended.
      expect(await signInFrom({ 'x-forwarded-for': '198.51.100.77' })).toEqual({ ipAddress: '198.51.100.0', userAgent: 'Test Browser/1.0' });
      expect(await signInFrom({ 'x-forwarded-for': '2001:db8:4321:8765::9' })).toMatchObject({ ipAddress: '2001:db8:4321::' });
      // Entries the client wrote itself, and a header of ours it tries to set, are not its address.
      expect(await signInFrom({ 'x-forwarded-for': '6.6.6.6, 198.51.100.78', 'x-unitwise-client-address': '7.7.7.7' })).toMatchObject({
        ipAddress: '198.51.100.0',
      });
      const rows = await sql<{ ipAddress: string | null }>`select "ipAddress" from "session"`.execute(t().db);
      for (const row of rows.rows) expect(row.ipAddress ?? '').not.toMatch(/^\d+\.\d+\.\d+\.(?!0$)\d+$/);
    });

    it('leave no expired session record behind once anyone signs in', async () => {
      const email = uniqueEmail('expired');
      await signUpAndConfirm(email);
      const old = await signIn(email);
      const token = decodeURIComponent(old.split('unitwise.session_token=')[1]!.split(';')[0]!).split('.')[0]!;
      // Expired: its time ran out at the moment it was made.
      await sql`update "session" set "expiresAt" = "createdAt" where "token" = ${token}`.execute(t().db);
      const count = async () =>
        (await sql<{ n: number | string }>`select count(*) as n from "session" where "token" = ${token}`.execute(t().db)).rows[0]!.n;
      expect(Number(await count())).toBe(1);
      await signIn(email);
      expect(Number(await count())).toBe(0);
    });

    it('answer every call under /api/auth with Cache-Control: no-store, the session list included', async () => {
      const email = uniqueEmail('no-store');
      await signUpAndConfirm(email);
      const cookie = await signIn(email);
      const c = newClient(app);
      const answers = [
        await c.get('/api/auth/list-sessions', cookie),
        await c.get('/api/auth/get-session', cookie),
        await c.get('/api/auth/get-session'),
        await c.post('/api/auth/update-user', { name: 'Cached Nowhere' }, cookie),
        await c.post('/api/auth/sign-in/email', { email, password: 'Not-The-Password-1' }),
        await c.get('/api/auth/no-such-path'),
      ];
      const list = (await answers[0]!.clone().json()) as unknown[];
      expect(list.length).toBeGreaterThan(0);
      expect(answers.map((res) => [res.status, res.headers.get('cache-control')])).toEqual([
        [200, 'no-store'],
        [200, 'no-store'],
        [200, 'no-store'],
        [200, 'no-store'],
        [401, 'no-store'],
        [404, 'no-store'],
      ]);
    });

    it('refuse an account image that is not an https: URL, with 400 and a message', async () => {
      const email = uniqueEmail('image');
      const c = newClient(app);
      for (const image of [
        'javascript:alert(document.domain)',
        'JavaScript:alert(1)',
        'data:image/svg+xml,<svg/onload=alert(1)>',
        'http://example.com/a.png',
        'not a url',
      ]) {
        const signUp = await c.post('/api/auth/sign-up/email', { name: 'Img', email, password: GOOD_PASSWORD, image });
        expect(signUp.status, image).toBe(400);
        expect(await signUp.json()).toMatchObject({ message: 'Image must be an https:// URL' });
      }
      await signUpAndConfirm(email);
      const cookie = await signIn(email);
      const refused = await c.post('/api/auth/update-user', { image: 'javascript:alert(1)' }, cookie);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ message: 'Image must be an https:// URL' });
      expect((await c.post('/api/auth/update-user', { image: 'https://images.example.com/me.png' }, cookie)).status).toBe(200);
      const session = (await (await c.get('/api/auth/get-session', cookie)).json()) as { user: { image: string | null } };
      expect(session.user.image).toBe('https://images.example.com/me.png');
    });

    it('are refused with a wrong password (401, no cookie)', async () => {
      const email = uniqueEmail('wrong');
      await signUpAndConfirm(email);
      const res = await newClient(app).post('/api/auth/sign-in/email', { email, password: 'Not-The-Password-1' });
      expect(res.status).toBe(401);
      expect(sessionCookieHeader(res)).toBeUndefined();
    });
  });

  describe('admin-only endpoints', () => {
    const adminEndpoints = () =>
      apiEndpoints(services)
        .filter((e) => e.access !== 'public')
        .map((e) => ({ ...e, url: `/api${e.path.replace(/:(\w+)/g, (_m, name: string) => `test-${name}`)}` }));

    let adminCookie: string;
    let userCookie: string;

    beforeAll(async () => {
      const adminEmail = uniqueEmail('admin');
      await createAdmin(services, { email: adminEmail, password: GOOD_PASSWORD, name: 'Admin' });
      adminCookie = await signIn(adminEmail);
      userCookie = await signUpAndConfirm(uniqueEmail('plain'));
    });

    function call(endpoint: { method: string; url: string }, cookie?: string) {
      const c = newClient(app);
      if (endpoint.method === 'GET') return c.get(endpoint.url, cookie);
      return app.request(ORIGIN + endpoint.url, {
        method: endpoint.method,
        headers: { 'x-forwarded-for': c.ip, origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: endpoint.method === 'DELETE' ? undefined : '{}',
      });
    }

    it('include GET /api/admin/me', () => {
      expect(adminEndpoints().map((e) => `${e.method} ${e.url}`)).toContain('GET /api/admin/me');
    });

    it('refuse anonymous callers with 401, non-admins with 403, and serve an admin', async () => {
      for (const endpoint of adminEndpoints()) {
        const name = `${endpoint.method} ${endpoint.url}`;
        const anonymous = await call(endpoint);
        expect(anonymous.status, `${name} anonymous`).toBe(401);
        expect(await anonymous.json(), `${name} anonymous`).toHaveProperty('error');
        const user = await call(endpoint, userCookie);
        expect(user.status, `${name} non-admin`).toBe(403);
        expect(await user.json(), `${name} non-admin`).toEqual({ error: 'You do not have admin privileges.' });
        const admin = await call(endpoint, adminCookie);
        expect([401, 403], `${name} admin`).not.toContain(admin.status);
        expect(admin.status, `${name} admin`).toBeLessThan(500);
      }
    });

    it('are never cached, whoever calls them', async () => {
      for (const endpoint of adminEndpoints()) {
        for (const [who, cookie] of [
          ['anonymous', undefined],
          ['non-admin', userCookie],
          ['admin', adminCookie],
        ] as const) {
          const res = await call(endpoint, cookie);
          expect(res.headers.get('cache-control'), `${endpoint.method} ${endpoint.url} ${who}`).toBe('no-store');
        }
      }
    });

    it('GET /api/admin/me tells an admin who they are', async () => {
      const res = await newClient(app).get('/api/admin/me', adminCookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ name: 'Admin' });
    });

    it('refuse a forged or garbage session cookie as anonymous', async () => {
      const res = await newClient(app).get('/api/admin/me', 'unitwise.session_token=forged.value');
      expect(res.status).toBe(401);
    });
  });

  describe('request bodies', () => {
    /** Bodies a cross-site HTML form can send, and a body with no type at all. */
    const nonJson: [string, Record<string, string>, string][] = [
      ['text/plain', { 'content-type': 'text/plain' }, '{"email":"a@example.com"}'],
      ['form-encoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a%40example.com'],
      [
        'multipart',
        { 'content-type': 'multipart/form-data; boundary=x' },
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n',
      ],
      ['no content type', {}, '{"email":"a@example.com"}'],
    ];
    const bodyEndpoints = () =>
      apiEndpoints(services)
        .filter((e) => ['POST', 'PUT', 'PATCH'].includes(e.method) && (e.body ?? 'json') === 'json')
        .map((e) => ({ method: e.method, url: `/api${e.path.replace(/:(\w+)/g, (_m, name: string) => `test-${name}`).replace('*', 'sign-out')}` }));

    it('lists the JSON endpoints it checks, better-auth’s among them', () => {
      expect(bodyEndpoints().map((e) => e.url)).toEqual(
        expect.arrayContaining(['/api/admin/posts', '/api/newsletter', '/api/auth/sign-in/email', '/api/auth/sign-out']),
      );
    });

    it.each(nonJson)('refuses a %s body with 415 on every JSON endpoint, signed in as an admin', async (_name, headers, body) => {
      const email = uniqueEmail('ctype');
      await createAdmin(services, { email, password: GOOD_PASSWORD });
      const cookie = await signIn(email);
      for (const { method, url } of bodyEndpoints()) {
        const res = await app.request(ORIGIN + url, {
          method,
          headers: { 'x-forwarded-for': newClient(app).ip, origin: ORIGIN, cookie, ...headers },
          body,
        });
        expect(res.status, `${method} ${url}`).toBe(415);
        expect(await res.json()).toEqual({ error: 'Content-Type must be application/json' });
      }
      // The session is still there: the 415 stopped sign-out before better-auth saw it.
      expect((await sessionOf(cookie))?.user.email).toBe(email);
    });

    it('takes JSON with a charset parameter', async () => {
      const res = await app.request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'x-forwarded-for': newClient(app).ip, origin: ORIGIN, 'content-type': 'Application/JSON; charset=utf-8' },
        body: JSON.stringify({ email: uniqueEmail('charset'), password: GOOD_PASSWORD }),
      });
      expect(res.status).toBe(401);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a sign-in POST from a foreign Origin with 403', async () => {
      const email = uniqueEmail('csrf');
      await signUpAndConfirm(email);
      const res = await newClient(app).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD }, undefined, {
        origin: 'https://evil.example',
      });
      expect(res.status).toBe(403);
      expect(sessionCookieHeader(res)).toBeUndefined();
    });

    it('refuses a sign-out POST from a foreign Origin, leaving the session alive', async () => {
      const email = uniqueEmail('csrf-out');
      await signUpAndConfirm(email);
      const cookie = await signIn(email);
      const res = await newClient(app).post('/api/auth/sign-out', {}, cookie, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect((await sessionOf(cookie))?.user.email).toBe(email);
    });
  });

  // A sign-up and a burst of sign-ins hash passwords (scrypt) one after another: seconds on a busy
  // 2-core machine (5.1 s once, with three test files at once), so a budget of their own.
  describe('the sign-in limiter', { timeout: 30_000 }, () => {
    it('cuts a burst from one client while another client still signs in', async () => {
      const email = uniqueEmail('burst');
      await signUpAndConfirm(email);
      const attacker = newClient(app);
      // Guesses spread over many addresses, so the per-account guard never steps in: this is the client's limit.
      for (let i = 0; i < RATE_LIMITS.signIn.points; i++) {
        const res = await attacker.post('/api/auth/sign-in/email', { email: uniqueEmail('burst-guess'), password: `Wrong-guess-${i}!` });
        expect(res.status, `attempt ${i + 1}`).toBe(401);
      }
      // Over budget: even the right password is not tried.
      const limited = await attacker.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
      await expectRealWait(limited);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.signIn.duration);
      expect(sessionCookieHeader(limited)).toBeUndefined();

      const other = newClient(app);
      const res = await other.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
      expect(res.status).toBe(200);
      expect(sessionCookieHeader(res)).toBeDefined();
    });

    it('counts a client behind the proxy by the address the proxy saw, not by the entries the client wrote before it', async () => {
      // TRUST_PROXY=true: one proxy appends the address it saw; the client controls everything before.
      const seen = `198.51.100.${Math.floor(Math.random() * 250)}`;
      const spoofed = (i: number) => ({ 'x-forwarded-for': `10.${i}.0.1, ${seen}` });
      const post = (i: number, password: string) =>
        app.request(`${ORIGIN}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json', ...spoofed(i) },
          body: JSON.stringify({ email: uniqueEmail('spoof'), password, name: '' }),
        });
      for (let i = 0; i < RATE_LIMITS.signUp.points; i++) expect((await post(i, 'weak')).status).toBe(400);
      expect((await post(99, GOOD_PASSWORD)).status).toBe(429);
    });

    it('also limits sign-up per client', async () => {
      const c = newClient(app);
      for (let i = 0; i < RATE_LIMITS.signUp.points; i++) {
        const res = await c.post('/api/auth/sign-up/email', { email: uniqueEmail('flood'), password: 'weak', name: '' });
        expect(res.status).toBe(400);
      }
      const limited = await c.post('/api/auth/sign-up/email', { email: uniqueEmail('flood'), password: GOOD_PASSWORD, name: '' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  describe('bad input', () => {
    it.each([
      ['malformed JSON', '{"email":'],
      ['a JSON array', '[]'],
      ['wrong field types', '{"email":5,"password":null}'],
    ])('gets a 400 JSON error for %s', async (_name, body) => {
      const res = await app.request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': newClient(app).ip },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty('message');
    });

    it('gets a JSON 404 for an unknown auth path', async () => {
      const res = await newClient(app).get('/api/auth/no-such-thing');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    });
  });

  describe('security headers', () => {
    it.each([
      ['an API response', '/api/admin/me'],
      ['an auth response', '/api/auth/get-session'],
      ['an auth error', '/api/auth/verify-email?token=nonsense'],
    ])('are present on %s', async (_name, path) => {
      const res = await newClient(app).get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.has('x-powered-by')).toBe(false);
      expect(res.headers.has('strict-transport-security')).toBe(false);
    });
  });

  describe('admin command line', () => {
    it('creates a confirmed admin who can sign in and reach the admin API', async () => {
      const email = uniqueEmail('cli-create');
      const created = await createAdmin(services, { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD, name: ' Grace ' });
      expect(created.email).toBe(email);
      expect(await hasRole(t().db, created.id, 'administrator')).toBe(true);
      const user = await t().db.selectFrom('user').select(['name', 'emailVerified']).where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(user.name).toBe('Grace');
      expect(Boolean(user.emailVerified)).toBe(true);
      const cookie = await signIn(email);
      expect((await newClient(app).get('/api/admin/me', cookie)).status).toBe(200);
    });

    it.each([
      ['Short-1!', 'Password must be at least 12 characters'],
      ['no-upper-case-1', 'Password must contain at least one uppercase letter'],
      ['NoSpecials12345678', 'Password must contain at least one special character'],
    ])('refuses the weak password %j', async (password, message) => {
      const email = uniqueEmail('cli-weak');
      await expect(createAdmin(services, { email, password })).rejects.toThrow(new AdminCommandError(message));
      expect(await t().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    });

    it('refuses an invalid e-mail', async () => {
      await expect(createAdmin(services, { email: 'not-an-email', password: GOOD_PASSWORD })).rejects.toThrow('Please enter a valid email address');
    });

    it('refuses an e-mail that has an account already', async () => {
      const email = uniqueEmail('cli-dup');
      await createAdmin(services, { email, password: GOOD_PASSWORD });
      await expect(createAdmin(services, { email, password: GOOD_PASSWORD })).rejects.toThrow(AdminCommandError);
      await expect(createAdmin(services, { email: email.toUpperCase(), password: GOOD_PASSWORD })).rejects.toThrow(/exists already/);
    });

    it('grants, lists and revokes the role of an existing account', async () => {
      const email = uniqueEmail('cli-grant');
      const cookie = await signUpAndConfirm(email);
      const listed = async () => (await listTeam(services)).map((a) => a.email);

      expect(await listed()).not.toContain(email);
      expect((await newClient(app).get('/api/admin/me', cookie)).status).toBe(403);

      expect(await grantAdmin(services, email.toUpperCase())).toBe(true);
      expect(await grantAdmin(services, email)).toBe(false);
      expect(await listed()).toContain(email);
      // The role is checked on every request: the same session is now an admin's.
      expect((await newClient(app).get('/api/admin/me', cookie)).status).toBe(200);

      expect(await revokeAdmin(services, email)).toBe(true);
      expect(await revokeAdmin(services, email)).toBe(false);
      expect(await listed()).not.toContain(email);
      expect((await newClient(app).get('/api/admin/me', cookie)).status).toBe(403);
    });

    it('refuses to grant the role to an account that has not confirmed its address', async () => {
      const email = uniqueEmail('cli-unconfirmed');
      expect((await newClient(app).post('/api/auth/sign-up/email', { name: '', email, password: GOOD_PASSWORD })).status).toBe(200);
      await expect(grantAdmin(services, email)).rejects.toThrow(
        new AdminCommandError(`The account ${email} has not confirmed its e-mail address; it can be made an admin once it has`),
      );
      expect((await listTeam(services)).map((a) => a.email)).not.toContain(email);
    });

    it('refuses to grant or revoke an unknown account', async () => {
      const email = uniqueEmail('cli-nobody');
      await expect(grantAdmin(services, email)).rejects.toThrow(new AdminCommandError(`No account with the e-mail ${email}`));
      await expect(revokeAdmin(services, email)).rejects.toThrow(AdminCommandError);
    });
  });
});
