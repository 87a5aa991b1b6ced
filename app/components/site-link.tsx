import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { useIslands } from '~/islands/island';

/**
 * A link to a page of the site by its absolute path, for the parts of every page (header, footer).
 * On a page React Router hydrates (/auth, /blog-admin) it is React Router's Link, which navigates
 * without reloading; on a page sent as islands, which has no router in the browser, the plain
 * anchor that Link renders there anyway, without Link's work on each render (resolving the path
 * against the page's routes: a quarter of a millisecond a page for the header's and footer's 35 on
 * the bench's machine; docs/decisions/065-render-cost.md).
 */
export function SiteLink({ to, ...anchor }: { to: `/${string}` } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return useIslands() ? <a href={to} {...anchor} /> : <Link to={to} {...anchor} />;
}
