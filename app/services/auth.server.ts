import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { sql, type Kysely } from 'kysely';
import { firstError, PasswordSchema } from '~/domain/schemas/auth';
import { invalidCharacter, isStorableText } from '~/domain/schemas/text';
import { CLIENT_ADDRESS_HEADER, shortenAddress } from './client-address.server';
import type { DialectName } from './db/database.server';
import type { Database } from './db/schema.server';

export interface AuthOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  publicOrigin: string;
  siteName: string;
  secret: string;
  /** Delivers the address-confirmation link of a new account. */
  sendConfirmation: (to: { email: string; name: string }, url: string) => Promise<void>;
  /** Delivers a password-reset link (single use, RESET_LINK_MINUTES). */
  sendPasswordReset: (email: string, url: string) => Promise<void>;
  /** Tells the owner of an address that someone signed up with it again. */
  notifyExistingAccount: (email: string) => Promise<void>;
  /** Runs after a password was reset by the mailed link. */
  onPasswordReset: (email: string) => Promise<void>;
  /** Runs after an account's fields changed (its display name: the bylines follow it). */
  onUserUpdated?: (user: { id: string; name: string }) => Promise<void>;
}

/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;
/** How long an address-confirmation link works. */
export const CONFIRM_LINK_SECONDS = 24 * 60 * 60;
/** Where a reset link lands, with ?token= (or ?error=INVALID_TOKEN) added by better-auth. */
export const RESET_PASSWORD_PATH = '/auth';

export const AUTH_BASE_PATH = '/api/auth';
/**
 * Where a confirmation link lands after it signs the user in. `confirmed` lets /blog-admin tell a
 * link opened again (no session then: it signs in only once) from any other signed-out visit.
 */
export const AFTER_CONFIRM_PATH = '/blog-admin?confirmed';

/** The endpoints our before-hook checks, with the body field holding a new password ('' for none). */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
  '/update-user': '',
};

export const IMAGE_MESSAGE = 'Image must be an https:// URL';

/** What a suspended member is told at sign-in. */
export const SUSPENDED_MESSAGE = 'This account is suspended. Ask an Administrator of the blog to restore it.';

/** An account's picture: only an https: URL may be stored (a javascript: or data: URL never). */
function refuseUnsafeImage(fields: unknown) {
  if (typeof fields !== 'object' || fields === null || !('image' in fields)) return;
  const image = fields.image;
  if (image === null || image === undefined) return;
  if (typeof image !== 'string' || !URL.canParse(image) || new URL(image).protocol !== 'https:') {
    throw new APIError('BAD_REQUEST', { message: IMAGE_MESSAGE });
  }
}

/**
 * Ends every password-reset link of an account (better-auth keeps each as a `verification` row
 * `reset-password:<token>` whose value is the user id): once the password has changed, by a link
 * or by its owner, no link asked for before may set it again.
 */
async function endResetLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await sql`delete from "verification" where "identifier" like 'reset-password:%' and "value" = ${userId}`.execute(db);
}

/** How the account forms name a field in a message. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Display name',
  email: 'Email',
  password: 'Password',
  newPassword: 'Password',
  currentPassword: 'Password',
};

/**
 * Refuses text that PostgreSQL would answer with an error (U+0000) and SQLite would store, or that
 * has no UTF-8 spelling, in any field of any auth call, so both engines answer alike with a 400.
 */
function refuseUnstorableText(fields: unknown) {
  if (typeof fields !== 'object' || fields === null) return;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && !isStorableText(value)) {
      throw new APIError('BAD_REQUEST', { message: invalidCharacter(FIELD_LABELS[key] ?? 'Input') });
    }
  }
}

/**
 * Accounts: e-mail and password only, confirmed by a mailed link before any sign-in.
 * Passwords are hashed with better-auth's default (scrypt, salted); sessions are httpOnly,
 * SameSite=Lax cookies (Secure over HTTPS) checked against the database on every request.
 * Rate limiting is ours (shared counters in the database), so better-auth's is off.
 */
export function createAuth(options: AuthOptions) {
  const https = options.publicOrigin.startsWith('https:');
  return betterAuth({
    appName: options.siteName,
    baseURL: options.publicOrigin,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    database: { db: options.db, type: options.dialect },
    trustedOrigins: [options.publicOrigin],
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    advanced: {
      // better-auth turns its origin and callback-URL checks off when NODE_ENV=test (or TEST is
      // set): keep them on everywhere, so tests run what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: https,
      // Sessions record the client's address as our API read it (CLIENT_ADDRESS_HEADER), never
      // what a client wrote into X-Forwarded-For; the session hook below shortens it.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      cookiePrefix: 'unitwise',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      // "Forgot password?": better-auth answers the same whether or not the address has an
      // account, stores the token (random, single use) in `verification`, and its link lands on
      // RESET_PASSWORD_PATH with ?token=. A reset ends every session of the account.
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const link = new URL(url);
        link.searchParams.set('callbackURL', RESET_PASSWORD_PATH);
        await options.sendPasswordReset(user.email, link.href);
      },
      onPasswordReset: async ({ user }) => {
        await endResetLinks(options.db, user.id);
        await options.onPasswordReset(user.email);
      },
      // Sign-up with a taken address answers like a new sign-up (requireEmailVerification makes
      // better-auth do so); the address's owner is told by mail instead.
      onExistingUserSignUp: async ({ user }) => options.notifyExistingAccount(user.email),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        // The link lands on /blog-admin whatever the caller asked for (better-auth uses the
        // request's callbackURL and falls back to "/" when a sign-up call names none).
        const link = new URL(url);
        link.searchParams.set('callbackURL', AFTER_CONFIRM_PATH);
        await options.sendConfirmation({ email: user.email, name: user.name }, link.href);
      },
    },
    databaseHooks: {
      user: {
        update: {
          after: async (user) => {
            await options.onUserUpdated?.({ id: user.id, name: user.name });
          },
        },
      },
      session: {
        create: {
          // The privacy page's promise: addresses are shortened before they are stored. Expired
          // sessions of anyone are deleted here too, so none outlives its 7 days by much.
          before: async (session, ctx) => {
            // A suspended member of the team signs in nowhere (docs/decisions/076-roles.md).
            const suspended = await options.db
              .selectFrom('user_roles')
              .select('user_id')
              .where('user_id', '=', session.userId)
              .where('suspended_at', 'is not', null)
              .executeTakeFirst();
            if (suspended) throw new APIError('FORBIDDEN', { message: SUSPENDED_MESSAGE, code: 'ACCOUNT_SUSPENDED' });
            await ctx?.context.adapter.deleteMany({
              model: 'session',
              where: [{ field: 'expiresAt', operator: 'lt', value: new Date() }],
            });
            return { data: { ...session, ipAddress: shortenAddress(session.ipAddress) } };
          },
        },
      },
    },
    hooks: {
      // The server enforces the password rules (docs/product.md#accounts), with the same messages
      // the form shows, on every new password (sign-up and change-password); the display name keeps
      // its limit wherever it is set (sign-up and update-user). No field of any call may hold
      // unstorable text.
      before: createAuthMiddleware(async (ctx) => {
        refuseUnstorableText(ctx.body);
        refuseUnstorableText(ctx.query);
        refuseUnsafeImage(ctx.body);
        const email = (ctx.body as Record<string, unknown> | undefined)?.email;
        // The limit of docs/product.md#limits, as the forms say it; longer is no address and would not fit the index.
        if (typeof email === 'string' && email.trim().length > 255) {
          throw new APIError('BAD_REQUEST', { message: 'Email must be less than 255 characters' });
        }
        const field = NEW_PASSWORD_FIELD[ctx.path];
        if (field === undefined) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (field) {
          const result = PasswordSchema.safeParse(body[field]);
          if (!result.success) throw new APIError('BAD_REQUEST', { message: firstError(result.error) });
        }
        if (typeof body.name === 'string' && body.name.trim().length > 100) {
          throw new APIError('BAD_REQUEST', { message: 'Display name must be less than 100 characters' });
        }
      }),
      // A changed password ends the reset links asked for before it (a used link does the same,
      // in onPasswordReset).
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
        if (returned instanceof APIError || typeof returned?.user?.id !== 'string') return;
        await endResetLinks(options.db, returned.user.id);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
