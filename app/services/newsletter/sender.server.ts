import type { DatabaseHandle } from '../db/database.server';
import {
  claimDueRecipients,
  finishRecipient,
  finishSendIfDone,
  getSendContent,
  listRunningSends,
  listSendsToStart,
  nextSendDueAt,
  retryRecipient,
  startScheduledSend,
  type ClaimedRecipient,
} from '../db/newsletter-sends.server';
import { getPostById } from '../db/posts-admin.server';
import { log } from '../logger.server';
import { createPollingWorker } from '../polling-worker.server';
import type { Mailer } from '../mail/mailer.server';
import { retryDelay } from '../mail/queue.server';
import { ENGLISH_MAIL, newsletterPostEmail, type MailLanguageOf, type MailSite, type NewsletterPost } from '../mail/templates.server';
import { newsletterSnapshot } from './post-content.server';

/**
 * Delivers newsletter sends (docs/decisions/061-newsletter-sending.md): a worker in each server
 * process claims batches of due recipients, mails each through the mailer (SMTP or the outbox),
 * and records each outcome. A temporary failure (no connection, a 4xx reply) is retried with
 * backoff; a permanent refusal (a 5xx reply: no such mailbox) is recorded as failed at once. A
 * recipient who unsubscribed or was removed before their turn is skipped. A batch held by a
 * process that died is claimed again when its lease ends: that batch, and only it, may be mailed
 * twice. The Message-ID is fixed per (send, subscriber), so a repeat is the same message.
 *
 * A send of a scheduled post waits (docs/decisions/069-newsletter-waits-for-publication.md): each
 * pass first starts the waiting sends whose post is public now, with the post as it is then and the
 * subscribers confirmed then, and the worker sleeps no later than the next such publication.
 */

export const NEWSLETTER_DEFAULTS = {
  batchSize: 10,
  /** How long a claim holds its batch; far beyond a batch's sends (the mailer's timeouts). */
  leaseMs: 2 * 60_000,
  /** Attempts before a temporary failure counts as failed (1, 2, 4 … 60 min apart: about 4 hours). */
  maxAttempts: 8,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
  pollMs: 15_000,
} as const;

export interface NewsletterSenderOptions extends Partial<Record<keyof typeof NEWSLETTER_DEFAULTS, number>> {
  database: Pick<DatabaseHandle, 'db' | 'dialect'>;
  mailer: Mailer;
  site: MailSite;
  now?: () => number;
  /** The mails' words and unsubscribe page in each subscriber's language; English until start() is given them. */
  mailLanguage?: MailLanguageOf;
}

export interface NewsletterSender {
  /**
   * Starts this process's worker, with the words of each subscriber's language (the site's
   * translator, which the services cannot load themselves: http/load-site.ts).
   */
  start(mailLanguage?: MailLanguageOf): void;
  /** Looks at the table now (a send was just created). */
  wake(): void;
  /** Starts the sends whose post became public, then claims and delivers every recipient due now, batch by batch; returns how many were mailed. */
  deliverDue(): Promise<number>;
  /** Stops claiming and waits (briefly) for the batch in flight. */
  stop(): Promise<void>;
}

/** A reply the relay will give again however often it is asked (RFC 5321's 5xx). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

/** The message id of a recipient's copy: the same for every attempt. */
export const newsletterMessageId = (r: Pick<ClaimedRecipient, 'sendId' | 'subscriberId'>) => `newsletter-${r.sendId}-${r.subscriberId}`;

export function createNewsletterSender(options: NewsletterSenderOptions): NewsletterSender {
  const settings: Record<keyof typeof NEWSLETTER_DEFAULTS, number> = { ...NEWSLETTER_DEFAULTS };
  for (const key of Object.keys(NEWSLETTER_DEFAULTS) as (keyof typeof NEWSLETTER_DEFAULTS)[]) settings[key] = options[key] ?? settings[key];
  const { database, mailer, site } = options;
  const { db } = database;
  const now = options.now ?? Date.now;
  let mailLanguage: MailLanguageOf = options.mailLanguage ?? (() => ENGLISH_MAIL);
  const posts = new Map<string, NewsletterPost>();
  let stopped = false;

  async function postOf(sendId: string): Promise<NewsletterPost | null> {
    const cached = posts.get(sendId);
    if (cached) return cached;
    const row = await getSendContent(db, sendId);
    if (!row) return null;
    const post = JSON.parse(row.content) as NewsletterPost;
    posts.set(sendId, post);
    return post;
  }

  async function deliver(r: ClaimedRecipient, post: NewsletterPost): Promise<boolean> {
    const subscriber = await db
      .selectFrom('newsletter_subscribers')
      .select(['status', 'unsubscribe_token', 'language'])
      .where('id', '=', r.subscriberId)
      .executeTakeFirst();
    if (subscriber?.status !== 'confirmed') {
      await finishRecipient(db, r, {
        status: 'skipped',
        now: now(),
        error: subscriber ? `The address is ${subscriber.status}` : 'The subscriber was removed',
      });
      return false;
    }
    // In the subscriber's language, that of the blog whose post this is: its words and its unsubscribe page.
    const { say, unsubscribePath } = mailLanguage(subscriber.language);
    const unsubscribeUrl = new URL(unsubscribePath, site.publicOrigin);
    unsubscribeUrl.searchParams.set('token', subscriber.unsubscribe_token);
    try {
      await mailer.send({ to: r.email, ...newsletterPostEmail(site, post, unsubscribeUrl.href, { say }) }, newsletterMessageId(r));
    } catch (error) {
      const reason = reasonOf(error);
      if (isPermanent(error) || r.attempts >= settings.maxAttempts) {
        await finishRecipient(db, r, { status: 'failed', now: now(), error: reason });
        log.error(`[newsletter] Gave up on ${newsletterMessageId(r)} after ${r.attempts} attempts: ${reason}`);
      } else {
        const wait = retryDelay(r.attempts, settings.retryBaseMs, settings.retryMaxMs);
        await retryRecipient(db, r, now() + wait, reason);
        log.warn(`[newsletter] Attempt ${r.attempts} for ${newsletterMessageId(r)} failed, next in ${Math.round(wait / 1000)} s: ${reason}`);
      }
      return false;
    }
    await finishRecipient(db, r, { status: 'sent', now: now() });
    return true;
  }

  /**
   * Starts each waiting send whose post is public now, from the post as read here: if the post is
   * saved in between, the start is refused and the next pass reads it again. One send that cannot be
   * started (its post cannot be rendered) holds up neither the others nor the running sends.
   */
  async function startPublished(): Promise<void> {
    const at = now();
    for (const { sendId, postId } of await listSendsToStart(db, at)) {
      try {
        const post = await getPostById(db, postId);
        if (!post) continue;
        const snapshot = await newsletterSnapshot(post, site.publicOrigin);
        await startScheduledSend(db, { sendId, postVersion: post.version, ...snapshot, now: at });
      } catch (error) {
        log.error(`[newsletter] The send ${sendId} could not be started: ${reasonOf(error)}`);
      }
    }
  }

  async function deliverDue(): Promise<number> {
    await startPublished();
    let mailed = 0;
    for (const sendId of await listRunningSends(db)) {
      const post = await postOf(sendId);
      if (!post) continue;
      while (!stopped) {
        const batch = await claimDueRecipients(database, sendId, { now: now(), leaseMs: settings.leaseMs, limit: settings.batchSize });
        if (batch.length === 0) break;
        for (const ok of await Promise.all(batch.map((r) => deliver(r, post)))) if (ok) mailed++;
      }
      if (await finishSendIfDone(db, sendId, now())) posts.delete(sendId);
    }
    return mailed;
  }

  const worker = createPollingWorker({
    pollMs: settings.pollMs,
    now,
    pass: async () => {
      await deliverDue();
      return nextSendDueAt(db);
    },
    onError: (error) => log.error(`[newsletter] The sends could not be read: ${reasonOf(error)}`),
  });

  return {
    start: (language) => {
      if (language) mailLanguage = language;
      worker.start();
    },
    wake: () => worker.wake(),
    deliverDue,
    async stop() {
      stopped = true;
      worker.stop();
      await worker.idle(3_000);
    },
  };
}
