import { useRouteLoaderData } from 'react-router';

/** Where the search index is fetched from when no versioned address came with the page. */
const UNVERSIONED = '/api/search-index';

/**
 * The search index's versioned address (`/api/search-index?v=…`), sent with the root route's data:
 * the search box islands get it as a prop, since they cannot read route data themselves.
 */
export function useSearchIndexPath(): string {
  const data = useRouteLoaderData('root') as { searchIndexPath?: string } | undefined;
  return data?.searchIndexPath ?? UNVERSIONED;
}
