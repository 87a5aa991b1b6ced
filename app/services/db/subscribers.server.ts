import type { Kysely, Selectable } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, NewsletterSubscribersTable, SubscriberStatus } from './schema.server';

/**
 * Newsletter subscribers with double opt-in: stored 'pending' with a confirmation token,
 * 'confirmed' by its link, 'unsubscribed' by the unsubscribe link every mail carries.
 * Addresses are stored trimmed and lower-cased (the table's CHECK refuses anything else).
 */
export interface Subscriber {
  id: string;
  email: string;
  status: SubscriberStatus;
  confirmToken: string;
  unsubscribeToken: string;
  createdAt: number;
  confirmedAt: number | null;
  /** The code of the language the reader signed up in: the mails they get are in it. */
  language: string;
}

export type { SubscriberStatus };

function toSubscriber(row: Selectable<NewsletterSubscribersTable>): Subscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    confirmToken: row.confirm_token,
    unsubscribeToken: row.unsubscribe_token,
    createdAt: Number(row.created_at),
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    language: row.language,
  };
}

const maybe = (row: Selectable<NewsletterSubscribersTable> | undefined) => (row ? toSubscriber(row) : null);

/** 256 random bits, URL-safe: tokens travel in links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Stores a new pending subscriber. Returns null (and changes nothing) when the address is
 * already known, whatever its status: the caller decides between 'Already subscribed',
 * re-sending the confirmation, or `resetToPending` for a returning reader.
 */
export async function insertPendingSubscriber(db: Kysely<Database>, email: string, now = Date.now(), language = 'en'): Promise<Subscriber | null> {
  const row = await db
    .insertInto('newsletter_subscribers')
    .values({
      id: randomUUID(),
      email: normalizeEmail(email),
      status: 'pending',
      confirm_token: newToken(),
      unsubscribe_token: newToken(),
      created_at: now,
      confirmed_at: null,
      language,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  return maybe(row);
}

export async function findSubscriberByEmail(db: Kysely<Database>, email: string): Promise<Subscriber | null> {
  return maybe(await db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst());
}

export async function findSubscriberByConfirmToken(db: Kysely<Database>, token: string): Promise<Subscriber | null> {
  return maybe(await db.selectFrom('newsletter_subscribers').selectAll().where('confirm_token', '=', token).executeTakeFirst());
}

export async function findSubscriberByUnsubscribeToken(db: Kysely<Database>, token: string): Promise<Subscriber | null> {
  return maybe(await db.selectFrom('newsletter_subscribers').selectAll().where('unsubscribe_token', '=', token).executeTakeFirst());
}

/**
 * Confirms a pending subscription by its token. Clicking the link again is harmless, and an
 * old confirmation link cannot undo an unsubscribe. Returns the subscriber as it now is
 * (check `status`), or null for an unknown token.
 */
export async function confirmSubscriber(db: Kysely<Database>, token: string, now = Date.now()): Promise<Subscriber | null> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: now })
    .where('confirm_token', '=', token)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return row ? toSubscriber(row) : findSubscriberByConfirmToken(db, token);
}

/** Unsubscribes by the token of the mail's link (idempotent). Returns the subscriber, or null for an unknown token. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<Subscriber | null> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed' })
    .where('unsubscribe_token', '=', token)
    .returningAll()
    .executeTakeFirst();
  return maybe(row);
}

/**
 * Puts a known address back to pending with a fresh confirmation token (a reader who
 * unsubscribed signs up again; old confirmation links stop working), in the language they sign up
 * in this time. Returns null if unknown.
 */
export async function resetToPending(db: Kysely<Database>, email: string, language = 'en'): Promise<Subscriber | null> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'pending', confirm_token: newToken(), confirmed_at: null, language })
    .where('email', '=', normalizeEmail(email))
    .returningAll()
    .executeTakeFirst();
  return maybe(row);
}
