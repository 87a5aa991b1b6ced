/** The search engine the search box and GET /search share; the index comes from GET /api/search-index. */
export { cleanQuery, fallbackSuggestions, readQuery, resolveQuery, suggest, type Reading, type SearchOptions } from './query';
export type { IndexLink, IndexPage, IndexUnit, QueryAnswer, SearchIndex, Suggestion } from './types';
