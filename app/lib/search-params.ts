/**
 * The page's query string as shared state, for components that keep their state in the address
 * (`/length?v=5&from=ft&to=m`). It needs no router: island pages (docs/decisions/016-islands.md)
 * have none, and every island reading the query sees what another island set, as under React Router.
 * While rendering on the server, the query comes from PageSearchContext.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

/** The query string ('?v=5' or '') of the page being rendered on the server. */
export const PageSearchContext = createContext('');

type SearchInit = string | URLSearchParams | Record<string, string>;
type SetSearchParams = (next: SearchInit, options?: { replace?: boolean }) => void;

const locationListeners = new Set<() => void>();
function locationChanged() {
  for (const listener of locationListeners) listener();
}
if (typeof window !== 'undefined') addEventListener('popstate', locationChanged);

/** Calls `listener` after every change of the address (back/forward, or an island setting the query). */
export function subscribeToLocation(listener: () => void): () => void {
  locationListeners.add(listener);
  return () => {
    locationListeners.delete(listener);
  };
}

const currentSearch = () => location.search;
/**
 * The query the page was loaded with, which the server rendered: an island hydrated later (a
 * `load="visible"` one) must first render what the server did, even when another island has
 * changed the address since; React then renders it again with the current query.
 */
const loadedSearch = typeof window === 'undefined' ? '' : location.search;

/** The page's query string as state; setting it rewrites the address (replacing or adding an entry). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const serverSearch = useContext(PageSearchContext);
  // While hydrating, React renders what the server rendered: the query the page was loaded with.
  const search = useSyncExternalStore(subscribeToLocation, currentSearch, () => (typeof window === 'undefined' ? serverSearch : loadedSearch));
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetSearchParams>((next, options) => {
    const query = new URLSearchParams(next).toString();
    const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (options?.replace) history.replaceState(history.state, '', url);
    else history.pushState(null, '', url);
    locationChanged();
  }, []);
  return [params, set];
}
