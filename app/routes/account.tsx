import { redirect, useLoaderData } from 'react-router';
import { AdminNav } from '~/components/admin/admin-nav';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '~/domain/roles';
import { ChangePasswordForm, DisplayNameForm } from '~/components/auth/account-forms';
import { SignOutButton } from '~/components/auth/sign-out-button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import type { RouterHandle } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { requireServices } from '~/services/context.server';
import { checkAdmin } from '~/services/guards.server';
import type { Route } from './+types/account';

export const handle: RouterHandle = { hydrate: 'router' };

/** Any signed-in account: its display name and password; an account without the admin role is told what it is for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const check = await checkAdmin(requireServices(context), request.headers);
  if (check.state === 'anonymous') throw redirect('/auth');
  if (check.state === 'error') throw redirect('/?notice=admin-check-failed');
  const { user } = check.session;
  return { email: user.email, name: user.name, role: check.state === 'admin' ? check.role : null };
}

export const headers = cacheHeaders('personal');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), { title: 'Your account', description: 'Your display name and password.', path: '/account', noindex: true });

export default function AccountPage() {
  const { email, name, role } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      {role && <AdminNav current="/account" role={role} />}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
          <p className="mt-1 break-all text-muted-foreground">Signed in as {email}</p>
          {role && (
            <p className="mt-1 text-muted-foreground">
              Your role: {ROLE_LABELS[role]}. {ROLE_DESCRIPTIONS[role]}
            </p>
          )}
        </div>
        <SignOutButton />
      </div>
      {!role && (
        <Card aria-labelledby="reader-heading">
          <CardHeader>
            <CardTitle id="reader-heading">What this account is for</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p>This is a reader’s account: it is not an author’s, so it cannot write or manage blog posts.</p>
            <p>
              Everything else on the site works without an account: converters, calculators, articles and the{' '}
              <a href="/newsletter" className="font-medium text-primary underline underline-offset-4">
                newsletter
              </a>
              . To write for the blog, ask an admin to invite this address as an author.
            </p>
          </CardContent>
        </Card>
      )}
      <div className="grid items-start gap-6 md:grid-cols-2">
        <Card aria-labelledby="name-heading">
          <CardHeader>
            <CardTitle id="name-heading">Display name</CardTitle>
          </CardHeader>
          <CardContent>
            <DisplayNameForm name={name} />
          </CardContent>
        </Card>
        <Card aria-labelledby="password-heading">
          <CardHeader>
            <CardTitle id="password-heading">Password</CardTitle>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
