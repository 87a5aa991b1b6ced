import { MailCheck, MailX } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { INVALID_UNSUBSCRIBE_LINK, lookUpUnsubscribe, unsubscribeByToken } from '~/api/newsletter.server';
import { requireServices } from '~/services/context.server';
import type { Route } from './+types/newsletter.unsubscribe';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** GET only asks: mail scanners and link previews follow links, and must not unsubscribe anyone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const found = await lookUpUnsubscribe(requireServices(context), token);
  if (found.state === 'invalid') return data({ ...found, token, message: INVALID_UNSUBSCRIBE_LINK }, { status: 404 });
  return { ...found, token, message: '' };
}

/**
 * The page's button posts here, and so does a mailbox provider's RFC 8058 one-click POST
 * (body `List-Unsubscribe=One-Click`, no cookie, no Origin) to the List-Unsubscribe URL, which is
 * this page's URL: any POST with a valid token unsubscribes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const field = form.get('token');
  const token = new URL(request.url).searchParams.get('token') ?? (typeof field === 'string' ? field : '');
  const state = await unsubscribeByToken(requireServices(context), token);
  return state === 'invalid' ? data({ state, message: INVALID_UNSUBSCRIBE_LINK }, { status: 404 }) : { state, message: '' };
}

// The URL carries a personal token: no cache may keep the page.
export const headers = cacheHeaders('personal');

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const done = actionData?.state === 'unsubscribed' || loaderData.state === 'unsubscribed';
  const invalid = actionData?.state === 'invalid' || loaderData.state === 'invalid';

  let body;
  if (done) {
    body = (
      <>
        <MailCheck aria-hidden className="size-12 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight">You have been unsubscribed.</h1>
        <p className="text-lg text-muted-foreground">
          We will send no more newsletters to this address. Changed your mind? You can subscribe again from the blog.
        </p>
      </>
    );
  } else if (invalid) {
    body = (
      <>
        <MailX aria-hidden className="size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold tracking-tight">Unsubscribe link not valid</h1>
        <p className="text-lg text-muted-foreground">{actionData?.message || loaderData.message}</p>
        <p className="text-muted-foreground">
          Use the link of the most recent newsletter e-mail, or{' '}
          <Link to="/contact" className={LINK}>
            contact us
          </Link>{' '}
          and we will remove your address.
        </p>
      </>
    );
  } else {
    body = (
      <>
        <MailX aria-hidden className="size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold tracking-tight">Unsubscribe from the newsletter</h1>
        <p className="text-lg text-muted-foreground">
          {loaderData.state === 'subscribed' ? (
            <>
              Stop sending the newsletter to <strong className="text-foreground">{loaderData.email}</strong>?
            </>
          ) : null}
        </p>
        <Form method="post" replace>
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {body}
      <Link to="/blog" className={LINK}>
        Go to the blog
      </Link>
    </div>
  );
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Unsubscribe',
    description: 'Stop receiving the newsletter.',
    path: '/newsletter/unsubscribe',
    noindex: true,
  });
