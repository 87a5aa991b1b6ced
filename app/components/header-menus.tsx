import { ChevronDown, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '~/components/theme';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { Sheet, SheetContent, SheetTrigger } from '~/components/ui/sheet';
import { mainLinks, type NavLink } from '~/components/site-nav';
import { cn } from '~/lib/cn';

// The interactive parts of the site header. They are islands (app/islands/): on pages sent without
// React Router's runtime they import only what app/islands/router.tsx provides of `react-router`.

export const navItem = 'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground';

/** The "Converters" dropdown of the desktop navigation. */
export function ConvertersMenu({ links }: { links: NavLink[] }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={cn(navItem, 'inline-flex items-center gap-1')}>
        Converters <ChevronDown className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {links.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/sitemap" className="font-semibold">
            View All Converters
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The theme switch and, on small screens, the menu button. */
export function HeaderActions({ links }: { links: NavLink[] }) {
  return (
    <>
      <ThemeToggle />
      <MobileMenu categoryLinks={links} />
    </>
  );
}

function MobileMenu({ categoryLinks }: { categoryLinks: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <Link to="/" onClick={close} className={navItem}>
            Home
          </Link>
          <p className="mt-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Converters</p>
          {categoryLinks.map((link) => (
            <Link key={link.to} to={link.to} onClick={close} className={navItem}>
              {link.label}
            </Link>
          ))}
          <Link to="/sitemap" onClick={close} className={cn(navItem, 'font-semibold')}>
            View All Converters
          </Link>
          <hr className="my-2" />
          {mainLinks.map((link) => (
            <Link key={link.to} to={link.to} onClick={close} className={navItem}>
              {link.label}
            </Link>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
