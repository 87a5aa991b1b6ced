import { data } from 'react-router';

/** Any path no other route claims: the root error boundary renders the 404 page with HTTP 404. */
export function loader() {
  throw data('Not Found', { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
