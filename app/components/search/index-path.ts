import { useRouteLoaderData } from 'react-router';
import { SEARCH_INDEX_PATH } from '~/lib/search-index-address';

/**
 * The search index's versioned address (`/api/search-index?v=…`), sent with the root route's data:
 * the search box islands get it as a prop, since they cannot read route data themselves.
 */
export function useSearchIndexPath(): string {
  const data = useRouteLoaderData<{ searchIndexPath?: string }>('root');
  // Without a versioned address (none came with the page), the bare one.
  return data?.searchIndexPath ?? SEARCH_INDEX_PATH;
}
