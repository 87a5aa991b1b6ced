import type { Auth } from './auth.server';
import type { ServerConfig } from './config.server';
import type { DatabaseHandle } from './db/database.server';
import { createMailer, mailerOptionsFromConfig, type Mailer } from './mail/mailer.server';
import { createMailQueue, type MailQueue, type MailQueueOptions } from './mail/queue.server';
import { accountConfirmationEmail, existingAccountEmail, passwordResetEmail } from './mail/templates.server';
import { createNewsletterSender, type NewsletterSender, type NewsletterSenderOptions } from './newsletter/sender.server';
import { createContentChanges, type ContentChanges } from './content-changes.server';
import { createViewCounter, type ViewCounter } from './blog/view-counter.server';
import { createRateLimits, type RateLimits } from './rate-limit.server';
import { createMediaStorage, type MediaStorage } from './media/storage.server';
import { createReferenceRates, type ReferenceRates } from './rates/rates.server';
import { getOrCreateSecret } from './settings.server';
import { createSignInGuard, type SignInGuard } from './sign-in-guard.server';

/** Everything a request handler may need, built once at start-up around one database handle. */
export interface Services {
  config: ServerConfig;
  database: DatabaseHandle;
  /**
   * The accounts library, loaded on first use (the first /api/auth request or admin check): it is
   * the largest library of the server, and most requests (every public page) never need it, so
   * start-up does not wait for it.
   */
  auth(): Promise<Auth>;
  /**
   * Outgoing mail: requests queue it, and the worker (started by the server, not by the admin
   * command line) delivers it (docs/decisions/040-mail-queue.md).
   */
  mail: MailQueue;
  /** Newsletter sends, delivered by a worker the server starts (docs/decisions/061-newsletter-sending.md). */
  newsletter: NewsletterSender;
  limits: RateLimits;
  /** Failed sign-ins per account (docs/decisions/031-sign-in-lockout.md). */
  signInGuard: SignInGuard;
  /** Article views, written in batches. */
  views: ViewCounter;
  /** The euro reference rates conversions use (docs/decisions/051-reference-rates.md); the server starts its polling. */
  rates: ReferenceRates;
  /** Content changes (a post published, edited or deleted, rates stored), heard by every server process. */
  content: ContentChanges;
  /** Uploaded images: DATA_DIR/media or an S3 bucket (docs/decisions/062-images.md). */
  media: MediaStorage;
}

export async function createServices(
  config: ServerConfig,
  database: DatabaseHandle,
  overrides: {
    mailer?: Mailer;
    mailQueue?: Omit<MailQueueOptions, 'database' | 'mailer'>;
    newsletter?: Omit<NewsletterSenderOptions, 'database' | 'mailer' | 'site'>;
    media?: MediaStorage;
  } = {},
): Promise<Services> {
  const secret = config.authSecret ?? (await getOrCreateSecret(database.db, 'auth_secret'));
  const mailer = overrides.mailer ?? createMailer(mailerOptionsFromConfig(config));
  const mail = createMailQueue({ ...overrides.mailQueue, database, mailer });
  const newsletter = createNewsletterSender({ ...overrides.newsletter, database, mailer, site: config });
  const limits = createRateLimits(database, secret);
  const signInGuard = createSignInGuard(database, secret);
  let loading: Promise<Auth> | undefined;
  const auth = () =>
    (loading ??= (async () => {
      const { createAuth, CONFIRM_LINK_SECONDS, RESET_LINK_MINUTES } = await import('./auth.server');
      return createAuth({
        db: database.db,
        dialect: database.dialect,
        publicOrigin: config.publicOrigin,
        siteName: config.siteName,
        secret,
        // Each mail is queued after the answer has gone out (mail.background), so whether a request
        // made one cannot be read from how long its answer took.
        sendConfirmation: async (to, url) =>
          mail.background(async () => {
            const expiresAt = Date.now() + CONFIRM_LINK_SECONDS * 1000;
            await mail.enqueue({ to: to.email, ...accountConfirmationEmail(config, url) }, { expiresAt });
          }),
        // Mails to one address are budgeted, so many clients together cannot flood a stranger's inbox;
        // over budget, nothing is sent and the answer stays the same.
        sendPasswordReset: async (email, url) =>
          mail.background(async () => {
            if ((await limits.consume('passwordReset', `recipient:${email}`)) !== null) return;
            const expiresAt = Date.now() + RESET_LINK_MINUTES * 60_000;
            await mail.enqueue({ to: email, ...passwordResetEmail(config, url, RESET_LINK_MINUTES) }, { expiresAt });
          }),
        notifyExistingAccount: async (email) =>
          mail.background(async () => {
            if ((await limits.consume('signUp', `recipient:${email}`)) !== null) return;
            const page = (query: string) => new URL(`/auth${query}`, config.publicOrigin).href;
            await mail.enqueue({ to: email, ...existingAccountEmail(config, { signInUrl: page(''), resetUrl: page('?view=forgot') }) });
          }),
        onPasswordReset: (email) => signInGuard.clear(email),
        // Bylines show the account's display name (docs/product.md#accounts): a new name reaches its posts.
        onUserUpdated: async (user) => {
          const updated = await database.db
            .updateTable('blog_posts')
            .set({ author_name: user.name.trim() || null })
            .where('author_id', '=', user.id)
            .executeTakeFirst();
          if (updated.numUpdatedRows > 0n) await content.changed('posts');
        },
      });
    })());
  const views = createViewCounter(database.db);
  const content = createContentChanges(database);
  // Rates this process stores are news for every process (the server reads such news: http/index.ts).
  const rates = await createReferenceRates({
    db: database.db,
    fetchUrl: config.ratesFetch ? config.ratesUrl : undefined,
    pollMs: config.ratesPollMs,
    onStored: () => void content.changed('rates'),
  });
  const media = overrides.media ?? createMediaStorage(config);
  return { config, database, auth, mail, newsletter, limits, signInGuard, views, rates, content, media };
}
