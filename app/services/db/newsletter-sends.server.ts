import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from './database.server';
import { isPublic } from './posts-public.server';
import type { Database, NewsletterSendStatus, RecipientStatus } from './schema.server';

/**
 * Newsletter sends and their recipients (docs/decisions/061-newsletter-sending.md). A send's
 * recipients are the confirmed subscribers when it starts, listed in the transaction that starts
 * it: at once for a public post, at its publication for a scheduled one, which waits until then
 * with neither content nor recipients (docs/decisions/069-newsletter-waits-for-publication.md).
 * Each (send, subscriber) row is then claimed, delivered and recorded on its own with
 * the claim discipline of the mail queue (ADR 040): one conditional UPDATE takes a batch picked once
 * (`for update skip locked` on PostgreSQL), and finishing a claim checks the attempt it made.
 */

export interface SendProgress {
  id: string;
  postId: string;
  subject: string;
  status: NewsletterSendStatus;
  /** While scheduled: the publication it waits for; null once started, or while the post is unpublished. */
  sendAt: number | null;
  createdAt: number;
  finishedAt: number | null;
  total: number;
  sent: number;
  failed: number;
  /** Subscribers who unsubscribed (or were removed) before their turn came. */
  skipped: number;
  /** Not delivered yet: waiting, being sent, or waiting for a retry. */
  left: number;
}

export interface ClaimedRecipient {
  sendId: string;
  subscriberId: string;
  email: string;
  /** Attempts so far, this one included. */
  attempts: number;
}

type Handle = { db: Kysely<Database>; dialect: DialectName };

/**
 * Lists the subscribers confirmed now as the send's recipients, each due at once: those who signed
 * up in the post's language (a Spanish article goes to the readers of the Spanish blog).
 */
async function listRecipients(trx: Transaction<Database>, sendId: string, now: number): Promise<void> {
  await trx
    .insertInto('newsletter_send_recipients')
    .columns(['send_id', 'subscriber_id', 'email', 'status', 'attempts', 'next_attempt_at'])
    .expression((eb) =>
      eb
        .selectFrom('newsletter_subscribers')
        .select([
          sql<string>`cast(${sendId} as text)`.as('send_id'),
          'id',
          'email',
          sql<RecipientStatus>`cast(${'pending'} as text)`.as('status'),
          sql<number>`0`.as('attempts'),
          sql<number>`cast(${now} as bigint)`.as('next_attempt_at'),
        ])
        .where('status', '=', 'confirmed')
        .where('newsletter_subscribers.language', '=', (inner) =>
          inner
            .selectFrom('newsletter_sends')
            .innerJoin('blog_posts', 'blog_posts.id', 'newsletter_sends.post_id')
            .select('blog_posts.language')
            .where('newsletter_sends.id', '=', sendId),
        ),
    )
    .execute();
}

/**
 * Starts the send of a post to every confirmed subscriber, or finds the one already asked for: a
 * post is sent once (the unique post_id), so asking again sends nothing new. Without `content` the
 * send waits for the post's publication (`startScheduledSend`). Returns whether this call made it.
 */
export async function createSend(
  db: Kysely<Database>,
  send: { id: string; postId: string; subject: string; content: string | null; createdBy: string | null; now: number },
): Promise<{ sendId: string; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('newsletter_sends')
      .values({
        id: send.id,
        post_id: send.postId,
        subject: send.subject,
        content: send.content,
        status: send.content === null ? 'scheduled' : 'sending',
        created_by: send.createdBy,
        created_at: send.now,
        finished_at: null,
      })
      .onConflict((oc) => oc.column('post_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx.selectFrom('newsletter_sends').select('id').where('post_id', '=', send.postId).executeTakeFirstOrThrow();
      return { sendId: existing.id, created: false };
    }
    if (send.content !== null) await listRecipients(trx, send.id, send.now);
    return { sendId: send.id, created: true };
  });
}

/** Scheduled sends whose post is public at `now`, in the order their posts became public. */
export async function listSendsToStart(db: Kysely<Database>, now: number): Promise<{ sendId: string; postId: string }[]> {
  const rows = await db
    .selectFrom('newsletter_sends')
    .innerJoin('blog_posts', 'blog_posts.id', 'newsletter_sends.post_id')
    .select(['newsletter_sends.id', 'newsletter_sends.post_id'])
    .where('newsletter_sends.status', '=', 'scheduled')
    .where((eb) => isPublic(eb, now))
    .orderBy('blog_posts.published_at')
    .orderBy('newsletter_sends.id')
    .execute();
  return rows.map((r) => ({ sendId: r.id, postId: r.post_id }));
}

/**
 * Starts a scheduled send with the post's content as the caller read it at `postVersion`: only if
 * the send still waits (of two processes, one starts it) and the post is still at that version and
 * public at `now` (an edit since the reading leaves the send waiting for the next pass). The
 * recipients are the subscribers confirmed now. Returns whether this call started it.
 */
export async function startScheduledSend(
  db: Kysely<Database>,
  start: { sendId: string; postVersion: number; subject: string; content: string; now: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const started = await trx
      .updateTable('newsletter_sends')
      .set({ status: 'sending', subject: start.subject, content: start.content })
      .where('id', '=', start.sendId)
      .where('status', '=', 'scheduled')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('blog_posts')
            .select('blog_posts.id')
            .whereRef('blog_posts.id', '=', 'newsletter_sends.post_id')
            .where('blog_posts.version', '=', start.postVersion)
            .where((e) => isPublic(e, start.now)),
        ),
      )
      .executeTakeFirst();
    if (started.numUpdatedRows === 0n) return false;
    await listRecipients(trx, start.sendId, start.now);
    return true;
  });
}

/** The content of a started send (a scheduled one has none yet). */
export async function getSendContent(db: Kysely<Database>, sendId: string): Promise<{ subject: string; content: string } | null> {
  const row = await db.selectFrom('newsletter_sends').select(['subject', 'content']).where('id', '=', sendId).executeTakeFirst();
  return row?.content == null ? null : { subject: row.subject, content: row.content };
}

async function progressOf(db: Kysely<Database>, where: { id: string } | { postId: string }): Promise<SendProgress | null> {
  const send = await db
    .selectFrom('newsletter_sends')
    .leftJoin('blog_posts', 'blog_posts.id', 'newsletter_sends.post_id')
    .select([
      'newsletter_sends.id',
      'newsletter_sends.post_id',
      'newsletter_sends.subject',
      'newsletter_sends.status',
      'newsletter_sends.created_at',
      'newsletter_sends.finished_at',
      'blog_posts.published',
      'blog_posts.published_at',
    ])
    .$if('id' in where, (q) => q.where('newsletter_sends.id', '=', (where as { id: string }).id))
    .$if('postId' in where, (q) => q.where('newsletter_sends.post_id', '=', (where as { postId: string }).postId))
    .executeTakeFirst();
  if (!send) return null;
  const counts = await db
    .selectFrom('newsletter_send_recipients')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('send_id', '=', send.id)
    .groupBy('status')
    .execute();
  const count = (...states: RecipientStatus[]) => counts.filter((c) => states.includes(c.status)).reduce((sum, c) => sum + Number(c.n), 0);
  return {
    id: send.id,
    postId: send.post_id,
    subject: send.subject,
    status: send.status,
    sendAt: send.status === 'scheduled' && Number(send.published) === 1 && send.published_at !== null ? Number(send.published_at) : null,
    createdAt: Number(send.created_at),
    finishedAt: send.finished_at === null ? null : Number(send.finished_at),
    total: count('pending', 'sending', 'sent', 'failed', 'skipped'),
    sent: count('sent'),
    failed: count('failed'),
    skipped: count('skipped'),
    left: count('pending', 'sending'),
  };
}

export const getSendProgress = (db: Kysely<Database>, sendId: string) => progressOf(db, { id: sendId });
export const getSendOfPost = (db: Kysely<Database>, postId: string) => progressOf(db, { postId });

/** Sends still running, oldest first. */
export async function listRunningSends(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('newsletter_sends').select('id').where('status', '=', 'sending').orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * Claims up to `limit` due recipients of one send for `leaseMs`: pending rows whose attempt is
 * due, and rows whose claim's lease ran out (its process died). One statement, as in the mail
 * queue: SQLite runs it under its write lock; on PostgreSQL `for update skip locked` passes over
 * rows another process is claiming, and the outer condition is checked again on the newest version.
 */
export async function claimDueRecipients(
  handle: Handle,
  sendId: string,
  { now, leaseMs, limit }: { now: number; leaseMs: number; limit: number },
): Promise<ClaimedRecipient[]> {
  const rows = await handle.db
    .with(
      (cte) => cte('due').materialized(),
      (qb) =>
        qb
          .selectFrom('newsletter_send_recipients')
          .select('subscriber_id')
          .where('send_id', '=', sendId)
          .where('status', 'in', ['pending', 'sending'])
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .orderBy('subscriber_id')
          .limit(limit)
          .$if(handle.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .updateTable('newsletter_send_recipients')
    .set({ status: 'sending', attempts: sql<number>`attempts + 1`, next_attempt_at: now + leaseMs })
    .where('send_id', '=', sendId)
    .where('subscriber_id', 'in', (qb) => qb.selectFrom('due').select('subscriber_id'))
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .returning(['send_id', 'subscriber_id', 'email', 'attempts'])
    .execute();
  return rows.map((r) => ({ sendId: r.send_id, subscriberId: r.subscriber_id, email: r.email, attempts: Number(r.attempts) }));
}

/** The finishing update of a claim: only while this claim still holds the row. */
function ofClaim(db: Kysely<Database>, r: ClaimedRecipient) {
  return db
    .updateTable('newsletter_send_recipients')
    .where('send_id', '=', r.sendId)
    .where('subscriber_id', '=', r.subscriberId)
    .where('status', '=', 'sending')
    .where('attempts', '=', r.attempts);
}

export async function finishRecipient(
  db: Kysely<Database>,
  r: ClaimedRecipient,
  outcome: { status: 'sent' | 'failed' | 'skipped'; now: number; error?: string },
): Promise<boolean> {
  const result = await ofClaim(db, r)
    .set({ status: outcome.status, finished_at: outcome.now, last_error: outcome.error ?? null })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function retryRecipient(db: Kysely<Database>, r: ClaimedRecipient, at: number, error: string): Promise<void> {
  await ofClaim(db, r).set({ status: 'pending', next_attempt_at: at, last_error: error }).execute();
}

/** Marks a send done once none of its recipients waits any more. */
export async function finishSendIfDone(db: Kysely<Database>, sendId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_sends')
    .set({ status: 'done', finished_at: now })
    .where('id', '=', sendId)
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('newsletter_send_recipients')
            .select('subscriber_id')
            .where('send_id', '=', sendId)
            .where('status', 'in', ['pending', 'sending']),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * When the worker has work next, or null: the earliest time a waiting recipient of any send becomes
 * claimable, or a scheduled send's post becomes public (so the worker wakes at the publication).
 */
export async function nextSendDueAt(db: Kysely<Database>): Promise<number | null> {
  const recipient = await db
    .selectFrom('newsletter_send_recipients')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  const publication = await db
    .selectFrom('newsletter_sends')
    .innerJoin('blog_posts', 'blog_posts.id', 'newsletter_sends.post_id')
    .select((eb) => eb.fn.min('blog_posts.published_at').as('due'))
    .where('newsletter_sends.status', '=', 'scheduled')
    .where('blog_posts.published', '=', 1)
    // A trashed post's send waits until it is restored and published: not a time to wake at.
    .where('blog_posts.deleted_at', 'is', null)
    .executeTakeFirst();
  const times = [recipient?.due, publication?.due].filter((due) => due !== null && due !== undefined).map(Number);
  return times.length === 0 ? null : Math.min(...times);
}
