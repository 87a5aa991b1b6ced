import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { can, refusalMessage } from '~/domain/roles';
import { EmailSchema } from '~/domain/schemas/auth';
import { isStorableText } from '~/domain/schemas/text';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '~/services/client-address.server';
import { checkAdmin } from '~/services/guards.server';
import { tooManyRequests, type LimitName } from '~/services/rate-limit.server';
import type { Services } from '~/services/services.server';
import { DEVICE_COOKIE, SIGN_IN_GUARD } from '~/services/sign-in-guard.server';
import { jsonError, teamMember, type AdminGuard, type Endpoint } from './endpoint.server';

/** Every answer under /api/auth (sessions, accounts, tokens, refusals) is for one client only. */
function noStore(res: Response): Response {
  try {
    res.headers.set('Cache-Control', 'no-store');
    return res;
  } catch {
    // A response with immutable headers (a redirect made by Response.redirect): copy it.
    const copy = new Response(res.body, res);
    copy.headers.set('Cache-Control', 'no-store');
    return copy;
  }
}

/** better-auth's answer to every reset request it accepts, whether or not the address has an account. */
export const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const;

/**
 * Whether better-auth would go on to look the address of this reset request up, as far as can be
 * told without it: a JSON object with a well-formed `email`, and a `redirectTo` that is absent, a
 * path on this site or a URL of it. Only requests it refuses before any lookup (a malformed body
 * or address, a redirect elsewhere) may be answered by better-auth itself; guessing "yes" wrongly
 * costs a crafted request its error message, never a mail or a secret.
 */
function reachesLookup(text: string, publicOrigin: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { email, redirectTo } = body as Record<string, unknown>;
  const addressOk = typeof email === 'string' && email === email.trim() && isStorableText(email) && EmailSchema.safeParse(email).success;
  const onThisSite = (target: string) => (target.startsWith('/') ? !/^\/[/\\]/.test(target) : URL.parse(target)?.origin === publicOrigin);
  return addressOk && (redirectTo === undefined || (typeof redirectTo === 'string' && onThisSite(redirectTo)));
}

/**
 * better-auth answers everything under /api/auth, never to be cached; sign-in, sign-up and mail
 * resends first pass our limiter.
 */
export function authEndpoints(services: Services): Endpoint[] {
  return authRoutes(services).map((endpoint) => ({ ...endpoint, handler: async (c) => noStore(await endpoint.handler(c)) }));
}

function authRoutes(services: Services): Endpoint[] {
  const forward = async (c: Context) => {
    // Sessions record the address our limits read, never one the client wrote (CLIENT_ADDRESS_HEADER).
    c.req.raw.headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, services.config.trustProxy));
    const res = await (await services.auth()).handler(c.req.raw);
    // better-auth answers an unknown path with an empty 404; the API's errors are JSON.
    if (res.status === 404 && !res.headers.get('content-type')?.includes('json')) return jsonError(c, 404, 'Not found');
    return res;
  };
  const limited =
    (name: LimitName, next: (c: Context) => Promise<Response> = forward) =>
    async (c: Context) => {
      const wait = await services.limits.consume(name, clientAddress(c, services.config.trustProxy));
      if (wait !== null) {
        c.header('Retry-After', String(wait));
        return jsonError(c, 429, tooManyRequests(wait), { message: tooManyRequests(wait) });
      }
      return next(c);
    };

  /**
   * "Forgot password?" is answered before better-auth looks the address up: its lookup, the token
   * it stores and the mail it queues all run after the answer has gone out, so an address with an
   * account is answered as fast as one without (ADR 040). A request better-auth refuses before
   * any lookup (a malformed body, a redirect off the site) is forwarded and gets its error.
   */
  const requestPasswordReset = async (c: Context) => {
    const { url, headers } = c.req.raw;
    // better-auth refuses a request with cookies from anywhere but the site, before any lookup.
    const { publicOrigin } = services.config;
    const trustedOrigin = !headers.has('cookie') || headers.get('origin') === publicOrigin;
    const text = await c.req.raw.clone().text();
    if (!trustedOrigin || !reachesLookup(text, publicOrigin)) return forward(c);
    services.mail.background(async () => {
      const res = await (await services.auth()).handler(new Request(url, { method: 'POST', headers, body: text }));
      await res.body?.cancel();
    });
    return c.json(RESET_REQUESTED);
  };

  /** Sign-in, behind the per-account guard of failed attempts (ADR 031). */
  const signIn = async (c: Context) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const email = typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? body.email : null;
    if (email === null) return forward(c); // better-auth answers the malformed body with its 400
    const device = getCookie(c, DEVICE_COOKIE);
    const wait = await services.signInGuard.begin(email, device);
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      const message = accountDelayMessage(wait);
      return jsonError(c, 429, message, { message, code: 'ACCOUNT_DELAYED' });
    }
    const res = await forward(c);
    const outcome = await signInOutcome(res);
    if (outcome === 'untried') {
      await services.signInGuard.release(email, device);
    } else {
      const cookie = await services.signInGuard.finish(email, device, outcome !== 'wrong-password');
      // Only a session earns the browser its device cookie.
      if (cookie && outcome === 'signed-in') {
        const https = services.config.publicOrigin.startsWith('https:');
        const headers = new Headers(res.headers);
        headers.append(
          'Set-Cookie',
          serialize(DEVICE_COOKIE, cookie, {
            httpOnly: true,
            sameSite: 'Lax',
            secure: https,
            path: '/api/auth/sign-in',
            maxAge: SIGN_IN_GUARD.deviceCookieMaxAge,
          }),
        );
        return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
      }
    }
    return res;
  };

  return [
    { method: 'POST', path: '/auth/sign-in/email', access: 'public', handler: limited('signIn', signIn) },
    // Asking for a reset link mails any address with an account; using one tries a token.
    { method: 'POST', path: '/auth/request-password-reset', access: 'public', handler: limited('passwordReset', requestPasswordReset) },
    { method: 'POST', path: '/auth/reset-password', access: 'public', handler: limited('passwordReset') },
    { method: 'POST', path: '/auth/sign-up/email', access: 'public', handler: limited('signUp') },
    // Sends a confirmation mail to any unconfirmed address: limited like sign-up, or it is a mail cannon.
    { method: 'POST', path: '/auth/send-verification-email', access: 'public', handler: limited('signUp') },
    { method: 'GET', path: '/auth/*', access: 'public', handler: forward },
    { method: 'POST', path: '/auth/*', access: 'public', handler: forward },
  ];
}

/**
 * What better-auth's answer says about the password: right (a session, or an unconfirmed address,
 * which is refused only after the password matched), wrong (401), or never checked (a bad body,
 * a refused callback URL, an error).
 */
async function signInOutcome(res: Response): Promise<'signed-in' | 'right-password' | 'wrong-password' | 'untried'> {
  if (res.status === 200) return 'signed-in';
  if (res.status === 401) return 'wrong-password';
  if (res.status === 403) {
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null;
    if (body?.code === 'EMAIL_NOT_VERIFIED') return 'right-password';
  }
  return 'untried';
}

/** What a sign-in delayed by its account's failed attempts is told. */
export function accountDelayMessage(seconds: number): string {
  const wait = seconds === 1 ? '1 second' : seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts for this account. Try again in ${wait}, or reset your password.`;
}

/**
 * Refuses anonymous callers with 401, signed-in accounts off the team (or suspended) with 403, a
 * member whose role lacks the capability with 403 saying who may, and a failed check with 500.
 */
export function adminGuard(services: Services): AdminGuard {
  return async (c, capability) => {
    const check = await checkAdmin(services, c.req.raw.headers);
    switch (check.state) {
      case 'admin': {
        if (!can(check.role, capability)) return jsonError(c, 403, refusalMessage(check.role, capability), { code: 'role' });
        const { id, email, name } = check.session.user;
        return { id, email, name, role: check.role };
      }
      case 'anonymous':
        return jsonError(c, 401, 'Sign in required');
      case 'not-admin':
        return jsonError(c, 403, 'You do not have admin privileges.');
      case 'error':
        return jsonError(c, 500, 'Failed to verify admin privileges.');
    }
  };
}

export function adminAccountEndpoints(): Endpoint[] {
  return [
    {
      method: 'GET',
      path: '/admin/me',
      access: 'admin.enter',
      handler: (c) => {
        const { id, email, name, role } = teamMember(c);
        return c.json({ id, email, name, role });
      },
    },
  ];
}
