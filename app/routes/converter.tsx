import {
  data,
  Link,
  redirect,
  useLoaderData,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { AdSlot } from '~/components/ad-slot';
import { FormulaCard, ToolLayout } from '~/components/tool-layout';
import { AllUnits } from '~/components/converter/all-units.island';
import { ConverterForm } from '~/components/converter/converter-form.island';
import { useSearchIndexPath } from '~/components/search/index-path';
import { ConversionFavorite } from '~/components/converter/conversion-favorite.island';
import { Island } from '~/islands/island';
import { Num } from '~/components/num';
import { useChrome } from '~/i18n/chrome';
import { languageOfPath, prefixOf } from '~/i18n/languages';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatExampleValue } from '~/domain/converters/examples';
import { pairCount, quantityPagePairs } from '~/domain/converters/pairs';
import { getConverterPage, pageUnits, PERMANENT_REDIRECTS } from '~/domain/converters/registry';
import type { ConverterPage } from '~/domain/converters/types';
import { formatMoney, formatResult } from '~/domain/format';
import { convertAmong, clientUnit } from '~/domain/units/convert-units';
import { getQuantity } from '~/domain/units/registry';
import { RatesNotice } from '~/components/converter/rates-notice';
import { chooseRates } from '~/services/rates/page-rates.server';
import { requireServices } from '~/services/context.server';
import { CACHE_CONTROL, CACHE_TAGS, cacheTags, loaderCacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/**
 * Every converter path shares this module. The page entry (with its article) comes from the
 * loader, so the browser never downloads the whole registry. An alternate address of a page (a
 * converter's alias, /mortgage-calculator) answers 301 to it, keeping any query; any other word is
 * a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Under another language's prefix, the converter's English slug (/es/length) until its pages have
  // addresses of their language (ADR 085): the reader's number style is tried there (ADR 087).
  const slug = url.pathname.slice(prefixOf(languageOfPath(url.pathname)).length).replace(/^\/+|\/+$/g, '');
  const page = getConverterPage(slug);
  if (!page) {
    const to = PERMANENT_REDIRECTS[slug];
    if (to) throw redirect(`/${to}${url.search}`, 301);
    throw new Response('Not Found', { status: 404 });
  }
  const related = page.related.flatMap((s) => {
    const p = getConverterPage(s);
    return p ? [{ slug: p.slug, heading: p.heading, intro: p.intro }] : [];
  });
  // Currency converts at the day's reference rates (?date=, else the newest), carried in the page.
  const rates =
    page.quantity === 'currency' ? await chooseRates(requireServices(context as AppLoadContext).rates, url.searchParams.get('date')) : null;
  const content = { page, related, pairs: quantityPagePairs(page), pairTotal: pairCount(page), rates };
  // A currency page is tagged with the rates it converts at: new rates drop it from the page cache,
  // and browsers and CDNs keep it a minute at most.
  return data(content, rates ? { headers: { 'Cache-Control': CACHE_CONTROL.rates, ...cacheTags(CACHE_TAGS.rates) } } : undefined);
}

// Sent without React Router's runtime: the form, the star and the header menus are islands.

// Typing rewrites the query string; only a different converter needs new data.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type RelatedLink = LoaderData['related'][number];

// The same for everyone; a link's values in the query make it ask first (app/lib/cache-control.ts).
export const headers = loaderCacheHeaders('shared');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const { page } = data;
  return buildMeta(siteFromMatches(matches), {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path: `/${page.slug}`,
  });
};

export default function ConverterRoute() {
  const { page, related, pairs, pairTotal, rates } = useLoaderData<typeof loader>();
  return <ConverterScreen key={page.slug} page={page} related={related} pairs={pairs} pairTotal={pairTotal} rates={rates} />;
}

type PairLink = LoaderData['pairs'][number];

function ConverterScreen({
  page,
  related,
  pairs,
  pairTotal,
  rates,
}: {
  page: ConverterPage;
  related: RelatedLink[];
  pairs: PairLink[];
  pairTotal: number;
  rates: LoaderData['rates'];
}) {
  const units = rates?.units ?? pageUnits(page);
  const shownUnits = units.map(clientUnit);
  const indexPath = useSearchIndexPath();
  const { numbers } = useChrome();
  const form = {
    page: { defaultFrom: page.defaultFrom, defaultTo: page.defaultTo, quantity: page.quantity },
    path: `/${page.slug}`,
    units: shownUnits,
  };
  const abbr = (key: string) => units.find((u) => u.key === key)?.abbr ?? key;
  // Currency examples are money, as the converter shows them (2 decimals, more for a small rate).
  const formatOutput = page.quantity === 'currency' ? formatMoney : formatResult;
  return (
    // A flex column with a gap: the islands' wrappers have no box, so `space-y-*` left the result
    // cards touching the Formula and Example cards below them.
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <div className="flex items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
          <Island component={ConversionFavorite} props={{ ...form, title: page.heading }} />
        </div>
        <p className="mt-2 text-muted-foreground">{page.intro}</p>
      </div>
      <Island component={ConverterForm} props={{ ...form, page: { ...form.page, floor: getQuantity(page.quantity)?.floor }, indexPath, numbers }} />
      {rates && (
        <RatesNotice
          path={`/${page.slug}`}
          used={rates.used}
          problem={rates.problem}
          covered={rates.units.length}
          total={pageUnits(page).length}
          bounds={rates.bounds}
        />
      )}
      <div className="grid gap-6 md:grid-cols-2">
        {page.formula && <FormulaCard lines={page.formula} />}
        {page.examples.length > 0 && (
          <Card>
            <CardHeader>
              <CardTitle>Example Conversions</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-1 pl-5 text-sm tabular-nums">
                {page.examples
                  .filter((ex) => units.some((u) => u.key === ex.from) && units.some((u) => u.key === ex.to))
                  .map((ex) => (
                    <li key={`${ex.value}-${ex.from}-${ex.to}`}>
                      {/* " = " one text, as before the numbers took their two forms: English bytes unchanged. */}
                      <Num>{formatExampleValue(ex.value)}</Num> {abbr(ex.from)}
                      {' = '}
                      <Num>{formatOutput(convertAmong(units, ex.value, ex.from, ex.to))}</Num> {abbr(ex.to)}
                    </li>
                  ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </div>
      <Island component={AllUnits} load="visible" props={{ defaultFrom: page.defaultFrom, defaultTo: page.defaultTo, units: shownUnits }} />
      <AdSlot position="content" />
      <article className="space-y-6">
        {page.article.map((section) => (
          <section key={section.heading} className="space-y-3">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            {/* Inline HTML from the page's own content file (app/domain/converters/content.ts). */}
            {section.paragraphs.map((p) => (
              <p key={p} className="leading-relaxed" dangerouslySetInnerHTML={{ __html: p }} />
            ))}
            {section.list && (
              <ul className="list-disc space-y-1 pl-6">
                {section.list.map((item) => (
                  <li key={item} dangerouslySetInnerHTML={{ __html: item }} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
      {pairs.length > 0 && <PairLinks page={page} pairs={pairs} total={pairTotal} />}
      <RelatedConverters pages={related} />
    </ToolLayout>
  );
}

/** Links to the quantity's pair pages: the most looked-up ones, and the list of all of them. */
function PairLinks({ page, pairs, total }: { page: ConverterPage; pairs: PairLink[]; total: number }) {
  return (
    <section aria-labelledby="pairs-heading" className="space-y-4">
      <h2 id="pairs-heading" className="text-2xl font-semibold">
        {page.name} Conversions
      </h2>
      <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 md:grid-cols-3">
        {pairs.map((pair) => (
          <li key={pair.href}>
            <a href={pair.href} className="text-primary hover:underline">
              {pair.label}
            </a>
          </li>
        ))}
      </ul>
      <a href={`/sitemap/${page.slug}`} className="inline-block text-sm font-medium underline underline-offset-4">
        All {total.toLocaleString('en-US')} {page.name.toLowerCase()} conversions
      </a>
    </section>
  );
}

function RelatedConverters({ pages }: { pages: RelatedLink[] }) {
  return (
    <section aria-labelledby="related-heading" className="space-y-4">
      <h2 id="related-heading" className="text-2xl font-semibold">
        Related Converters
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
        {pages.map((p) => (
          <li key={p.slug}>
            <Link to={`/${p.slug}`} className="block h-full rounded-lg border bg-card p-4 hover:border-primary hover:bg-accent">
              <span className="font-medium">{p.heading}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{p.intro}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
