import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeAxe } from './axe';
import { useBrowser } from './browser';

/**
 * The cooking pages in Spanish and German (issue 38): their words, their addresses, numbers with a
 * decimal comma, and metric cups (250 mL) by default. Expected values by hand from the cited
 * numbers: GNU units' spooned all-purpose flour is 4.25 oz (120.485… g) per US cup of
 * 236.5882365 mL, so 127.314… g per 250 mL cup; sugar 200 g per US cup; honey 11.75 oz
 * (333.107… g) per US cup, so 21.12 g per 15 mL Esslöffel; a US large egg 50 g.
 */
const output = (page: Page) => page.locator('output').first().textContent();
const lines = (page: Page, name: string) => page.getByRole('list', { name }).locator('li').allTextContents();

describe('the ingredient list in Spanish', () => {
  const b = useBrowser();

  it('lists every ingredient under its Spanish address, with grams per metric cup, and filters with or without accents', async () => {
    const { page } = b;
    await b.goto('/es/cocina/ingredientes');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('De tazas a gramos, ingrediente por ingrediente');
    expect(await page.locator('a[href^="/es/cocina/ingredientes/"]').count()).toBeGreaterThanOrEqual(120);
    // 250 × 120.485… / 236.588… = 127.3 g
    const flour = page.locator('li', { has: page.locator('a[href="/es/cocina/ingredientes/harina-de-trigo-comun"]') });
    expect(await flour.textContent()).toBe('Harina de trigo común 127,3 g por taza');
    await page.getByLabel('Filtrar ingredientes').fill('azucar moreno');
    // Wait for the filter to apply (the full list also has links), then check what is left.
    const shown = () => page.locator('a[href^="/es/cocina/ingredientes/"]').allTextContents();
    await expect.poll(async () => (await shown()).length).toBeLessThan(120);
    const names = await shown();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toMatch(/azúcar moreno|mascabado/);
    expect(await page.getByText(names.length === 1 ? '1 ingrediente' : `${names.length} ingredientes`, { exact: true }).count()).toBe(1);
  });
});

describe('an ingredient page in Spanish and German', () => {
  const b = useBrowser();

  it('converts in metric cups by default, reads and writes a decimal comma, and keeps the choice in the address', async () => {
    const { page } = b;
    await b.goto('/es/cocina/ingredientes/harina-de-trigo-comun');
    expect(await output(page)).toBe('1 taza de harina de trigo común = 127,3 gramos');
    await page.getByLabel('Cantidad').fill('1,5');
    // 1.5 × 127.314… = 190.97 g
    await expect.poll(() => output(page)).toBe('1,5 tazas de harina de trigo común = 191 gramos');
    await page.getByLabel('Tazas y cucharas').selectOption('us');
    // 1.5 × 120.485… = 180.73 g
    await expect.poll(() => output(page)).toBe('1,5 tazas de harina de trigo común = 180,7 gramos');
    await expect.poll(() => new URL(page.url()).search).toBe('?v=1%2C5&from=cup&to=g&sys=us');
    // The table follows: ½ US cup is 60.2 g.
    const row = (label: string) =>
      page
        .locator('tr', { has: page.locator(`th:text-is("${label}")`) })
        .locator('td')
        .textContent();
    expect(await row('½ taza')).toBe('60,2 g');
    expect(await page.getByText('Una taza de 250 ml de harina de trigo común pesa 127,3 g', { exact: false }).count()).toBe(1);
  });

  it('answers the English address word in Spanish with the Spanish page', async () => {
    const { page } = b;
    await b.goto('/es/cocina/ingredientes/all-purpose-flour?v=2');
    expect(new URL(page.url()).pathname).toBe('/es/cocina/ingredientes/harina-de-trigo-comun');
    // 2 × 127.314… = 254.6 g
    expect(await output(page)).toBe('2 tazas de harina de trigo común = 254,6 gramos');
  });

  it('speaks German on the German page', async () => {
    const { page } = b;
    await b.goto('/de/kochen/zutaten/weizenmehl-type-405');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Weizenmehl Type 405: Tassen in Gramm');
    expect(await output(page)).toBe('1 Tasse Weizenmehl Type 405 = 127,3 Gramm');
    await page.getByLabel('Von', { exact: true }).selectOption('g');
    await page.getByLabel('In', { exact: true }).selectOption('cup');
    await page.getByLabel('Menge').fill('1000');
    // 1000 / 127.314… = 7.85 metric cups; German groups four digits (CLDR de)
    await expect.poll(() => output(page)).toBe('1.000 Gramm Weizenmehl Type 405 = 7,85 Tassen');
  });
});

describe('the recipe converter in Spanish and German', () => {
  const b = useBrowser();

  it('reads a Spanish list and writes it in Spanish, scaled by a factor typed with a comma', async () => {
    const { page } = b;
    await b.goto('/es/cocina/receta');
    await page.getByLabel('Lista de ingredientes').fill('2 tazas de harina\nsal al gusto\n3 huevos');
    const converted = 'Líneas de ingredientes convertidas';
    await expect
      .poll(() => lines(page, converted))
      .toEqual([
        // 2 × 127.314… g; 3 × 50 g
        expect.stringContaining('254,6 g de harina'),
        'sal al gusto (sin convertir: No hay cantidad que convertir)',
        expect.stringContaining('150 g de huevos'),
      ]);
    expect(await page.getByText('1 línea queda como estaba.', { exact: false }).count()).toBe(1);
    await page.getByLabel('Multiplicar por').fill('1,5');
    // 1.5 × 254.63 = 381.9 g
    await expect.poll(() => lines(page, converted)).toContainEqual(expect.stringContaining('381,9 g de harina'));
    expect(await page.getByText('Multiplicada por 1,5.', { exact: false }).count()).toBe(1);
    const source = page.getByRole('link', { name: 'fuente' }).first();
    expect(await source.getAttribute('href')).toBe('/es/cocina/ingredientes/harina-de-trigo-comun');
  });

  it('reads a German list and writes it in German, in grams and in cups', async () => {
    const { page } = b;
    await b.goto('/de/kochen/rezept');
    await page.getByLabel('Zutatenliste').fill('200 g Zucker\n1 EL Honig');
    const converted = 'Umgerechnete Zutatenzeilen';
    await expect.poll(() => lines(page, converted)).toEqual([expect.stringContaining('200 g Zucker'), expect.stringContaining('21,1 g Honig')]);
    await page.getByLabel('Umrechnen in').selectOption('volume');
    // 200 g of sugar are 236.6 mL: 0.95 of a 250 mL cup, a cook's 1 Tasse; 1 EL stays 1 EL.
    await expect.poll(() => lines(page, converted)).toEqual([expect.stringContaining('1 Tasse Zucker'), expect.stringContaining('1 EL Honig')]);
  });
});

/**
 * French and Brazilian Portuguese (issue 39): a French cup is the metric 250 mL one, a Brazilian cup
 * 240 mL (DECISIONS.md); GNU units' spooned flour is 4.25 oz per US cup, so 127.314… g and 122.221… g
 * a cup (`units -t '240 ml flour_spooned' g` → 122.22159); a US large egg 50 g.
 */
const FRENCH_PORTUGUESE = [
  {
    code: 'fr',
    page: '/fr/cuisine/ingredients/farine-de-ble-tout-usage',
    // French sets a narrow no-break space before a colon.
    heading: 'Farine de blé tout usage\u202f: des tasses aux grammes',
    one: '1 tasse (farine de blé tout usage) = 127,3 grammes',
    amount: 'Quantité',
    // 2.5 × 127.314… = 318.29 g
    twoAndAHalf: '2,5 tasses (farine de blé tout usage) = 318,3 grammes',
    recipe: '/fr/cuisine/recette',
    list: 'Liste d’ingrédients',
    typed: '2 tasses de farine\n3 œufs',
    converted: 'Lignes d’ingrédients converties',
    // 2 × 127.314… g; 3 × 50 g, with a narrow no-break space before the symbol (CLDR fr)
    lines: ['254,6\u202fg', '150\u202fg'],
  },
  {
    code: 'pt',
    page: '/pt/cozinha/ingredientes/farinha-de-trigo',
    heading: 'Farinha de trigo: de xícaras para gramas',
    one: '1 xícara de farinha de trigo = 122,2 gramas',
    amount: 'Quantidade',
    // 2.5 × 122.221… = 305.55 g
    twoAndAHalf: '2,5 xícaras de farinha de trigo = 305,6 gramas',
    recipe: '/pt/cozinha/receita',
    list: 'Lista de ingredientes',
    typed: '2 xícaras de farinha\n3 ovos',
    converted: 'Linhas de ingredientes convertidas',
    // 2 × 122.221… g; 3 × 50 g
    lines: ['244,4 g', '150 g'],
  },
] as const;

describe.each(FRENCH_PORTUGUESE.map((c) => [c.code, c] as const))('the cooking pages in %s', (_code, c) => {
  const b = useBrowser();

  it('an ingredient page converts in the language’s cup by default and reads a decimal comma', async () => {
    const { page } = b;
    await b.goto(c.page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(c.heading);
    expect(await output(page)).toBe(c.one);
    await page.getByLabel(c.amount).fill('2,5');
    await expect.poll(() => output(page)).toBe(c.twoAndAHalf);
  });

  it('the recipe converter reads a list in the language and writes it in grams', async () => {
    const { page } = b;
    await b.goto(c.recipe);
    await page.getByLabel(c.list).fill(c.typed);
    await expect.poll(() => lines(page, c.converted)).toEqual(c.lines.map((grams) => expect.stringContaining(grams)));
  });
});

/**
 * Japanese (issue 39): the 200 mL cup by default, spoons written before their amount (大さじ1), the
 * cup and grams after it (2カップ), no plural forms. By hand from the cited numbers: GNU units'
 * spooned flour is 4.25 oz (120.485… g) per US cup of 236.588… mL, so 101.85 g per 200 mL cup;
 * sugar 200 g per US cup, so 12.68 g per 15 mL 大さじ; salt 6 g per US teaspoon of 4.93 mL, so
 * 3.04 g per half 5 mL 小さじ; a US large egg 50 g (GNU units' egg), counted as 卵 3個, its size
 * named as the US size it is (米国規格Lサイズ: a Japanese L玉 is heavier).
 */
describe('the cooking pages in Japanese', () => {
  const b = useBrowser({ onePage: true });

  it('an ingredient page converts in the Japanese cup by default and writes a spoon before its amount', async () => {
    const { page } = b;
    await b.goto(`/ja/${encodeURI('料理/材料/中力粉')}`);
    expect(await output(page)).toBe('中力粉 1カップ = 101.9グラム');
    await page.getByLabel('分量').fill('2');
    // 2 × 101.85 = 203.7 g
    await expect.poll(() => output(page)).toBe('中力粉 2カップ = 203.7グラム');
    await page.getByLabel('換算元').selectOption('tbsp');
    // 2 × 15 mL × 120.485… / 236.588… = 15.28 g
    await expect.poll(() => output(page)).toBe('中力粉 大さじ2 = 15.3グラム');
    // The table's row: 15 mL × 0.50926 g/mL = 7.64 g.
    const row = page.locator('tr', { has: page.locator('th:text-is("大さじ1")') }).locator('td');
    expect(await row.textContent()).toBe('7.64 g');
  });

  it('the recipe converter reads spoons before their amount and writes the list in grams, then in cups and spoons', async () => {
    const { page } = b;
    await b.goto(`/ja/${encodeURI('料理/レシピ')}`);
    await page.getByLabel('材料リスト').fill('砂糖 大さじ1\n小麦粉 2カップ\n塩小さじ1/2\n卵 3個');
    const converted = '換算した材料の行';
    // 15 × 200 / 236.588… = 12.68 g; 2 × 101.85 = 203.7 g; 0.5 × 5 × 6 / 4.929 = 3.04 g; 3 × 50 g
    await expect
      .poll(() => lines(page, converted))
      .toEqual([
        expect.stringContaining('砂糖 12.7 g'),
        expect.stringContaining('小麦粉 203.7 g'),
        expect.stringContaining('塩 3.04 g'),
        expect.stringContaining('卵 150 g'),
      ]);
    await page.getByLabel('換算先').selectOption('volume');
    // A count stays a count, written as a Japanese recipe writes it: the name, then the number and 個.
    await expect
      .poll(() => lines(page, converted))
      .toEqual([
        expect.stringContaining('砂糖 大さじ1'),
        expect.stringContaining('小麦粉 2カップ'),
        expect.stringContaining('塩 小さじ½'),
        expect.stringMatching(/^卵 3個(?!\d)/),
      ]);
  });

  it('the egg page names the US size and counts eggs as 卵 2個', async () => {
    const { page } = b;
    await b.goto(`/ja/${encodeURI('料理/材料/卵')}?v=2&from=large&to=g`);
    // 2 × 50 g
    expect(await output(page)).toBe('米国規格Lサイズの卵 2個 = 100グラム');
    const sizes = await page.getByLabel('換算元').locator('option').allTextContents();
    expect(sizes).toContainEqual(expect.stringContaining('米国規格Lサイズの卵（1個50 g'));
    expect(sizes.filter((size) => size.includes('L玉'))).toEqual([]);
  });
});

/** The egg page in French, Portuguese, Spanish and German: a US large egg named as the US size it is; 2 × 50 g. */
describe('the egg page names the US size in each language', () => {
  const b = useBrowser({ onePage: true });

  it('writes the count and the US size', async () => {
    const { page } = b;
    for (const [path, sentence] of [
      ['/fr/cuisine/ingredients/oeufs', '2 œufs, calibre L américain = 100 grammes'],
      ['/pt/cozinha/ingredientes/ovos', '2 ovos (tamanho grande americano) = 100 gramas'],
      ['/es/cocina/ingredientes/huevos', '2 huevos (tamaño L estadounidense) = 100 gramos'],
      ['/de/kochen/zutaten/eier', '2 Eier (US-Größe L) = 100 Gramm'],
    ]) {
      await b.goto(`${path}?v=2&from=large&to=g`);
      expect(await output(page)).toBe(sentence);
    }
  });
});

describeAxe(
  [
    ...FRENCH_PORTUGUESE.flatMap((c) => [c.page, c.recipe]),
    '/es/cocina/ingredientes',
    '/es/cocina/ingredientes/harina-de-trigo-comun',
    '/es/cocina/receta',
    '/de/kochen/zutaten',
    '/de/kochen/zutaten/eier',
    '/de/kochen/rezept',
  ],
  {
    title: 'cooking pages in Spanish and German: accessibility in both themes',
    ready: async (page, path) => {
      if (path === '/es/cocina/receta') {
        await page.getByLabel('Lista de ingredientes').fill('2 tazas de harina\nsal al gusto');
        await page.locator('li[data-kept]').waitFor();
      }
      if (path === '/de/kochen/rezept') {
        await page.getByLabel('Zutatenliste').fill('2 Tassen Mehl\nSalz nach Geschmack');
        await page.locator('li[data-kept]').waitFor();
      }
    },
  },
);
