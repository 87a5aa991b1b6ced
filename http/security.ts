import { randomFillSync } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isShared } from '../app/lib/cache-control';

export interface SecurityEnv {
  Variables: { cspNonce: string };
}

/**
 * The Content-Security-Policy of every response. Scripts run only from our own origin or inline
 * when the policy names them: by the SHA-256 of their text (the inline scripts of pages sent as
 * islands, the same on every such page and every response: ADR 047), or by this response's nonce
 * (the inline scripts of the pages React Router hydrates). Inline *styles* are allowed because the
 * UI primitives position popovers with style attributes.
 */
export function contentSecurityPolicy({ nonce, hashes }: { nonce?: string; hashes: readonly string[] }, https: boolean): string {
  const inline = [...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes.map((h) => `'sha256-${h}'`)];
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js) and the web app manifest, named although default-src allows them.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The security headers of every response besides its Content-Security-Policy. */
export function securityHeaderList(https: boolean): [string, string][] {
  const list: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (https) list.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return list;
}

const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/**
 * 128 random bits, base64: a CSP nonce. Drawn from the system's CSPRNG 4 KiB at a time, since one
 * call per response cost more than the rest of a small API response's headers.
 */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** `scriptHashes`: the hashes of the inline scripts that pages sent as islands run (see contentSecurityPolicy). */
export function securityHeaders({ https, scriptHashes }: { https: boolean; scriptHashes: readonly string[] }): MiddlewareHandler<SecurityEnv> {
  const list = securityHeaderList(https);
  return async (c, next) => {
    const nonce = newNonce();
    c.set('cspNonce', nonce);
    await next();
    const h = c.res.headers;
    // An answer a shared cache may keep goes to many readers, so it names no nonce: its inline
    // scripts (a page sent as islands) are allowed by their hashes (ADR 047).
    const shared = isShared(h.get('cache-control'));
    h.set('Content-Security-Policy', contentSecurityPolicy({ nonce: shared ? undefined : nonce, hashes: scriptHashes }, https));
    for (const [name, value] of list) h.set(name, value);
    h.delete('X-Powered-By');
  };
}

/** Methods that change nothing and carry no body. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
