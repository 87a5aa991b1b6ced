import { useLoaderData } from 'react-router';
import { AdminNav } from '~/components/admin/admin-nav';
import { InviteForm } from '~/components/admin/invite-form';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import type { RouterHandle } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { listAdminAccounts } from '~/server/admin-accounts.server';
import { requireAdminPage } from '~/server/admin-page.server';
import { listOpenInvites } from '~/server/invites.server';
import type { Route } from './+types/blog-admin.authors';

export const handle: RouterHandle = { hydrate: 'router' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminPage(request, context);
  return { authors: await listAdminAccounts(services), invites: await listOpenInvites(services) };
}

export const headers = cacheHeaders('personal');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Authors',
    description: 'The blog’s authors and invitations.',
    path: '/blog-admin/authors',
    noindex: true,
  });

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export default function AuthorsPage() {
  const { authors, invites } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <AdminNav current="/blog-admin/authors" />
      <h1 className="text-3xl font-bold tracking-tight">Authors</h1>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Invite an author</CardTitle>
          </CardHeader>
          <CardContent>
            <InviteForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Authors ({authors.length})</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {authors.map((a) => (
                <li key={a.email} className="py-2">
                  <span className="font-medium">{a.name || 'No display name'}</span>
                  <span className="block break-all text-muted-foreground">{a.email}</span>
                </li>
              ))}
            </ul>
            <h3 className="mt-4 font-semibold">Invitations waiting ({invites.length})</h3>
            <ul className="divide-y text-sm">
              {invites.map((i) => (
                <li key={`${i.email}-${i.createdAt}`} className="py-2">
                  <span className="break-all">{i.email}</span>
                  <span className="block text-muted-foreground">
                    sent {day(i.createdAt)}, open until {day(i.expiresAt)}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
