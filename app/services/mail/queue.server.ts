import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.server';
import {
  claimDueMail,
  insertMail,
  markMailFailed,
  markMailRetry,
  markMailSent,
  nextMailDueAt,
  pruneFinishedMail,
  type QueuedMail,
} from '../db/mail-queue.server';
import type { Mailer, MailMessage } from './mailer.server';
import { log } from '../logger.server';
import { createPollingWorker } from '../polling-worker.server';

/**
 * Outgoing mail goes through a queue in the database (docs/decisions/040-mail-queue.md): a
 * request stores its message and answers, whatever the relay does; the worker of each server
 * process delivers due messages, retrying with exponential backoff, and gives up after
 * `maxAttempts`. A message stays queued across restarts, and a row held by a worker that died is
 * claimed again once its lease ends.
 */

export const MAIL_QUEUE_DEFAULTS = {
  /** Attempts before a message is marked failed (30 s, 1, 2, 4 … 60 min apart: about 3 hours). */
  maxAttempts: 10,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  /** How long a claim holds a row; far longer than a send takes (the mailer's timeouts). */
  leaseMs: 5 * 60_000,
  /** The longest the worker sleeps between looks at the table (retries, other processes' rows). */
  pollMs: 15_000,
  /** Rows claimed at once (the SMTP pool keeps 5 connections). */
  batchSize: 5,
  /** Records of sent and failed mail are deleted after this. */
  keepFinishedMs: 30 * 24 * 60 * 60_000,
  /** On stop, how long to wait for sends in flight; rows still sending are retried after their lease. */
  stopGraceMs: 3_000,
} as const;

export interface MailQueueLogger {
  info(line: string): void;
  error(line: string): void;
}

export interface MailQueueOptions extends Partial<Record<keyof typeof MAIL_QUEUE_DEFAULTS, number>> {
  database: Pick<DatabaseHandle, 'db' | 'dialect'>;
  /** Delivers a claimed message: SMTP or the outbox. */
  mailer: Mailer;
  logger?: MailQueueLogger;
  /** The clock (tests move it to make retries due). */
  now?: () => number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailQueue {
  /** Stores a message for delivery (committed when this resolves) and wakes the worker. */
  enqueue(message: MailMessage, options?: { expiresAt?: number }): Promise<string>;
  /**
   * Runs `work` (which queues mail) after the current answer has gone out: it starts on a later
   * turn of the event loop, so not even its synchronous SQLite writes delay the answer, and an
   * answer takes as long whether or not a mail is queued. Failures are logged; stop() and flush()
   * wait for it.
   */
  background(work: () => Promise<unknown>): void;
  /** Starts this process's worker. */
  start(): void;
  /** Claims and delivers every message due now, batch by batch, until none is left. */
  deliverDue(): Promise<DeliveryReport>;
  /** Waits for background tasks, then delivers what is due (tests; a started worker does this itself). */
  flush(): Promise<DeliveryReport>;
  /**
   * Stops the worker (it claims nothing more), waits for background tasks and (briefly) for sends
   * in flight, and closes the transport.
   */
  stop(): Promise<void>;
}

/** The wait before attempt `attempts + 1`: base, 2 × base, 4 × base … up to `max`. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** An error as one short line for the row and the log (SMTP replies can run long). */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

const consoleLogger: MailQueueLogger = { info: (line) => log.info(line), error: (line) => log.error(line) };

export function createMailQueue(options: MailQueueOptions): MailQueue {
  const settings = { ...MAIL_QUEUE_DEFAULTS, ...definedOnly(options) };
  const { database, mailer } = options;
  const { db } = database;
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? Date.now;
  const tasks = new Set<Promise<unknown>>();
  let stopped = false;
  let lastPrune = 0;

  async function deliver(mail: QueuedMail): Promise<keyof DeliveryReport | null> {
    const at = now();
    const { maxAttempts } = settings;
    if (mail.attempts > maxAttempts) {
      // Its last attempt was claimed by a worker that stopped before saying how it went.
      await markMailFailed(db, mail, at, `No outcome after ${maxAttempts} attempts`);
      logger.error(`[mail] Gave up on mail ${mail.id}: no outcome after ${maxAttempts} attempts`);
      return 'failed';
    }
    if (mail.expiresAt !== null && mail.expiresAt <= at) {
      await markMailFailed(db, mail, at, 'Its link expired before it could be delivered');
      logger.error(`[mail] Gave up on mail ${mail.id}: its link expired before it could be delivered`);
      return 'failed';
    }
    try {
      await mailer.send(mail.message, mail.id);
    } catch (error) {
      const reason = reasonOf(error);
      if (mail.attempts >= maxAttempts) {
        await markMailFailed(db, mail, now(), reason);
        logger.error(`[mail] Gave up on mail ${mail.id} after ${mail.attempts} attempts: ${reason}`);
        return 'failed';
      }
      const wait = retryDelay(mail.attempts, settings.retryBaseMs, settings.retryMaxMs);
      await markMailRetry(db, mail, now() + wait, reason);
      logger.error(`[mail] Attempt ${mail.attempts} of ${maxAttempts} for mail ${mail.id} failed, next in ${Math.round(wait / 1000)} s: ${reason}`);
      return 'retried';
    }
    // Sent: if this claim was taken over meanwhile (a lease ran out), the other worker records it.
    return (await markMailSent(db, mail, now())) ? 'sent' : null;
  }

  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    // A stopped queue claims no more: what it would claim waits in the table for the next start.
    while (!stopped) {
      const claimed = await claimDueMail(database, { now: now(), leaseMs: settings.leaseMs, limit: settings.batchSize });
      if (claimed.length === 0) break;
      for (const outcome of await Promise.all(claimed.map(deliver))) if (outcome) report[outcome]++;
    }
    if (now() - lastPrune > 60 * 60_000) {
      lastPrune = now();
      await pruneFinishedMail(db, lastPrune - settings.keepFinishedMs);
    }
    return report;
  }

  const worker = createPollingWorker({
    pollMs: settings.pollMs,
    now,
    pass: async () => {
      await deliverDue();
      return nextMailDueAt(db);
    },
    onError: (error) => logger.error(`[mail] The mail queue could not be read: ${reasonOf(error)}`),
  });

  async function settleTasks() {
    while (tasks.size > 0) await Promise.allSettled([...tasks]);
  }

  return {
    async enqueue(message, { expiresAt } = {}) {
      const id = randomUUID();
      await insertMail(db, { id, message, now: now(), expiresAt });
      worker.wake();
      return id;
    },

    background(work) {
      const tracked = new Promise((resolve) => setImmediate(resolve)).then(work).then(
        () => undefined,
        (error: unknown) => logger.error(`[mail] A mail could not be queued: ${reasonOf(error)}`),
      );
      tasks.add(tracked);
      void tracked.finally(() => tasks.delete(tracked));
    },

    start: () => worker.start(),

    deliverDue,

    async flush() {
      await settleTasks();
      return deliverDue();
    },

    async stop() {
      stopped = true;
      worker.stop();
      await settleTasks();
      await worker.idle(settings.stopGraceMs);
      mailer.close();
    },
  };
}

function definedOnly(options: MailQueueOptions): Partial<Record<keyof typeof MAIL_QUEUE_DEFAULTS, number>> {
  const result: Partial<Record<keyof typeof MAIL_QUEUE_DEFAULTS, number>> = {};
  for (const key of Object.keys(MAIL_QUEUE_DEFAULTS) as (keyof typeof MAIL_QUEUE_DEFAULTS)[]) {
    const value = options[key];
    if (value !== undefined) result[key] = value;
  }
  return result;
}
