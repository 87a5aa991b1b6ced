import type { Context, Hono } from 'hono';
import { CAPABILITIES, type Capability, type Role } from '~/domain/roles';

/**
 * Who may call an endpoint: anyone, or a team member whose role has the capability
 * (app/domain/roles.ts, docs/decisions/076-roles.md). Every endpoint must say; there is no default.
 */
export type Access = 'public' | Capability;

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

/** The team member calling an admin endpoint, as the guard found them. */
export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/**
 * Guards an admin endpoint: returns a response to refuse the call, or the member to let it
 * through (handlers read it with `teamMember(c)`).
 */
export type AdminGuard = (c: Context, capability: Capability) => Promise<Response | TeamMember>;

const members = new WeakMap<Request, TeamMember>();

/** The member an admin endpoint's guard let through. */
export function teamMember(c: Context): TeamMember {
  const member = members.get(c.req.raw);
  if (!member) throw new Error('An admin endpoint ran without a team member');
  return member;
}

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
    const { access } = endpoint;
    if (access !== 'public' && !CAPABILITIES.includes(access)) {
      throw new Error(`API ${endpoint.method} ${endpoint.path} does not declare who may call it`);
    }
    if (access !== 'public' && !adminGuard) {
      throw new Error(`API ${endpoint.method} ${endpoint.path} is admin-only but no admin guard is configured`);
    }
    api.on(endpoint.method, endpoint.path, async (c) => {
      if (access !== 'public') {
        // What an admin endpoint answers (posts, drafts, the admin's own account, or a refusal) is
        // for that admin alone: no browser or proxy cache may keep it.
        c.header('Cache-Control', 'no-store');
        // Strangers, and roles without the capability, are refused first, whatever they sent:
        // nothing else about the endpoint is theirs to learn.
        const checked = await adminGuard!(c, access);
        if (checked instanceof Response) return checked;
        members.set(c.req.raw, checked);
      }
      const bodyType = endpoint.body === 'any' ? null : BODY_TYPES[endpoint.body ?? 'json'];
      if (bodyType && BODY_METHODS.has(c.req.method) && !bodyType.pattern.test(c.req.header('content-type')?.trim() ?? '')) {
        return jsonError(c, 415, `Content-Type must be ${bodyType.name}`);
      }
      return endpoint.handler(c);
    });
  }
}
