import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideSearch } from '~/domain/expression/calculation';
import type { SearchIndex } from '~/domain/search/types';
import { ENGLISH, LANGUAGES } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { baseURL } from './server';

// Every answer of a language's search corpus (app/domain/search/corpora/<code>.json, issue 38,
// ADR 088), and of a few calculations, is at the language's own address and is a page there: 200, never a 301 to another
// address. The index is the one the server sends the browser, read by the browser's code; each
// distinct address is fetched once, over HTTP.

const others = LANGUAGES.filter((language) => language !== ENGLISH);
/** The day the corpora's answers were written for (app/domain/search/corpora.test.ts). */
const CORPUS_DAY = new Date(2026, 10, 25);
/** Queries the corpora do not have, whose answers are other kinds of page: calculations. */
const MORE: Record<string, string[]> = {
  es: ['5+5', '2 pies + 3 pulgadas en cm'],
  de: ['5+5', '2 Fuß + 3 Zoll in cm'],
};
/** Requests at a time: pair pages are rendered on demand. */
const PARALLEL = 4;

async function statuses(paths: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const res = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      await res.arrayBuffer();
      out.set(path, res.status);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return out;
}

describe.each(others.map((language) => [language.code, language] as const))('the %s search’s answers', (code, language) => {
  const queries = (JSON.parse(readFileSync(`app/domain/search/corpora/${code}.json`, 'utf8')) as { queries: [string, ...unknown[]][] }).queries;

  it('open the language’s pages directly, for every query of its corpus', async () => {
    const index = (await (await fetch(`${baseURL}/api/search-index?lang=${code}`)).json()) as SearchIndex;
    const answers = [...queries.map(([query]) => query), ...(MORE[code] ?? [])].flatMap((query) => {
      const { answer } = decideSearch(query, index, { now: CORPUS_DAY });
      return answer.kind === 'go' ? [answer.href] : [];
    });
    expect(answers.length).toBeGreaterThanOrEqual(50);
    for (const href of answers) expect(href).toMatch(new RegExp(`^/${code}/`));
    const found = await statuses([...new Set(answers)]);
    expect([...found].filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('are where the search page without script sends the query', async () => {
    const res = await fetch(`${baseURL}${pagePath(language, 'search')}?q=${encodeURIComponent(queries[0]![0])}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(new RegExp(`^/${code}/`));
    expect((await statuses([res.headers.get('location')!])).get(res.headers.get('location')!)).toBe(200);
  });
});
