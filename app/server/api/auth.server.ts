import type { Context } from 'hono';
import { clientAddress } from '../client-address.server';
import { checkAdmin } from '../guards.server';
import { TOO_MANY_REQUESTS, type LimitName } from '../rate-limit.server';
import type { Services } from '../services.server';
import { jsonError, type AdminGuard, type Endpoint } from './endpoint.server';

/** better-auth answers everything under /api/auth; sign-in, sign-up and mail resends first pass our limiter. */
export function authEndpoints(services: Services): Endpoint[] {
  const forward = async (c: Context) => {
    const res = await services.auth.handler(c.req.raw);
    // better-auth answers an unknown path with an empty 404; the API's errors are JSON.
    if (res.status === 404 && !res.headers.get('content-type')?.includes('json')) return jsonError(c, 404, 'Not found');
    return res;
  };
  const limited = (name: LimitName) => async (c: Context) => {
    const wait = await services.limits.consume(name, clientAddress(c, services.config.trustProxy));
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return jsonError(c, 429, TOO_MANY_REQUESTS, { message: TOO_MANY_REQUESTS });
    }
    return forward(c);
  };
  return [
    { method: 'POST', path: '/auth/sign-in/email', access: 'public', handler: limited('signIn') },
    { method: 'POST', path: '/auth/sign-up/email', access: 'public', handler: limited('signUp') },
    // Sends a confirmation mail to any unconfirmed address: limited like sign-up, or it is a mail cannon.
    { method: 'POST', path: '/auth/send-verification-email', access: 'public', handler: limited('signUp') },
    { method: 'GET', path: '/auth/*', access: 'public', handler: forward },
    { method: 'POST', path: '/auth/*', access: 'public', handler: forward },
  ];
}

/** Refuses anonymous callers with 401, signed-in non-admins with 403, and a failed check with 500. */
export function adminGuard(services: Services): AdminGuard {
  return async (c) => {
    const check = await checkAdmin(services, c.req.raw.headers);
    switch (check.state) {
      case 'admin':
        return null;
      case 'anonymous':
        return jsonError(c, 401, 'Sign in required');
      case 'not-admin':
        return jsonError(c, 403, 'You do not have admin privileges.');
      case 'error':
        return jsonError(c, 500, 'Failed to verify admin privileges.');
    }
  };
}

export function adminAccountEndpoints(services: Services): Endpoint[] {
  return [
    {
      method: 'GET',
      path: '/admin/me',
      access: 'admin',
      handler: async (c) => {
        const session = await services.auth.api.getSession({ headers: c.req.raw.headers });
        return c.json({ id: session!.user.id, email: session!.user.email, name: session!.user.name });
      },
    },
  ];
}
