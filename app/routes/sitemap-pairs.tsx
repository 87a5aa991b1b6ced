import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { allPairs, inSentence, pairHref } from '~/domain/converters/pairs';
import { categoryPages } from '~/domain/converters/registry';
import { unitSlug } from '~/domain/units/define';
import type { IslandsHandle } from '~/islands/island';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/**
 * /sitemap/{quantity}: every pair page of one quantity, grouped by the unit converted from, so the
 * site map links all pair pages without one page of ten thousand links.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const page = categoryPages.find((p) => p.slug === params.quantity);
  if (!page) throw data('Not Found', { status: 404 });
  // allPairs yields each unit's pairs together, in the page's unit order.
  const units: { id: string; label: string; pairs: { href: string; label: string }[] }[] = [];
  for (const pair of allPairs([page])) {
    const id = unitSlug(pair.from);
    if (units.at(-1)?.id !== id) units.push({ id, label: `${pair.from.plural} (${pair.from.abbr})`, pairs: [] });
    units.at(-1)!.pairs.push({ href: pairHref(pair), label: `${pair.from.plural} to ${pair.to.plural}` });
  }
  const count = units.reduce((sum, unit) => sum + unit.pairs.length, 0);
  return { quantity: { slug: page.slug, name: page.name, heading: page.heading }, count, units };
}

// Sent as islands (ADR 016): only the header comes to life in the browser.
export const handle: IslandsHandle = { islands: 'page' };

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return [];
  const { quantity, count } = loaded;
  const name = inSentence(quantity.name);
  return buildMeta(siteFromMatches(matches), {
    title: `All ${quantity.name} Conversions – Site Map`,
    description: `Every ${name} conversion on the site in one list: ${count.toLocaleString('en-US')} unit pairs, each with its formula and a conversion table, grouped by the unit you convert from.`,
    keywords: [`${name} conversions`, `${name} unit pairs`, `${name} converter`],
    path: `/sitemap/${quantity.slug}`,
  });
};

export default function SitemapPairs() {
  const { quantity, count, units } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <p className="text-sm text-muted-foreground">
          <a href="/sitemap" className="underline underline-offset-4 hover:text-foreground">
            Site Map
          </a>
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All {quantity.name} Conversions</h1>
        <p className="text-muted-foreground">
          {count.toLocaleString('en-US')} conversions between {units.length} units, each on a page of its own with the
          formula and a table. Convert any value on the{' '}
          <a href={`/${quantity.slug}`} className="text-primary underline underline-offset-4">
            {quantity.heading}
          </a>
          .
        </p>
      </header>
      <nav aria-label="Units" className="text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {units.map((unit) => (
            <li key={unit.id}>
              <a href={`#from-${unit.id}`} className="text-primary underline underline-offset-4">
                {unit.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {units.map((unit) => (
        <section key={unit.id} aria-labelledby={`from-${unit.id}`} className="space-y-2">
          <h2 id={`from-${unit.id}`} className="scroll-mt-20 text-xl font-semibold">
            From {unit.label}
          </h2>
          {/* Thousands of links: styled from the list, not one class list each. */}
          <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3 [&_a]:text-primary [&_a:hover]:underline">
            {unit.pairs.map((pair) => (
              <li key={pair.href}>
                <a href={pair.href}>{pair.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
