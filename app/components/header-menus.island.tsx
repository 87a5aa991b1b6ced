import { ChevronDown, Menu } from 'lucide-react';
import { ThemeToggle } from '~/components/theme';
import { Button } from '~/components/ui/button';
import { MenuButton, MenuGroup, MenuLink, MenuSeparator } from '~/components/ui/menu';
import { Sheet } from '~/components/ui/sheet';
import { calculatorLinks, mainLinks, type NavLink } from '~/components/site-nav';

// The interactive parts of the site header, islands on every page (app/islands/). Their links are
// plain links: the next page comes from the page cache.

const navItemBox = 'rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground';
export const navItem = `${navItemBox} font-medium`;

/** The "Converters" menu of the desktop navigation. */
export function ConvertersMenu({ links }: { links: NavLink[] }) {
  return (
    <MenuButton
      label={
        <>
          Converters <ChevronDown className="size-4" aria-hidden />
        </>
      }
      className={`${navItem} inline-flex items-center gap-1`}
    >
      {links.map((link) => (
        <MenuLink key={link.to} href={link.to}>
          {link.label}
        </MenuLink>
      ))}
      <MenuSeparator />
      {/* The home page's categories include the calculators too; the bar has no room for more links. */}
      <MenuGroup label="Calculators">
        {calculatorLinks.map((link) => (
          <MenuLink key={link.to} href={link.to}>
            {link.label}
          </MenuLink>
        ))}
      </MenuGroup>
      <MenuSeparator />
      <MenuLink href="/sitemap" className="font-semibold">
        View All Converters
      </MenuLink>
    </MenuButton>
  );
}

/** The theme switch and, on small screens, the menu button. */
export function HeaderActions({ links }: { links: NavLink[] }) {
  return (
    <>
      <ThemeToggle />
      <MobileMenu quantityLinks={links} />
    </>
  );
}

function MobileMenu({ quantityLinks }: { quantityLinks: NavLink[] }) {
  return (
    <Sheet
      title="Menu"
      trigger={(props) => (
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" {...props}>
          <Menu aria-hidden />
        </Button>
      )}
    >
      {(close) => (
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <a href="/" onClick={close} className={navItem}>
            Home
          </a>
          <p className="mt-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Converters</p>
          {quantityLinks.map((link) => (
            <a key={link.to} href={link.to} onClick={close} className={navItem}>
              {link.label}
            </a>
          ))}
          <a href="/sitemap" onClick={close} className={`${navItemBox} font-semibold`}>
            View All Converters
          </a>
          <p className="mt-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Calculators</p>
          {calculatorLinks.map((link) => (
            <a key={link.to} href={link.to} onClick={close} className={navItem}>
              {link.label}
            </a>
          ))}
          <hr className="my-2" />
          {mainLinks.map((link) => (
            <a key={link.to} href={link.to} onClick={close} className={navItem}>
              {link.label}
            </a>
          ))}
        </nav>
      )}
    </Sheet>
  );
}
