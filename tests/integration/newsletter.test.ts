import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES } from '../../app/i18n/languages';
import { pagePath } from '../../app/i18n/pages';
import { translatorOf } from '../../app/i18n/translator.server';
import * as signupPage from '../../app/routes/newsletter';
import * as confirmPage from '../../app/routes/newsletter.confirm';
import * as unsubscribePage from '../../app/routes/newsletter.unsubscribe';
import { parseConfig } from '../../app/services/config.server';
import { findSubscriberByEmail } from '../../app/services/db/subscribers.server';
import { createMailer } from '../../app/services/mail/mailer.server';
import { readOutbox, type OutboxMessage } from '../../app/services/mail/outbox.server';
import { RATE_LIMITS } from '../../app/services/rate-limit.server';
import { createServices, type Services } from '../../app/services/services.server';
import { createApp } from '../../http/app';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();
const ORIGIN = 'http://localhost:3000';
const silent = { info: () => undefined };
const PENDING = { status: 'pending', message: 'Check your inbox to confirm your subscription.' };

/** A loader's or action's result: plain data, or `data(value, { status })`. */
/** A page's loader or action result: its status and data, without the page's meta words (its title and description). */
function unwrap(result: unknown): { status: number; body: Record<string, unknown> } {
  const { meta: _meta, ...body } = (result && typeof result === 'object' && 'data' in result ? result.data : result) as Record<string, unknown>;
  const init = result && typeof result === 'object' && 'init' in result ? (result.init as ResponseInit | null) : null;
  return { status: init?.status ?? 200, body };
}

describe.each(engines)('newsletter on %s', (engine) => {
  const t = useTestDatabase(engine);
  let outboxDir = '';
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let clients = 0;

  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'unitwise-newsletter-'));
    const config = parseConfig({
      DATA_DIR: t().dataDir,
      DATABASE_URL: t().databaseUrl,
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: ORIGIN,
    });
    services = await createServices(config, t(), {
      mailer: createMailer({ outboxDir, mailFrom: 'Unitwise <no-reply@unitwise.example>', logger: silent }),
    });
    app = createApp({ services });
  });
  afterAll(async () => {
    await services.mail.stop();
    await rm(outboxDir, { recursive: true, force: true });
  });

  /** Each test signs up from its own client address, so the per-client budgets never meet. */
  const newClient = () => `203.0.113.${++clients}`;

  function signUp(body: unknown, client = newClient()) {
    return app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async function mailsTo(email: string): Promise<OutboxMessage[]> {
    await services.mail.flush();
    return (await readOutbox(outboxDir)).filter((m) => m.to === email.trim().toLowerCase());
  }

  const confirmLinkOf = (mail: OutboxMessage) => mail.links.find((l) => l.startsWith(`${ORIGIN}/newsletter/confirm?token=`))!;
  const unsubscribeLinkOf = (mail: OutboxMessage) => mail.links.find((l) => l.startsWith(`${ORIGIN}/newsletter/unsubscribe?token=`))!;

  async function openConfirm(url: string) {
    const args = { request: new Request(url), context: { services }, params: {} };
    return unwrap(await confirmPage.loader(args as unknown as Parameters<typeof confirmPage.loader>[0]));
  }

  async function openUnsubscribe(url: string) {
    const args = { request: new Request(url), context: { services }, params: {} };
    return unwrap(await unsubscribePage.loader(args as unknown as Parameters<typeof unsubscribePage.loader>[0]));
  }

  /** The page's form POST, or a mailbox provider's RFC 8058 POST to the same URL. */
  async function postUnsubscribe(url: string, body: URLSearchParams) {
    const request = new Request(url, { method: 'POST', body });
    const args = { request, context: { services }, params: {} };
    return unwrap(await unsubscribePage.action(args as unknown as Parameters<typeof unsubscribePage.action>[0]));
  }

  /** The newsletter box's form as a browser without script posts it to /newsletter. */
  async function postSignupForm(fields: Record<string, string>, client = newClient()) {
    const request = new Request(`${ORIGIN}/newsletter`, { method: 'POST', body: new URLSearchParams(fields) });
    const args = { request, context: { services, clientAddress: () => client }, params: {} };
    return unwrap(await signupPage.action(args as unknown as Parameters<typeof signupPage.action>[0]));
  }

  async function subscribeAndConfirm(email: string) {
    expect((await signUp({ email })).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect((await openConfirm(confirmLinkOf(mail!))).body.state).toBe('confirmed');
    return mail!;
  }

  it('stores a new address as pending and mails a confirmation with confirm and unsubscribe links', async () => {
    const res = await signUp({ email: 'reader@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(PENDING);

    const row = await findSubscriberByEmail(t().db, 'reader@example.com');
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null });

    const mails = await mailsTo('reader@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Confirm your subscription to the Unitwise newsletter');
    expect(mail.links[0]).toBe(`${ORIGIN}/newsletter/confirm?token=${row!.confirmToken}`);
    const unsubscribeUrl = `${ORIGIN}/newsletter/unsubscribe?token=${row!.unsubscribeToken}`;
    expect(mail.links).toContain(unsubscribeUrl);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it.each(LANGUAGES.filter((language) => language !== ENGLISH).map((language) => [language.code, language] as const))(
    'keeps the language of a signup in %s: its mails are in it and link its pages',
    async (_code, language) => {
      const say = translatorOf(language);
      const email = `lang-${language.code}@example.com`;
      expect((await signUp({ email, language: language.code })).status).toBe(200);
      const row = await findSubscriberByEmail(t().db, email);
      expect(row?.language).toBe(language.code);
      const [confirmation] = await mailsTo(email);
      expect(confirmation!.subject).toBe(say('newsletter.mail.confirmSubject', { siteName: 'Unitwise' }));
      // A mail's links are ASCII: address words of another script go escaped (encodeURI, as a browser sends them).
      expect(confirmation!.links[0]).toBe(`${ORIGIN}${encodeURI(pagePath(language, 'newsletter/confirm'))}?token=${row!.confirmToken}`);
      expect(confirmation!.links).toContain(`${ORIGIN}${encodeURI(pagePath(language, 'newsletter/unsubscribe'))}?token=${row!.unsubscribeToken}`);
      expect((await openConfirm(confirmation!.links[0]!)).body.state).toBe('confirmed');
      const welcome = (await mailsTo(email)).find((mail) => mail !== confirmation && mail.subject !== confirmation!.subject);
      expect(welcome?.subject).toBe(say('newsletter.mail.welcomeSubject', { siteName: 'Unitwise' }));
    },
  );

  it('signs up in English when the language is missing or not the site’s', async () => {
    expect((await signUp({ email: 'lang-none@example.com' })).status).toBe(200);
    expect((await signUp({ email: 'lang-xx@example.com', language: 'xx' })).status).toBe(200);
    expect((await findSubscriberByEmail(t().db, 'lang-none@example.com'))?.language).toBe('en');
    expect((await findSubscriberByEmail(t().db, 'lang-xx@example.com'))?.language).toBe('en');
  });

  it('confirms by the link once, sends one welcome mail whose unsubscribe link works, and says "Already subscribed" after', async () => {
    const email = 'confirm@example.com';
    const confirmation = await subscribeAndConfirm(email);
    expect(await findSubscriberByEmail(t().db, email)).toMatchObject({ status: 'confirmed' });

    // A second click (or a scanner) changes nothing and sends nothing more.
    expect(await openConfirm(confirmLinkOf(confirmation))).toEqual({ status: 200, body: { state: 'confirmed', message: '' } });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your subscription to the Unitwise newsletter',
      'You are subscribed to the Unitwise newsletter',
    ]);
    const welcome = mails[1]!;
    const link = unsubscribeLinkOf(welcome);
    expect(link).toBe(unsubscribeLinkOf(confirmation));
    expect(welcome.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const duplicate = await signUp({ email });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ error: 'Already subscribed', message: 'Already subscribed' });

    expect(await postUnsubscribe(link, new URLSearchParams())).toEqual({ status: 200, body: { state: 'unsubscribed', message: '' } });
    expect(await findSubscriberByEmail(t().db, email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('lower-cases addresses and keeps one row per address', async () => {
    await subscribeAndConfirm('Ada@Example.com');
    expect(await findSubscriberByEmail(t().db, 'ada@example.com')).toMatchObject({ email: 'ada@example.com', status: 'confirmed' });
    for (const variant of ['ada@example.com', '  ADA@example.COM ']) {
      const res = await signUp({ email: variant });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'Already subscribed' });
    }
    const rows = await t().db.selectFrom('newsletter_subscribers').select('email').where('email', 'like', '%ada@example.com').execute();
    expect(rows).toEqual([{ email: 'ada@example.com' }]);
  });

  it('mails the same link again to a pending address', async () => {
    const email = 'twice@example.com';
    expect((await signUp({ email })).status).toBe(200);
    const again = await signUp({ email });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(PENDING);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(confirmLinkOf(mails[1]!)).toBe(confirmLinkOf(mails[0]!));
  });

  it('puts a returning reader back to pending with a fresh confirmation link', async () => {
    const email = 'returning@example.com';
    const first = await subscribeAndConfirm(email);
    expect((await postUnsubscribe(unsubscribeLinkOf(first), new URLSearchParams())).body.state).toBe('unsubscribed');

    expect((await signUp({ email })).status).toBe(200);
    expect(await findSubscriberByEmail(t().db, email)).toMatchObject({ status: 'pending', confirmedAt: null });
    const fresh = (await mailsTo(email)).at(-1)!;
    expect(fresh.subject).toBe('Confirm your subscription to the Unitwise newsletter');
    expect(confirmLinkOf(fresh)).not.toBe(confirmLinkOf(first));

    // The old link cannot re-subscribe anyone; the new one can.
    expect(await openConfirm(confirmLinkOf(first))).toEqual({
      status: 404,
      body: { state: 'invalid', message: 'This confirmation link is invalid or has expired.' },
    });
    expect((await openConfirm(confirmLinkOf(fresh))).body.state).toBe('confirmed');
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const res = await signUp({ email: 'bot@example.com', website: 'https://spam.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(PENDING);
    expect(await findSubscriberByEmail(t().db, 'bot@example.com')).toBeNull();
    expect(await mailsTo('bot@example.com')).toEqual([]);
  });

  it.each([
    ['an invalid address', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an empty address', { email: '   ' }, 'Please enter a valid email address'],
    ['a missing address', {}, 'Please enter a valid email address'],
    ['a 256-character address', { email: `${'a'.repeat(244)}@example.com` }, 'Email must be less than 255 characters'],
  ])('refuses %s with 400 and the product’s message', async (_name, body, message) => {
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, field: 'email' });
  });

  it.each([
    ['malformed JSON', '{"email": '],
    ['a JSON array', '["a@example.com"]'],
    ['JSON null', 'null'],
  ])('answers %s with a 400 JSON error', async (_name, raw) => {
    const res = await signUp(raw);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid request body' });
  });

  it('cuts a flood from one client while another client still subscribes', async () => {
    const flooder = newClient();
    const budget = RATE_LIMITS.newsletter.points;
    for (let i = 0; i < budget; i++) {
      expect((await signUp({ email: `flood${i}@example.com` }, flooder)).status).toBe(200);
    }
    const cut = await signUp({ email: 'flood-more@example.com' }, flooder);
    expect(cut.status).toBe(429);
    expect(Number(cut.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await cut.json()).message).toContain('Too many requests');
    expect(await findSubscriberByEmail(t().db, 'flood-more@example.com')).toBeNull();

    const other = await signUp({ email: 'other-client@example.com' }, newClient());
    expect(other.status).toBe(200);
    expect(await findSubscriberByEmail(t().db, 'other-client@example.com')).toMatchObject({ status: 'pending' });
  });

  it('caps the mails one address receives, whichever clients ask', async () => {
    const email = 'victim@example.com';
    for (let i = 0; i < RATE_LIMITS.newsletter.points; i++) expect((await signUp({ email })).status).toBe(200);
    const res = await signUp({ email });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toContain('Too many requests');
    expect(await mailsTo(email)).toHaveLength(RATE_LIMITS.newsletter.points);
  });

  it('shows the unsubscribe page on GET without unsubscribing, and unsubscribes on its POST', async () => {
    const email = 'page@example.com';
    const link = unsubscribeLinkOf(await subscribeAndConfirm(email));
    const token = new URL(link).searchParams.get('token');

    for (let i = 0; i < 2; i++) {
      expect(await openUnsubscribe(link)).toEqual({ status: 200, body: { state: 'subscribed', email, token, message: '' } });
    }
    expect(await findSubscriberByEmail(t().db, email)).toMatchObject({ status: 'confirmed' });

    // The page's form posts its hidden token field to the page URL.
    expect(await postUnsubscribe(link, new URLSearchParams({ token: token! }))).toEqual({
      status: 200,
      body: { state: 'unsubscribed', message: '' },
    });
    expect(await findSubscriberByEmail(t().db, email)).toMatchObject({ status: 'unsubscribed' });
    expect((await openUnsubscribe(link)).body.state).toBe('unsubscribed');
  });

  it('unsubscribes by an RFC 8058 one-click POST, to the page URL of the header or to the API', async () => {
    const oneClick = () => new URLSearchParams({ 'List-Unsubscribe': 'One-Click' });

    const viaPage = 'one-click-page@example.com';
    const mail = await subscribeAndConfirm(viaPage);
    const header = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    expect((await postUnsubscribe(header, oneClick())).body.state).toBe('unsubscribed');
    expect(await findSubscriberByEmail(t().db, viaPage)).toMatchObject({ status: 'unsubscribed' });

    const viaApi = 'one-click-api@example.com';
    const token = new URL(unsubscribeLinkOf(await subscribeAndConfirm(viaApi))).searchParams.get('token')!;
    // Mailbox providers send neither cookies nor Origin.
    const res = await app.request(`/api/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: oneClick(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'unsubscribed', message: 'You have been unsubscribed.' });
    expect(await findSubscriberByEmail(t().db, viaApi)).toMatchObject({ status: 'unsubscribed' });
  });

  it('refuses unknown or malformed tokens with a clear message', async () => {
    const bad = ['', 'short', 'x'.repeat(43), "' or 1=1 --"];
    for (const token of bad) {
      const query = `?token=${encodeURIComponent(token)}`;
      expect(await openConfirm(`${ORIGIN}/newsletter/confirm${query}`)).toMatchObject({ status: 404, body: { state: 'invalid' } });
      expect(await openUnsubscribe(`${ORIGIN}/newsletter/unsubscribe${query}`)).toMatchObject({
        status: 404,
        body: { state: 'invalid', message: 'This unsubscribe link is invalid or has expired.' },
      });
      expect(await postUnsubscribe(`${ORIGIN}/newsletter/unsubscribe${query}`, new URLSearchParams())).toMatchObject({ status: 404 });
      const api = await app.request(`/api/newsletter/unsubscribe${query}`, { method: 'POST' });
      expect(api.status).toBe(token ? 404 : 400);
    }
    expect(await openConfirm(`${ORIGIN}/newsletter/confirm`)).toMatchObject({ status: 404 });
  });

  describe('the signup form without script (POST /newsletter)', () => {
    it('subscribes, with a page in the product’s words, the same as the API', async () => {
      const email = 'form-reader@example.com';
      expect(await postSignupForm({ email: ' Form-Reader@Example.com ', website: '' })).toEqual({
        status: 200,
        body: { state: 'pending', title: 'Success!', description: 'Thank you for subscribing to our newsletter.' },
      });
      expect(await findSubscriberByEmail(t().db, email)).toMatchObject({ status: 'pending' });
      expect(await mailsTo(email)).toHaveLength(1);

      expect((await openConfirm(confirmLinkOf((await mailsTo(email))[0]!))).body.state).toBe('confirmed');
      expect(await postSignupForm({ email })).toEqual({
        status: 409,
        body: { state: 'already-subscribed', title: 'Already subscribed', description: "You're already on our mailing list!" },
      });
    });

    it('says why an address is refused, and lets a filled honeypot believe it succeeded', async () => {
      expect(await postSignupForm({ email: 'not-an-email' })).toEqual({
        status: 400,
        body: { state: 'invalid', title: 'Invalid email', description: 'Please enter a valid email address' },
      });
      expect((await postSignupForm({ email: 'form-bot@example.com', website: 'https://spam.example' })).body.state).toBe('pending');
      expect(await findSubscriberByEmail(t().db, 'form-bot@example.com')).toBeNull();
    });

    it("spends the same client's budget as the API, and says 'Too many attempts'", async () => {
      const client = newClient();
      for (let i = 0; i < RATE_LIMITS.newsletter.points; i++)
        expect((await signUp({ email: `form-flood${i}@example.com` }, client)).status).toBe(200);
      // The real wait: the budget's window (10 minutes) from the first attempt, in whole minutes.
      expect(await postSignupForm({ email: 'form-flood-more@example.com' }, client)).toEqual({
        status: 429,
        body: { state: 'too-many', title: 'Too many attempts', description: 'Please try again in 10 minutes.' },
      });
    });

    it('is refused to another site’s form, as every POST is', async () => {
      const res = await app.request('/newsletter', {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'csrf-victim@example.com' }),
      });
      expect(res.status).toBe(403);
      expect(await findSubscriberByEmail(t().db, 'csrf-victim@example.com')).toBeNull();
    });
  });
});
