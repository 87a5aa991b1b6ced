import type { Generated } from 'kysely';
import type { Role } from '~/domain/roles';
import type { ContentFormat } from '~/domain/schemas/post';

/**
 * Row types of our own tables, exactly as both engines return them.
 *
 * Portable column types (docs/decisions/010-database.md): flags are integers 0/1 (PostgreSQL
 * refuses 1 for a boolean, SQLite has none), timestamps are epoch milliseconds (bigint in
 * PostgreSQL, returned as numbers by the pool's int8 parser), ids are text UUIDs. The
 * repository modules map rows to domain objects; nothing above them sees a 0/1 flag.
 *
 * better-auth's tables (user, session, account, verification) are created by better-auth's
 * own migration helper and are not declared here.
 */

/** A boolean stored as an integer: 0 is false, 1 is true. */
export type Flag = 0 | 1;

/** Milliseconds since the Unix epoch (UTC). */
export type EpochMs = number;

export interface BlogPostsTable {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  category: string;
  featured_image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  published: Flag;
  featured: Flag;
  published_at: EpochMs | null;
  created_at: EpochMs;
  updated_at: EpochMs;
  views: Generated<number>;
  author_id: string | null;
  author_name: string | null;
  /** How the author wrote the body (migration 0006); `content` is always its sanitized HTML. */
  content_format: Generated<ContentFormat>;
  /** The Markdown as typed, for the editor; null for HTML, whose source is `content`. */
  content_source: string | null;
  /** Raised by every save: a save made from an older version is refused. */
  version: Generated<number>;
  /** When the post was moved to the trash (migration 0011); null for a live post. */
  deleted_at: EpochMs | null;
  /** The code of the language the post is written in (migration 0012): its blog and its address. */
  language: Generated<string>;
}

/** A slug a published post had before; its address answers with a 301 to the post (migration 0006). */
export interface BlogPostSlugsTable {
  slug: string;
  post_id: string;
  created_at: EpochMs;
}

/** One row per (post, tag); `position` keeps the order the admin typed the tags in. */
export interface BlogPostTagsTable {
  post_id: string;
  tag: string;
  position: number;
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscribersTable {
  id: string;
  /** Always stored lower-cased (a CHECK constraint refuses anything else). */
  email: string;
  status: SubscriberStatus;
  confirm_token: string;
  unsubscribe_token: string;
  created_at: EpochMs;
  confirmed_at: EpochMs | null;
  /** The code of the language of the page the reader signed up on (migration 0012): their mails' language. */
  language: Generated<string>;
}

export type { Role };

/** A member of the team and their one role (migration 0010, docs/decisions/076-roles.md). */
export interface UserRolesTable {
  /** better-auth's user id (text); no foreign key, as better-auth creates its tables on its own. */
  user_id: string;
  role: Role;
  created_at: EpochMs;
  /** When an Administrator suspended the person: no sign-in, no session, until restored. */
  suspended_at: EpochMs | null;
}

/**
 * rate-limiter-flexible's counters (RateLimiterSQLite / RateLimiterPostgres with
 * `tableName: 'rate_limits', tableCreated: true`). Column names and order are the library's:
 * its PostgreSQL upsert inserts positionally (key, points, expire).
 */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: EpochMs | null;
}

export interface Database {
  blog_posts: BlogPostsTable;
  blog_post_tags: BlogPostTagsTable;
  blog_post_slugs: BlogPostSlugsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  user_roles: UserRolesTable;
  rate_limits: RateLimitsTable;
  app_settings: AppSettingsTable;
  user: AuthUserTable;
  mail_queue: MailQueueTable;
  exchange_rates: ExchangeRatesTable;
  rate_fetches: RateFetchesTable;
  newsletter_sends: NewsletterSendsTable;
  newsletter_send_recipients: NewsletterSendRecipientsTable;
  author_invites: AuthorInvitesTable;
  images: ImagesTable;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Outgoing mail (migration 0003, docs/decisions/040-mail-queue.md). */
export interface MailQueueTable {
  id: string;
  recipient: string;
  subject: string;
  /** Emptied once the mail is sent or given up: its links are secrets. */
  text_body: string;
  html_body: string;
  /** Extra headers as a JSON object. */
  headers: string;
  status: MailStatus;
  attempts: number;
  /** When a worker may claim the row: the next attempt (pending) or the end of the lease (sending). */
  next_attempt_at: EpochMs;
  expires_at: EpochMs | null;
  last_error: string | null;
  created_at: EpochMs;
  finished_at: EpochMs | null;
}

/** Euro reference rates by banking day (migration 0005, docs/decisions/051-reference-rates.md). */
export interface ExchangeRatesTable {
  /** The banking day, YYYY-MM-DD. */
  day: string;
  /** ISO 4217 code. */
  currency: string;
  /** Units of the currency per euro, the decimal text as published. */
  rate: string;
}

export type RateFetchStatus = 'fetching' | 'done' | 'failed';

/** One row per day the server fetched the rates: the claim that makes one fetch a day in all. */
export interface RateFetchesTable {
  day: string;
  status: RateFetchStatus;
  attempts: Generated<number>;
  started_at: EpochMs;
  retry_at: EpochMs | null;
  result: string | null;
}

/** Uploaded images (migration 0008, docs/decisions/062-images.md). */
export interface ImagesTable {
  /** 16 hex digits; the copies are stored as `{id}-{width}.{ext}`. */
  id: string;
  original_name: string | null;
  alt: string;
  content_type: string;
  /** JSON list of the copies' widths, narrowest first. */
  widths: string;
  /** JSON list of the copies' sizes in bytes, in the order of `widths`. */
  sizes: string;
  width: number;
  height: number;
  created_by: string | null;
  created_at: EpochMs;
}

/** Generated secrets shared by every server process (e.g. the session-signing secret). */
export interface AppSettingsTable {
  name: string;
  value: string;
}

/**
 * better-auth's user table (migration 0002), typed for the few reads our own code makes
 * (the admin command line). better-auth itself writes it; flags and dates differ by engine.
 */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

/** Whether a user row's address is confirmed, as either engine stores the flag (SQLite: 0 or 1). */
export const isConfirmedUser = (user: Pick<AuthUserTable, 'emailVerified'> | undefined): boolean =>
  user?.emailVerified === true || user?.emailVerified === 1;

/** 'scheduled': waiting for the post's publication (migration 0009); then 'sending', then 'done'. */
export type NewsletterSendStatus = 'scheduled' | 'sending' | 'done';

/**
 * A post sent as a newsletter (migration 0007, docs/decisions/061-newsletter-sending.md), or to be
 * sent once it is public (migration 0009, docs/decisions/069-newsletter-waits-for-publication.md).
 */
export interface NewsletterSendsTable {
  id: string;
  /** Unique: a post is sent once. */
  post_id: string;
  subject: string;
  /** The post as mailed, JSON, fixed when the send began; null while the send is scheduled. */
  content: string | null;
  status: NewsletterSendStatus;
  created_by: string | null;
  created_at: EpochMs;
  finished_at: EpochMs | null;
}

export type RecipientStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** One row per (send, subscriber): the unit of delivery, claimed like a mail-queue row. */
export interface NewsletterSendRecipientsTable {
  send_id: string;
  subscriber_id: string;
  email: string;
  status: RecipientStatus;
  attempts: Generated<number>;
  /** The next attempt (pending) or the end of the claim's lease (sending). */
  next_attempt_at: EpochMs;
  last_error: string | null;
  finished_at: EpochMs | null;
}

/** An admin's invitation of an author; the link's token is kept only as its SHA-256 hash. */
export interface AuthorInvitesTable {
  id: string;
  email: string;
  token_hash: string;
  invited_by: string | null;
  created_at: EpochMs;
  expires_at: EpochMs;
  accepted_at: EpochMs | null;
  /** The role accepting gives (migration 0010). */
  role: Generated<Role>;
  /** Set when an Administrator cancelled it, or a newer invitation of the address replaced it. */
  cancelled_at: EpochMs | null;
}
