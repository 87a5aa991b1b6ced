import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The queue of outgoing mail (docs/decisions/040-mail-queue.md). A request stores its message
 * here and answers; a worker in each server process claims due rows and delivers them, with
 * retries. Portable types only (ADR 010): text, integer counts, bigint epoch milliseconds.
 *
 * `next_attempt_at` is when a worker may next claim the row: for a pending row, when its next
 * attempt is due (backoff); for a row being sent, when its worker's lease ends (a worker that
 * died leaves the row due again then). Claims select on (status, next_attempt_at).
 */
export const mailQueue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_queue')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      // Extra headers (List-Unsubscribe…) as a JSON object.
      .addColumn('headers', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      // After this the message's link no longer works: it is not sent any more.
      .addColumn('expires_at', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .addCheckConstraint('mail_queue_status', sql`status in ('pending', 'sending', 'sent', 'failed')`)
      .addCheckConstraint('mail_queue_attempts', sql`attempts >= 0`)
      .execute();
    await db.schema.createIndex('mail_queue_due_idx').on('mail_queue').columns(['status', 'next_attempt_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_queue').execute();
  },
};
