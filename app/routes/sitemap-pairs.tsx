import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { inSentence, pairCount, pairHref, pairsFrom } from '~/domain/converters/pairs';
import { quantityPages, pageUnits } from '~/domain/converters/registry';
import { unitSlug } from '~/domain/units/define';
import type { Unit } from '~/domain/units/types';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/**
 * At most this many pair links on one page: a quantity with more (length's 94 units make 8,742
 * pairs, 900 kB of HTML in one list) lists its units, each linking to a page of its own pairs.
 */
const MAX_LINKS_PER_PAGE = 2000;

interface UnitPairs {
  id: string;
  plural: string;
  label: string;
  count: number;
  pairs: { href: string; label: string }[];
}

/**
 * /sitemap/{quantity}: every pair page of one quantity, grouped by the unit converted from, so the
 * site map links all pair pages without one page of ten thousand links; for the largest
 * quantities, /sitemap/{quantity}/{unit} holds one unit's pairs.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const page = quantityPages.find((p) => p.slug === params.quantity);
  if (!page) throw data('Not Found', { status: 404 });
  const units = pageUnits(page);
  const count = pairCount(page);
  const quantity = { slug: page.slug, name: page.name, heading: page.heading };
  const split = count > MAX_LINKS_PER_PAGE;
  // Each unit converts to every other unit; its pairs are built only where they are listed.
  const fromUnit = (from: Unit, withPairs: boolean): UnitPairs => ({
    id: unitSlug(from),
    plural: from.plural,
    label: `${from.plural} (${from.abbr})`,
    count: units.length - 1,
    pairs: withPairs ? pairsFrom(page, from, units).map((pair) => ({ href: pairHref(pair), label: `${pair.from.plural} to ${pair.to.plural}` })) : [],
  });
  if (params.unit === undefined) {
    // A split list names each unit and its number of pairs; the pairs are on the units' pages.
    return { quantity, count, split, unitCount: units.length, units: units.map((from) => fromUnit(from, !split)), unit: null };
  }
  const from = split ? units.find((u) => unitSlug(u) === params.unit) : undefined;
  if (!from) throw data('Not Found', { status: 404 });
  const unit = fromUnit(from, true);
  return { quantity, count: unit.count, split, unitCount: units.length, units: [unit], unit: unit.label };
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return [];
  const { quantity, count, unit, units } = loaded;
  const name = inSentence(quantity.name);
  if (unit) {
    return buildMeta(siteFromMatches(matches), {
      title: `${quantity.name} Conversions from ${unit} – Site Map`,
      description: `Every ${name} conversion from ${inSentence(units[0]!.plural)}: ${count.toLocaleString('en-US')} unit pairs, each with its formula and a conversion table.`,
      keywords: [`${name} conversions`, `${name} unit pairs`],
      path: `/sitemap/${quantity.slug}/${units[0]!.id}`,
    });
  }
  return buildMeta(siteFromMatches(matches), {
    title: `All ${quantity.name} Conversions – Site Map`,
    description: `Every ${name} conversion on the site in one list: ${count.toLocaleString('en-US')} unit pairs, each with its formula and a conversion table, grouped by the unit you convert from.`,
    keywords: [`${name} conversions`, `${name} unit pairs`, `${name} converter`],
    path: `/sitemap/${quantity.slug}`,
  });
};

const listClass = 'grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3 [&_a]:text-primary [&_a:hover]:underline';

export default function SitemapPairs() {
  const { quantity, count, split, unitCount, units, unit } = useLoaderData<typeof loader>();
  const converterLink = (
    <a href={`/${quantity.slug}`} className="text-primary underline underline-offset-4">
      {quantity.heading}
    </a>
  );
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <a href="/sitemap" className="underline underline-offset-4 hover:text-foreground">
            Site Map
          </a>
          {unit && (
            <>
              {' › '}
              <a href={`/sitemap/${quantity.slug}`} className="underline underline-offset-4 hover:text-foreground">
                All {quantity.name} Conversions
              </a>
            </>
          )}
        </nav>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {unit ? `${quantity.name} Conversions from ${unit}` : `All ${quantity.name} Conversions`}
        </h1>
        <p className="text-muted-foreground">
          {unit ? (
            <>
              {count.toLocaleString('en-US')} conversions, one to each other unit of the {converterLink}, each on a page of its own with the formula
              and a table.
            </>
          ) : (
            <>
              {count.toLocaleString('en-US')} conversions between {unitCount} units, each on a page of its own with the formula and a table
              {split ? ', listed by the unit you convert from' : ''}. Convert any value on the {converterLink}.
            </>
          )}
        </p>
      </header>
      {split && !unit ? (
        <ul aria-label="Units" className={listClass}>
          {units.map((u) => (
            <li key={u.id}>
              <a href={`/sitemap/${quantity.slug}/${u.id}`}>From {u.label}</a> <span className="text-muted-foreground">({u.count} conversions)</span>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {!unit && (
            <nav aria-label="Units" className="text-sm">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {units.map((u) => (
                  <li key={u.id}>
                    <a href={`#from-${u.id}`} className="text-primary underline underline-offset-4">
                      {u.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {units.map((u) => (
            <section key={u.id} aria-labelledby={`from-${u.id}`} className="space-y-2">
              <h2 id={`from-${u.id}`} className="scroll-mt-20 text-xl font-semibold">
                From {u.label}
              </h2>
              {/* Thousands of links: styled from the list, not one class list each. */}
              <ul className={listClass}>
                {u.pairs.map((pair) => (
                  <li key={pair.href}>
                    <a href={pair.href}>{pair.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
