import { data, redirect } from 'react-router';
import { NewPasswordField } from '~/components/auth/new-password-field';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field } from '~/components/ui/field';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '~/domain/roles';
import { AcceptInviteSchema } from '~/domain/schemas/newsletter-admin';
import { CACHE_CONTROL } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { requireServices } from '~/services/context.server';
import { acceptInvite, findOpenInvite } from '~/services/invites.server';
import type { Route } from './+types/invite';

/**
 * An author's invitation, opened from the mailed link (docs/decisions/061-newsletter-sending.md).
 * A new address, or one whose account was never confirmed, sets its display name and password here
 * and is signed in (docs/decisions/070-invitations-and-unconfirmed-accounts.md); an address with a
 * confirmed account accepts and signs in as usual. A plain form: it works without script.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const invite = await findOpenInvite(requireServices(context), new URL(request.url).searchParams.get('token'));
  return invite ? { state: 'open' as const, email: invite.email, role: invite.role, hasAccount: invite.hasAccount } : { state: 'invalid' as const };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = requireServices(context);
  const invite = await findOpenInvite(services, new URL(request.url).searchParams.get('token'));
  if (!invite) return data({ state: 'invalid' as const, errors: {} }, { status: 404 });
  const form = await request.formData().catch(() => new FormData());
  if (invite.hasAccount) {
    await acceptInvite(services, invite, null);
    return { state: 'accepted' as const, errors: {} };
  }
  const parsed = AcceptInviteSchema.safeParse({ name: form.get('name') ?? '', password: form.get('password') ?? '' });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    // The page comes back with the errors at their fields and the name as typed.
    return data({ state: 'open' as const, errors, name: String(form.get('name') ?? '') }, { status: 400 });
  }
  const email = await acceptInvite(services, invite, parsed.data);
  if (!email) return data({ state: 'invalid' as const, errors: {} }, { status: 404 });
  // Signed in at once: the link proved the address, the form just set the password.
  const signedIn = await (
    await services.auth()
  ).api.signInEmail({ body: { email, password: parsed.data.password }, headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of signedIn.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  throw redirect('/blog-admin', { headers });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': CACHE_CONTROL.personal });

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), { title: 'Accept the invitation', description: 'Write for the blog.', path: '/invite', noindex: true });

const LINK = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="space-y-4 p-6">
        <h1 className="text-2xl font-bold tracking-tight">Write for the blog</h1>
        {state === 'invalid' && (
          <p>
            This invitation link is invalid, used or expired. Ask an admin for a new one.{' '}
            <a href="/" className={LINK}>
              Go home
            </a>
          </p>
        )}
        {state === 'accepted' && (
          <p>
            Your account is now on the blog’s team.{' '}
            <a href="/auth" className={LINK}>
              Sign in
            </a>{' '}
            with your password to write.
          </p>
        )}
        {state === 'open' && loaderData.state === 'open' && (
          <form method="post" className="space-y-4" noValidate>
            <p>
              You are invited as <strong className="break-all">{loaderData.email}</strong>, to be{' '}
              {ROLE_LABELS[loaderData.role].startsWith('A') ? 'an' : 'a'} <strong>{ROLE_LABELS[loaderData.role]}</strong>:{' '}
              {ROLE_DESCRIPTIONS[loaderData.role].toLowerCase()}
            </p>
            {loaderData.hasAccount ? (
              <p className="text-sm text-muted-foreground">This address has an account: accepting adds it to the team.</p>
            ) : (
              <>
                <Field
                  id="invite-name"
                  label="Display name (shown on your posts)"
                  name="name"
                  autoComplete="name"
                  maxLength={100}
                  defaultValue={actionData && 'name' in actionData ? actionData.name : ''}
                  error={errors.name}
                />
                <NewPasswordField id="invite-password" label="Password" error={errors.password} />
              </>
            )}
            <Button type="submit" className="w-full">
              Accept the invitation
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
