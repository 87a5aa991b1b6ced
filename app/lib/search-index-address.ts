/** Where the search index is served (GET /api/search-index), and its versioned address. */
export const SEARCH_INDEX_PATH = '/api/search-index';

/**
 * The index's versioned address: what a page's search box fetches and the browser may keep for
 * good, and what the service worker precaches (scripts/build-sw.mjs) so suggestions work offline.
 * Each language has its own index (`?lang=es`, docs/decisions/088-search-in-each-language.md);
 * English's keeps the address it had.
 */
export const versionedSearchIndexPath = (version: string, code = 'en') =>
  code === 'en' ? `${SEARCH_INDEX_PATH}?v=${version}` : `${SEARCH_INDEX_PATH}?lang=${code}&v=${version}`;
