import { redirect, type AppLoadContext } from 'react-router';
import { requireServices } from './context.server';
import { checkAdmin } from './guards.server';

/**
 * The guard of the admin's own pages (/blog-admin/…): an admin's session, or a redirect. A
 * signed-in account without the role goes to /account, which says what such an account is for.
 */
export async function requireAdminPage(request: Request, context: AppLoadContext) {
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
      return { services, user: check.session.user };
  }
}
