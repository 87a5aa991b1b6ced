import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCli as runAdminCli, clientAddress, confirmationLink, emailFor, GOOD_PASSWORD } from './accounts';
import { useBrowser } from './browser';

const adminCli = (...args: string[]) => runAdminCli(args);

/**
 * The message shown at a field (not only in a toast): the field is marked invalid and described by
 * the message under it, read here by its id.
 */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const field = page.getByLabel(label, { exact: true });
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const errorId = (await field.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId).toBeDefined();
  return page.locator(`[id="${errorId}"]`).textContent();
}

/** The label of the focused field, for checking where focus went. */
const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

/**
 * Accounts as a person meets them, against the real built server: the /auth page, sign-up with
 * the mailed confirmation link (read from the server's outbox), the admin role given on the
 * command line while the server runs, sign-in, the dashboard and sign-out.
 */

describe('accounts in the browser', () => {
  const b = useBrowser();

  it('/auth shows Blog Admin with Sign In and Sign Up tabs and the password hint, not indexed', async () => {
    const { page } = b;
    await b.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Blog Admin' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    expect(await signInTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByText('Must be 12+ characters with uppercase, lowercase, number, and special character').waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    await page.getByLabel('Display name (shown on your posts)').waitFor();
  });

  it('/auth is served with an enforced nonce CSP that its scripts carry', async () => {
    const res = await fetch(`${b.baseURL}/auth`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.has('x-powered-by')).toBe(false);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it.each([
    ['Short-1!', 'Password must be at least 12 characters'],
    ['lower-case-only-1', 'Password must contain at least one uppercase letter'],
    ['NoSpecials12345678', 'Password must contain at least one special character'],
  ])('a weak password %j shows Invalid Password with its rule', async (password, message) => {
    const { page } = b;
    await b.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(emailFor('weak'));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Invalid Password', { exact: true }).waitFor();
    expect(await fieldError(page, 'Password')).toBe(message);
    expect(await focusedLabel(page)).toBe('Password');
  });

  it('shows the sign-in form’s errors at their fields: a missing field, then wrong credentials', async () => {
    const { page } = b;
    // The refused sign-in is a 401, which Chromium logs as a failed resource; a client of its own
    // keeps it off the run's shared sign-in budget.
    b.allowConsoleErrors();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
    await b.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await fieldError(page, 'Email')).toBe('Email is required');
    expect(await focusedLabel(page)).toBe('Email');

    await page.getByLabel('Email').fill(emailFor('nobody'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await fieldError(page, 'Password')).toBe('Password is required');
    // The email's message went with its fix.
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => fieldError(page, 'Password')).toBe('Invalid email or password');
  });

  it('shows a bad address at the field of the reset request', async () => {
    const { page } = b;
    await b.goto('/auth?view=forgot');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect(await fieldError(page, 'Email')).toBe('Please enter a valid email address');
    expect(await focusedLabel(page)).toBe('Email');
  });

  it('an unconfirmed account is told to confirm its address first', async () => {
    const { page } = b;
    // The server answers the sign-in with 403, which Chromium logs as a failed resource.
    b.allowConsoleErrors();
    const email = emailFor('unconfirmed');
    await b.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Check your email for the confirmation link.').waitFor();

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Error', { exact: true }).waitFor();
    expect(await fieldError(page, 'Email')).toBe('Please confirm your email address first. We have sent you a new confirmation link.');
    expect(page.url()).toBe(`${b.baseURL}/auth`);
  });

  it('sign up, confirm by mail, be denied, become admin on the command line, sign in, see the dashboard, sign out', async () => {
    const { page } = b;
    const email = emailFor('journey');

    // Sign up.
    await b.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Display name (shown on your posts)').fill('E2E Author');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Check your email for the confirmation link.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('');

    // Confirm: the link signs the user in and heads for /blog-admin, which sends a reader to the
    // account page, told what the account is for rather than "Access Denied".
    const link = await confirmationLink(email);
    expect(link.startsWith(`${b.baseURL}/api/auth/verify-email?`)).toBe(true);
    await page.goto(link);
    await page.waitForURL(`${b.baseURL}/account`);
    await page.getByRole('heading', { name: 'What this account is for' }).waitFor();
    expect(await page.getByText('Access Denied').count()).toBe(0);

    // Become admin from the command line while the server runs.
    expect(await adminCli('grant', email)).toContain(`${email} is now an Administrator`);
    expect(await adminCli('list')).toContain(email);

    // The existing session makes /auth go straight to the dashboard.
    await page.goto('/auth');
    await page.waitForURL(`${b.baseURL}/blog-admin`);
    await page.getByRole('heading', { level: 1, name: 'Blog Admin' }).waitFor();
    await page.getByText('Signed in as E2E Author').waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);

    // Sign out lands on /auth, and the dashboard is closed again.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${b.baseURL}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect((await b.context.cookies()).filter((c) => c.name.includes('session_token'))).toEqual([]);

    // Sign in again.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('You are now logged in.').waitFor();
    await page.waitForURL(`${b.baseURL}/blog-admin`);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.getByText(/^All Posts \(\d+\)$/).waitFor();
    const session = (await b.context.cookies()).find((c) => c.name === 'unitwise.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });

    // Revoked on the command line: the next visit is turned away to the account page.
    expect(await adminCli('revoke', email)).toContain(`${email} is no longer on the team`);
    await b.goto('/blog-admin');
    await page.waitForURL(`${b.baseURL}/account`);
    await page.getByRole('heading', { name: 'What this account is for' }).waitFor();
  });

  it('a signed-in account without the admin role goes from /auth to /account, which says what it is for and signs it out', async () => {
    const { page } = b;
    const email = emailFor('no-role');
    await runAdminCli(['create', email], { ADMIN_PASSWORD: GOOD_PASSWORD });
    await adminCli('revoke', email);

    await b.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('You are now logged in.').waitFor();
    await page.waitForURL(`${b.baseURL}/account`);
    await page.getByRole('heading', { name: 'What this account is for' }).waitFor();
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(await page.getByText('Access Denied').count()).toBe(0);

    // /auth and the dashboard both send a reader's session to the account page.
    await b.goto('/auth');
    await page.waitForURL(`${b.baseURL}/account`);
    await b.goto('/blog-admin');
    await page.waitForURL(`${b.baseURL}/account`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('You have been signed out.').waitFor();
    await page.waitForURL(`${b.baseURL}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect((await b.context.cookies()).filter((c) => c.name.includes('session_token'))).toEqual([]);
  });

  it('Forgot password? mails a link that sets a new password under the sign-up rules', async () => {
    const { page } = b;
    const email = emailFor('forgot');
    await runAdminCli(['create', email], { ADMIN_PASSWORD: GOOD_PASSWORD });

    await b.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account exists for that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.')
      .waitFor();

    const link = await confirmationLink(email);
    expect(link.startsWith(`${b.baseURL}/api/auth/reset-password/`)).toBe(true);
    await page.goto(link);
    await page.waitForURL(/\/auth\?token=/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByText('Must be 12+ characters with uppercase, lowercase, number, and special character').waitFor();
    await page.getByLabel('New password').fill('all-lower-case-1!');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Invalid Password', { exact: true }).waitFor();
    expect(await fieldError(page, 'New password')).toBe('Password must contain at least one uppercase letter');

    const newPassword = 'Fresh-Start-2026!';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await page.waitForURL(`${b.baseURL}/auth`);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${b.baseURL}/blog-admin`);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  });

  it('a used or expired reset link says so and offers a new one', async () => {
    const { page } = b;
    await b.goto('/api/auth/reset-password/not-a-real-token?callbackURL=%2Fauth');
    await page.waitForURL(`${b.baseURL}/auth?error=INVALID_TOKEN`);
    await page.getByText('This password reset link is invalid or has expired. Ask for a new one below.').waitFor();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
  });

  it('an anonymous visit to /blog-admin goes to /auth', async () => {
    const { page } = b;
    await b.goto('/blog-admin');
    expect(page.url()).toBe(`${b.baseURL}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
  });

  it('a confirmation link with a bad token says so on /auth', async () => {
    const { page } = b;
    await b.goto('/api/auth/verify-email?token=not-a-real-token&callbackURL=/blog-admin');
    await page.getByText('This confirmation link is invalid or has expired. Sign in to receive a new one.').waitFor();
    // The notice is shown once: the parameter leaves the address.
    await expect.poll(() => page.url()).toBe(`${b.baseURL}/auth`);
  });
});
