import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { firstError, PasswordSchema } from '~/domain/schemas/auth';
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
}

export const AUTH_BASE_PATH = '/api/auth';
/** Where a confirmation link lands after it signs the user in. */
export const AFTER_CONFIRM_PATH = '/blog-admin';

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
      useSecureCookies: https,
      cookiePrefix: 'unitwise',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 12,
      maxPasswordLength: 128,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await options.sendConfirmation({ email: user.email, name: user.name }, url);
      },
    },
    hooks: {
      // The server enforces SPEC §5's password rules, with the same messages the form shows.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as { password?: unknown; name?: unknown };
        const result = PasswordSchema.safeParse(body.password);
        if (!result.success) throw new APIError('BAD_REQUEST', { message: firstError(result.error) });
        if (typeof body.name === 'string' && body.name.trim().length > 100) {
          throw new APIError('BAD_REQUEST', { message: 'Display name must be less than 100 characters' });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
