import { SiteLink } from '~/components/site-link';
import { calculatorLinks, informationLinks, toNavLink, type NavLink } from '~/components/site-nav';
import { useCatalog } from '~/lib/catalog';

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ siteName, year }: { siteName: string; year: number }) {
  const catalog = useCatalog();
  return (
    <footer className="mt-12 border-t bg-muted/40 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <FooterColumn title="Popular Converters" links={catalog.popular.map(toNavLink)} />
        {/* As on the home page, the calculators are categories too. */}
        <FooterColumn title="Categories" links={[...catalog.nav.map(toNavLink), ...calculatorLinks]} />
        <FooterColumn title="About" links={informationLinks} />
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>Fast, exact and free unit conversions for students, cooks, engineers and everyone else.</p>
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
