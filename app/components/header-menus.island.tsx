import { ChevronDown, Menu } from 'lucide-react';
import { ThemeToggle, type ThemeWords } from '~/components/theme';
import { Button } from '~/components/ui/button';
import { MenuButton, MenuGroup, MenuLink, MenuSeparator } from '~/components/ui/menu';
import { Sheet } from '~/components/ui/sheet';
import type { NavLink } from '~/components/site-nav';

// The interactive parts of the site header, islands on every page (app/islands/). Their links are
// plain links: the next page comes from the page cache. Their words come as props, in the page's
// language (app/i18n/chrome.ts).

const navItemBox = 'rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground';
export const navItem = `${navItemBox} font-medium`;

export interface MenuWords {
  converters: string;
  calculators: string;
  allConverters: string;
  /** The site map's address, where "all converters" leads. */
  sitemap: `/${string}`;
}

/** The "Converters" menu of the desktop navigation. */
export function ConvertersMenu({ links, calculators, words }: { links: NavLink[]; calculators: NavLink[]; words: MenuWords }) {
  return (
    <MenuButton
      label={
        <>
          {words.converters} <ChevronDown className="size-4" aria-hidden />
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
      <MenuGroup label={words.calculators}>
        {calculators.map((link) => (
          <MenuLink key={link.to} href={link.to}>
            {link.label}
          </MenuLink>
        ))}
      </MenuGroup>
      <MenuSeparator />
      <MenuLink href={words.sitemap} className="font-semibold">
        {words.allConverters}
      </MenuLink>
    </MenuButton>
  );
}

interface HeaderActionsProps {
  links: NavLink[];
  calculators: NavLink[];
  mainLinks: NavLink[];
  home: `/${string}`;
  words: MenuWords & ThemeWords & { menu: string; openMenu: string; closeMenu: string; mobile: string; home: string };
}

/** The theme switch and, on small screens, the menu button. */
export function HeaderActions(props: HeaderActionsProps) {
  return (
    <>
      <ThemeToggle words={props.words} />
      <MobileMenu {...props} />
    </>
  );
}

function MobileMenu({ links, calculators, mainLinks, home, words }: HeaderActionsProps) {
  const heading = 'mt-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground';
  return (
    <Sheet
      title={words.menu}
      closeLabel={words.closeMenu}
      trigger={(props) => (
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={words.openMenu} {...props}>
          <Menu aria-hidden />
        </Button>
      )}
    >
      {(close) => (
        <nav aria-label={words.mobile} className="flex flex-col gap-1">
          <a href={home} onClick={close} className={navItem}>
            {words.home}
          </a>
          <p className={heading}>{words.converters}</p>
          {links.map((link) => (
            <a key={link.to} href={link.to} onClick={close} className={navItem}>
              {link.label}
            </a>
          ))}
          <a href={words.sitemap} onClick={close} className={`${navItemBox} font-semibold`}>
            {words.allConverters}
          </a>
          <p className={heading}>{words.calculators}</p>
          {calculators.map((link) => (
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
