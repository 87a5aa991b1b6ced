import { ChevronDown, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
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
import { mainLinks, toNavLink, type NavLink } from '~/components/site-nav';
import { useCatalog } from '~/lib/catalog';
import { cn } from '~/lib/cn';

const navItem = 'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground';

export function SiteHeader({ siteName }: { siteName: string }) {
  const categoryLinks = useCatalog().nav.map(toNavLink);
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="text-xl font-bold tracking-tight text-primary">
          {siteName}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <RouterNavLink to="/" end className={navItem}>
            Home
          </RouterNavLink>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger className={cn(navItem, 'inline-flex items-center gap-1')}>
              Converters <ChevronDown className="size-4" aria-hidden />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {categoryLinks.map((link) => (
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
          {mainLinks.map((link) => (
            <RouterNavLink key={link.to} to={link.to} className={navItem}>
              {link.label}
            </RouterNavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <MobileMenu categoryLinks={categoryLinks} />
        </div>
      </div>
    </header>
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
