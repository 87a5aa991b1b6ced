import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { parseConfig } from '../../app/services/config.server';
import { openDatabase, type DatabaseHandle } from '../../app/services/db/database.server';
import { claimDueMail, insertMail } from '../../app/services/db/mail-queue.server';
import { log } from '../../app/services/logger.server';
import { createMailer, mailerOptionsFromConfig, type Mailer } from '../../app/services/mail/mailer.server';
import { parseMessage, type ParsedMessage } from '../../app/services/mail/mime.server';
import { readOutbox } from '../../app/services/mail/outbox.server';
import { createMailQueue, MAIL_QUEUE_DEFAULTS } from '../../app/services/mail/queue.server';
import { createServices, type Services } from '../../app/services/services.server';
import { createApp } from '../../http/app';
import { GOOD_PASSWORD, newClient, ORIGIN, uniqueEmail } from './auth-helpers';
import { testEngines, useTestDatabase, type TestDatabase } from './db-helpers';

/**
 * The mail queue (docs/decisions/040-mail-queue.md) through a real SMTP listener that can be
 * down (refuses every connection), up, or holding (takes the message and never answers until
 * released): requests answer whatever the relay does, mail waits in the database and is delivered
 * with backoff, survives a restart, and no two workers deliver one row.
 */

const engines = await testEngines();
const SAME_ANSWER = { status: true, message: 'If this email exists in our system, check your email for the reset link' };
const PENDING = { status: 'pending', message: 'Check your inbox to confirm your subscription.' };
const { retryBaseMs, leaseMs } = MAIL_QUEUE_DEFAULTS;
const silent = { info: () => undefined, error: () => undefined };

type RelayMode = 'up' | 'down' | 'hold';

/** A local SMTP server whose availability the test switches. */
function useRelay() {
  let mode: RelayMode = 'up';
  const received: ParsedMessage[] = [];
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (mode === 'down') callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          received.push(parseMessage(Buffer.concat(chunks)));
          callback();
        };
        if (mode === 'hold') held.push(accept);
        else accept();
      });
    },
  });
  let port = 0;
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())));
  beforeAll(() => void (port = (server.server.address() as AddressInfo).port));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    mode = 'up';
    for (const accept of held.splice(0)) accept();
    received.length = 0;
  });
  return {
    url: () => `smtp://127.0.0.1:${port}`,
    set: (next: RelayMode) => void (mode = next),
    received,
    held,
    release: () => {
      mode = 'up';
      for (const accept of held.splice(0)) accept();
    },
    to: (email: string) => received.filter((m) => m.headers.to === email),
  };
}

/** The transport of a process that dies during a send: the send never ends. */
const diesWhileSending: Mailer = { delivery: 'smtp', send: () => new Promise(() => undefined), close: () => undefined };

/** A clock the test moves, so retries come due without waiting. */
function testClock() {
  let now = Date.now();
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

async function rowsTo(db: TestDatabase, email: string) {
  return db.db.selectFrom('mail_queue').selectAll().where('recipient', '=', email).orderBy('created_at').orderBy('subject').execute();
}

describe.each(engines)('mail queue on %s', (engine) => {
  const t = useTestDatabase(engine);
  const relay = useRelay();
  const stops: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  async function smtpServices(clock = testClock()): Promise<Services> {
    const config = parseConfig({
      PUBLIC_ORIGIN: ORIGIN,
      DATA_DIR: t().dataDir,
      DATABASE_URL: t().databaseUrl,
      TRUST_PROXY: 'true',
      SMTP_URL: relay.url(),
      MAIL_FROM: 'Unitwise <no-reply@unitwise.example>',
    });
    const services = await createServices(config, t(), { mailQueue: { now: clock.now, logger: silent } });
    stops.push(() => services.mail.stop());
    return services;
  }

  function queueOn(database: Pick<DatabaseHandle, 'db' | 'dialect'>, clock = testClock(), options: { maxAttempts?: number } = {}) {
    const mailer = createMailer({ smtpUrl: relay.url(), mailFrom: 'Unitwise <no-reply@unitwise.example>', outboxDir: '/nonexistent' });
    const queue = createMailQueue({ database, mailer, now: clock.now, logger: silent, ...options });
    stops.push(() => queue.stop());
    return queue;
  }

  /** A second connection to the test's database, as another server process (or a restart) has. */
  async function reopen(): Promise<DatabaseHandle> {
    const handle = await openDatabase({ databaseUrl: t().databaseUrl, dataDir: t().dataDir });
    stops.push(() => handle.close());
    return handle;
  }

  const message = (to: string, n = 1) => ({ to, subject: `Queued ${n}`, text: `Message ${n}`, html: `<p>Message ${n}</p>` });

  it('answers a newsletter sign-up while the relay is down, keeps the mail pending, and delivers it once the relay is back', async () => {
    const clock = testClock();
    const services = await smtpServices(clock);
    const app = createApp({ services });
    const email = uniqueEmail('relay-down');
    relay.set('down');

    const res = await newClient(app).post('/api/newsletter', { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(PENDING);

    expect(await services.mail.flush()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await rowsTo(t(), email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, subject: 'Confirm your subscription to the Unitwise newsletter' });
    expect(row?.last_error).toBeTruthy();

    relay.set('up');
    // Not due yet: the next attempt waits for its backoff.
    expect(await services.mail.flush()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(relay.to(email)).toEqual([]);

    clock.advance(retryBaseMs);
    expect(await services.mail.flush()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = relay.to(email);
    expect(mail?.headers.subject).toBe('Confirm your subscription to the Unitwise newsletter');
    expect(mail?.headers['message-id']).toBe(`<${row?.id}@unitwise.example>`);
    // Sent: the row is a record now, without the links it carried.
    expect(await rowsTo(t(), email)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, text_body: '', html_body: '', last_error: null }),
    ]);
  });

  it('answers reset requests and sign-ups while the relay holds every mail, and delivers the mail once released', async () => {
    const services = await smtpServices();
    services.mail.start();
    const app = createApp({ services });
    const known = uniqueEmail('held-known');
    const fresh = uniqueEmail('held-fresh');
    await createAdmin(services, { email: known, password: GOOD_PASSWORD });
    relay.set('hold');

    for (const email of [known, uniqueEmail('held-unknown')]) {
      const res = await newClient(app).post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(SAME_ANSWER);
    }
    for (const email of [fresh, known]) {
      const res = await newClient(app).post('/api/auth/sign-up/email', { name: '', email, password: GOOD_PASSWORD });
      expect(res.status).toBe(200);
    }

    // The worker has handed mail to the relay, which sits on it; the answers above came anyway.
    await vi.waitFor(() => expect(relay.held.length).toBeGreaterThan(0), { timeout: 10_000 });
    relay.release();
    await vi.waitFor(async () => expect((await rowsTo(t(), known)).map((r) => r.status)).toEqual(['sent', 'sent']), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await rowsTo(t(), fresh)).map((r) => r.status)).toEqual(['sent']), { timeout: 10_000 });
    expect(
      relay
        .to(known)
        .map((m) => m.headers.subject)
        .sort(),
    ).toEqual(['Reset your Unitwise password', 'You already have a Unitwise account']);
    expect(relay.to(fresh).map((m) => m.headers.subject)).toEqual(['Confirm your e-mail address for Unitwise']);
  }, 30_000);

  it('answers a well-formed reset request before the address is even looked up, then mails the link', async () => {
    const services = await smtpServices();
    const app = createApp({ services });
    const known = uniqueEmail('lookup-known');
    await createAdmin(services, { email: known, password: GOOD_PASSWORD });
    // The accounts library (which looks the address up and stores the token) waits until released.
    const auth = services.auth;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    services.auth = () => gate.then(auth);

    // As the form asks, and as a crafted request might (a full URL of the site, a field more).
    const bodies = (email: string) => [{ email, redirectTo: '/auth' }, { email }, { email, redirectTo: `${ORIGIN}/auth`, extra: 1 }];
    for (const body of [...bodies(known), ...bodies(uniqueEmail('lookup-unknown'))]) {
      const res = await newClient(app).post('/api/auth/request-password-reset', body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(SAME_ANSWER);
    }
    expect(await rowsTo(t(), known)).toEqual([]);

    release();
    await services.mail.flush();
    expect(relay.to(known).map((m) => m.headers.subject)).toEqual(Array(3).fill('Reset your Unitwise password'));
  });

  it('marks a mail failed after its last attempt, waiting longer before each retry', async () => {
    const clock = testClock();
    const queue = queueOn(t(), clock, { maxAttempts: 3 });
    const email = uniqueEmail('gives-up');
    relay.set('down');
    await queue.enqueue(message(email));

    const due: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await queue.flush();
      const [row] = await rowsTo(t(), email);
      due.push(Number(row?.next_attempt_at) - clock.now());
      clock.advance(Number(row?.next_attempt_at) - clock.now());
    }
    // Two retries, the second twice as far off as the first; the third attempt was the last.
    expect(due.slice(0, 2)).toEqual([retryBaseMs, 2 * retryBaseMs]);
    const [row] = await rowsTo(t(), email);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, text_body: '', html_body: '' });
    expect(await queue.flush()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(relay.to(email)).toEqual([]);
  });

  it('does not send a mail whose link has expired while it waited', async () => {
    const clock = testClock();
    const queue = queueOn(t(), clock);
    const email = uniqueEmail('expired');
    relay.set('down');
    await queue.enqueue(message(email), { expiresAt: clock.now() + 60_000 });
    await queue.flush();
    relay.set('up');
    clock.advance(60_000);
    expect(await queue.flush()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowsTo(t(), email)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(relay.to(email)).toEqual([]);
  });

  it('delivers after a restart what the stopped worker left queued, and a row whose worker died once its lease ends', async () => {
    const clock = testClock();
    const before = queueOn(t(), clock);
    const email = uniqueEmail('restart');
    relay.set('down');
    await before.enqueue(message(email, 1));
    await before.flush(); // attempt 1 failed: pending, due after its backoff
    await before.stop();

    // A process that claimed the second mail and died in the middle of sending it: the row stays "sending".
    const dying = createMailQueue({ database: t(), mailer: diesWhileSending, now: clock.now, logger: silent });
    await dying.enqueue(message(email, 2));
    void dying.deliverDue();
    await vi.waitFor(async () => expect((await rowsTo(t(), email)).map((r) => r.status)).toEqual(['pending', 'sending']), { timeout: 15_000 });
    relay.set('up');

    // The new process: another connection and worker over the same database.
    const after = queueOn(await reopen(), clock);
    clock.advance(retryBaseMs);
    expect(await after.flush()).toEqual({ sent: 1, retried: 0, failed: 0 }); // the lease still holds the second
    clock.advance(leaseMs);
    expect(await after.flush()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(
      relay
        .to(email)
        .map((m) => m.headers.subject)
        .sort(),
    ).toEqual(['Queued 1', 'Queued 2']);
    expect((await rowsTo(t(), email)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('stops without waiting for a send that never ends, after storing the mail still being queued, and claims no more', async () => {
    const clock = testClock();
    const email = uniqueEmail('stopping');
    const queue = createMailQueue({ database: t(), mailer: diesWhileSending, now: clock.now, logger: silent, stopGraceMs: 100 });
    queue.start();
    await queue.enqueue(message(email, 1));
    // vi.waitFor gives up after 1 s by default, which a loaded machine's first pass can take.
    await vi.waitFor(async () => expect((await rowsTo(t(), email)).map((r) => r.status)).toEqual(['sending']), { timeout: 15_000 });
    queue.background(() => queue.enqueue(message(email, 2)));
    await queue.stop();
    expect(await queue.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 }); // claims nothing more
    // The second mail was stored before the stop ended; the first waits for its lease to end.
    expect((await rowsTo(t(), email)).map((r) => `${r.subject}: ${r.status}`)).toEqual(['Queued 1: sending', 'Queued 2: pending']);
    await t().db.deleteFrom('mail_queue').where('recipient', '=', email).execute(); // not for the next tests' workers
  });

  it('claims a batch of at most its limit, whatever plan the database picks', async () => {
    // A fresh table has no statistics, so PostgreSQL may join the claim's `limit … skip locked`
    // subquery in a nested loop and run it again for every row, passing over the rows it has
    // just updated: one claim then took every due row.
    const email = uniqueEmail('one-batch');
    const now = Date.now();
    for (let n = 1; n <= 30; n++) await insertMail(t().db, { id: crypto.randomUUID(), message: message(email, n), now });
    const claimed = await claimDueMail(t(), { now, leaseMs, limit: 4 });
    expect(claimed).toHaveLength(4);
    expect((await rowsTo(t(), email)).filter((r) => r.status === 'sending')).toHaveLength(4);
    await t().db.deleteFrom('mail_queue').where('recipient', '=', email).execute(); // not for the next tests' workers
  });

  it('never lets two workers deliver one row', async () => {
    const clock = testClock();
    const email = uniqueEmail('two-workers');
    const first = queueOn(t(), clock);
    const second = queueOn(await reopen(), clock);
    const ids = new Set<string>();
    for (let n = 1; n <= 24; n++) ids.add(await (n % 2 ? first : second).enqueue(message(email, n)));

    const reports = await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue(), second.deliverDue()]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(24);
    const messageIds = relay.to(email).map((m) => m.headers['message-id']);
    expect(messageIds).toHaveLength(24);
    expect(new Set(messageIds)).toEqual(new Set([...ids].map((id) => `<${id}@unitwise.example>`)));
    expect(new Set((await rowsTo(t(), email)).map((r) => `${r.status} ${r.attempts}`))).toEqual(new Set(['sent 1']));
  });

  it('never writes a confirmation or reset link to the log, only the outbox file it is in', async () => {
    const config = parseConfig({ PUBLIC_ORIGIN: ORIGIN, DATA_DIR: t().dataDir, DATABASE_URL: t().databaseUrl, TRUST_PROXY: 'true' });
    const logged: string[] = [];
    const capture = (...parts: unknown[]) => void logged.push(parts.map(String).join(' '));
    const spies = (['fatal', 'error', 'warn', 'info', 'debug'] as const).map((name) => vi.spyOn(log, name).mockImplementation(capture));
    try {
      // The server's own log, through the mailer's and the queue's default loggers.
      const mailer = createMailer(mailerOptionsFromConfig(config));
      const services = await createServices(config, t(), { mailer });
      stops.push(() => services.mail.stop());
      const app = createApp({ services });
      const email = uniqueEmail('quiet-log');

      expect((await newClient(app).post('/api/auth/sign-up/email', { name: '', email, password: GOOD_PASSWORD })).status).toBe(200);
      await services.mail.flush();
      const confirmation = (await readOutbox(join(t().dataDir, 'outbox'))).filter((m) => m.to === email).at(-1)!;
      expect((await app.request(confirmation.links[0]!)).status).toBe(302);
      const reset = await newClient(app).post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
      expect(reset.status).toBe(200);
      await services.mail.flush();

      const mails = (await readOutbox(join(t().dataDir, 'outbox'))).filter((m) => m.to === email);
      expect(mails.map((m) => m.subject)).toEqual(['Confirm your e-mail address for Unitwise', 'Reset your Unitwise password']);
      const log = logged.join('\n');
      for (const mail of mails) {
        expect(log).toContain(`written to the outbox as ${mail.file}`);
        const link = new URL(mail.links[0]!);
        const token = link.searchParams.get('token') ?? link.pathname.split('/').at(-1)!;
        expect(token.length).toBeGreaterThan(16);
        expect(log).not.toContain(token);
      }
      expect(log).not.toContain(`${ORIGIN}/api/auth/`);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
