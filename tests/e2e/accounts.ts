import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { readOutbox } from '~/services/mail/outbox.server';
import { dataDir } from './server';

/** Helpers for tests that need accounts: the admin command line, the outbox, signing in. */

export const outboxDir = join(dataDir, 'outbox');
export const GOOD_PASSWORD = 'Correct-Horse-9-battery';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const emailFor = (label: string) => `e2e-${label}-${run}@example.com`;

/** Waits for the newest mail to `email` to reach the outbox; returns its first link. */
export async function confirmationLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(outboxDir)).filter((m) => m.to === email).at(-1);
    if (mail?.links[0]) return mail.links[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${email} in ${outboxDir}`);
}

/**
 * The admin command line, run as an operator would while the server is up (same SQLite folder):
 * `npx tsx scripts/admin.ts`, but started by node with tsx's loader itself, without npx's process.
 */
export async function adminCli(args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'production', ...env },
    timeout: 60_000,
  });
  return stdout;
}

/**
 * An address of a client of its own (TEST-NET-2, RFC 5737), sent as X-Forwarded-For to the e2e
 * server, which trusts one proxy: each sign-in of a test that is not about sign-in limits takes
 * from a budget of its own instead of the one budget of 127.0.0.1 that the suite would share.
 */
export const clientAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/** Signs in through the /auth form, as a client of its own, and waits for the dashboard. */
export async function signInAsAdmin(page: Page, email: string, password = GOOD_PASSWORD): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await page.goto('/auth');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/blog-admin$/);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

export interface SessionCookie {
  name: string;
  value: string;
  url: string;
}

/**
 * Signs in through the API (one attempt of the run's shared sign-in budget) and returns the
 * session's cookies, for `context.addCookies` in as many tests as need them and for `apiCookie`.
 */
export async function signInCookies(baseURL: string, email: string, password = GOOD_PASSWORD): Promise<SessionCookie[]> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0]!;
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
  });
}

/** The Cookie header of a session, for API calls made by the test itself. */
export const apiCookie = (cookies: SessionCookie[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');
