import { afterAll, describe, expect, it } from 'vitest';
import corpus from './corpus.json';
import { searchIndex } from './search-index.server';
import { decideSearch } from '../expression/calculation';

/**
 * The query corpus (issue 13): real-world queries with the answer each should get, written by hand
 * from the site's routes. Every query is its own case; the pass rate is printed at the end. The
 * answer is what Enter opens (and GET /search), decided with the suggestions (issue 37).
 */
const index = searchIndex();
/** The day the corpus's holiday answers were written for (Thanksgiving 2026 is still ahead). */
const CORPUS_DAY = new Date(2026, 10, 25);
const queries = corpus.queries as [string, string][];
let passed = 0;

describe(`the search answers the query corpus (${queries.length} queries)`, () => {
  it('holds at least 300 queries, each once', () => {
    expect(queries.length).toBeGreaterThanOrEqual(300);
    expect(new Set(queries.map(([q]) => q)).size).toBe(queries.length);
  });

  it.each(queries)('%j → %s', (query, expected) => {
    const { answer } = decideSearch(query, index, { now: CORPUS_DAY });
    expect(answer.kind === 'go' ? answer.href : answer.kind).toBe(expected);
    if (answer.kind !== 'go') expect(answer.suggestions.length).toBeGreaterThan(0);
    passed++;
  });

  // Enter and the first suggestion are one decision: where Enter opens a page and the box lists
  // anything, the first suggestion opens the same page.
  it.each(queries)('%j: Enter opens the first suggestion', (query) => {
    const { answer, suggestions } = decideSearch(query, index, { now: CORPUS_DAY });
    if (answer.kind === 'go' && suggestions.length > 0) expect(suggestions[0]!.href).toBe(answer.href);
    if (suggestions[0]?.kind === 'answer') expect(answer).toEqual({ kind: 'go', href: suggestions[0].href });
  });

  afterAll(() => {
    console.log(`search corpus: ${passed} of ${queries.length} queries answered as expected (${((100 * passed) / queries.length).toFixed(1)} %)`);
  });
});
