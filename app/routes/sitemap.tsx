import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { pairCount } from '~/domain/converters/pairs';
import { quantityPages } from '~/domain/converters/registry';
import { catalogPath, type CatalogLink } from '~/domain/converters/catalog';
import type { ConverterPage } from '~/domain/converters/types';
import { converterSlug } from '~/i18n/converter-addresses.server';
import { pageIn, quantityInSentence, wholeNumber } from '~/i18n/converter-pages.server';
import { languageOfPath } from '~/i18n/languages';
import { pagePath, type FixedPage } from '~/i18n/pages';
import { translatorOf } from '~/i18n/translator.server';
import { useChrome } from '~/i18n/chrome';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { cacheHeaders } from '~/lib/cache-control';
import { useCatalog } from '~/lib/catalog';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/sitemap';

interface PageLink {
  to: string;
  label: string;
}

/** How many pair pages each quantity page has, and the words of the page in its language. */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translatorOf(language);
  const pairs = (page: ConverterPage) => ({
    path: pagePath(language, 'sitemap', converterSlug(language, page)),
    text: t('converter.sitemap.conversions', { count: wholeNumber(language, pairCount(page)) }),
    of: t('converter.sitemap.conversionsOf', { name: quantityInSentence(language, pageIn(language, page).name) }),
  });
  const link = (page: FixedPage, label: string): PageLink => ({ to: pagePath(language, page), label });
  return {
    pairLinks: Object.fromEntries(quantityPages.map((page) => [page.slug, pairs(page)])),
    information: [
      link('about', t('page.aboutUs')),
      link('contact', t('nav.contact')),
      link('privacy', t('page.privacy')),
      link('terms', t('page.terms')),
      link('sitemap', t('page.sitemap')),
      link('favorites', t('converter.sitemap.favorites')),
    ],
    cooking: [link('cooking/ingredients', t('converter.sitemap.cookingIngredients')), link('cooking/recipe', t('converter.sitemap.cookingRecipe'))],
    blog: link('blog', t('nav.blog')),
    words: {
      heading: t('page.sitemap'),
      intro: t('converter.sitemap.intro'),
      popular: t('converter.sitemap.popular'),
      calculators: t('converter.sitemap.calculators'),
      cooking: t('converter.sitemap.cooking'),
      blogText: t('converter.sitemap.blogText'),
      information: t('converter.sitemap.information'),
    },
    meta: {
      title: t('converter.sitemap.title'),
      description: t('converter.sitemap.description'),
      keywords: t('converter.sitemap.keywords').split(', '),
      path: pagePath(language, 'sitemap'),
    },
  };
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildMeta(siteFromMatches(matches), loaderData.meta);

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

type PairLinks = Route.ComponentProps['loaderData']['pairLinks'];

const toLink = (page: CatalogLink) => ({ slug: page.slug, to: catalogPath(page), label: page.name });

/** A group's converters, each with a link to the list of its pair pages. */
function ConverterList({ pages, pairLinks }: { pages: ReturnType<typeof toLink>[]; pairLinks: PairLinks }) {
  return (
    <ul className="space-y-1.5">
      {pages.map((link) => {
        const pairs = pairLinks[link.slug];
        return (
          <li key={link.to}>
            <Link to={link.to} className="text-primary underline underline-offset-4">
              {link.label}
            </Link>
            {pairs && (
              <>
                {' · '}
                <a href={pairs.path} className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground">
                  {pairs.text}
                  <span className="sr-only"> {pairs.of}</span>
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
  const { pairLinks, information, cooking, blog, words } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{words.heading}</h1>
        <p className="text-muted-foreground">{words.intro}</p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        {catalog.groups.map((group) => {
          const pairs = group.pairs.map(toLink);
          return (
            <SitemapCard key={group.id} id={`group-${group.id}`} title={group.label}>
              <ConverterList pages={group.pages.map(toLink)} pairLinks={pairLinks} />
              {pairs.length > 0 && (
                <div className="space-y-2">
                  <h3 className="text-sm font-semibold text-muted-foreground">{words.popular}</h3>
                  <LinkList links={pairs} />
                </div>
              )}
            </SitemapCard>
          );
        })}

        <SitemapCard id="calculators" title={words.calculators}>
          <LinkList links={useChrome().calculatorLinks} />
        </SitemapCard>

        <SitemapCard id="cooking" title={words.cooking}>
          <LinkList links={cooking} />
        </SitemapCard>

        <SitemapCard id="blog" title={blog.label}>
          <p className="text-sm text-muted-foreground">{words.blogText}</p>
          <LinkList links={[blog]} />
        </SitemapCard>

        <SitemapCard id="information" title={words.information}>
          <LinkList links={information} />
        </SitemapCard>
      </div>
    </div>
  );
}
