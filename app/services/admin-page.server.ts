import { redirect, type AppLoadContext } from 'react-router';
import type { Capability } from '~/domain/roles';
import { can } from '~/domain/roles';
import { requireServices } from './context.server';
import { checkAdmin } from './guards.server';

/**
 * The guard of the admin's own pages (/blog-admin/…): a team member's session whose role has the
 * page's capability (docs/decisions/076-roles.md), or a redirect. A signed-in account off the team
 * goes to /account, which says what such an account is for; a role without the capability goes
 * back to the posts, told why.
 */
export async function requireAdminPage(request: Request, context: AppLoadContext, capability: Capability = 'admin.enter') {
  const services = requireServices(context);
  const check = await checkAdmin(services, request.headers);
  switch (check.state) {
    case 'anonymous':
      throw redirect('/auth');
    case 'error':
      throw redirect('/?notice=admin-check-failed');
    case 'not-admin':
      throw redirect('/account');
    case 'admin':
      if (!can(check.role, capability)) throw redirect('/blog-admin?notice=not-for-your-role');
      return { services, user: check.session.user, role: check.role };
  }
}
