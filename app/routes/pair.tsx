import { data, redirect, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { FormulaCard, ToolLayout } from '~/components/tool-layout';
import { AllUnits } from '~/components/converter/all-units.island';
import { ConverterForm } from '~/components/converter/converter-form.island';
import { useSearchIndexPath } from '~/components/search/index-path';
import { ConversionFavorite } from '~/components/converter/conversion-favorite.island';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatExampleValue } from '~/domain/converters/examples';
import { pairDescription, pairTitle } from '~/domain/converters/pair-meta';
import { readPairAddress } from '~/domain/converters/pair-addresses';
import {
  canonicalPairPage,
  findPair,
  inSentence,
  pairFormula,
  pairHref,
  pairTableValues,
  quantityPageUnits,
  relatedPairs,
} from '~/domain/converters/pairs';
import { formatMoney, formatResult } from '~/domain/format';
import { clientUnits, convertBetween } from '~/domain/units/convert-units';
import { getQuantity } from '~/domain/units/registry';
import type { Unit } from '~/domain/units/types';
import { RatesNotice } from '~/components/converter/rates-notice';
import { formatRatesDate } from '~/domain/units/currency-rates';
import { requireServices } from '~/services/context.server';
import { chooseRates } from '~/services/rates/page-rates.server';
import { Island } from '~/islands/island';
import { Num } from '~/components/num';
import { useChrome } from '~/i18n/chrome';
import { CACHE_CONTROL, CACHE_TAGS, cacheTags, loaderCacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/**
 * A page for one ordered pair of units of a quantity: /{quantity}/{from}-to-{to}
 * (app/domain/converters/pairs.ts). Rendered on demand and kept by the page cache; nothing of it
 * is built ahead.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { search } = url;
  const pair = findPair(params.quantity ?? '', params.pair ?? '');
  if (!pair) {
    // Another spelling of a pair (`/length/Feet-To-Inches`, `/length/ft-to-in`) goes to its page.
    const meant = readPairAddress(params.quantity ?? '', params.pair ?? '');
    if (meant) throw redirect(`${pairHref(meant)}${search}`, 301);
    throw new Response('Not Found', { status: 404 });
  }
  // The core top-level pair pages stay canonical: their nested twins send people there.
  const canonical = canonicalPairPage(pair);
  if (canonical) throw redirect(`/${canonical.slug}${search}`, 301);
  const { page } = pair;
  // Currency converts at the day's reference rates (?date=, else the newest), carried in the page;
  // a currency without a rate that day is left out, and the page says so.
  const rates =
    page.quantity === 'currency' ? await chooseRates(requireServices(context as AppLoadContext).rates, url.searchParams.get('date')) : null;
  const units: readonly Unit[] = rates?.units ?? pair.units;
  const missing = [pair.from, pair.to].filter((unit) => !units.some((u) => u.key === unit.key));
  const from = units.find((u) => u.key === pair.from.key) ?? pair.from;
  const to = units.find((u) => u.key === pair.to.key) ?? pair.to;
  const ratesProblem =
    rates && missing.length > 0
      ? `There is no ${rates.used.builtIn ? 'built-in rate' : `reference rate of ${formatRatesDate(rates.used.date)}`} for ${missing.map((u) => `the ${u.name}`).join(' or ')}.`
      : null;
  // A currency table is money, as the converter shows it (2 decimals, more for a small rate).
  const formatOutput = page.quantity === 'currency' ? formatMoney : formatResult;
  const content = {
    path: pair.path,
    quantity: { id: page.quantity, slug: page.slug, name: page.name, heading: page.heading, floor: getQuantity(page.quantity)?.floor },
    // A currency's units are the day's (those with a rate); any other quantity's come from its table
    // in the component. Loader data is encoded for the browser on every render (React Router's
    // turbo-stream), though a page sent as islands never sends it: a quantity's 94 units were the
    // largest part of that work on every pair page (docs/decisions/066-first-request-copies.md).
    currencyUnits: rates && clientUnits(units),
    from: { key: from.key, abbr: from.abbr, plural: from.plural },
    to: { key: to.key, abbr: to.abbr, plural: to.plural },
    rates: rates && { used: rates.used, problem: [rates.problem, ratesProblem].filter(Boolean).join(' ') || null, bounds: rates.bounds },
    // A currency of the pair has no rate that day: the page converts nothing rather than another pair.
    unavailable: missing.length > 0 ? missing.map((unit) => `the ${unit.name}`).join(' or ') : null,
    defaults: { from: from.key, to: to.key },
    formula: missing.length > 0 ? [] : pairFormula(from, to),
    table: (missing.length > 0 ? [] : pairTableValues(from)).map((value) => ({
      value: formatExampleValue(value),
      result: formatOutput(convertBetween(from, to, value)),
    })),
    related: relatedPairs(pair).map((p) => ({ path: p.path, label: `${p.from.plural} to ${p.to.plural}` })),
  };
  // A currency pair is tagged with the rates it converts at: new rates drop it from the page cache,
  // and browsers and CDNs keep it a minute at most.
  return data(content, rates ? { headers: { 'Cache-Control': CACHE_CONTROL.rates, ...cacheTags(CACHE_TAGS.rates) } } : undefined);
}

// The converter form, the star and the header menus are islands, as on the quantity's page.

// The same for everyone; a link's values in the query make it ask first (app/lib/cache-control.ts).
export const headers = loaderCacheHeaders('shared');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const { from, to, quantity } = data;
  const site = siteFromMatches(matches);
  return buildMeta(site, {
    // Within what search results show (70 and 160 characters): pair-meta.ts shortens by a rule.
    title: pairTitle(from, to, quantity.name, ` | ${site.siteName}`),
    description: pairDescription(from, to, quantity.name),
    keywords: [
      `${inSentence(from.plural)} to ${inSentence(to.plural)}`,
      `${from.abbr} to ${to.abbr}`,
      `convert ${inSentence(from.plural)} to ${inSentence(to.plural)}`,
      `${quantity.name.toLowerCase()} converter`,
    ],
    path: data.path,
  });
};

export default function PairPage() {
  const { path, quantity, currencyUnits, from, to, formula, table, related, rates, defaults, unavailable } = useLoaderData<typeof loader>();
  const units = currencyUnits ?? clientUnits(quantityPageUnits(quantity.slug) ?? []);
  const heading = `${from.plural} to ${to.plural}`;
  const form = { page: { defaultFrom: defaults.from, defaultTo: defaults.to, quantity: quantity.id }, path, units };
  const indexPath = useSearchIndexPath();
  const { numbers } = useChrome();
  return (
    // A flex column with a gap, as on the quantity pages: the islands' wrappers have no box.
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <p className="text-sm text-muted-foreground">
          <a href={`/${quantity.slug}`} className="underline underline-offset-4 hover:text-foreground">
            {quantity.heading}
          </a>
        </p>
        <div className="flex items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading} Converter</h1>
          {!unavailable && <Island component={ConversionFavorite} props={{ ...form, title: `${heading} Converter` }} />}
        </div>
        <p className="mt-2 text-muted-foreground">
          Convert {inSentence(from.plural)} ({from.abbr}) to {inSentence(to.plural)} ({to.abbr}){formula[0] ? `: ${formula[0]}` : ''}.
        </p>
      </div>
      {unavailable ? (
        // Never a result in other currencies than the ones named above (the form would open at two that have a rate).
        <p className="rounded-md border p-4">
          {from.plural} to {inSentence(to.plural)} cannot be converted: this site has no rate for {unavailable} on this day. Pick another day below,
          or convert between the currencies that have a rate on the{' '}
          <a href={`/${quantity.slug}`} className="underline underline-offset-4">
            {quantity.heading}
          </a>
          .
        </p>
      ) : (
        <Island component={ConverterForm} props={{ ...form, page: { ...form.page, floor: quantity.floor }, indexPath, numbers }} />
      )}
      {rates && (
        <RatesNotice
          path={path}
          used={rates.used}
          problem={rates.problem}
          bounds={rates.bounds}
          covered={units.length}
          total={quantityPageUnits(quantity.slug)?.length ?? units.length}
        />
      )}
      <div className="grid gap-6 md:grid-cols-2">
        {formula.length > 0 && <FormulaCard lines={formula} />}
        <Card>
          <CardHeader>
            <CardTitle>Other conversions</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm">
              {related.map((link) => (
                <li key={link.path}>
                  <a href={link.path} className="text-primary hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      {table.length > 0 && (
        <section aria-labelledby="pair-table" className="space-y-3">
          <h2 id="pair-table" className="text-2xl font-semibold">
            {heading} table
          </h2>
          <table className="w-full max-w-xl text-sm tabular-nums">
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {from.plural} ({from.abbr})
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {to.plural} ({to.abbr})
                </th>
              </tr>
            </thead>
            <tbody>
              {table.map((row) => (
                <tr key={row.value} className="border-b">
                  <td className="py-1.5 pr-4">
                    <Num>{row.value}</Num>
                  </td>
                  <td className="py-1.5">
                    <Num>{row.result}</Num>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Island component={AllUnits} load="visible" props={{ defaultFrom: defaults.from, defaultTo: defaults.to, units }} />
    </ToolLayout>
  );
}
