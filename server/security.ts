import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface SecurityEnv {
  Variables: { cspNonce: string };
}

/**
 * The Content-Security-Policy of every response. Scripts run only from our own
 * origin or inline with this response's nonce; inline *styles* are allowed because
 * the UI primitives position popovers with style attributes.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function securityHeaders({ https }: { https: boolean }): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', contentSecurityPolicy(nonce, https));
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    h.delete('X-Powered-By');
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site: the
 * Origin header (or, without one, Sec-Fetch-Site) must point at this site.
 * Requests with neither header come from non-browser clients, which cannot carry
 * a victim's cookies, and are let through.
 */
export function crossSiteGuard({ publicOrigin }: { publicOrigin: string }): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const ownOrigin = new URL(c.req.url).origin;
    const allowed = origin === undefined ? c.req.header('sec-fetch-site') !== 'cross-site' : origin === publicOrigin || origin === ownOrigin;
    if (!allowed) return c.json({ error: 'Cross-site request refused' }, 403);
    return next();
  };
}
