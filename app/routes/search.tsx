import { Search as SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { data, Link, redirect } from 'react-router';
import { Button } from '~/components/ui/button';
import { decideSearch, SEARCH_TOO_LONG } from '~/domain/expression/calculation';
import { fallbackSuggestions, type Suggestion } from '~/domain/search';
import { MAX_QUERY_LENGTH } from '~/domain/search/budget';
import { searchIndex } from '~/domain/search/search-index.server';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/search';

// Sent as islands (ADR 016): the page is complete without script; only the header comes to life.

/**
 * The search box without JavaScript (docs/product.md#search): a query with an answer redirects to
 * it (a calculation to its calculation page), anything else gets a page listing what it may mean, or saying nothing matches, with
 * converters to try. Never an empty page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  const index = searchIndex();
  // The box's own decision: Enter opens what it suggests first; a calculation the search cannot
  // answer opens its own page (docs/decisions/056-calculation-page.md); a search too long says so.
  const { answer } = decideSearch(q, index);
  // Only the site's own paths: an answer never leaves the site.
  if (answer.kind === 'go' && answer.href.startsWith('/') && !answer.href.startsWith('//')) throw redirect(answer.href);
  const suggestions = answer.kind === 'go' ? fallbackSuggestions(index) : answer.suggestions;
  const note = answer.kind === 'none' ? (answer.note ?? null) : null;
  const kind = answer.kind === 'results' ? ('results' as const) : ('none' as const);
  // A search too long is shown cut at the box's length (whole characters), as a 400 says it was refused.
  if (note === SEARCH_TOO_LONG) return data({ q: `${[...q.trim()].slice(0, MAX_QUERY_LENGTH).join('')}…`, kind, note, suggestions }, { status: 400 });
  return { q: q.trim(), kind, note, suggestions };
}

// Results follow the query, which is the visitor's own words: no cache keeps them.
export const headers = cacheHeaders('personal');

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const q = loaderData?.q ?? '';
  return buildMeta(siteFromMatches(matches), {
    title: q ? `Search: ${q}` : 'Search',
    description: q
      ? `Converters, units and conversions matching "${q}": open one to convert with exact factors.`
      : 'Search every converter, unit and conversion by name, symbol or a whole query such as 5 ft to m.',
    path: '/search',
    noindex: true,
  });
};

const KIND_LABELS: Record<Suggestion['kind'], string> = {
  answer: 'Conversion',
  pair: 'Conversion',
  quantity: 'Converter',
  unit: 'Unit',
  page: 'Page',
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, kind, note, suggestions } = loaderData;
  const id = useId();
  const heading = !q ? 'Search' : kind === 'results' ? `Results for "${q}"` : `No converter matches "${q}"`;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <h1 className="break-words text-3xl font-bold tracking-tight">{heading}</h1>
      {note ? <p className="text-lg">{note}</p> : null}
      <form method="get" action="/search" role="search" aria-label="Search again" className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search converters
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="e.g. 5 ft to m, 3 cups in ml, psi to bar"
          className="h-11 min-w-0 flex-1 rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button type="submit" size="lg">
          <SearchIcon aria-hidden /> Search
        </Button>
      </form>
      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <h2 id={`${id}-list`} className="text-xl font-semibold">
          {kind === 'results' ? 'Matches' : q ? 'Try one of these converters' : 'Popular converters'}
        </h2>
        <ul className="divide-y rounded-lg border">
          {suggestions.map((s) => (
            <li key={s.href}>
              <Link to={s.href} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-accent">
                <span className="break-words font-medium text-primary underline-offset-4 hover:underline">{s.label}</span>
                <span className="text-sm text-muted-foreground">{s.detail ?? KIND_LABELS[s.kind]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {q ? (
        <p className="text-muted-foreground">
          Type a unit, a converter or a whole conversion: "5 ft to m", "3 cups in ml", "100 usd to eur". All converters are listed on the{' '}
          <Link to="/sitemap" className="text-primary underline underline-offset-4">
            site map
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
