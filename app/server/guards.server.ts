import type { AuthSession } from './auth.server';
import { hasRole } from './db/roles.server';
import type { Services } from './services.server';

export type AdminCheck =
  { state: 'anonymous' } | { state: 'not-admin'; session: AuthSession } | { state: 'error' } | { state: 'admin'; session: AuthSession };

/**
 * The one role check behind every admin page and endpoint (docs/product.md#accounts: a server
 * function given the user id and the role name 'admin'). A failing check is reported, never taken
 * as a yes.
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
    const admin = await hasRole(services.database.db, session.user.id, 'admin');
    return admin ? { state: 'admin', session } : { state: 'not-admin', session };
  } catch {
    return { state: 'error' };
  }
}
