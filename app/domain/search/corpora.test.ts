import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPair } from '~/domain/converters/pairs';
import { readIngredientSlug } from '~/domain/cooking/addresses';
import { fixedPageOf } from '~/i18n/addresses';
import { converterAt, pairAt, pairHrefIn } from '~/i18n/converter-addresses.server';
import { ENGLISH, LANGUAGES, type Language } from '~/i18n/languages';
import { searchAddressOf } from '~/i18n/search-addresses.server';
import { decideSearch, evaluate } from '../expression/calculation';
import { convertBetween } from '../units/convert-units';
import { readQuery } from './query';
import { searchIndex } from './search-index.server';

/**
 * The search corpora of the languages besides English (issue 38, docs/decisions/088-search-in-each-language.md):
 * at least 60 queries each, in the language's words and number style and in English, with the
 * answer Enter opens and, for a conversion, the value GNU units computes for it
 * (scripts/search-corpus-gnu.ts). The answers are written as English addresses and compared at
 * the language's, as the site's address modules give it, so the corpus holds whatever address each
 * page has in the language (tests/e2e/search-addresses.test.ts fetches each: 200, no redirect).
 */
/** A calculation's check names the unit the evaluator answers in (`m/s`): its value is GNU units' in that unit. */
type Row = [query: string, href: string, check?: { gnu: [string, string]; value: number; unit?: string }];
/** The day the corpora's answers were written for. */
const CORPUS_DAY = new Date(2026, 10, 25);
const others = LANGUAGES.filter((language) => language !== ENGLISH);

/** An English address as the language's: a pair at its words (`/es/longitud/pies-a-metros`), any other page at its own. */
function inLanguage(language: Language, href: string): string {
  const end = href.search(/[?#]/);
  const [path, rest] = end < 0 ? [href, ''] : [href.slice(0, end), href.slice(end)];
  const [, quantity, pair, more] = path.split('/');
  const found = quantity && pair && more === undefined ? findPair(quantity, pair) : undefined;
  return `${found ? pairHrefIn(language, found) : searchAddressOf(language).page(path)}${rest}`;
}

/**
 * Whether the site's route tables hold the address as a page of the language's own, not as one they
 * answer with a 301: a fixed page (an ingredient at its own word), a converter, a pair.
 */
function isOwnPage(language: Language, href: string): boolean {
  const path = href.split(/[?#]/)[0]!;
  const fixed = fixedPageOf(language, path);
  if (fixed && fixed.page !== 'home')
    return fixed.page !== 'cooking/ingredients' || !fixed.rest || readIngredientSlug(language.code, fixed.rest)?.slug === fixed.rest;
  const [page = '', pair, more] = path.slice(language.code.length + 2).split('/');
  const found = more !== undefined ? null : pair === undefined ? converterAt(language, page) : pairAt(language, page, pair);
  return found !== null && 'found' in found;
}

describe('isOwnPage', () => {
  const es = LANGUAGES.find((language) => language.code === 'es')!;
  it.each(['/es/length/feet-to-meters', '/es/longitud/pies-a-metros', '/es/length', '/es/cocina/ingredientes/all-purpose-flour', '/es/nada'])(
    'refuses %s, which the site answers with a 301 or a 404',
    (href) => expect(isOwnPage(es, href)).toBe(false),
  );
  it.each([
    '/es/pies-a-metros?v=5',
    '/es/longitud/pies-a-pulgadas',
    '/es/longitud?v=5&from=mi',
    '/es/cocina/ingredientes/harina-de-trigo-comun',
    '/es/hipoteca',
  ])('holds %s', (href) => expect(isOwnPage(es, href)).toBe(true));
});

describe.each(others.map((language) => [language.code, language] as const))('the %s search corpus', (code, language) => {
  const index = searchIndex(code);
  const queries = (JSON.parse(readFileSync(`app/domain/search/corpora/${code}.json`, 'utf8')) as { queries: Row[] }).queries;

  it('holds at least 60 queries, each once, most with a value from GNU units', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map(([q]) => q)).size).toBe(queries.length);
    expect(queries.filter((row) => row[2]).length).toBeGreaterThanOrEqual(50);
  });

  it.each(queries)('%j → %s', (query, expected, check) => {
    const { answer, suggestions } = decideSearch(query, index, { now: CORPUS_DAY });
    expect(answer.kind === 'go' ? answer.href : answer.kind).toBe(expected.startsWith('/') ? inLanguage(language, expected) : expected);
    // Every suggestion, and what a query without an answer offers, is at the language's addresses.
    const offered = [...suggestions, ...(answer.kind === 'go' ? [] : answer.suggestions)];
    for (const { href } of offered) expect([href, isOwnPage(language, href)]).toEqual([expect.stringMatching(new RegExp(`^/${code}/`)), true]);
    // Enter and the first suggestion are one decision.
    if (answer.kind === 'go' && suggestions.length > 0) expect(suggestions[0]!.href).toBe(answer.href);
    if (!check) return;
    if (check.unit !== undefined) {
      // A calculation ("60 km por hora", "3 mal 4 m"): the evaluator's answer, in its unit.
      const result = evaluate(query, index);
      expect(result.ok && result.unit).toBe(check.unit);
      expect(result.ok && Math.abs(result.value - check.value)).toBeLessThanOrEqual(1e-12 * Math.abs(check.value));
      return;
    }
    const reading = readQuery(query, index)[0]!;
    const value = convertBetween(reading.from, reading.to ?? reading.from, reading.value ?? 1);
    // GNU units writes 15 digits.
    expect(Math.abs(value - check.value)).toBeLessThanOrEqual(1e-12 * Math.abs(check.value));
  });
});
