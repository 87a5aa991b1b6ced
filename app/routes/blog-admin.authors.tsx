import { useLoaderData } from 'react-router';
import { AdminNav } from '~/components/admin/admin-nav';
import { InviteForm } from '~/components/admin/invite-form';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import type { RouterHandle } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { TeamList } from '~/components/admin/team-list';
import { requireAdminPage } from '~/services/admin-page.server';
import { listOpenInvites } from '~/services/invites.server';
import { listTeam } from '~/services/team.server';
import type { Route } from './+types/blog-admin.authors';

export const handle: RouterHandle = { hydrate: 'router' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user, role } = await requireAdminPage(request, context, 'people.manage');
  return { authors: await listTeam(services), invites: await listOpenInvites(services), selfId: user.id, role };
}

export const headers = cacheHeaders('personal');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Authors',
    description: 'The blog’s team, their roles and invitations.',
    path: '/blog-admin/authors',
    noindex: true,
  });

export default function AuthorsPage() {
  const { authors, invites, selfId, role } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <AdminNav current="/blog-admin/authors" role={role} />
      <h1 className="text-3xl font-bold tracking-tight">Authors</h1>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Invite a person</CardTitle>
          </CardHeader>
          <CardContent>
            <InviteForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Team ({authors.length})</CardTitle>
          </CardHeader>
          <CardContent>
            <TeamList team={authors} invites={invites} selfId={selfId} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
