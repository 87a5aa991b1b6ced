import { LANGUAGES } from '~/i18n/languages';
import { buildSearchIndex } from './build-index.server';
import type { SearchIndex } from './types';

/**
 * The search indexes as the server serves them, one per language (docs/decisions/088-search-in-each-language.md).
 * The site's builds replace this module by the indexes built while building (scripts/search-index.ts),
 * so the server builds nothing for them and parses one only where a page reads it (GET /search);
 * where no build step runs (tests, vite-node, the dev server) each is built here on first use. Both
 * versions export the same two functions.
 */
const built = new Map<string, { index: SearchIndex; json: string }>();

function build(code: string) {
  let entry = built.get(code);
  if (!entry) {
    const language = LANGUAGES.find((l) => l.code === code);
    if (!language) throw new Error(`No search index for the language "${code}"`);
    const index = language === LANGUAGES[0] ? buildSearchIndex() : buildSearchIndex(language);
    entry = { index, json: JSON.stringify(index) };
    built.set(code, entry);
  }
  return entry;
}

/** The index's version (its address and ETag carry it) and its JSON, as GET /api/search-index sends it. */
export function servedSearchIndex(code = 'en'): { version: string; json: string } {
  const { index, json } = build(code);
  return { version: index.version, json };
}

/** The index, for the server's own searches. */
export function searchIndex(code = 'en'): SearchIndex {
  return build(code).index;
}
