import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { parseConfig } from '../../app/services/config.server';
import { createMailer, mailerOptionsFromConfig } from '../../app/services/mail/mailer.server';
import { readOutbox } from '../../app/services/mail/outbox.server';
import { createServices, type Services } from '../../app/services/services.server';
import { createApp } from '../../http/app';
import type { TestDatabase } from './db-helpers';

/** Accounts through the HTTP surface: an app on a test database, clients, mail read back. */

export const ORIGIN = 'http://localhost:3000';
export const GOOD_PASSWORD = 'Correct-Horse-9-battery';

export type App = ReturnType<typeof createApp>;

/** Cookie pairs ("name=value") from a response's Set-Cookie headers, expired ones left out. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .filter((c) => !/max-age=0\b/i.test(c) && !/=;/.test(c.split(';')[0] + ';'))
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function sessionCookieHeader(res: Response, name = 'unitwise.session_token'): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

let ipCounter = 0;

/** A client of its own (a distinct address for the limiters, through X-Forwarded-For). */
export function newClient(app: App, origin = ORIGIN) {
  const ip = `203.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const headers = (cookie?: string, extra: Record<string, string> = {}) => ({
    'x-forwarded-for': ip,
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  return {
    ip,
    get: (path: string, cookie?: string) => app.request(origin + path, { headers: headers(cookie) }),
    post: (path: string, body: unknown, cookie?: string, extra: Record<string, string> = {}) =>
      app.request(origin + path, {
        method: 'POST',
        headers: headers(cookie, { origin, 'content-type': 'application/json', ...extra }),
        body: JSON.stringify(body),
      }),
  };
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function buildServices(database: TestDatabase, publicOrigin = ORIGIN): Promise<Services> {
  const config = parseConfig({
    PUBLIC_ORIGIN: publicOrigin,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    TRUST_PROXY: 'true',
  });
  const mailer = createMailer(mailerOptionsFromConfig(config, { info: () => undefined }));
  const services = await createServices(config, database, { mailer });
  // The server loads the accounts library on first use; load it here, so no test's time counts it.
  await services.auth();
  return services;
}

/**
 * Registers a beforeAll that builds services and an app on the test database; returns the
 * accounts toolkit bound to them (getters, since they exist only once beforeAll has run).
 */
export function useAccounts(t: () => TestDatabase) {
  let services: Services;
  let app: App;
  beforeAll(async () => {
    services = await buildServices(t());
    app = createApp({ services });
  });
  afterAll(() => services?.mail.stop());
  const outboxDir = () => join(t().dataDir, 'outbox');

  /** Every mail to `email` in the outbox, oldest first, once the queue has delivered what is due. */
  async function mailsTo(email: string) {
    await services.mail.flush();
    return (await readOutbox(outboxDir())).filter((m) => m.to === email);
  }

  /** The newest mail to `email` in the outbox. */
  async function mailTo(email: string) {
    const mails = await mailsTo(email);
    expect(mails.length, `mails to ${email}`).toBeGreaterThan(0);
    return mails.at(-1)!;
  }

  /** Signs up through the API as the form does and follows the mailed link; returns the signed-in cookie. */
  async function signUpAndConfirm(email: string, password = GOOD_PASSWORD): Promise<string> {
    const c = newClient(app);
    const res = await c.post('/api/auth/sign-up/email', { name: '', email, password, callbackURL: '/blog-admin' });
    expect(res.status).toBe(200);
    const link = (await mailTo(email)).links[0]!;
    const confirmed = await app.request(link, { headers: { 'x-forwarded-for': c.ip } });
    expect(confirmed.status).toBe(302);
    return cookiesOf(confirmed);
  }

  async function signIn(email: string, password = GOOD_PASSWORD): Promise<string> {
    const res = await newClient(app).post('/api/auth/sign-in/email', { email, password });
    expect(res.status, await res.clone().text()).toBe(200);
    return cookiesOf(res);
  }

  async function sessionOf(cookie: string) {
    const res = await newClient(app).get('/api/auth/get-session', cookie);
    expect(res.status).toBe(200);
    return (await res.json()) as { user: { email: string; emailVerified: boolean } } | null;
  }

  return { services: () => services, app: () => app, outboxDir, mailsTo, mailTo, signUpAndConfirm, signIn, sessionOf };
}

/**
 * A 429's body says the real wait: its Retry-After (seconds) in whole minutes, rounded up, as an
 * independent reading of the header (the limits' windows here are all a minute or more).
 */
export async function expectRealWait(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(60);
  const minutes = Math.ceil(seconds / 60);
  const text = `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  expect(await res.json()).toEqual({ error: text, message: text });
}
