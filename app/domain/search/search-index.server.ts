import { buildSearchIndex } from './build-index.server';
import type { SearchIndex } from './types';

/**
 * The search index as the server serves it. The site's builds replace this module by the index
 * built while building (scripts/search-index.ts), so the server builds nothing for it and parses it
 * only where a page reads it (GET /search); where no build step runs (tests, vite-node, the dev
 * server) it is built here on first use. Both versions export the same two functions.
 */
let built: { index: SearchIndex; json: string } | undefined;

function build() {
  if (!built) {
    const index = buildSearchIndex();
    built = { index, json: JSON.stringify(index) };
  }
  return built;
}

/** The index's version (its address and ETag carry it) and its JSON, as GET /api/search-index sends it. */
export function servedSearchIndex(): { version: string; json: string } {
  const { index, json } = build();
  return { version: index.version, json };
}

/** The index, for the server's own searches. */
export function searchIndex(): SearchIndex {
  return build().index;
}
