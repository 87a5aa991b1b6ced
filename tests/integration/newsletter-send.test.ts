import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import * as unsubscribePage from '../../app/routes/newsletter.unsubscribe';
import { createAdmin } from '../../app/services/admin-accounts.server';
import {
  claimDueRecipients,
  createSend,
  getSendOfPost,
  getSendProgress,
  nextSendDueAt,
  startScheduledSend,
} from '../../app/services/db/newsletter-sends.server';
import { createPost, deletePost, getPostById, updatePost, type PostInput } from '../../app/services/db/posts-admin.server';
import { confirmSubscriber, insertPendingSubscriber, unsubscribe } from '../../app/services/db/subscribers.server';
import { createMailer } from '../../app/services/mail/mailer.server';
import { readOutbox, type OutboxMessage } from '../../app/services/mail/outbox.server';
import { newsletterSnapshot } from '../../app/services/newsletter/post-content.server';
import { confirmedSubscriberCount } from '../../app/services/newsletter/sends.server';
import { createNewsletterSender, NEWSLETTER_DEFAULTS } from '../../app/services/newsletter/sender.server';
import { mailLanguageOf } from '../../app/i18n/mail-words.server';
import { onLines } from '../lines';
import { GOOD_PASSWORD, newClient, ORIGIN, uniqueEmail, useAccounts } from './auth-helpers';
import { testEngines, useTestDatabase, type TestDatabase } from './db-helpers';

/**
 * Newsletter sends (docs/decisions/061-newsletter-sending.md): a published post goes to every
 * confirmed subscriber once, as HTML and text with one-click unsubscribe; pending and
 * unsubscribed addresses get nothing; asking again sends nothing new; a scheduled post's send
 * waits for its publication (docs/decisions/069-newsletter-waits-for-publication.md); a process killed mid-send
 * leaves at most its batch in flight to be mailed twice; two processes never both mail one reader.
 */

const engines = await testEngines();
const CHILD = fileURLToPath(new URL('./newsletter-send-child.ts', import.meta.url));
const SITE = { siteName: 'Unitwise', teamName: 'Unitwise Team', publicOrigin: ORIGIN };

let counter = 0;
/** Stores subscribers in the given states; returns their addresses by state. */
async function subscribers(db: TestDatabase['db'], counts: { confirmed: number; pending?: number; unsubscribed?: number }) {
  const label = `r${++counter}`;
  const made = { confirmed: [] as string[], pending: [] as string[], unsubscribed: [] as string[] };
  for (const state of ['confirmed', 'pending', 'unsubscribed'] as const) {
    for (let i = 0; i < (counts[state] ?? 0); i++) {
      const email = `${label}-${state}-${i}@example.com`;
      const s = (await insertPendingSubscriber(db, email))!;
      if (state !== 'pending') await confirmSubscriber(db, s.confirmToken);
      if (state === 'unsubscribed') await unsubscribe(db, s.unsubscribeToken);
      made[state].push(email);
    }
  }
  return made;
}

/** A post's fields; `publishedAt` in the future schedules it. */
function postInput(title: string, published = true, publishedAt?: number): PostInput {
  return {
    title,
    slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++counter}`,
    excerpt: 'Why a newton is a kilogram metre per second squared.',
    content: '<h2>Force</h2><p>One <strong>newton</strong> is 1 kg·m/s<sup>2</sup>. See <a href="/length">length</a>.</p>',
    category: 'Physics',
    tags: ['force'],
    published,
    featured: false,
    publishedAt,
  };
}

async function publishedPost(db: TestDatabase['db'], title: string, published = true) {
  return createPost(db, postInput(title, published));
}

/** How many mails each address got, among the outbox's mails with this subject. */
function perAddress(mails: OutboxMessage[], subject: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of mails.filter((m) => m.subject === subject)) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
}

/** A send as the endpoint stores it, with a small body. */
function storeSend(db: TestDatabase['db'], postId: string, title: string) {
  const content = { title, excerpt: null, url: `${ORIGIN}/blog/x`, html: '<p>x</p>', text: 'x' };
  return createSend(db, { id: crypto.randomUUID(), postId, subject: title, content: JSON.stringify(content), createdBy: null, now: Date.now() });
}

interface ChildRun {
  /** Resolves once the child is ready; `go()` then lets it send. */
  ready: Promise<void>;
  go(): void;
  lines: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  kill(): void;
}

function runChild(t: TestDatabase, outboxDir: string, onSent?: (count: number, run: ChildRun) => void, holdAfter = 0): ChildRun {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.databaseUrl ?? '',
      OUTBOX_DIR: outboxDir,
      HOLD_AFTER: String(holdAfter),
      LOG_LEVEL: 'silent',
    },
  });
  let stderr = '';
  let ready = () => undefined as void;
  const run: ChildRun = {
    ready: new Promise<void>((resolve) => (ready = resolve)),
    go: () => child.stdin.end('go\n'),
    lines: [],
    exit: new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code, signal) => resolve({ code, signal, stderr }));
    }),
    kill: () => child.kill('SIGKILL'),
  };
  onLines(child.stdout, (line) => {
    if (line === 'ready') ready();
    if (!line.startsWith('sent ')) return;
    run.lines.push(line.slice(5));
    onSent?.(run.lines.length, run);
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return run;
}

describe.each(engines)('newsletter sending on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  const admin = uniqueEmail('sender-admin');
  let cookie = '';
  // Each test's send goes to its own readers only: a send reaches every confirmed subscriber.
  beforeEach(async () => {
    await t().db.deleteFrom('newsletter_subscribers').execute();
  });

  async function adminCookie() {
    if (!cookie) {
      await createAdmin(accounts.services(), { email: admin, password: GOOD_PASSWORD });
      cookie = await accounts.signIn(admin);
    }
    return cookie;
  }

  async function outbox() {
    await accounts.services().mail.flush();
    return readOutbox(accounts.outboxDir());
  }

  /** A worker of this server's database on a clock of the test's, mailing to the same outbox. */
  function senderAt(clock: () => number) {
    const mailer = createMailer({
      outboxDir: accounts.outboxDir(),
      mailFrom: 'Unitwise <no-reply@unitwise.example>',
      logger: { info: () => undefined },
    });
    return createNewsletterSender({ database: t(), site: SITE, mailer, now: clock });
  }

  it('sends a published post once to each confirmed subscriber, as HTML and text with one-click unsubscribe', async () => {
    const { db } = t();
    const readers = await subscribers(db, { confirmed: 12, pending: 3, unsubscribed: 2 });
    const post = await publishedPost(db, 'Newtons explained');
    const client = newClient(accounts.app());
    const path = `/api/admin/posts/${post.id}/newsletter`;

    const before = await client.get(path, await adminCookie());
    expect(await before.json()).toEqual({ send: null, subscribers: readers.confirmed.length });

    const started = await client.post(path, {}, await adminCookie());
    expect(started.status).toBe(202);
    const body = (await started.json()) as { created: boolean; send: { total: number; left: number; sent: number } };
    expect(body.created).toBe(true);
    expect(body.send.left).toBe(body.send.total);
    await accounts.services().newsletter.deliverDue();

    const mails = await outbox();
    const counts = perAddress(mails, 'Newtons explained');
    for (const email of readers.confirmed) expect(counts.get(email), email).toBe(1);
    for (const email of [...readers.pending, ...readers.unsubscribed]) expect(counts.has(email), email).toBe(false);

    const mail = mails.find((m) => m.to === readers.confirmed[0])!;
    expect(mail.html).toContain('<strong>newton</strong> is 1 kg·m/s<sup>2</sup>');
    // Links of the body are absolute in a mail: there is no page to resolve them against.
    expect(mail.html).toContain(`href="${ORIGIN}/length"`);
    expect(mail.text).toContain('Newtons explained');
    expect(mail.text).toContain('One newton is 1 kg·m/s²');
    expect(mail.text).not.toContain('<');
    expect(mail.links).toContain(`${ORIGIN}/blog/${post.slug}`);
    const header = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(header).toMatch(new RegExp(`^${ORIGIN}/newsletter/unsubscribe\\?token=[\\w-]{43}$`));
    expect(mail.links).toContain(header);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // A mailbox provider's RFC 8058 POST to the header's URL unsubscribes, with no cookie or Origin.
    const request = new Request(header!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    await unsubscribePage.action({ request, context: { services: accounts.services() }, params: {} } as unknown as Parameters<
      typeof unsubscribePage.action
    >[0]);
    const row = await db.selectFrom('newsletter_subscribers').select('status').where('email', '=', readers.confirmed[0]!).executeTakeFirst();
    expect(row?.status).toBe('unsubscribed');

    // Asking again sends nothing new.
    const again = await client.post(path, {}, await adminCookie());
    expect(again.status).toBe(200);
    expect(((await again.json()) as { created: boolean }).created).toBe(false);
    await accounts.services().newsletter.deliverDue();
    expect((await outbox()).filter((m) => m.subject === 'Newtons explained')).toHaveLength(
      mails.filter((m) => m.subject === 'Newtons explained').length,
    );

    const progress = (await (await client.get(path, await adminCookie())).json()) as { send: Record<string, unknown> };
    expect(progress.send).toMatchObject({ status: 'done', sent: body.send.total, failed: 0, left: 0 });
  });

  it('sends a test copy to the admin alone, and refuses drafts and unknown posts', async () => {
    const { db } = t();
    const post = await publishedPost(db, 'Pascals for testers');
    const draft = await publishedPost(db, 'Draft only', false);
    const client = newClient(accounts.app());
    const test = await client.post(`/api/admin/posts/${post.id}/newsletter/test`, {}, await adminCookie());
    expect(test.status).toBe(200);
    const mails = (await outbox()).filter((m) => m.subject.includes('Pascals for testers'));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[admin, 'Test: Pascals for testers']]);
    expect(mails[0]!.text).toContain('One newton is 1 kg·m/s²');

    const refused = await client.post(`/api/admin/posts/${draft.id}/newsletter`, {}, await adminCookie());
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'Only a published post can be sent as a newsletter.' });
    const unknown = await client.post(`/api/admin/posts/00000000-0000-4000-8000-000000000000/newsletter`, {}, await adminCookie());
    expect(unknown.status).toBe(404);
    expect((await client.post(`/api/admin/posts/${post.id}/newsletter`, {})).status).toBe(401);
  });

  it('waits for a scheduled post’s publication, then mails every confirmed subscriber once the post as it is then', async () => {
    const { db } = t();
    const readers = await subscribers(db, { confirmed: 3, pending: 1 });
    const at = Date.UTC(2099, 0, 1, 9, 0);
    const input = postInput('Kelvins on schedule', true, at);
    const post = await createPost(db, input);
    const client = newClient(accounts.app());
    const path = `/api/admin/posts/${post.id}/newsletter`;
    const asked = await client.post(path, {}, await adminCookie());

    // Before publication nobody gets it, whichever worker looks: this server's, or one whose clock is a millisecond short.
    let clock = at - 1;
    const sender = senderAt(() => clock);
    expect(await sender.deliverDue()).toBe(0);
    expect(await accounts.services().newsletter.deliverDue()).toBe(0);
    const toReaders = async () => (await outbox()).filter((m) => [...readers.confirmed, ...readers.pending].includes(m.to));
    expect(await toReaders()).toEqual([]);

    expect(asked.status).toBe(202);
    expect(await asked.json()).toMatchObject({
      created: true,
      message: 'Will be sent at publication, 1 Jan 2099 09:00 UTC',
      send: { status: 'scheduled', sendAt: at, total: 0, left: 0 },
    });
    // The worker's next wake-up is the publication.
    expect(await nextSendDueAt(db)).toBe(at);
    // A test copy goes to the admin alone, before publication too.
    expect((await client.post(`${path}/test`, {}, await adminCookie())).status).toBe(200);
    expect(await toReaders()).toEqual([]);
    // Asking again answers with the waiting send.
    const again = await client.post(path, {}, await adminCookie());
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ created: false, send: { status: 'scheduled', sendAt: at } });

    // Edited, and one more reader confirmed, between the asking and the publication.
    await updatePost(db, post.id, { ...input, title: 'Kelvins at publication', content: '<p>Written <em>after</em> the send was asked for.</p>' });
    const late = await subscribers(db, { confirmed: 1 });
    // Two processes' workers at the publication: one starts the send, and each reader is listed once.
    clock = at;
    const mailed = await Promise.all([sender.deliverDue(), senderAt(() => clock).deliverDue()]);
    expect(mailed[0] + mailed[1]).toBe(4);
    expect(await sender.deliverDue()).toBe(0);
    const mails = await toReaders();
    const counts = perAddress(await outbox(), 'Kelvins at publication');
    expect([...counts.keys()].sort()).toEqual([...readers.confirmed, ...late.confirmed].sort());
    expect([...counts.values()]).toEqual([1, 1, 1, 1]);
    expect(mails.map((m) => m.subject)).toEqual(readers.confirmed.map(() => 'Kelvins at publication'));
    expect(mails[0]!.html).toContain('Written <em>after</em> the send was asked for.');
    const progress = (await (await client.get(path, await adminCookie())).json()) as { send: Record<string, unknown> };
    expect(progress.send).toMatchObject({ status: 'done', sendAt: null, total: 4, sent: 4, left: 0 });
  });

  it('keeps a send waiting while its post is unpublished or rescheduled, and never starts one whose post was deleted', async () => {
    const { db } = t();
    const readers = await subscribers(db, { confirmed: 2 });
    const at = Date.UTC(2099, 1, 1, 9, 0);
    const input = postInput('Kelvins moved', true, at);
    const post = await createPost(db, input);
    const gone = await createPost(db, postInput('Kelvins deleted', true, at));
    const client = newClient(accounts.app());
    for (const p of [post, gone]) expect((await client.post(`/api/admin/posts/${p.id}/newsletter`, {}, await adminCookie())).status).toBe(202);
    await updatePost(db, post.id, { ...input, published: false });
    expect(await deletePost(db, gone.id)).toBe(true);

    let clock = at;
    const sender = senderAt(() => clock);
    expect(await sender.deliverDue()).toBe(0);
    expect(await getSendOfPost(db, post.id)).toMatchObject({ status: 'scheduled', sendAt: null });
    expect(await nextSendDueAt(db)).toBe(null);

    const later = at + 60 * 60_000;
    await updatePost(db, post.id, { ...input, publishedAt: later });
    expect(await sender.deliverDue()).toBe(0);
    expect(await getSendOfPost(db, post.id)).toMatchObject({ status: 'scheduled', sendAt: later });
    expect(await nextSendDueAt(db)).toBe(later);

    // A start from a reading of the post older than its last save is refused (the next pass reads it
    // again); of two starts at once (two processes at the publication), exactly one starts the send.
    const current = (await getPostById(db, post.id))!;
    const start = { sendId: (await getSendOfPost(db, post.id))!.id, ...(await newsletterSnapshot(current, ORIGIN)), now: later };
    expect(await startScheduledSend(db, { ...start, postVersion: current.version - 1 })).toBe(false);
    expect(await startScheduledSend(db, { ...start, postVersion: current.version, now: later - 1 })).toBe(false);
    const starts = await Promise.all([1, 2].map(() => startScheduledSend(db, { ...start, postVersion: current.version })));
    expect(starts.sort()).toEqual([false, true]);
    clock = later;
    expect(await sender.deliverDue()).toBe(2);
    const mails = (await outbox()).filter((m) => readers.confirmed.includes(m.to));
    expect(mails.map((m) => m.subject)).toEqual(['Kelvins moved', 'Kelvins moved']);
    expect(await getSendOfPost(db, gone.id)).toMatchObject({ status: 'scheduled', total: 0 });
  });

  it('skips a reader who unsubscribes before their turn, retries a temporary failure with backoff and gives up on a permanent one', async () => {
    const { db } = t();
    const readers = await subscribers(db, { confirmed: 4 });
    const post = await publishedPost(db, 'Retries');
    const [quitter, flaky, refused] = readers.confirmed as [string, string, string, string];
    const { sendId } = await storeSend(db, post.id, 'Retries');
    await unsubscribe(
      db,
      (await db.selectFrom('newsletter_subscribers').select('unsubscribe_token').where('email', '=', quitter).executeTakeFirstOrThrow())
        .unsubscribe_token,
    );

    let clock = Date.now();
    const delivered: string[] = [];
    let flakyFailures = 1;
    const sender = createNewsletterSender({
      database: t(),
      site: SITE,
      now: () => clock,
      mailer: {
        delivery: 'smtp',
        async send(message) {
          if (message.to === flaky && flakyFailures-- > 0) throw Object.assign(new Error('421 Try again later'), { responseCode: 421 });
          if (message.to === refused) throw Object.assign(new Error('550 No such mailbox'), { responseCode: 550 });
          delivered.push(message.to);
          return { id: 'x' };
        },
        close: () => undefined,
      },
    });
    await sender.deliverDue();
    expect(await getSendProgress(db, sendId)).toMatchObject({ status: 'sending', sent: 1, failed: 1, skipped: 1, left: 1 });
    // Not before its backoff has passed.
    await sender.deliverDue();
    expect(delivered.filter((e) => e === flaky)).toEqual([]);
    clock += NEWSLETTER_DEFAULTS.retryBaseMs;
    await sender.deliverDue();
    expect(delivered.filter((e) => e === flaky)).toEqual([flaky]);
    expect(delivered).not.toContain(quitter);
    expect(await getSendProgress(db, sendId)).toMatchObject({ status: 'done', total: 4, sent: 2, failed: 1, skipped: 1, left: 0 });
  });

  it('lists as a post’s recipients the confirmed subscribers of its language only', async () => {
    const { db } = t();
    const english = await subscribers(db, { confirmed: 2 });
    const spanish = [`es-${++counter}@example.com`, `es-${++counter}@example.com`];
    for (const email of spanish) {
      const s = (await insertPendingSubscriber(db, email, Date.now(), 'es'))!;
      await confirmSubscriber(db, s.confirmToken);
    }
    const post = await createPost(db, { ...postInput('Un artículo'), language: 'es' });
    expect(await confirmedSubscriberCount(accounts.services(), post.id)).toBe(spanish.length);
    const { sendId } = await storeSend(db, post.id, 'Un artículo');
    const recipients = await db.selectFrom('newsletter_send_recipients').select('email').where('send_id', '=', sendId).execute();
    expect(recipients.map((r) => r.email).sort()).toEqual([...spanish].sort());
    expect(recipients.map((r) => r.email)).not.toContain(english.confirmed[0]);
    // Not for the next tests' workers.
    await db.deleteFrom('newsletter_send_recipients').where('send_id', '=', sendId).execute();
    await db.deleteFrom('newsletter_sends').where('id', '=', sendId).execute();
  });

  // ADR 090: a post goes to the subscribers of its language, and the mail's own words are theirs.
  it.each([
    [
      'es',
      'Un artículo en español',
      'Leer en la web',
      'Recibes este correo porque te suscribiste al boletín de Unitwise.',
      'Darme de baja',
      '/es/boletin/baja',
    ],
    [
      'de',
      'Ein Artikel auf Deutsch',
      'Auf der Website lesen',
      'Sie erhalten diese E-Mail, weil Sie den Unitwise-Newsletter abonniert haben.',
      'Abmelden',
      '/de/newsletter/abmelden',
    ],
  ])('mails a post in %s with the words and unsubscribe page of its subscribers’ language', async (code, title, read, reason, unsubscribe, page) => {
    const { db } = t();
    const email = `${code}-${++counter}@example.com`;
    const subscriber = (await insertPendingSubscriber(db, email, Date.now(), code))!;
    await confirmSubscriber(db, subscriber.confirmToken);
    const post = await createPost(db, { ...postInput(title), language: code });
    await storeSend(db, post.id, title);
    const mailer = createMailer({
      outboxDir: accounts.outboxDir(),
      mailFrom: 'Unitwise <no-reply@unitwise.example>',
      logger: { info: () => undefined },
    });
    await createNewsletterSender({ database: t(), site: SITE, mailer, mailLanguage: mailLanguageOf }).deliverDue();

    const mail = (await outbox()).find((m) => m.to === email)!;
    expect(mail.subject).toBe(title);
    // The plain-text part: the action's words above its link, the note, the unsubscribe link of the language's page.
    const unsubscribeLink = mail.links.find((link) => link.includes('token='))!;
    expect(new URL(unsubscribeLink).pathname).toBe(page);
    expect(mail.text).toContain(`${read}:\n${ORIGIN}/blog/x`);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`${unsubscribe}:\n${unsubscribeLink}`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeLink}>`);
    // The HTML part says the same.
    expect(mail.html).toContain(`>${read}</a>`);
    expect(mail.html).toContain(`>${unsubscribe}</a>`);
    for (const english of ['Read it on the site', 'You receive this', '>Unsubscribe<']) {
      expect(mail.text + mail.html).not.toContain(english);
    }
  });

  it('claims a batch of at most its size, whatever plan the database picks', async () => {
    // See the mail queue's test of the same name: on a table without statistics one claim took
    // every recipient, so a killed process left all of them to be mailed twice.
    const { db } = t();
    await subscribers(db, { confirmed: 30 });
    const post = await publishedPost(db, 'One batch');
    const { sendId } = await storeSend(db, post.id, 'One batch');
    const claimed = await claimDueRecipients(t(), sendId, { now: Date.now(), leaseMs: NEWSLETTER_DEFAULTS.leaseMs, limit: 5 });
    expect(claimed).toHaveLength(5);
    expect(await getSendProgress(db, sendId)).toMatchObject({ total: 30, left: 30, sent: 0 });
    // Not for the next tests' workers.
    await db.deleteFrom('newsletter_send_recipients').where('send_id', '=', sendId).execute();
    await db.deleteFrom('newsletter_sends').where('id', '=', sendId).execute();
  });

  it('finishes a send after its process is killed mid-send, missing no one and repeating at most the batch in flight', async () => {
    const { db } = t();
    const readers = await subscribers(db, { confirmed: 40, pending: 2, unsubscribed: 2 });
    const post = await publishedPost(db, 'Killed midway');
    await storeSend(db, post.id, 'Killed midway');
    const outboxDir = join(t().dataDir, 'outbox-killed');

    // The child holds in the middle of its 12th mail's batch until it is killed.
    const killed = runChild(t(), outboxDir, (count, run) => count === 12 && run.kill(), 12);
    await killed.ready;
    killed.go();
    const ended = await killed.exit;
    expect(ended.signal, ended.stderr).toBe('SIGKILL');
    const before = perAddress(await readOutbox(outboxDir), 'Killed midway');
    expect(before.size).toBeGreaterThanOrEqual(12);
    expect(before.size).toBeLessThan(readers.confirmed.length);

    // The restarted server, once the dead process's lease has run out.
    const mailer = createMailer({ outboxDir, mailFrom: 'Unitwise <no-reply@unitwise.example>', logger: { info: () => undefined } });
    const restarted = createNewsletterSender({
      database: t(),
      site: SITE,
      mailer,
      batchSize: 5,
      now: () => Date.now() + NEWSLETTER_DEFAULTS.leaseMs,
    });
    await restarted.deliverDue();

    const after = perAddress(await readOutbox(outboxDir), 'Killed midway');
    for (const email of readers.confirmed) expect(after.get(email), email).toBeGreaterThanOrEqual(1);
    for (const email of [...readers.pending, ...readers.unsubscribed]) expect(after.has(email), email).toBe(false);
    const repeats = [...after.values()].reduce((sum, n) => sum + n - 1, 0);
    expect(repeats).toBeLessThanOrEqual(5);
  }, 30_000);

  it('never mails one reader twice when two processes send at once', async () => {
    const { db } = t();
    const readers = await subscribers(db, { confirmed: 60 });
    const post = await publishedPost(db, 'Two processes');
    await storeSend(db, post.id, 'Two processes');
    const outboxDir = join(t().dataDir, 'outbox-two');
    const runs = [runChild(t(), outboxDir), runChild(t(), outboxDir)];
    await Promise.all(runs.map((run) => run.ready));
    for (const run of runs) run.go();
    for (const run of runs) expect((await run.exit).code, (await run.exit).stderr).toBe(0);
    // Both processes took part, and together they mailed each reader exactly once.
    expect(runs.map((r) => r.lines.length > 0)).toEqual([true, true]);
    const counts = perAddress(await readOutbox(outboxDir), 'Two processes');
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect([...counts.keys()].sort()).toEqual([...readers.confirmed].sort());
  }, 30_000);
});
