import type { Context } from 'hono';
import type { ZodType } from 'zod';
import { firstError } from '~/domain/schemas/auth';
import { InviteSchema } from '~/domain/schemas/newsletter-admin';
import { ChangeRoleSchema, NoBody, RemovePersonSchema } from '~/domain/schemas/team';
import { cancelInvite, inviteAuthor, listOpenInvites } from '~/services/invites.server';
import type { Services } from '~/services/services.server';
import { changeMemberRole, listTeam, removeMember, restoreMember, suspendMember, TeamError } from '~/services/team.server';
import { jsonError, teamMember, type Endpoint } from './endpoint.server';

/**
 * The team and its invitations, an Administrator's (docs/decisions/061-newsletter-sending.md,
 * docs/decisions/076-roles.md): invite with a role, cancel an invitation, change a role, suspend,
 * restore, remove.
 */
export function authorAdminEndpoints(services: Services): Endpoint[] {
  /**
   * Runs a change to a member with the body the schema reads; its refusals (bad body, oneself, no
   * such member) answer with their status.
   */
  async function change<T>(c: Context, schema: ZodType<T>, run: (actorId: string, userId: string, input: T) => Promise<string>) {
    const parsed = schema.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) return jsonError(c, 400, firstError(parsed.error));
    try {
      return c.json({ message: await run(teamMember(c).id, c.req.param('id') ?? '', parsed.data) });
    } catch (error) {
      if (error instanceof TeamError) return jsonError(c, error.status, error.message);
      throw error;
    }
  }

  return [
    {
      method: 'GET',
      path: '/admin/authors',
      access: 'people.manage',
      handler: async (c) => c.json({ authors: await listTeam(services), invites: await listOpenInvites(services) }),
    },
    {
      method: 'POST',
      path: '/admin/invites',
      access: 'people.manage',
      handler: async (c) => {
        const body: unknown = await c.req.json().catch(() => null);
        const parsed = InviteSchema.safeParse(body);
        if (!parsed.success) return jsonError(c, 400, firstError(parsed.error), { field: String(parsed.error.issues[0]?.path[0] ?? 'email') });
        const outcome = await inviteAuthor(services, parsed.data.email, parsed.data.role, teamMember(c).id);
        if (outcome.state === 'already-author') {
          return jsonError(c, 409, `${outcome.email} is on the team already.`, { field: 'email' });
        }
        return c.json({ email: outcome.email, message: `Invitation sent to ${outcome.email}.` });
      },
    },
    {
      method: 'DELETE',
      path: '/admin/invites/:id',
      access: 'people.manage',
      handler: async (c) =>
        (await cancelInvite(services, c.req.param('id') ?? ''))
          ? c.json({ message: 'Invitation cancelled; its link no longer works.' })
          : jsonError(c, 404, 'No open invitation with this id'),
    },
    {
      method: 'PUT',
      path: '/admin/people/:id/role',
      access: 'people.manage',
      handler: (c) => change(c, ChangeRoleSchema, (actor, user, input) => changeMemberRole(services, actor, user, input.role)),
    },
    {
      method: 'POST',
      path: '/admin/people/:id/suspend',
      access: 'people.manage',
      handler: (c) => change(c, NoBody, (actor, user) => suspendMember(services, actor, user)),
    },
    {
      method: 'POST',
      path: '/admin/people/:id/restore',
      access: 'people.manage',
      handler: (c) => change(c, NoBody, (actor, user) => restoreMember(services, actor, user)),
    },
    {
      method: 'POST',
      path: '/admin/people/:id/remove',
      access: 'people.manage',
      handler: (c) => change(c, RemovePersonSchema, (actor, user, input) => removeMember(services, actor, user, input.reassignTo)),
    },
  ];
}
