import type { Context, Hono } from 'hono';

/** Who may call an endpoint. Every endpoint must say; there is no default. */
export type Access = 'public' | 'admin';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  /**
   * What a POST, PUT or PATCH body may be. JSON unless said otherwise: a cross-site HTML form can
   * send only text/plain, form-encoded or multipart bodies, so refusing those (415) leaves a forged
   * request no way in even without the Origin check. `any` is for the one endpoint that mailbox
   * providers call with a form body (RFC 8058 one-click unsubscribe). `bytes` is a file sent as it
   * is, `application/octet-stream` (image uploads): not a type a cross-site form can send either.
   */
  body?: 'json' | 'any' | 'bytes';
  handler: (c: Context) => Response | Promise<Response>;
}

/** Guards an admin endpoint: returns a response to refuse the call, or null to let it through. */
export type AdminGuard = (c: Context) => Promise<Response | null>;

export function jsonError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500,
  error: string,
  extra?: Record<string, unknown>,
) {
  return c.json({ error, ...extra }, status);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const BODY_TYPES = {
  json: { pattern: /^application\/json\s*(;|$)/i, name: 'application/json' },
  bytes: { pattern: /^application\/octet-stream\s*(;|$)/i, name: 'application/octet-stream' },
} as const;

/**
 * Registers endpoints on the API app. An endpoint without an access declaration,
 * or an admin endpoint while no admin guard exists, stops the server at start-up,
 * so authorization can never be forgotten.
 */
export function mountEndpoints(api: Hono, endpoints: readonly Endpoint[], adminGuard?: AdminGuard): void {
  for (const endpoint of endpoints) {
    if (endpoint.access !== 'public' && endpoint.access !== 'admin') {
      throw new Error(`API ${endpoint.method} ${endpoint.path} does not declare who may call it`);
    }
    if (endpoint.access === 'admin' && !adminGuard) {
      throw new Error(`API ${endpoint.method} ${endpoint.path} is admin-only but no admin guard is configured`);
    }
    api.on(endpoint.method, endpoint.path, async (c) => {
      // What an admin endpoint answers (posts, drafts, the admin's own account, or a refusal) is
      // for that admin alone: no browser or proxy cache may keep it.
      if (endpoint.access === 'admin') c.header('Cache-Control', 'no-store');
      // Strangers are refused first, whatever they sent: nothing else about the endpoint is theirs to learn.
      if (endpoint.access === 'admin') {
        const refusal = await adminGuard!(c);
        if (refusal) return refusal;
      }
      const bodyType = endpoint.body === 'any' ? null : BODY_TYPES[endpoint.body ?? 'json'];
      if (bodyType && BODY_METHODS.has(c.req.method) && !bodyType.pattern.test(c.req.header('content-type')?.trim() ?? '')) {
        return jsonError(c, 415, `Content-Type must be ${bodyType.name}`);
      }
      return endpoint.handler(c);
    });
  }
}
