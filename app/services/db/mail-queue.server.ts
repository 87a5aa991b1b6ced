import { sql, type Kysely, type Selectable } from 'kysely';
import type { MailMessage } from '../mail/mailer.server';
import type { DialectName } from './database.server';
import type { Database, MailQueueTable } from './schema.server';

/**
 * The mail queue's rows (docs/decisions/040-mail-queue.md). States: `pending` (waiting for its
 * next attempt), `sending` (claimed by a worker until its lease ends), `sent`, `failed` (given up).
 * A claim is one conditional UPDATE, so two workers (two processes on one database) never both
 * take a row; finishing a claim checks the attempt number it claimed, so a worker whose lease ran
 * out cannot overwrite the outcome of the worker that took the row over.
 */

export interface QueuedMail {
  id: string;
  message: MailMessage;
  /** Attempts so far, this one included. */
  attempts: number;
  expiresAt: number | null;
}

function toQueuedMail(row: Selectable<MailQueueTable>): QueuedMail {
  const headers = JSON.parse(row.headers) as Record<string, string>;
  return {
    id: row.id,
    message: {
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(Object.keys(headers).length ? { headers } : {}),
    },
    attempts: Number(row.attempts),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
  };
}

export async function insertMail(
  db: Kysely<Database>,
  mail: { id: string; message: MailMessage; now: number; expiresAt?: number | undefined },
): Promise<void> {
  const { message } = mail;
  await db
    .insertInto('mail_queue')
    .values({
      id: mail.id,
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      headers: JSON.stringify(message.headers ?? {}),
      status: 'pending',
      attempts: 0,
      next_attempt_at: mail.now,
      expires_at: mail.expiresAt ?? null,
      last_error: null,
      created_at: mail.now,
      finished_at: null,
    })
    .execute();
}

/**
 * Claims up to `limit` due rows for `leaseMs`: pending rows whose attempt is due, and rows whose
 * worker's lease ran out (it died or hung). One statement: SQLite runs it under its write lock;
 * on PostgreSQL `for update skip locked` passes over rows another worker is claiming, and the
 * outer condition is checked again on the row's newest version. The batch is picked in a
 * materialized CTE, run once: as an `in (…)` subquery PostgreSQL may run it again for each row
 * of a nested loop, and each run passes over the rows just claimed and picks `limit` more.
 */
export async function claimDueMail(
  handle: { db: Kysely<Database>; dialect: DialectName },
  { now, leaseMs, limit }: { now: number; leaseMs: number; limit: number },
): Promise<QueuedMail[]> {
  const rows = await handle.db
    .with(
      (cte) => cte('due').materialized(),
      (qb) =>
        qb
          .selectFrom('mail_queue')
          .select('id')
          .where('status', 'in', ['pending', 'sending'])
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit)
          .$if(handle.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .updateTable('mail_queue')
    .set({ status: 'sending', attempts: sql<number>`attempts + 1`, next_attempt_at: now + leaseMs })
    .where('id', 'in', (qb) => qb.selectFrom('due').select('id'))
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .returningAll()
    .execute();
  return rows.map(toQueuedMail);
}

/** The finishing update of a claim: only while this claim still holds the row. */
function ofClaim(db: Kysely<Database>, mail: QueuedMail) {
  return db.updateTable('mail_queue').where('id', '=', mail.id).where('status', '=', 'sending').where('attempts', '=', mail.attempts);
}

/** Delivered. The bodies are emptied: their links are secrets, and the row is only a record now. */
export async function markMailSent(db: Kysely<Database>, mail: QueuedMail, now: number): Promise<boolean> {
  const result = await ofClaim(db, mail)
    .set({ status: 'sent', finished_at: now, last_error: null, text_body: '', html_body: '', headers: '{}' })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Back to pending, for another attempt at `at`. */
export async function markMailRetry(db: Kysely<Database>, mail: QueuedMail, at: number, error: string): Promise<void> {
  await ofClaim(db, mail).set({ status: 'pending', next_attempt_at: at, last_error: error }).execute();
}

/** Given up (attempts spent, or the link expired); the bodies are emptied as for a sent mail. */
export async function markMailFailed(db: Kysely<Database>, mail: QueuedMail, now: number, error: string): Promise<void> {
  await ofClaim(db, mail).set({ status: 'failed', finished_at: now, last_error: error, text_body: '', html_body: '', headers: '{}' }).execute();
}

/** When the earliest unfinished row becomes claimable, or null when none is waiting. */
export async function nextMailDueAt(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return row?.due === null || row?.due === undefined ? null : Number(row.due);
}

/** Deletes the records of mail sent or given up before `before`. */
export async function pruneFinishedMail(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db.deleteFrom('mail_queue').where('status', 'in', ['sent', 'failed']).where('finished_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
