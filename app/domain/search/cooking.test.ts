import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { decideSearch } from '../expression/calculation';
import { resolveQuery, suggest } from './query';
import { searchIndex } from './search-index.server';

/** Ingredient queries (issue 25): the answer names the fill method and source it used. */
const index = searchIndex();

describe('ingredient queries', () => {
  it.each([
    // 1 US cup of all-purpose flour spooned: 4.25 oz (GNU units' flour_spooned) = 120.485… g.
    ['1 cup flour in grams', '1 cup of all-purpose flour = 120.5 grams', 'Spooned and leveled · GNU units (The Cake Bible)'],
    // A US stick is half a US cup: 8 oz / 2 = 113.398… g.
    ['1 stick of butter in grams', '1 US stick of butter = 113.4 grams', 'Method not stated · GNU units (The Cake Bible)'],
    // SR28 20044: 185 g per cup.
    ['a cup of rice in grams', '1 cup of long-grain white rice = 185 grams', 'Method not stated · USDA SR28 #20044'],
    // 100 g / (8 oz / 16 tbsp) = 100 / 14.17476… = 7.0548 tbsp.
    ['100 g butter in tbsp', '100 grams of butter = 7.05 tablespoons', 'Method not stated · GNU units (The Cake Bible)'],
  ])('%s', (query, label, detail) => {
    const first = suggest(query, index)[0]!;
    expect(first.label).toBe(label);
    expect(first.detail).toBe(detail);
    expect(resolveQuery(query, index)).toEqual({ kind: 'go', href: first.href });
  });

  it.each(['1 cup in ml', '1 stick of butter to tbsp', 'tsp to grams', '1 cup of gravel in grams', '100 g to cups'])(
    '%s is no ingredient query',
    (query) => {
      const answer = resolveQuery(query, index);
      if (answer.kind === 'go') expect(answer.href.startsWith('/cooking/ingredients/')).toBe(false);
    },
  );
});

describe('ingredients by name (issue 37 item 2)', () => {
  it.each([
    ['flour', 'All-purpose flour', '/cooking/ingredients/all-purpose-flour'],
    ['egg', 'Eggs (whole)', '/cooking/ingredients/egg'],
    ['eggs', 'Eggs (whole)', '/cooking/ingredients/egg'],
    ['brown sugar', 'Brown sugar', '/cooking/ingredients/brown-sugar'],
  ])('%s is suggested and opened as its ingredient page', (query, label, href) => {
    const { suggestions, answer } = decideSearch(query, index);
    expect(suggestions[0]).toMatchObject({ label, href });
    expect(answer).toEqual({ kind: 'go', href });
  });

  it.each([
    // units -t 'uscup flour_spooned' g → 120.48547
    ['cups to grams flour', '1 cup of all-purpose flour = 120.5 grams'],
    // units -t '1 g / (uscup sugar)' uscup → 0.005 (GNU units' sugar: 200 g a cup)
    ['grams to cups of sugar', '1 gram of granulated sugar = 0.005 cups'],
    // USDA SR28 #19334, "cup packed": 220 g, the default value, which "packed" asks for
    ['1 cup brown sugar packed', '1 cup of brown sugar = 220 grams'],
    // units -t 'uscup waterdensity' g → 236.5882365
    ['1 cup water in grams', '1 cup of water = 236.6 grams'],
  ])('%s → %s', (query, label) => {
    const { suggestions, answer } = decideSearch(query, index);
    expect(suggestions[0]?.label).toBe(label);
    expect(answer).toEqual({ kind: 'go', href: suggestions[0]!.href });
  });

  it('offers the ingredients when nothing matches', () => {
    const { answer } = decideSearch('fleeb', index);
    expect(answer.kind === 'none' && answer.suggestions.map((s) => s.href)).toContain('/cooking/ingredients');
  });

  it.each([
    // units -t 'uscup flour_sifted' g → 113.3980925
    ['1 cup sifted flour in grams', '1 cup of all-purpose flour = 113.4 grams', 'Sifted · GNU units (The Cake Bible)', 'fill=flour_sifted'],
    // USDA SR28 #19334 "cup unpacked": 145 g
    [
      '1 cup unpacked brown sugar in grams',
      '1 cup of brown sugar = 145 grams',
      'Loosely filled (not packed) · USDA SR28 #19334',
      'fill=usda-19334-cup-unpacked',
    ],
    // units -t 'egg' g → 50 (GNU units' "USA large egg", also USDA SR28 01123 "large": 50 g)
    ['1 egg in grams', '1 large egg = 50 grams', 'GNU units (weights of a USA large egg)', 'from=large&to=g'],
    ['2 large eggs in grams', '2 large eggs = 100 grams', 'GNU units (weights of a USA large egg)', 'from=large&to=g'],
    // units -t '3 eggwhite' g → 90
    ['3 egg whites in grams', '3 large egg whites = 90 grams', 'GNU units (weights of a USA large egg)', 'from=large&to=g'],
  ])('%s → %s (issue 37, item 2)', (query, label, detail, href) => {
    const { suggestions, answer } = decideSearch(query, index);
    expect(suggestions[0]).toMatchObject({ label, detail });
    expect(suggestions[0]!.href).toContain(href);
    expect(answer).toEqual({ kind: 'go', href: suggestions[0]!.href });
  });

  it('a pinch of salt opens the salt page, saying a pinch is no set measure', () => {
    const { suggestions, answer } = decideSearch('a pinch of salt', index);
    expect(suggestions[0]).toMatchObject({ label: 'Table salt', detail: "A pinch is no set measure: weigh it, or see a teaspoon's weight" });
    expect(answer).toEqual({ kind: 'go', href: '/cooking/ingredients/table-salt' });
  });

  it('a stick is a measure of fats sold in sticks only', () => {
    expect(decideSearch('1 stick of butter in grams', index).suggestions[0]?.href).toBe('/cooking/ingredients/butter?v=1&from=stick&to=g');
    expect(decideSearch('1 stick of flour in grams', index).suggestions.some((s) => s.href.startsWith('/cooking/ingredients/'))).toBe(false);
  });
});

/**
 * Eggs by the piece in each language (issue 37 item 2, ADR 088): the answer in the page's language,
 * the size named as the US size it is (cooking.yaml `sizes`), the count as the language's data writes
 * one (卵 1個, 卵白 2個分), the source in its words, and the page at the language's address, opened
 * in its cup. The grams are the cited source's, read from the ingredient data here (GNU units'
 * "weights of a USA large egg": `units -t egg g` → 50, `eggwhite` → 30, `eggyolk` → 18.6), times
 * the count, written with the language's decimal sign where `{g}` stands.
 */
describe('eggs by the piece, answered in each language', () => {
  const dairy = parse(readFileSync(join(process.cwd(), 'content/ingredients/dairy.yaml'), 'utf8')) as {
    ingredients: { slug: string; values: { per: string; size?: string; grams: number; from?: string }[] }[];
  };
  const gramsOf = (slug: string) =>
    dairy.ingredients.find((i) => i.slug === slug)!.values.find((v) => v.per === 'each' && v.from === 'weights of a USA large egg')!.grams;
  const written = (code: string, n: number) => String(Number(n.toFixed(1))).replace('.', code === 'ja' ? '.' : ',');

  it.each([
    ['ja', '卵1個は何グラム', 1, 'egg', '米国規格Lサイズの卵 1個 = {g}グラム', '/ja/料理/材料/卵?v=1&from=large&to=g&sys=japan'],
    ['ja', '卵 2個 グラム', 2, 'egg', '米国規格Lサイズの卵 2個 = {g}グラム', '/ja/料理/材料/卵?v=2&from=large&to=g&sys=japan'],
    ['ja', '卵白 何グラム', 1, 'egg-white', '米国規格Lサイズの卵白 1個分 = {g}グラム', '/ja/料理/材料/卵白?v=1&from=large&to=g&sys=japan'],
    ['ja', '卵黄2個分は何グラム', 2, 'egg-yolk', '米国規格Lサイズの卵黄 2個分 = {g}グラム', '/ja/料理/材料/卵黄?v=2&from=large&to=g&sys=japan'],
    ['ja', '2 eggs in grams', 2, 'egg', '米国規格Lサイズの卵 2個 = {g}グラム', '/ja/料理/材料/卵?v=2&from=large&to=g&sys=japan'],
    ['fr', '1 œuf en grammes', 1, 'egg', '1 œuf, calibre L américain = {g} grammes', '/fr/cuisine/ingredients/oeufs?v=1&from=large&to=g&sys=metric'],
    [
      'fr',
      'combien de grammes pèse un œuf',
      1,
      'egg',
      '1 œuf, calibre L américain = {g} grammes',
      '/fr/cuisine/ingredients/oeufs?v=1&from=large&to=g&sys=metric',
    ],
    [
      'fr',
      '3 blancs d’œufs en grammes',
      3,
      'egg-white',
      '3 blancs d’œufs, calibre L américain = {g} grammes',
      '/fr/cuisine/ingredients/blancs-d-oeufs?v=3&from=large&to=g&sys=metric',
    ],
    [
      'es',
      '2 huevos en gramos',
      2,
      'egg',
      '2 huevos (tamaño L estadounidense) = {g} gramos',
      '/es/cocina/ingredientes/huevos?v=2&from=large&to=g&sys=metric',
    ],
    [
      'es',
      'cuántos gramos pesa un huevo',
      1,
      'egg',
      '1 huevo (tamaño L estadounidense) = {g} gramos',
      '/es/cocina/ingredientes/huevos?v=1&from=large&to=g&sys=metric',
    ],
    [
      'es',
      '2 yemas de huevo en gramos',
      2,
      'egg-yolk',
      '2 yemas (tamaño L estadounidense) = {g} gramos',
      '/es/cocina/ingredientes/yemas-de-huevo?v=2&from=large&to=g&sys=metric',
    ],
    [
      'pt',
      '2 ovos em gramas',
      2,
      'egg',
      '2 ovos (tamanho grande americano) = {g} gramas',
      '/pt/cozinha/ingredientes/ovos?v=2&from=large&to=g&sys=us-label',
    ],
    [
      'pt',
      'quantos gramas tem um ovo',
      1,
      'egg',
      '1 ovo (tamanho grande americano) = {g} gramas',
      '/pt/cozinha/ingredientes/ovos?v=1&from=large&to=g&sys=us-label',
    ],
    [
      'pt',
      '1 gema em gramas',
      1,
      'egg-yolk',
      '1 gema (tamanho grande americano) = {g} gramas',
      '/pt/cozinha/ingredientes/gemas-de-ovo?v=1&from=large&to=g&sys=us-label',
    ],
    ['de', '2 Eier in Gramm', 2, 'egg', '2 Eier (US-Größe L) = {g} Gramm', '/de/kochen/zutaten/eier?v=2&from=large&to=g&sys=metric'],
    ['de', 'wie viel Gramm wiegt ein Ei', 1, 'egg', '1 Ei (US-Größe L) = {g} Gramm', '/de/kochen/zutaten/eier?v=1&from=large&to=g&sys=metric'],
    ['de', '1 Eigelb in Gramm', 1, 'egg-yolk', '1 Eigelb (US-Größe L) = {g} Gramm', '/de/kochen/zutaten/eigelb?v=1&from=large&to=g&sys=metric'],
  ] as const)('%s: %s', (code, query, count, slug, label, href) => {
    const index = searchIndex(code);
    const { suggestions, answer } = decideSearch(query, index);
    expect(suggestions[0]).toMatchObject({ kind: 'answer', label: label.replace('{g}', written(code, count * gramsOf(slug))) });
    // Enter opens the answer: the ingredient's page in the language, with the count.
    expect(answer).toEqual({ kind: 'go', href });
  });

  it.each([
    ['ja', 'GNU units (米国規格Lサイズの卵の重さ)'],
    ['fr', 'GNU units (poids d’un œuf de calibre L américain)'],
    ['es', 'GNU units (pesos de un huevo de tamaño L estadounidense)'],
    ['pt', 'GNU units (pesos de um ovo grande americano)'],
    ['de', 'GNU units (Gewichte eines Eis der US-Größe L)'],
  ])('%s: names the source in its words', (code, detail) => {
    const query = { ja: '卵1個は何グラム', fr: '1 œuf en grammes', es: '1 huevo en gramos', pt: '1 ovo em gramas', de: '1 Ei in Gramm' }[code]!;
    expect(decideSearch(query, searchIndex(code)).suggestions[0]?.detail).toBe(detail);
  });
});
