import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES } from '~/i18n/languages';
import { foldWord, readLocalQuery, spelledOut } from './language';
import { localHref } from './links';
import { resolveQuery } from './query';
import { searchIndex } from './search-index.server';

/** Reading a query in its language into the grammar the search reads (docs/decisions/088-search-in-each-language.md). */
const language = (code: string) => searchIndex(code).language!;

describe('a query read in its language', () => {
  it.each([
    ['es', '5 pies a metros', '5 pies to metros'],
    ['es', '1,5 km en millas', '1.5 km to millas'],
    ['es', '1.234 km a millas', '1234 km to millas'],
    ['es', 'cuántos gramos son 2 tazas de harina', '2 cups de harina to g'],
    ['es', '¿Cuántos metros hay en 5 pies?', '5 pies to metros'],
    ['es', 'convertir 10 libras a kilos', '10 lb to kg'],
    ['es', 'una taza de azúcar en gramos', '1 cup de azúcar to g'],
    ['es', '12 onzas líquidas a ml', '12 floz to ml'],
    ['es', 'a metros', 'a metros'],
    ['de', 'Wie viel sind 3 Unzen in Gramm', '3 oz in g'],
    ['de', 'Wie viele Gramm sind 2 Tassen Mehl', '2 cups Mehl to g'],
    ['de', '100 Euro nach Dollar', '100 Euro to usd'],
    ['de', '1,5 km in Meilen umrechnen', '1.5 km in Meilen'],
    ['de', '1 EL Honig', '1 tbsp Honig'],
    ['de', 'ein Fuß in Meter', '1 Fuß in Meter'],
  ])('%s: %j → %j', (code, query, text) => {
    expect(readLocalQuery(query, language(code)).text).toBe(text);
  });

  it('reads "de" as "of" for the cooking search, folded as ingredient names are compared', () => {
    expect(readLocalQuery('2 tazas de harina en gramos', language('es')).cooking).toBe('2 cups of harina to g');
  });

  it('leaves English queries to the English search', () => {
    expect(readLocalQuery('5 ft 11 in to cm', undefined)).toEqual({ text: '5 ft 11 in to cm', cooking: '5 ft 11 in to cm' });
  });

  it.each([
    ['Cúbicos', 'cubicos'],
    ['Fuß', 'fuss'],
    ['Länge', 'lange'],
  ])('folds %j as %j', (word, folded) => expect(foldWord(word)).toBe(folded));

  it('spells umlauts out as German is typed without them', () => expect(spelledOut('Länge')).toBe('laenge'));
});

describe.each(LANGUAGES.filter((l) => l !== ENGLISH).map((l) => [l.code] as const))('the %s index', (code) => {
  const index = searchIndex(code);
  const english = searchIndex(ENGLISH.code);

  it('names every page that is no converter in the language, and every quantity page it has words for', () => {
    expect(index.links.map((link) => link.href)).toEqual(english.links.map((link) => link.href));
    for (const [i, link] of index.links.entries()) expect(link.label, link.href).not.toBe(english.links[i]!.label);
    for (const page of ['length', 'weight', 'volume', 'temperature', 'currency']) expect(index.pageNames?.[page], page).toBeTruthy();
  });

  it('opens its answers at the language’s addresses', () => {
    const prefix = `/${code}/`;
    expect(localHref('/mortgage', index.addresses)).toMatch(new RegExp(`^${prefix}`));
    expect(localHref('/length/feet-to-inches?v=2', index.addresses)).toMatch(new RegExp(`^${prefix}.+\\?v=2$`));
    expect(localHref('/cooking/ingredients/honey?v=1&from=tbsp&to=g', index.addresses)).toMatch(new RegExp(`^${prefix}.+\\?v=1&from=tbsp&to=g$`));
    expect(localHref('https://example.com/', index.addresses)).toBe('https://example.com/');
  });

  it('prefers its region’s units for a lone unit (CLDR unit preferences)', () => {
    expect(index.preferred?.length).toEqual(['km', 'm', 'cm']);
    expect(index.preferred?.temperature).toEqual(['C']);
  });
});

describe('what the search says where it cannot convert, in the language', () => {
  it.each([
    ['es', '5 pies a gramos', 'Pies (Longitud) no se pueden convertir en gramos (Peso): miden magnitudes distintas.'],
    ['de', '5 Fuß in Gramm', 'Fuß (Länge) lassen sich nicht in Gramm (Gewicht) umrechnen: Sie messen verschiedene Größen.'],
    ['de', 'Bitcoin in Euro', /^Bitcoin ist nicht verfügbar/],
  ])('%s: %j', (code, query, note) => {
    const answer = resolveQuery(query, searchIndex(code));
    expect(answer.kind).toBe('none');
    expect(answer.kind === 'none' && answer.note).toMatch(note);
  });
});
