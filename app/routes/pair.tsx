import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { FormulaCard, ToolLayout } from '~/components/tool-layout';
import { AllUnits } from '~/components/converter/all-units.island';
import { ConverterForm } from '~/components/converter/converter-form.island';
import { useSearchIndexPath } from '~/components/search/index-path';
import { ConversionFavorite } from '~/components/converter/conversion-favorite.island';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatExampleValue } from '~/domain/converters/examples';
import { readPairAddress } from '~/domain/converters/pair-addresses';
import { pairFormula, pairHref, pairTableValues, quantityPageUnits, relatedPairs } from '~/domain/converters/pairs';
import { restyle } from '~/domain/number-format';
import { alternatesFrom } from '~/i18n/addresses';
import { converterPath, pairAt, pairHrefIn, pairPathsIn } from '~/i18n/converter-addresses.server';
import { clientUnitsIn, floorIn, formulaIn, islandWordsOf, pageIn, pairLabel, styleOf, unitWords } from '~/i18n/converter-pages.server';
import { ENGLISH, languageOfPath } from '~/i18n/languages';
import { pairHead } from '~/i18n/pair-head.server';
import { translatorOf } from '~/i18n/translator.server';
import { getPublicConfig } from '~/services/config.server';
import { formatMoney, formatResult } from '~/domain/format';
import { clientUnits, convertBetween } from '~/domain/units/convert-units';
import type { Unit } from '~/domain/units/types';
import { RatesNotice } from '~/components/converter/rates-notice';
import { ratesProblemText } from '~/domain/units/rates-date';
import { missingRatesText, ratesDateWordsOf, unavailableText } from '~/i18n/currency-words.server';
import { rich } from '~/i18n/rich';
import { requireServices } from '~/services/context.server';
import { chooseRates } from '~/services/rates/page-rates.server';
import { Island } from '~/islands/island';
import { Num } from '~/components/num';
import { useChrome } from '~/i18n/chrome';
import { CACHE_CONTROL, CACHE_TAGS, cacheTags, loaderCacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { QueryKept } from '~/i18n/switcher';
import { redirectTo } from '~/lib/redirect.server';

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The conversion in the query goes with the language switcher; `v` is read in the reader's number style. */
export const handle: { switcher: QueryKept } = { switcher: { numbers: ['v'], readerStyle: true } };

/**
 * A page for one ordered pair of units of a quantity: /{quantity}/{from}-to-{to}
 * (app/domain/converters/pairs.ts), and in each language /es/longitud/pies-a-metros
 * (app/i18n/converter-addresses.server.ts). Rendered on demand and kept by the page cache; nothing of it
 * is built ahead.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { search } = url;
  const language = languageOfPath(url.pathname);
  const at = pairAt(language, params.quantity ?? '', params.pair ?? '');
  if (!at) {
    // Another spelling of a pair (`/length/Feet-To-Inches`, `/length/ft-to-in`) goes to its page.
    const meant = language === ENGLISH ? readPairAddress(params.quantity ?? '', params.pair ?? '') : undefined;
    if (meant) throw redirectTo(`${pairHref(meant)}${search}`, 301);
    throw new Response('Not Found', { status: 404 });
  }
  // An English address under a language's prefix, and the core top-level pair pages' nested twins
  // (which stay canonical), send people to the pair's own address.
  if ('redirect' in at) throw redirectTo(`${at.redirect}${search}`, 301);
  const pair = at.found;
  const { page } = pair;
  const t = translatorOf(language);
  const style = styleOf(language);
  const shown = pageIn(language, page);
  // Currency converts at the day's reference rates (?date=, else the newest), carried in the page;
  // a currency without a rate that day is left out, and the page says so.
  const rates =
    page.quantity === 'currency' ? await chooseRates(requireServices(context as AppLoadContext).rates, url.searchParams.get('date')) : null;
  const units: readonly Unit[] = rates?.units ?? pair.units;
  const missing = [pair.from, pair.to].filter((unit) => !units.some((u) => u.key === unit.key));
  const from = units.find((u) => u.key === pair.from.key) ?? pair.from;
  const to = units.find((u) => u.key === pair.to.key) ?? pair.to;
  const ratesWords = rates && ratesDateWordsOf(language);
  const problems = rates && ratesWords ? [rates.problem && ratesProblemText(rates.problem, ratesWords.problems)] : [];
  if (rates && missing.length > 0) problems.push(missingRatesText(language, rates.used, missing));
  // A currency table is money, as the converter shows it (2 decimals, more for a small rate).
  const formatOutput = page.quantity === 'currency' ? formatMoney : formatResult;
  const number = (text: string) => restyle(text, style);
  const fromWords = { ...unitWords(language, page.quantity, from), abbr: from.abbr };
  const toWords = { ...unitWords(language, page.quantity, to), abbr: to.abbr };
  const heading = t('pair.heading', { from: fromWords.inHeading, to: toWords.inHeading });
  const formula = missing.length > 0 ? [] : pairFormula(from, to).map((line) => formulaIn(language, line));
  const content = {
    path: pair.path,
    quantity: {
      id: page.quantity,
      slug: page.slug,
      path: converterPath(language, page),
      heading: shown.heading,
      floor: floorIn(language, page.quantity),
    },
    // A currency's units are the day's (those with a rate); any other quantity's come from its table
    // in the component. Loader data is encoded for the browser on every render (React Router's
    // turbo-stream), though a page sent as islands never sends it: a quantity's 94 units were the
    // largest part of that work on every pair page (docs/decisions/066-first-request-copies.md).
    currencyUnits: rates && clientUnitsIn(language, page.quantity, clientUnits(units)),
    from: { key: from.key, abbr: from.abbr, column: upperFirst(fromWords.inHeading) },
    to: { key: to.key, abbr: to.abbr, column: upperFirst(toWords.inHeading) },
    rates: rates && ratesWords && { used: rates.used, problem: problems.filter(Boolean).join(' ') || null, bounds: rates.bounds, words: ratesWords },
    // A currency of the pair has no rate that day: the page converts nothing rather than another pair.
    unavailable:
      missing.length > 0
        ? unavailableText(language, t('pair.heading', { from: fromWords.inSentence, to: toWords.inSentence }), missing, shown.heading)
        : null,
    defaults: { from: from.key, to: to.key },
    formula,
    table: (missing.length > 0 ? [] : pairTableValues(from)).map((value) => ({
      value: formatExampleValue(value, style),
      result: number(formatOutput(convertBetween(from, to, value))),
    })),
    related: relatedPairs(pair).map((p) => ({
      path: pairHrefIn(language, { page, from: p.from, to: p.to }),
      label: pairLabel(language, page.quantity, p.from, p.to),
    })),
    words: {
      heading: upperFirst(t('pair.converter', { heading })),
      intro: t('pair.intro', {
        from: fromWords.inSentence,
        fromAbbr: from.abbr,
        to: toWords.inSentence,
        toAbbr: to.abbr,
        formula: formula[0] ?? 'none',
      }),
      others: t('pair.others'),
      table: upperFirst(t('pair.table', { heading })),
    },
    meta: pairHead(language, fromWords, toWords, shown.name, getPublicConfig().siteName),
    alternates: alternatesFrom(language, pairPathsIn(pair)),
    islandWords: {
      units: language === ENGLISH ? undefined : clientUnitsIn(language, page.quantity, clientUnits(pair.units)),
      ...islandWordsOf(language),
    },
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
  // Within what search results show (70 and 160 characters): pair-meta.ts shortens by a rule.
  return buildMeta(siteFromMatches(matches), { ...data.meta, path: data.path });
};

export default function PairPage() {
  const { path, quantity, currencyUnits, from, to, formula, table, related, rates, defaults, unavailable, words, islandWords } =
    useLoaderData<typeof loader>();
  const units = currencyUnits ?? islandWords.units ?? clientUnits(quantityPageUnits(quantity.slug) ?? []);
  const form = { page: { defaultFrom: defaults.from, defaultTo: defaults.to, quantity: quantity.id }, path, units };
  const indexPath = useSearchIndexPath();
  const { numbers } = useChrome();
  return (
    // A flex column with a gap, as on the quantity pages: the islands' wrappers have no box.
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <p className="text-sm text-muted-foreground">
          <a href={quantity.path} className="underline underline-offset-4 hover:text-foreground">
            {quantity.heading}
          </a>
        </p>
        <div className="flex items-center gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{words.heading}</h1>
          {!unavailable && <Island component={ConversionFavorite} props={{ ...form, title: words.heading, ...islandWords.favorite }} />}
        </div>
        <p className="mt-2 text-muted-foreground">{words.intro}</p>
      </div>
      {unavailable ? (
        // Never a result in other currencies than the ones named above (the form would open at two that have a rate).
        <p className="rounded-md border p-4">
          {rich(unavailable, {
            link: (chunk) => (
              <a href={quantity.path} className="underline underline-offset-4">
                {chunk}
              </a>
            ),
          })}
        </p>
      ) : (
        <Island
          component={ConverterForm}
          props={{ ...form, page: { ...form.page, floor: quantity.floor }, indexPath, numbers, ...islandWords.form }}
        />
      )}
      {rates && (
        <RatesNotice
          path={path}
          used={rates.used}
          problem={rates.problem}
          bounds={rates.bounds}
          words={rates.words}
          covered={units.length}
          total={quantityPageUnits(quantity.slug)?.length ?? units.length}
        />
      )}
      <div className="grid gap-6 md:grid-cols-2">
        {formula.length > 0 && <FormulaCard lines={formula} />}
        <Card>
          <CardHeader>
            <CardTitle>{words.others}</CardTitle>
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
            {words.table}
          </h2>
          <table className="w-full max-w-xl text-sm tabular-nums">
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {from.column} ({from.abbr})
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {to.column} ({to.abbr})
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
      <Island
        component={AllUnits}
        load="visible"
        props={{ defaultFrom: defaults.from, defaultTo: defaults.to, units, styles: numbers?.styles, ...islandWords.allUnits }}
      />
    </ToolLayout>
  );
}
