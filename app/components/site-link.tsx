import type { AnchorHTMLAttributes } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
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

/**
 * Whether the page at `pathname` is the one `to` leads to (or, unless `end`, under it), as React
 * Router's NavLink decides it: without regard to case, a trailing slash of `to` ignored.
 */
function isCurrentPath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  const afterTarget = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(afterTarget) === '/');
}

/**
 * A link of the site's main navigation, marked as the current page (`aria-current="page"` and the
 * class `active`) on the page it leads to and, unless `end`, on the pages under it. On a page React
 * Router hydrates it is React Router's NavLink; on a page sent as islands the same anchor, made
 * without NavLink's work on each render (resolving its path, a navigator: about 0.2 ms of every
 * page for the header's five; docs/decisions/066-first-request-copies.md).
 */
export function SiteNavLink({
  to,
  end = false,
  className,
  ...anchor
}: { to: `/${string}`; end?: boolean; className: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>) {
  const { pathname } = useLocation();
  if (!useIslands()) return <NavLink to={to} end={end} className={className} {...anchor} />;
  const current = isCurrentPath(pathname, to, end);
  return <a href={to} aria-current={current ? 'page' : undefined} className={current ? `${className} active` : className} {...anchor} />;
}
