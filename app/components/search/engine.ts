import type { QueryAnswer, SearchIndex, Suggestion } from '~/domain/search/types';

/** The search code and its index, bound together: what the search box asks once it has loaded. */
export interface SearchEngine {
  suggest(query: string): Suggestion[];
  resolve(query: string): QueryAnswer;
}

/** Suggestions shown at once: more would push the list past a phone's screen. */
const LIMIT = 8;

let loading: Promise<SearchEngine> | null = null;

/**
 * Loads the search code and the suggestion index once per page, on the first focus of a search box:
 * neither is part of a page's first load (the index names every unit of every quantity, and the
 * budget is 90 kB). `indexPath` is the index's versioned address, which the browser may cache for
 * good. A failed load (offline, say) is forgotten, so the next focus tries again; until then the
 * form submits to the server as it does without JavaScript.
 */
export function loadSearchEngine(indexPath: string): Promise<SearchEngine> {
  loading ??= Promise.all([import('~/domain/search'), fetchIndex(indexPath)]).then(([search, index]) => ({
    suggest: (query) => search.suggest(query, index, LIMIT),
    resolve: (query) => search.resolveQuery(query, index),
  }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

async function fetchIndex(path: string): Promise<SearchIndex> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  return (await response.json()) as SearchIndex;
}
