/**
 * The few React Router APIs that island components use, for pages sent without React Router's
 * runtime. The islands build (vite.islands.config.ts) resolves `react-router` to this module, so
 * the components are the same code on both kinds of page; a component that imports anything
 * else from `react-router` fails the islands build instead of failing in the browser.
 *
 * On such a page every link is a document navigation (the next page comes from the page cache),
 * and the query string is the browser's own.
 */
import {
  forwardRef,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type FormHTMLAttributes,
} from 'react';

type To = string | { pathname?: string; search?: string; hash?: string };

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  // React Router's options that only mean something to its client-side navigation.
  replace?: boolean;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  prefetch?: string;
  viewTransition?: boolean;
  discover?: string;
}

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace: _replace, reloadDocument: _reload, preventScrollReset: _scroll, prefetch: _prefetch, viewTransition: _vt, discover: _discover, ...rest },
  ref,
) {
  return <a ref={ref} href={hrefOf(to)} {...rest} />;
});

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  replace?: boolean;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  navigate?: boolean;
  viewTransition?: boolean;
  discover?: string;
}

/** A plain form: it submits to the server unless its submit handler prevents that. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { replace: _replace, reloadDocument: _reload, preventScrollReset: _scroll, navigate: _navigate, viewTransition: _vt, discover: _discover, ...rest },
  ref,
) {
  return <form ref={ref} {...rest} />;
});

/** Navigation is the browser's: the next page is a document load. */
export function useNavigate() {
  return useCallback((to: To, options?: { replace?: boolean }) => {
    const href = hrefOf(to);
    if (options?.replace) location.replace(href);
    else location.assign(href);
  }, []);
}

type SearchInit = string | URLSearchParams | Record<string, string>;
type SetSearchParams = (next: SearchInit, options?: { replace?: boolean; preventScrollReset?: boolean }) => void;

// One address for the whole page, as under React Router: a query string set by one island is
// seen by every island reading it.
const locationListeners = new Set<() => void>();
function locationChanged() {
  for (const listener of locationListeners) listener();
}
addEventListener('popstate', locationChanged);

/** Calls `listener` after every change of the address (back/forward, or an island setting the query). */
export function subscribeToLocation(listener: () => void): () => void {
  locationListeners.add(listener);
  return () => {
    locationListeners.delete(listener);
  };
}

const currentSearch = () => location.search;

/** The page's query string as state; setting it rewrites the address (replacing or adding an entry). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const search = useSyncExternalStore(subscribeToLocation, currentSearch);
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
