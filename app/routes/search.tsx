import { Search as SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { data, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { decideSearch, SEARCH_TOO_LONG } from '~/domain/expression/calculation';
import { fallbackSuggestions, type Suggestion } from '~/domain/search';
import { MAX_QUERY_LENGTH } from '~/domain/search/budget';
import { localHref } from '~/domain/search/links';
import { searchIndex } from '~/domain/search/search-index.server';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { useT, type MessageKey } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/search';
import { redirectTo } from '~/lib/redirect.server';

// Sent as islands (ADR 016): the page is complete without script; only the header comes to life.

/**
 * The search box without JavaScript (docs/product.md#search): a query with an answer redirects to
 * it (a calculation to its calculation page), anything else gets a page listing what it may mean, or saying nothing matches, with
 * converters to try. Never an empty page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q') ?? '';
  // The page's language searches its own index (docs/decisions/088-search-in-each-language.md).
  const language = languageOfPath(url.pathname);
  const index = searchIndex(language.code);
  const t = translatorFor(request);
  const words = (query: string) => ({
    title: query ? t('search.titleFor', { query }) : t('search.title'),
    description: query ? t('search.descriptionFor', { query }) : t('search.description'),
    path: pagePath(language, 'search'),
  });
  // The box's own decision: Enter opens what it suggests first; a calculation the search cannot
  // answer opens its own page (docs/decisions/056-calculation-page.md); a search too long says so.
  const { answer } = decideSearch(q, index);
  // Only the site's own paths: an answer never leaves the site.
  if (answer.kind === 'go' && answer.href.startsWith('/') && !answer.href.startsWith('//')) throw redirectTo(answer.href);
  const suggestions =
    answer.kind === 'go' ? fallbackSuggestions(index).map((s) => ({ ...s, href: localHref(s.href, index.addresses) })) : answer.suggestions;
  const note = answer.kind === 'none' ? (answer.note ?? null) : null;
  // The page says in its language what the box's decision says in English.
  const shownNote = note === SEARCH_TOO_LONG ? t('search.tooLong', { max: MAX_QUERY_LENGTH }) : note;
  const kind = answer.kind === 'results' ? ('results' as const) : ('none' as const);
  // A search too long is shown cut at the box's length (whole characters), as a 400 says it was refused.
  if (note === SEARCH_TOO_LONG) {
    const cut = `${[...q.trim()].slice(0, MAX_QUERY_LENGTH).join('')}…`;
    return data({ q: cut, kind, note: shownNote, suggestions, ...words(cut) }, { status: 400 });
  }
  return { q: q.trim(), kind, note: shownNote, suggestions, ...words(q.trim()) };
}

// Results follow the query, which is the visitor's own words: no cache keeps them.
export const headers = cacheHeaders('personal');

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildMeta(siteFromMatches(matches), {
    title: loaderData?.title ?? 'Search',
    description: loaderData?.description ?? '',
    path: loaderData?.path ?? '/search',
    noindex: true,
  });

const KIND_LABELS: Record<Suggestion['kind'], MessageKey> = {
  answer: 'search.kindConversion',
  pair: 'search.kindConversion',
  quantity: 'search.kindConverter',
  unit: 'search.kindUnit',
  page: 'search.kindPage',
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, kind, note, suggestions, path } = loaderData;
  const id = useId();
  const t = useT();
  const heading = !q ? t('search.title') : kind === 'results' ? t('search.resultsFor', { query: q }) : t('search.noMatch', { query: q });
  // The site map's link inside the sentence, wherever the language puts it.
  const [beforeLink, afterLink] = t('search.listedOn', { link: '\u0000' }).split('\u0000');
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <h1 className="break-words text-3xl font-bold tracking-tight">{heading}</h1>
      {note ? <p className="text-lg">{note}</p> : null}
      <form method="get" action={path} role="search" aria-label={t('search.again')} className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('search.label')}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.fieldPlaceholder')}
          className="h-11 min-w-0 flex-1 rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button type="submit" size="lg">
          <SearchIcon aria-hidden />
          {` ${t('search.submit')}`}
        </Button>
      </form>
      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <h2 id={`${id}-list`} className="text-xl font-semibold">
          {kind === 'results' ? t('search.matches') : q ? t('search.tryThese') : t('search.popular')}
        </h2>
        <ul className="divide-y rounded-lg border">
          {suggestions.map((s) => (
            <li key={s.href}>
              <Link to={s.href} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-accent">
                <span className="break-words font-medium text-primary underline-offset-4 hover:underline">{s.label}</span>
                <span className="text-sm text-muted-foreground">{s.detail ?? t(KIND_LABELS[s.kind])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {q ? (
        <p className="text-muted-foreground">
          {`${t('search.help')} ${beforeLink!.trimEnd()}`}{' '}
          <Link to={pagePath(languageOfPath(path), 'sitemap')} className="text-primary underline underline-offset-4">
            {t('search.siteMap')}
          </Link>
          {afterLink}
        </p>
      ) : null}
    </div>
  );
}
