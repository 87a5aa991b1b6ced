import { ConvertersMenu, HeaderActions, navItem } from '~/components/header-menus.island';
import { useSearchIndexPath } from '~/components/search/index-path';
import { SiteLink, SiteNavLink } from '~/components/site-link';
import { SiteSearch } from '~/components/search/site-search.island';
import { mainLinks, toNavLink } from '~/components/site-nav';
import { Island } from '~/islands/island';
import { useCatalog } from '~/lib/catalog';

/**
 * An empty element that ends the header. The document's head asks browsers that know
 * `<link rel="expect">` (Chromium) to paint nothing before it is parsed: painted while its HTML was
 * still arriving, the header's right-hand controls moved left as each one came in, a layout shift
 * on a slow connection. Chromium waits for the element's start tag, the spec's wording for the
 * whole element: empty, the two are the same point.
 */
export const HEADER_END_ID = 'header-end';

export function SiteHeader({ siteName }: { siteName: string }) {
  const quantityLinks = useCatalog().nav.map(toNavLink);
  const indexPath = useSearchIndexPath();
  return (
    <header className="sticky top-0 z-40 border-b bg-background print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <SiteLink to="/" className="text-xl font-bold tracking-tight text-primary">
          {siteName}
        </SiteLink>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <SiteNavLink to="/" end className={navItem}>
            Home
          </SiteNavLink>
          <Island component={ConvertersMenu} props={{ links: quantityLinks }} pure />
          {mainLinks.map((link) => (
            <SiteNavLink key={link.to} to={link.to} className={navItem}>
              {link.label}
            </SiteNavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Island component={SiteSearch} props={{ placement: 'header', indexPath }} load="interaction" pure />
          <Island component={HeaderActions} props={{ links: quantityLinks }} pure />
        </div>
      </div>
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
