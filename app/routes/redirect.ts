import { redirect } from 'react-router';
import { PERMANENT_REDIRECTS } from '~/domain/converters/registry';
import type { Route } from './+types/redirect';

/** Alternate paths answer 301 to their canonical page, keeping any query. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const from = url.pathname.replace(/^\/+|\/+$/g, '');
  const to = PERMANENT_REDIRECTS[from];
  if (!to) throw new Response('Not Found', { status: 404 });
  return redirect(`/${to}${url.search}`, 301);
}
