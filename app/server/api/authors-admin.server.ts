import { firstError } from '~/domain/schemas/auth';
import { InviteSchema } from '~/domain/schemas/newsletter-admin';
import { listAdminAccounts } from '../admin-accounts.server';
import { inviteAuthor, listOpenInvites } from '../invites.server';
import type { Services } from '../services.server';
import { jsonError, type Endpoint } from './endpoint.server';

/** Authors (admins) and the invitations an admin sends from the admin (docs/decisions/061-newsletter-sending.md). */
export function authorAdminEndpoints(services: Services): Endpoint[] {
  return [
    {
      method: 'GET',
      path: '/admin/authors',
      access: 'admin',
      handler: async (c) => c.json({ authors: await listAdminAccounts(services), invites: await listOpenInvites(services) }),
    },
    {
      method: 'POST',
      path: '/admin/invites',
      access: 'admin',
      handler: async (c) => {
        const body: unknown = await c.req.json().catch(() => null);
        const parsed = InviteSchema.safeParse(body);
        if (!parsed.success) return jsonError(c, 400, firstError(parsed.error), { field: 'email' });
        const session = await (await services.auth()).api.getSession({ headers: c.req.raw.headers });
        const outcome = await inviteAuthor(services, parsed.data.email, session?.user.id ?? null);
        if (outcome.state === 'already-author') {
          return jsonError(c, 409, `${outcome.email} is an author already.`, { field: 'email' });
        }
        return c.json({ email: outcome.email, message: `Invitation sent to ${outcome.email}.` });
      },
    },
  ];
}
