import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { pairCount } from '~/domain/converters/pairs';
import { quantityPages } from '~/domain/converters/registry';
import { useChrome } from '~/i18n/chrome';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { COOKING_PAGES, INFORMATION_PAGES } from '~/domain/public-pages';
import { cacheHeaders } from '~/lib/cache-control';
import { useCatalog } from '~/lib/catalog';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/sitemap';

interface PageLink {
  to: string;
  label: string;
}

const INFORMATION: PageLink[] = [...INFORMATION_PAGES.map((p) => ({ to: p.path, label: p.title })), { to: '/favorites', label: 'Your Favorites' }];

const toLink = (page: { slug: string; name: string }): PageLink => ({ to: `/${page.slug}`, label: page.name });

/** How many pair pages each quantity page has, for the links to their lists (/sitemap/{quantity}). */
export function loader() {
  return { pairCounts: Object.fromEntries(quantityPages.map((page) => [page.slug, pairCount(page)])) as Record<string, number> };
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Site Map – All Unit Converters and Calculators',
    description:
      'Every page on the site in one place: all unit converters grouped by field, popular conversions, the mortgage and countdown calculators, the blog and more.',
    keywords: ['site map', 'all unit converters', 'converter list', 'conversion calculators'],
    path: '/sitemap',
  });

function LinkList({ links }: { links: PageLink[] }) {
  return (
    <ul className="space-y-1.5">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="text-primary underline underline-offset-4">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SitemapCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** A group's converters, each with a link to the list of its pair pages. */
function ConverterList({ pages, pairCounts }: { pages: PageLink[]; pairCounts: Record<string, number> }) {
  return (
    <ul className="space-y-1.5">
      {pages.map((link) => {
        const slug = link.to.slice(1);
        const pairs = pairCounts[slug] ?? 0;
        return (
          <li key={link.to}>
            <Link to={link.to} className="text-primary underline underline-offset-4">
              {link.label}
            </Link>
            {pairs > 0 && (
              <>
                {' · '}
                <a href={`/sitemap/${slug}`} className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground">
                  {pairs.toLocaleString('en-US')} conversions<span className="sr-only"> of {link.label.toLowerCase()}</span>
                </a>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default function Sitemap() {
  const catalog = useCatalog();
  const { pairCounts } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Site Map</h1>
        <p className="text-muted-foreground">
          Every converter, calculator and page on the site, grouped by topic. Each converter links the list of its unit pairs, every one with a page
          of its own.
        </p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        {catalog.groups.map((group) => {
          const pairs = group.pairs.map(toLink);
          return (
            <SitemapCard key={group.id} id={`group-${group.id}`} title={group.label}>
              <ConverterList pages={group.pages.map(toLink)} pairCounts={pairCounts} />
              {pairs.length > 0 && (
                <div className="space-y-2">
                  <h3 className="text-sm font-semibold text-muted-foreground">Popular Conversions</h3>
                  <LinkList links={pairs} />
                </div>
              )}
            </SitemapCard>
          );
        })}

        <SitemapCard id="calculators" title="Calculators">
          <LinkList links={useChrome().calculatorLinks} />
        </SitemapCard>

        <SitemapCard id="cooking" title="Cooking by Ingredient">
          <LinkList links={COOKING_PAGES.map((p) => ({ to: p.path, label: p.title }))} />
        </SitemapCard>

        <SitemapCard id="blog" title="Blog">
          <p className="text-sm text-muted-foreground">Articles on units, measurement and everyday conversion math.</p>
          <LinkList links={[{ to: '/blog', label: 'Blog' }]} />
        </SitemapCard>

        <SitemapCard id="information" title="Information Pages">
          <LinkList links={INFORMATION} />
        </SitemapCard>
      </div>
    </div>
  );
}
