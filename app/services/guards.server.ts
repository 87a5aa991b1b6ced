import type { Role } from '~/domain/roles';
import type { AuthSession } from './auth.server';
import { getMember } from './db/roles.server';
import type { Services } from './services.server';

export type AdminCheck =
  { state: 'anonymous' } | { state: 'not-admin'; session: AuthSession } | { state: 'error' } | { state: 'admin'; session: AuthSession; role: Role };

/**
 * The one check behind every admin page and endpoint (docs/product.md#accounts): whether the
 * signed-in account is on the team ('admin': any role, not suspended), and with which role; what
 * the role may do is `can` (app/domain/roles.ts). A failing check is reported, never taken as a yes.
 */
export async function checkAdmin(services: Services, headers: Headers): Promise<AdminCheck> {
  let session: AuthSession | null;
  try {
    session = await (await services.auth()).api.getSession({ headers });
  } catch {
    return { state: 'error' };
  }
  if (!session) return { state: 'anonymous' };
  try {
    const member = await getMember(services.database.db, session.user.id);
    return member && member.suspendedAt === null ? { state: 'admin', session, role: member.role } : { state: 'not-admin', session };
  } catch {
    return { state: 'error' };
  }
}
