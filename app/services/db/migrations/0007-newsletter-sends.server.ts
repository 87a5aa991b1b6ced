import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Newsletter sends (docs/decisions/061-newsletter-sending.md) and author invitations.
 *
 * `newsletter_sends`: one row per post sent as a newsletter (a post is sent once: `post_id` is
 * unique), holding the mail's content as it was when the send began. `newsletter_send_recipients`:
 * one row per (send, subscriber), made in the same transaction as the send, so the recipients are
 * fixed when the send is asked for and a subscriber cannot be listed twice. Each row is claimed,
 * sent and recorded on its own, like a row of the mail queue (ADR 040): `next_attempt_at` is the
 * next attempt while pending and the end of the lease while sending.
 *
 * `author_invites`: an admin's invitation of an author by e-mail; the link's token is stored as a
 * SHA-256 hash, so the table alone lets nobody accept one.
 */
export const newsletterSends: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('newsletter_sends')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('post_id', 'text', (c) => c.notNull().unique())
      .addColumn('subject', 'text', (c) => c.notNull())
      // The post as mailed (JSON: title, excerpt, html, url), fixed when the send began.
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .addCheckConstraint('newsletter_sends_status', sql`status in ('sending', 'done')`)
      .execute();
    await db.schema
      .createTable('newsletter_send_recipients')
      .addColumn('send_id', 'text', (c) => c.notNull())
      .addColumn('subscriber_id', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('finished_at', 'bigint')
      .addPrimaryKeyConstraint('newsletter_send_recipients_pk', ['send_id', 'subscriber_id'])
      .addCheckConstraint('newsletter_send_recipients_status', sql`status in ('pending', 'sending', 'sent', 'failed', 'skipped')`)
      .execute();
    await db.schema
      .createIndex('newsletter_send_recipients_due_idx')
      .on('newsletter_send_recipients')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createTable('author_invites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('accepted_at', 'bigint')
      .execute();
    await db.schema.createIndex('author_invites_email_idx').on('author_invites').column('email').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('author_invites').execute();
    await db.schema.dropTable('newsletter_send_recipients').execute();
    await db.schema.dropTable('newsletter_sends').execute();
  },
};
