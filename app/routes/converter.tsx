import {
  data,
  Link,
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
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatExampleValue } from '~/domain/converters/examples';
import { pairCount } from '~/domain/converters/pairs';
import { getConverterPage, pageUnits, PERMANENT_REDIRECTS } from '~/domain/converters/registry';
import { formatMoney, formatResult } from '~/domain/format';
import { convertAmong, clientUnit } from '~/domain/units/convert-units';
import { RatesNotice } from '~/components/converter/rates-notice';
import { chooseRates } from '~/services/rates/page-rates.server';
import { ratesProblemText } from '~/domain/units/rates-date';
import { ratesDateWordsOf } from '~/i18n/currency-words.server';
import { requireServices } from '~/services/context.server';
import { CACHE_CONTROL, CACHE_TAGS, cacheTags, loaderCacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { alternatesFrom } from '~/i18n/addresses';
import { converterAt, converterPath, converterPathIn, converterSlug } from '~/i18n/converter-addresses.server';
import {
  clientUnitsIn,
  floorIn,
  islandWordsOf,
  pageIn,
  quantityInSentence,
  quantityPagePairsIn,
  styleOf,
  wholeNumber,
} from '~/i18n/converter-pages.server';
import { converterWordsOf } from '~/i18n/converter-words';
import { ENGLISH, languageOfPath, prefixOf } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { translatorOf } from '~/i18n/translator.server';
import { siteFromMatches } from '~/lib/site';
import type { QueryKept } from '~/i18n/switcher';
import { pathWords } from '~/lib/path-encoding';
import { redirectTo } from '~/lib/redirect.server';

/** The conversion in the query goes with the language switcher; `v` is read in the reader's number style. */
export const handle: { switcher: QueryKept } = { switcher: { numbers: ['v'], readerStyle: true } };

/**
 * Every converter path shares this module. The page entry (with its article) comes from the
 * loader, so the browser never downloads the whole registry. An alternate address of a page (a
 * converter's alias, /mortgage-calculator) answers 301 to it, keeping any query; any other word is
 * a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const slug = pathWords(url.pathname)
    .slice(prefixOf(language).length)
    .replace(/^\/+|\/+$/g, '');
  const at = converterAt(language, slug);
  if (!at || 'redirect' in at) {
    // An old address of a calculator (/mortgage-calculator) is an English one.
    const to = at?.redirect ?? (language === ENGLISH && PERMANENT_REDIRECTS[slug] ? `/${PERMANENT_REDIRECTS[slug]}` : null);
    if (to) throw redirectTo(`${to}${url.search}`, 301);
    throw new Response('Not Found', { status: 404 });
  }
  const page = pageIn(language, at.found);
  const t = translatorOf(language);
  const related = at.found.related.flatMap((s) => {
    const p = getConverterPage(s);
    if (!p) return [];
    const { heading, intro } = pageIn(language, p);
    return [{ slug: p.slug, path: converterPath(language, p), heading, intro }];
  });
  // Currency converts at the day's reference rates (?date=, else the newest), carried in the page.
  const chosen =
    page.quantity === 'currency' ? await chooseRates(requireServices(context as AppLoadContext).rates, url.searchParams.get('date')) : null;
  const ratesWords = chosen && ratesDateWordsOf(language);
  const rates = chosen &&
    ratesWords && { ...chosen, problem: chosen.problem && ratesProblemText(chosen.problem, ratesWords.problems), words: ratesWords };
  const path = converterPath(language, at.found);
  const titleCase = converterWordsOf(language).titleCaseHeadings;
  const content = {
    page,
    path,
    sitemapPath: pagePath(language, 'sitemap', converterSlug(language, at.found)),
    related,
    pairs: quantityPagePairsIn(language, at.found),
    rates,
    style: styleOf(language),
    floor: floorIn(language, page.quantity),
    words: {
      examples: t('converter.examples'),
      pairs: t('converter.pairs', { name: titleCase ? page.name : quantityInSentence(language, page.name) }),
      allPairs: t('converter.allPairs', { total: wholeNumber(language, pairCount(page)), name: quantityInSentence(language, page.name) }),
      related: t('converter.related'),
    },
    islandWords: {
      units: language === ENGLISH ? undefined : clientUnitsIn(language, page.quantity, (rates?.units ?? pageUnits(page)).map(clientUnit)),
      ...islandWordsOf(language),
    },
    alternates: alternatesFrom(language, converterPathIn(at.found)),
  };
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
  const { page, path } = data;
  return buildMeta(siteFromMatches(matches), { title: page.title, description: page.description, keywords: page.keywords, path });
};

export default function ConverterRoute() {
  const content = useLoaderData<typeof loader>();
  return <ConverterScreen key={content.page.slug} {...content} />;
}

type PairLink = LoaderData['pairs'][number];

function ConverterScreen({ page, path, sitemapPath, related, pairs, rates, style, floor, words, islandWords }: LoaderData) {
  const units = rates?.units ?? pageUnits(page);
  const shownUnits = islandWords.units ?? units.map(clientUnit);
  const indexPath = useSearchIndexPath();
  const { numbers } = useChrome();
  const form = {
    page: { defaultFrom: page.defaultFrom, defaultTo: page.defaultTo, quantity: page.quantity },
    path,
    units: shownUnits,
  };
  const abbr = (key: string) => units.find((u) => u.key === key)?.abbr ?? key;
  // Currency examples are money, as the converter shows them (2 decimals, more for a small rate).
  const money = page.quantity === 'currency' ? formatMoney : formatResult;
  return (
    // A flex column with a gap: the islands' wrappers have no box, so `space-y-*` left the result
    // cards touching the Formula and Example cards below them.
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <div className="flex items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
          <Island component={ConversionFavorite} props={{ ...form, title: page.heading, ...islandWords.favorite }} />
        </div>
        <p className="mt-2 text-muted-foreground">{page.intro}</p>
      </div>
      <Island component={ConverterForm} props={{ ...form, page: { ...form.page, floor }, indexPath, numbers, ...islandWords.form }} />
      {rates && (
        <RatesNotice
          path={path}
          used={rates.used}
          problem={rates.problem}
          covered={rates.units.length}
          total={pageUnits(page).length}
          bounds={rates.bounds}
          words={rates.words}
        />
      )}
      <div className="grid gap-6 md:grid-cols-2">
        {page.formula && <FormulaCard lines={page.formula} />}
        {page.examples.length > 0 && (
          <Card>
            <CardHeader>
              <CardTitle>{words.examples}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-1 pl-5 text-sm tabular-nums">
                {page.examples
                  .filter((ex) => units.some((u) => u.key === ex.from) && units.some((u) => u.key === ex.to))
                  .map((ex) => (
                    <li key={`${ex.value}-${ex.from}-${ex.to}`}>
                      {/* " = " one text, as before the numbers took their two forms: English bytes unchanged. */}
                      <Num style={style}>{formatExampleValue(ex.value)}</Num> {abbr(ex.from)}
                      {' = '}
                      <Num style={style}>{money(convertAmong(units, ex.value, ex.from, ex.to))}</Num> {abbr(ex.to)}
                    </li>
                  ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </div>
      <Island
        component={AllUnits}
        load="visible"
        props={{ defaultFrom: page.defaultFrom, defaultTo: page.defaultTo, units: shownUnits, styles: numbers?.styles, ...islandWords.allUnits }}
      />
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
      {pairs.length > 0 && <PairLinks pairs={pairs} heading={words.pairs} all={words.allPairs} sitemapPath={sitemapPath} />}
      <RelatedConverters pages={related} heading={words.related} />
    </ToolLayout>
  );
}

/** Links to the quantity's pair pages: the most looked-up ones, and the list of all of them. */
function PairLinks({ pairs, heading, all, sitemapPath }: { pairs: PairLink[]; heading: string; all: string; sitemapPath: string }) {
  return (
    <section aria-labelledby="pairs-heading" className="space-y-4">
      <h2 id="pairs-heading" className="text-2xl font-semibold">
        {heading}
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
      <a href={sitemapPath} className="inline-block text-sm font-medium underline underline-offset-4">
        {all}
      </a>
    </section>
  );
}

function RelatedConverters({ pages, heading }: { pages: RelatedLink[]; heading: string }) {
  return (
    <section aria-labelledby="related-heading" className="space-y-4">
      <h2 id="related-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
        {pages.map((p) => (
          <li key={p.slug}>
            <Link to={p.path} className="block h-full rounded-lg border bg-card p-4 hover:border-primary hover:bg-accent">
              <span className="font-medium">{p.heading}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{p.intro}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
