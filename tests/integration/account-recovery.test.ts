import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDelayMessage } from '../../app/api/auth.server';
import { RATE_LIMITS } from '../../app/services/rate-limit.server';
import { DEVICE_COOKIE, SIGN_IN_GUARD } from '../../app/services/sign-in-guard.server';
import { cookiesOf, expectRealWait, GOOD_PASSWORD, newClient, ORIGIN, uniqueEmail, useAccounts, type App } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * Getting back into an account, and keeping strangers out of it: password reset by mail, the mail
 * to an address that signs up twice, and the per-account guard on failed sign-ins (ADR 031).
 */

const engines = await testEngines();
const NEW_PASSWORD = 'Brand-New-Secret-42';
const SAME_ANSWER = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

/**
 * Each test hashes passwords several times (scrypt): seconds on a busy 2-core machine, so they get
 * a budget of their own rather than the default five seconds.
 */
const SLOW_HASHES = 30_000;

describe.each(engines)('account recovery on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  const { mailsTo, mailTo, signUpAndConfirm, signIn, sessionOf } = accounts;
  let app: App;
  beforeAll(() => {
    app = accounts.app();
  });

  const requestReset = (email: string, client = newClient(app)) => client.post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });

  /** Asks for a reset link and follows it as the browser does; returns the token the page receives. */
  async function resetToken(email: string): Promise<{ link: string; token: string }> {
    expect((await requestReset(email)).status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Reset your Unitwise password');
    const link = mail.links[0]!;
    expect(new URL(link).pathname).toMatch(/^\/api\/auth\/reset-password\/[\w-]+$/);
    const landed = await app.request(link);
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get('location')!, ORIGIN);
    expect(location.pathname).toBe('/auth');
    return { link, token: location.searchParams.get('token')! };
  }

  const reset = (token: string, newPassword = NEW_PASSWORD) => newClient(app).post('/api/auth/reset-password', { token, newPassword });

  describe('password reset', { timeout: SLOW_HASHES }, () => {
    it('mails a link that sets a new password and ends every session of the account', async () => {
      const email = uniqueEmail('reset');
      const confirmed = await signUpAndConfirm(email);
      const elsewhere = await signIn(email);
      const { token } = await resetToken(email);

      expect((await reset(token)).status).toBe(200);
      expect(await sessionOf(confirmed)).toBeNull();
      expect(await sessionOf(elsewhere)).toBeNull();
      expect((await newClient(app).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(401);
      await signIn(email, NEW_PASSWORD);
    });

    it('works once: the used link and token are refused', async () => {
      const email = uniqueEmail('reset-once');
      await signUpAndConfirm(email);
      const { link, token } = await resetToken(email);
      expect((await reset(token)).status).toBe(200);
      const again = await reset(token, 'Another-Secret-77');
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      const followedAgain = await app.request(link);
      expect(followedAgain.headers.get('location')).toBe(`${ORIGIN}/auth?error=INVALID_TOKEN`);
      await signIn(email, NEW_PASSWORD);
    });

    it('ends every earlier link of the account once one of them is used', async () => {
      const email = uniqueEmail('reset-newer');
      await signUpAndConfirm(email);
      const older = await resetToken(email);
      const newer = await resetToken(email);
      expect((await reset(newer.token)).status).toBe(200);
      const late = await reset(older.token, 'Another-Secret-77');
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      expect((await app.request(older.link)).headers.get('location')).toBe(`${ORIGIN}/auth?error=INVALID_TOKEN`);
      await signIn(email, NEW_PASSWORD);
    });

    it('ends every link of the account when its owner changes the password', async () => {
      const email = uniqueEmail('reset-changed');
      await signUpAndConfirm(email);
      const { token } = await resetToken(email);
      const cookie = await signIn(email);
      const changed = await newClient(app).post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD }, cookie);
      expect(changed.status).toBe(200);
      const late = await reset(token, 'Another-Secret-77');
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      await signIn(email, NEW_PASSWORD);
    });

    it('keeps the links of other accounts', async () => {
      const mine = uniqueEmail('reset-mine');
      const theirs = uniqueEmail('reset-theirs');
      await signUpAndConfirm(mine);
      await signUpAndConfirm(theirs);
      const their = await resetToken(theirs);
      expect((await reset((await resetToken(mine)).token)).status).toBe(200);
      expect((await reset(their.token)).status).toBe(200);
      await signIn(theirs, NEW_PASSWORD);
    });

    it('expires: the link lives 30 minutes, and an expired one is refused', async () => {
      const email = uniqueEmail('reset-expiry');
      await signUpAndConfirm(email);
      const { token } = await resetToken(email);
      const row = await sql<{ createdAt: unknown; expiresAt: unknown }>`
        select "createdAt", "expiresAt" from "verification" where "identifier" = ${`reset-password:${token}`}`.execute(t().db);
      const lifetime = new Date(row.rows[0]!.expiresAt as string).getTime() - new Date(row.rows[0]!.createdAt as string).getTime();
      expect(Math.round(lifetime / 60_000)).toBe(30);
      await sql`update "verification" set "expiresAt" = "createdAt" where "identifier" = ${`reset-password:${token}`}`.execute(t().db);
      const res = await reset(token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    });

    it.each([
      ['Short-1!', 'Password must be at least 12 characters'],
      ['no-upper-case-1!', 'Password must contain at least one uppercase letter'],
      ['NoSpecials12345678', 'Password must contain at least one special character'],
    ])('holds the new password %j to the sign-up rules', async (password, message) => {
      const email = uniqueEmail('reset-weak');
      await signUpAndConfirm(email);
      const { token } = await resetToken(email);
      const res = await reset(token, password);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
      // The link still works for a good password.
      expect((await reset(token)).status).toBe(200);
    });

    it('answers an address without an account exactly as one with an account, and mails nothing', async () => {
      const known = uniqueEmail('reset-known');
      await signUpAndConfirm(known);
      const unknown = uniqueEmail('reset-unknown');
      const [a, b] = [await requestReset(known), await requestReset(unknown)];
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await a.json()).toEqual(SAME_ANSWER);
      expect(await b.json()).toEqual(SAME_ANSWER);
      expect(await mailsTo(unknown)).toHaveLength(0);
    });

    it('refuses a link that points anywhere but this site', async () => {
      const res = await newClient(app).post('/api/auth/request-password-reset', { email: uniqueEmail('x'), redirectTo: 'https://evil.example/' });
      expect(res.status).toBe(403);
    });

    it('limits reset requests per client like sign-ups', async () => {
      const client = newClient(app);
      for (let i = 0; i < RATE_LIMITS.passwordReset.points; i++) expect((await requestReset(uniqueEmail('flood'), client)).status).toBe(200);
      const limited = await requestReset(uniqueEmail('flood'), client);
      await expectRealWait(limited);
    });

    it('mails one address a bounded number of links, however many clients ask', async () => {
      const email = uniqueEmail('reset-target');
      await signUpAndConfirm(email);
      for (let i = 0; i < RATE_LIMITS.passwordReset.points + 3; i++) expect(await (await requestReset(email)).json()).toEqual(SAME_ANSWER);
      const resets = (await mailsTo(email)).filter((m) => m.subject === 'Reset your Unitwise password');
      expect(resets).toHaveLength(RATE_LIMITS.passwordReset.points);
    });
  });

  describe('sign-up with an address that has an account', { timeout: SLOW_HASHES }, () => {
    it('mails the owner sign-in and reset links, while the page gets the answer a new address gets', async () => {
      const email = uniqueEmail('taken');
      await signUpAndConfirm(email);
      const fresh = await newClient(app).post('/api/auth/sign-up/email', { name: '', email: uniqueEmail('fresh'), password: GOOD_PASSWORD });
      const taken = await newClient(app).post('/api/auth/sign-up/email', { name: '', email, password: 'Other-Password-55' });
      expect([fresh.status, taken.status]).toEqual([200, 200]);
      const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({ token: body.token, keys: Object.keys(body.user).sort() });
      expect(shape(await taken.json())).toEqual(shape(await fresh.json()));

      const mail = await mailTo(email);
      expect(mail.subject).toBe('You already have a Unitwise account');
      expect(mail.text).toContain('It already has one, so no new account was made.');
      expect(mail.links).toEqual(expect.arrayContaining([`${ORIGIN}/auth`, `${ORIGIN}/auth?view=forgot`]));
      // Nothing changed: the old password still signs in.
      await signIn(email);
    });
  });

  describe('failed sign-ins per account', { timeout: SLOW_HASHES }, () => {
    const attempt = (email: string, password: string, cookie?: string) => newClient(app).post('/api/auth/sign-in/email', { email, password }, cookie);

    /** Wrong guesses from as many different clients, none of them over its own budget. */
    async function guess(email: string, times: number) {
      for (let i = 0; i < times; i++) expect((await attempt(email, `Wrong-guess-${i}!`)).status, `guess ${i + 1}`).toBe(401);
    }

    it('delays the account after a few failures, wherever they come from', async () => {
      const email = uniqueEmail('guessed');
      await signUpAndConfirm(email);
      await guess(email, SIGN_IN_GUARD.freeFailures);
      const delayed = await attempt(email, GOOD_PASSWORD);
      expect(delayed.status).toBe(429);
      const retryAfter = Number(delayed.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_GUARD.firstDelay);
      const body = (await delayed.json()) as { message: string; code: string };
      expect(body.code).toBe('ACCOUNT_DELAYED');
      expect(body.message).toBe(accountDelayMessage(retryAfter));
      expect(body.message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in \d+ seconds?, or reset your password\.$/);
      // Another account is not touched.
      const other = uniqueEmail('untouched');
      await signUpAndConfirm(other);
      await signIn(other);
    });

    it('counts addresses without an account alike, so a delay reveals nothing', async () => {
      const nobody = uniqueEmail('nobody');
      await guess(nobody, SIGN_IN_GUARD.freeFailures);
      expect((await attempt(nobody, GOOD_PASSWORD)).status).toBe(429);
    });

    it('takes the right password of an unconfirmed address as no failure, and forgets the failures before it', async () => {
      const email = uniqueEmail('unconfirmed-guard');
      expect((await newClient(app).post('/api/auth/sign-up/email', { name: '', email, password: GOOD_PASSWORD })).status).toBe(200);
      await guess(email, SIGN_IN_GUARD.freeFailures - 1);
      const right = await attempt(email, GOOD_PASSWORD);
      expect(right.status).toBe(403);
      expect(await right.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
      // The count starts again: a whole set of free failures before any delay.
      await guess(email, SIGN_IN_GUARD.freeFailures);
      expect((await attempt(email, GOOD_PASSWORD)).status).toBe(429);
    });

    it('does not delay for a try that never reached the password check', async () => {
      const email = uniqueEmail('untried');
      await signUpAndConfirm(email);
      await guess(email, SIGN_IN_GUARD.freeFailures - 1);
      // Refused before the password is looked at (a NUL byte in it), so it tells nothing and costs nothing.
      expect((await attempt(email, 'Nul\u0000-byte-1A')).status).toBe(400);
      expect((await attempt(email, GOOD_PASSWORD)).status).toBe(200);
    });

    it('never delays the owner on a browser that signed in before', async () => {
      const email = uniqueEmail('owner');
      await signUpAndConfirm(email);
      const first = await attempt(email, GOOD_PASSWORD);
      expect(first.status).toBe(200);
      const device = first.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
      expect(device).toMatch(/HttpOnly/i);
      expect(device).toMatch(/Path=\/api\/auth\/sign-in/i);
      const deviceCookie = device!.split(';')[0]!;

      await guess(email, SIGN_IN_GUARD.freeFailures);
      expect((await attempt(email, GOOD_PASSWORD)).status).toBe(429);
      const owner = await attempt(email, GOOD_PASSWORD, deviceCookie);
      expect(owner.status).toBe(200);
      expect(await sessionOf(cookiesOf(owner))).not.toBeNull();
      // A device cookie of another account does not help a stranger.
      const other = uniqueEmail('other-owner');
      await signUpAndConfirm(other);
      await guess(other, SIGN_IN_GUARD.freeFailures);
      expect((await attempt(other, GOOD_PASSWORD, deviceCookie)).status).toBe(429);
    });

    it('lifts the delay when the owner resets the password by mail', async () => {
      const email = uniqueEmail('locked-out');
      await signUpAndConfirm(email);
      await guess(email, SIGN_IN_GUARD.freeFailures);
      expect((await attempt(email, GOOD_PASSWORD)).status).toBe(429);
      const { token } = await resetToken(email);
      expect((await reset(token)).status).toBe(200);
      expect((await attempt(email, NEW_PASSWORD)).status).toBe(200);
    });
  });
});
