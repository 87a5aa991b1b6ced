import { Smartphone, Sparkles, Zap } from 'lucide-react';
import { useId } from 'react';
import { Link, redirect } from 'react-router';
import { AdSlot } from '~/components/ad-slot';
import { QuantityIcon } from '~/components/quantity-icon';
import { RecentConversions } from '~/components/recent/recent-conversions.island';
import { useSearchIndexPath } from '~/components/search/index-path';
import { SiteSearch } from '~/components/search/site-search.island';
import { Card } from '~/components/ui/card';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { useCatalog } from '~/lib/catalog';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/home';

// Sent without React Router's runtime: the search form and the header menus are islands.

// The search form submitted here before GET /search existed: such addresses go to the search.
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q');
  if (q !== null) throw redirect(`/search?q=${encodeURIComponent(q)}`);
  return null;
}

// The same for everyone (the old `?q=` address redirects before any page is made).
export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return buildMeta(site, {
    title: `Free Online Unit Converter – Length, Weight, Temperature & More | ${site.siteName}`,
    description:
      'Convert length, weight, temperature, volume, currency and 30+ other units instantly with exact factors. Free, fast, mobile friendly and no sign-up.',
    keywords: ['unit converter', 'conversion calculator', 'metric conversion', 'length converter', 'temperature converter'],
    path: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: site.siteName,
      url: `${site.publicOrigin}/`,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Requires a modern web browser',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
  });
};

const CALCULATORS = [
  { slug: 'mortgage', name: 'Mortgage' },
  { slug: 'countdown', name: 'Countdown' },
];

/** How many converters each group shows on the home page; the site map lists the rest. */
const GROUP_PREVIEW = 8;

const REASONS = [
  { icon: Zap, title: 'Instant results', text: 'Results update as you type, computed right in your browser with exact conversion factors.' },
  { icon: Smartphone, title: 'Mobile friendly', text: 'Every converter works on phones, tablets and desktops, in light or dark mode.' },
  { icon: Sparkles, title: '100% free', text: 'No sign-up, no limits. Save your favorite converters in your browser for next time.' },
];

export default function Home() {
  const id = useId();
  const catalog = useCatalog();
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <section className="mx-auto max-w-3xl space-y-6 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Free Online Unit Converter</h1>
        <p className="text-lg text-muted-foreground">
          Exact conversions for length, weight, temperature, currency and dozens more, plus a mortgage calculator and a countdown timer.
        </p>
        <Island component={SiteSearch} props={{ placement: 'hero', indexPath: useSearchIndexPath() }} load="interaction" />
      </section>

      <section aria-labelledby="recent-conversions" className="space-y-4">
        <h2 id="recent-conversions" className="text-2xl font-semibold">
          Recent Conversions
        </h2>
        {/* Kept in this browser's storage: the server sends what is true until the browser reads it. */}
        <Island component={RecentConversions} props={{}} />
      </section>

      <section aria-labelledby="browse" className="space-y-4">
        <h2 id="browse" className="text-2xl font-semibold">
          Browse by Category
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {[...catalog.nav, ...CALCULATORS].map((item) => (
            <li key={item.slug}>
              <Link
                to={`/${item.slug}`}
                className="flex h-full flex-col items-center gap-2 rounded-lg border bg-card p-4 text-center hover:border-primary hover:bg-accent"
              >
                <QuantityIcon slug={item.slug} className="size-7 text-primary" />
                <span className="font-medium">{item.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="popular" className="space-y-4">
        <h2 id="popular" className="text-2xl font-semibold">
          Popular Converters
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {catalog.popular.map((page) => (
            <li key={page.slug}>
              <Link to={`/${page.slug}`} className="block rounded-lg border bg-card p-4 font-medium hover:border-primary hover:bg-accent">
                {page.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <AdSlot position="content" />

      <section aria-labelledby="all" className="space-y-4">
        <h2 id="all" className="text-2xl font-semibold">
          All Converters
        </h2>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {catalog.groups.map((group) => (
            <Card key={group.id} className="p-5" aria-labelledby={`${id}-${group.id}`}>
              <h3 id={`${id}-${group.id}`} className="mb-3 font-semibold">
                {group.label}
              </h3>
              <ul className="space-y-1.5 text-sm">
                {group.pages.slice(0, GROUP_PREVIEW).map((p) => (
                  <li key={p.slug}>
                    <Link to={`/${p.slug}`} className="text-primary hover:underline">
                      {p.name}
                    </Link>
                  </li>
                ))}
              </ul>
              {group.pages.length > GROUP_PREVIEW && (
                <a href={`/sitemap#group-${group.id}`} className="mt-3 inline-block text-sm font-medium underline underline-offset-4">
                  All {group.pages.length} converters<span className="sr-only"> in {group.label}</span>
                </a>
              )}
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="why" className="space-y-4">
        <h2 id="why" className="text-2xl font-semibold">
          Why Use Our Converter?
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-5">
              <Icon aria-hidden className="mb-3 size-6 text-primary" />
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
