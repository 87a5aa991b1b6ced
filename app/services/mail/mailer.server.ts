import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { ServerConfig } from '../config.server';
import { createOutbox } from './outbox.server';
import { log } from '../logger.server';

/**
 * One way to send mail, two deliveries (docs/decisions/011-email.md): SMTP when `SMTP_URL` is set,
 * otherwise an outbox folder of .eml files, each announced by a log line with its file name. The
 * line never carries the mail's links: a log is read by more people, and kept longer, than a
 * reset link may be (docs/decisions/040-mail-queue.md). Requests do not call this: they queue
 * their mail (queue.server.ts), and the queue's worker sends it.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface SentMail {
  id: string;
  /** Set when the message went to the outbox instead of an SMTP server. */
  outboxFile?: string;
}

export interface Mailer {
  readonly delivery: 'smtp' | 'outbox';
  /** Sends one message; `id` (the queue row's) becomes its Message-ID, so a retry keeps it. */
  send(message: MailMessage, id?: string): Promise<SentMail>;
  /** Ends pooled SMTP connections; the outbox has nothing to end. */
  close(): void;
}

export interface MailLogger {
  info(line: string): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** Receives the outbox line; defaults to the console. Tests pass their own. */
  logger?: MailLogger;
}

/** The mailer options a configured server uses: the outbox lives in the data folder. */
export function mailerOptionsFromConfig(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger?: MailLogger): MailerOptions {
  return { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), logger };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Transport options for an smtp:// or smtps:// URL. nodemailer reads the URL itself: smtps:// is
 * TLS from the first byte, smtp:// upgrades with STARTTLS when the server offers it, certificates
 * are always verified, and query options such as `?requireTLS=true`, `?ignoreTLS=true` or
 * `?tls.rejectUnauthorized=false` (a self-signed relay) override ours. Our one default on top:
 * credentials never cross a network in clear text, so a plain smtp:// URL with a user name
 * requires STARTTLS unless the server is on this machine.
 */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const credentials = url.username !== '' || url.password !== '';
  return {
    pool: true as const,
    url: smtpUrl,
    requireTLS: url.protocol === 'smtp:' && credentials && !LOOPBACK.has(url.hostname),
    // The queue's worker waits for each send: a dead relay must fail it in seconds, not minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** A log line must stay one line, whatever the subject holds (the site name is configuration). */
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/**
 * nodemailer, loaded with the first message: most requests send none, so start-up does not wait
 * for it (docs/decisions/037-start-up.md).
 */
async function loadNodemailer() {
  return (await import('nodemailer')).default;
}

/** `create` runs once, on first use; later calls share its transport. */
function lazily<T>(create: () => Promise<T>): { get(): Promise<T>; ifCreated(use: (value: T) => void): void } {
  let value: Promise<T> | undefined;
  return {
    get: () => (value ??= create()),
    ifCreated: (use) => void value?.then(use, () => undefined),
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const logger = options.logger ?? { info: (line: string) => log.info(line) };
  // The Message-ID domain is the sender's, as receivers expect; the id part is ours to return.
  const domain = /@([^\s<>@]+)>?\s*$/.exec(options.mailFrom)?.[1] ?? 'localhost';
  const compose = (message: MailMessage, id: string) => ({
    from: options.mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: `<${id}@${domain}>`,
  });

  if (options.smtpUrl) {
    const { smtpUrl } = options;
    const transport = lazily(async () => (await loadNodemailer()).createTransport(smtpTransportOptions(smtpUrl)));
    return {
      delivery: 'smtp',
      async send(message, id = randomUUID()) {
        await (await transport.get()).sendMail(compose(message, id));
        return { id };
      },
      close: () => transport.ifCreated((t) => t.close()),
    };
  }

  // CRLF line ends: the file holds the same MIME an SMTP server would have received.
  const composer = lazily(async () => (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'windows' }));
  const outbox = createOutbox(options.outboxDir);
  return {
    delivery: 'outbox',
    async send(message, id = randomUUID()) {
      const info = await (await composer.get()).sendMail(compose(message, id));
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer returned a stream, not a buffer');
      const outboxFile = await outbox.write(id, info.message);
      // No recipient and no link: open the file (README, E-mail).
      logger.info(oneLine(`[mail] Not sent (no SMTP_URL): "${message.subject}" written to the outbox as ${outboxFile}`));
      return { id, outboxFile };
    },
    close: () => undefined,
  };
}
