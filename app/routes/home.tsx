import { Smartphone, Sparkles, Zap } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdSlot } from '~/components/ad-slot';
import { QuantityIcon } from '~/components/quantity-icon';
import { RecentConversions } from '~/components/recent/recent-conversions.island';
import { recentWords } from '~/components/recent/recent-words';
import { useSearchIndexPath } from '~/components/search/index-path';
import { SiteSearch } from '~/components/search/site-search.island';
import { Card } from '~/components/ui/card';
import { useChrome } from '~/i18n/chrome';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { useT, type MessageKey } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { useCatalog } from '~/lib/catalog';
import { catalogPath } from '~/domain/converters/catalog';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/home';
import { redirectTo } from '~/lib/redirect.server';

// Sent without React Router's runtime: the search form and the header menus are islands.

// The search form submitted here before GET /search existed: such addresses go to the search.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname, searchParams } = new URL(request.url);
  const q = searchParams.get('q');
  if (q !== null) throw redirectTo(`${pagePath(languageOfPath(pathname), 'search')}?q=${encodeURIComponent(q)}`);
  const t = translatorFor(request);
  return {
    title: t('home.title'),
    description: t('home.description'),
    keywords: t('home.keywords').split(', '),
    path: pagePath(languageOfPath(pathname), 'home'),
  };
}

// The same for everyone (the old `?q=` address redirects before any page is made).
export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const { title, description, keywords, path } = loaderData;
  return buildMeta(site, {
    title: `${title} | ${site.siteName}`,
    description,
    keywords,
    path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: site.siteName,
      url: `${site.publicOrigin}${path}`,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Requires a modern web browser',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
  });
};

/** The calculators among the categories: their icon, address and name. */
const CALCULATORS = [
  { slug: 'mortgage', name: 'home.calculator.mortgage' },
  { slug: 'countdown', name: 'home.calculator.countdown' },
] as const;

/** How many converters each group shows on the home page; the site map lists the rest. */
const GROUP_PREVIEW = 8;

const REASONS: readonly { icon: typeof Zap; title: MessageKey; text: MessageKey }[] = [
  { icon: Zap, title: 'home.reason.instant', text: 'home.reason.instantText' },
  { icon: Smartphone, title: 'home.reason.mobile', text: 'home.reason.mobileText' },
  { icon: Sparkles, title: 'home.reason.free', text: 'home.reason.freeText' },
];

export default function Home() {
  const id = useId();
  const catalog = useCatalog();
  const t = useT();
  const chrome = useChrome();
  const language = languageOfPath(chrome.paths.home);
  const categories = [
    ...catalog.nav.map((page) => ({ slug: page.slug, to: catalogPath(page), name: page.name })),
    ...CALCULATORS.map(({ slug, name }) => ({ slug, to: pagePath(language, slug), name: t(name) })),
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <section className="mx-auto max-w-3xl space-y-6 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('home.heading')}</h1>
        <p className="text-lg text-muted-foreground">{t('home.lead')}</p>
        <Island
          component={SiteSearch}
          props={{ placement: 'hero', indexPath: useSearchIndexPath(), action: chrome.paths.search, words: chrome.search }}
          load="interaction"
        />
      </section>

      <section aria-labelledby="recent-conversions" className="space-y-4">
        <h2 id="recent-conversions" className="text-2xl font-semibold">
          {t('home.recent')}
        </h2>
        {/* Kept in this browser's storage: the server sends what is true until the browser reads it. */}
        <Island component={RecentConversions} props={{ words: recentWords(t) }} />
      </section>

      <section aria-labelledby="browse" className="space-y-4">
        <h2 id="browse" className="text-2xl font-semibold">
          {t('home.browse')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {categories.map((item) => (
            <li key={item.slug}>
              <Link
                to={item.to}
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
          {t('home.popular')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {catalog.popular.map((page) => (
            <li key={page.slug}>
              <Link to={catalogPath(page)} className="block rounded-lg border bg-card p-4 font-medium hover:border-primary hover:bg-accent">
                {page.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <AdSlot position="content" />

      <section aria-labelledby="all" className="space-y-4">
        <h2 id="all" className="text-2xl font-semibold">
          {t('home.all')}
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
                    <Link to={catalogPath(p)} className="text-primary hover:underline">
                      {p.name}
                    </Link>
                  </li>
                ))}
              </ul>
              {group.pages.length > GROUP_PREVIEW && (
                <a href={`${chrome.paths.sitemap}#group-${group.id}`} className="mt-3 inline-block text-sm font-medium underline underline-offset-4">
                  {t('home.groupAll', { count: group.pages.length })}
                  <span className="sr-only">{t('home.groupAllIn', { group: group.label })}</span>
                </a>
              )}
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="why" className="space-y-4">
        <h2 id="why" className="text-2xl font-semibold">
          {t('home.why')}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-5">
              <Icon aria-hidden className="mb-3 size-6 text-primary" />
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
