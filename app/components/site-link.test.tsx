import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IslandsContext, type IslandsRender } from '~/islands/island';
import { SiteNavLink } from './site-link';

const ISLAND_PAGE = { search: '', mount: '/assets/mount.js', moduleOf: () => ({ url: '', export: '' }), islands: [] } as unknown as IslandsRender;

const at = (pathname: string, children: ReactNode, islands: IslandsRender | null) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <IslandsContext.Provider value={islands}>{children}</IslandsContext.Provider>
    </MemoryRouter>,
  );

/** A header link to `to` on the page at `pathname`: the site's, or React Router's NavLink. */
const siteLink = (
  pathname: string,
  to: `/${string}`,
  { end = false, islands = ISLAND_PAGE }: { end?: boolean; islands?: IslandsRender | null } = {},
) =>
  at(
    pathname,
    <SiteNavLink to={to} end={end} className="nav">
      Blog
    </SiteNavLink>,
    islands,
  );
const routerLink = (pathname: string, to: `/${string}`, end = false) =>
  at(
    pathname,
    <NavLink to={to} end={end} className="nav">
      Blog
    </NavLink>,
    null,
  );

/**
 * The link's attributes, in order of name. React Router's own `data-discover` (its lazy route
 * discovery, which needs the router in the browser) is left out.
 */
function linkAttributes(html: string): [string, string][] {
  const tag = /^<a ([^>]*)>/.exec(html)?.[1] ?? '';
  return [...tag.matchAll(/([\w-]+)="([^"]*)"/g)]
    .map(([, name, value]) => [name!, value!] as [string, string])
    .filter(([name]) => name !== 'data-discover')
    .sort(([a], [b]) => a.localeCompare(b));
}

// Where React Router's NavLink says a link leads to the current page, and where it does not.
const CASES: [pathname: string, to: `/${string}`, end: boolean][] = [
  ['/', '/', true],
  ['/blog', '/', true],
  ['/blog', '/', false],
  ['/blog', '/blog', false],
  ['/blog/', '/blog', false],
  ['/blog/why-two-systems', '/blog', false],
  ['/blog/why-two-systems', '/blog', true],
  ['/Blog', '/blog', false],
  ['/blogs', '/blog', false],
  ['/about', '/blog', false],
  ['/blog/x', '/blog/', false],
];

describe('SiteNavLink', () => {
  it.each(CASES)('on a page sent as islands at %s, marks a link to %s (end: %s) as NavLink does', (pathname, to, end) => {
    const mine = siteLink(pathname, to, { end });
    expect(linkAttributes(mine)).toEqual(linkAttributes(routerLink(pathname, to, end)));
    expect(linkAttributes(mine)).toContainEqual(['href', to]);
  });

  it('marks the page it leads to for assistive technology', () => {
    expect(siteLink('/blog', '/blog')).toContain('aria-current="page"');
    expect(siteLink('/about', '/blog')).not.toContain('aria-current');
  });

  it('is React Router’s NavLink on a page React Router hydrates', () => {
    expect(siteLink('/blog', '/blog', { islands: null })).toBe(routerLink('/blog', '/blog'));
  });
});
