import { data } from 'react-router';
import { cacheHeaders } from '~/lib/cache-control';

/** Any path no other route claims: the root error boundary renders the 404 page with HTTP 404. */
export function loader() {
  throw data('Not Found', { status: 404 });
}

// A 404 is kept by no cache (app/lib/cache-control.ts says so of every page that is not a 200).
export const headers = cacheHeaders('personal');

export default function NotFoundRoute() {
  return null;
}
