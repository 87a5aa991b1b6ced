import { ConvertersMenu, HeaderActions, navItem } from '~/components/header-menus.island';
import { useSearchIndexPath } from '~/components/search/index-path';
import { SiteLink, SiteNavLink } from '~/components/site-link';
import { SiteSearch } from '~/components/search/site-search.island';
import { NumberStyleSwitch } from '~/components/number-style-switch';
import { toNavLink } from '~/components/site-nav';
import { LanguageMenu } from '~/components/language-menu';
import { useChrome } from '~/i18n/chrome';
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
  const chrome = useChrome();
  const { words } = chrome;
  const menu = { converters: words.converters, calculators: words.calculators, allConverters: words.allConverters, sitemap: chrome.paths.sitemap };
  return (
    <header className="sticky top-0 z-40 border-b bg-background print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <SiteLink to={chrome.paths.home} className="text-xl font-bold tracking-tight text-primary">
          {siteName}
        </SiteLink>
        <nav aria-label={words.main} className="hidden items-center gap-1 lg:flex">
          <SiteNavLink to={chrome.paths.home} end className={navItem}>
            {words.homeLabel}
          </SiteNavLink>
          <Island component={ConvertersMenu} props={{ links: quantityLinks, calculators: chrome.calculatorLinks, words: menu }} pure />
          {chrome.mainLinks.map((link) => (
            <SiteNavLink key={link.to} to={link.to} className={navItem}>
              {link.label}
            </SiteNavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {chrome.numbers && <NumberStyleSwitch numbers={chrome.numbers} compact />}
          <LanguageMenu />
          <Island
            component={SiteSearch}
            props={{ placement: 'header', indexPath, action: chrome.paths.search, words: chrome.search }}
            load="interaction"
            pure
          />
          <Island
            component={HeaderActions}
            props={{
              links: quantityLinks,
              calculators: chrome.calculatorLinks,
              mainLinks: chrome.mainLinks,
              home: chrome.paths.home,
              words: {
                ...menu,
                menu: words.menu,
                openMenu: words.openMenu,
                closeMenu: words.closeMenu,
                mobile: words.mobile,
                home: words.homeLabel,
                toDark: words.toDark,
                toLight: words.toLight,
              },
            }}
            pure
          />
        </div>
      </div>
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
