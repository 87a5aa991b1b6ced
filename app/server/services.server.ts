import { createAuth, type Auth } from './auth.server';
import type { ServerConfig } from './config.server';
import type { DatabaseHandle } from './db/database.server';
import { createMailer, mailerOptionsFromConfig, type Mailer } from './mail/mailer.server';
import { accountConfirmationEmail } from './mail/templates.server';
import { createViewCounter, type ViewCounter } from './blog/view-counter.server';
import { createRateLimits, type RateLimits } from './rate-limit.server';
import { getOrCreateSecret } from './settings.server';

/** Everything a request handler may need, built once at start-up around one database handle. */
export interface Services {
  config: ServerConfig;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  limits: RateLimits;
  /** Article views, written in batches. */
  views: ViewCounter;
  /** Goes up whenever an admin changes a post, so pages that list other posts know to render again. */
  blogRevision: { value: number };
}

export async function createServices(
  config: ServerConfig,
  database: DatabaseHandle,
  overrides: { mailer?: Mailer } = {},
): Promise<Services> {
  const secret = config.authSecret ?? (await getOrCreateSecret(database.db, 'auth_secret'));
  const mailer = overrides.mailer ?? createMailer(mailerOptionsFromConfig(config));
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    publicOrigin: config.publicOrigin,
    siteName: config.siteName,
    secret,
    sendConfirmation: async (to, url) => {
      await mailer.send({ to: to.email, ...accountConfirmationEmail(config, url) });
    },
  });
  const limits = createRateLimits(database, secret);
  const views = createViewCounter(database.db);
  return { config, database, auth, mailer, limits, views, blogRevision: { value: 0 } };
}
