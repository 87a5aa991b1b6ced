/** Where the search index is served (GET /api/search-index), and its versioned address. */
export const SEARCH_INDEX_PATH = '/api/search-index';

/**
 * The index's versioned address: what a page's search box fetches and the browser may keep for
 * good, and what the service worker precaches (scripts/build-sw.mjs) so suggestions work offline.
 */
export const versionedSearchIndexPath = (version: string) => `${SEARCH_INDEX_PATH}?v=${version}`;
