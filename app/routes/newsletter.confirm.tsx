import { CircleCheck, CircleX } from 'lucide-react';
import { data, Link } from 'react-router';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { confirmByToken, INVALID_CONFIRM_LINK } from '~/api/newsletter.server';
import { requireServices } from '~/services/context.server';
import type { Route } from './+types/newsletter.confirm';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** The double opt-in link of the confirmation mail: confirming twice is harmless. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const state = await confirmByToken(requireServices(context), token);
  // The message comes from the server module: the page's own bundle must not import it.
  return state === 'confirmed' ? { state, message: '' } : data({ state, message: INVALID_CONFIRM_LINK }, { status: 404 });
}

// The URL carries a personal token: no cache may keep the page.
export const headers = cacheHeaders('personal');

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const confirmed = loaderData.state === 'confirmed';
  const Icon = confirmed ? CircleCheck : CircleX;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Icon aria-hidden className={confirmed ? 'size-12 text-primary' : 'size-12 text-muted-foreground'} />
      {confirmed ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Subscription confirmed</h1>
          <p className="text-lg text-muted-foreground">
            Thank you! New articles will come to your inbox. Every e-mail carries an unsubscribe link, so you can leave at any time.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Subscription not confirmed</h1>
          <p className="text-lg text-muted-foreground">{loaderData.message}</p>
          <p className="text-muted-foreground">To get a new link, subscribe again with the newsletter box on the blog.</p>
        </>
      )}
      <Link to="/blog" className={LINK}>
        Go to the blog
      </Link>
    </div>
  );
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Newsletter Confirmation',
    description: 'Confirm your subscription to the newsletter.',
    path: '/newsletter/confirm',
    noindex: true,
  });
