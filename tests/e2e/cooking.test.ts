import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeAxe } from './axe';
import { useBrowser } from './browser';

/**
 * Cooking by ingredient (issue 25). Expected values by hand from the cited numbers: GNU units'
 * all-purpose flour is 4.25 oz per US cup spooned (120.485… g), 4 oz sifted (113.398… g); a metric
 * cup is 250 mL against the US cup's 236.5882365 mL; granulated sugar is 200 g per US cup.
 */
describe('an ingredient page', () => {
  const b = useBrowser();
  const output = (page: Page) => page.locator('output').first().textContent();

  it('converts by fill method and cup system, keeps the choice in the address, and shows the table', async () => {
    const { page } = b;
    await b.goto('/cooking/ingredients/all-purpose-flour');
    expect(await output(page)).toBe('1 cup of all-purpose flour = 120.5 grams');
    await page.getByLabel('Fill method and source').selectOption({ label: 'Sifted · 113.4 g per cup · GNU units (The Cake Bible)' });
    // 4 × 28.349523125 = 113.398… g
    await expect.poll(() => output(page)).toBe('1 cup of all-purpose flour = 113.4 grams');
    await page.getByLabel('Cups and spoons').selectOption('metric');
    // 113.398… × 250 / 236.5882365 = 119.827… g
    await expect.poll(() => output(page)).toBe('1 cup of all-purpose flour = 119.8 grams');
    await page.getByLabel('Amount').fill('350');
    await page.getByLabel('From', { exact: true }).selectOption('g');
    await page.getByLabel('To', { exact: true }).selectOption('cup');
    // 350 / 119.827… = 2.9208… metric cups
    await expect.poll(() => output(page)).toBe('350 grams of all-purpose flour = 2.92 cups');
    await expect.poll(() => new URL(page.url()).search).toBe('?v=350&from=g&to=cup&fill=flour_sifted&sys=metric');

    // The table follows the value and the cups chosen (issue 37, item 7): sifted flour in metric cups,
    // 125 mL × 113.398… / 236.5882365 g/mL = 59.9 g; 15 mL → 7.19 g; 1000 g / 119.827… g = 8.35 cups.
    const row = (label: string) =>
      page
        .locator('tr', { has: page.locator(`th:text-is("${label}")`) })
        .locator('td')
        .textContent();
    await expect.poll(() => row('½ cup')).toBe('59.9 g');
    expect(await row('1 tbsp')).toBe('7.19 g');
    expect(await row('1000 g')).toBe('8.35 cups');
    expect(await page.getByRole('columnheader', { name: 'Metric cups' }).count()).toBe(2);
    // Scooped, metric: the answer and the table agree, 5 oz × 250 / 236.5882365 = 149.8 g.
    await page.getByLabel('Fill method and source').selectOption({ label: 'Scooped (dip and sweep) · 141.7 g per cup · GNU units (The Cake Bible)' });
    await page.getByLabel('Amount').fill('1');
    await page.getByLabel('From', { exact: true }).selectOption('cup');
    await page.getByLabel('To', { exact: true }).selectOption('g');
    await expect.poll(() => output(page)).toBe('1 cup of all-purpose flour = 149.8 grams');
    expect(await row('1 cup')).toBe('149.8 g');
    // Flour is not sold in sticks; a negative amount is warned about.
    expect(await page.getByLabel('From', { exact: true }).locator('option', { hasText: 'US sticks' }).count()).toBe(0);
    await page.getByLabel('Amount').fill('-2');
    await expect.poll(() => page.getByText('Below zero: no cup or scale measures a negative amount').count()).toBe(1);
    expect(await page.getByLabel('Amount').getAttribute('aria-invalid')).toBe('true');
    // The sources' range: sifted 4 oz (113.398… g) to scooped 5 oz (141.747… g) per US cup.
    expect(await page.getByText('Cited values range from 113.4 g to 141.7 g per US cup.').count()).toBe(1);
  });

  it('offers the stick for butter and the egg for eggs (issue 37, items 2 and 7)', async () => {
    const { page } = b;
    await b.goto('/cooking/ingredients/butter');
    expect(await page.getByLabel('From', { exact: true }).locator('option', { hasText: 'US sticks' }).count()).toBe(1);
    // A US large egg: 50 g (GNU units' egg; USDA SR28 01123 "large")
    await b.goto('/cooking/ingredients/egg?v=2&from=large&to=g');
    expect(await output(page)).toBe('2 large eggs = 100 grams');
  });

  it('is rendered for the query on the server, and lists every ingredient from /cooking/ingredients', async () => {
    const { page } = b;
    await b.goto('/cooking/ingredients/granulated-sugar?v=2&from=cup&to=g');
    expect(await output(page)).toBe('2 cups of granulated sugar = 400 grams');
    await b.goto('/cooking/ingredients');
    expect(await page.locator('a[href^="/cooking/ingredients/"]').count()).toBeGreaterThanOrEqual(120);
    await page.getByLabel('Filter ingredients').fill('brown sugar');
    await expect.poll(() => page.locator('a[href^="/cooking/ingredients/"]').count()).toBe(3);
  });
});

describe('searching for an ingredient conversion', () => {
  const b = useBrowser();

  it('suggests the answer with its fill method and source, and opens the ingredient page with the value', async () => {
    const { page } = b;
    await b.goto('/');
    const box = page.getByRole('combobox').first();
    await box.fill('2 cups of sugar to grams');
    // 2 × 200 g (GNU units' sugar, 200 g per US cup)
    await expect.poll(() => page.getByRole('option').first().textContent()).toContain('2 cups of granulated sugar = 400 grams');
    expect(await page.getByRole('option').first().textContent()).toContain('GNU units (The Cake Bible)');
    await box.press('Enter');
    await page.waitForURL(/\/cooking\/ingredients\/granulated-sugar\?v=2&from=cup&to=g$/);
    expect(await page.locator('output').first().textContent()).toBe('2 cups of granulated sugar = 400 grams');
  });
});

describe('the recipe converter', () => {
  const b = useBrowser();
  const lines = (page: Page) => page.getByRole('list', { name: 'Converted ingredient lines' }).locator('li').allTextContents();

  it('converts a pasted list, scales it, keeps an unreadable line marked, and remembers the recipe', async () => {
    const { page } = b;
    await b.goto('/cooking/recipe');
    await page.getByLabel('Ingredient list').fill('2 cups sugar\nSalt and pepper to taste\n2 large eggs');
    // 2 × 200 g; 2 × 50 g (a US large egg, GNU units and USDA SR28 01123)
    await expect
      .poll(() => lines(page))
      .toEqual([
        expect.stringContaining('400 g sugar'),
        'Salt and pepper to taste (not converted: No amount to convert)',
        expect.stringContaining('100 g large eggs'),
      ]);
    expect(await page.locator('li[data-kept]').count()).toBe(1);
    await page.getByLabel('Scale by').fill('1.5');
    await expect.poll(() => lines(page)).toContainEqual(expect.stringContaining('600 g sugar'));
    await page.getByLabel('Recipe serves').fill('4');
    await page.getByLabel('Servings wanted').fill('2');
    await expect.poll(() => lines(page)).toContainEqual(expect.stringContaining('200 g sugar'));
    await page.getByLabel('Convert to').selectOption('volume');
    await expect.poll(() => lines(page)).toContainEqual(expect.stringContaining('1 cup sugar'));
    // Counted items stay counted in cups and spoons: 2 eggs × ½ is one egg, in the singular.
    expect(await lines(page)).toContainEqual(expect.stringMatching(/\b1 large egg\b(?!s)/));
    // A scale that is not a number, or 0 servings, says so at its field.
    await page.getByLabel('Recipe serves').fill('0');
    await expect.poll(() => page.getByText('Must be above 0 — servings are not used').count()).toBe(1);
    await page.getByLabel('Recipe serves').fill('');
    await page.getByLabel('Scale by').fill('abc');
    await expect.poll(() => page.getByText('Not a number — the recipe is not scaled').count()).toBe(1);
    expect(await page.getByLabel('Scale by').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Scale by').fill('1.5');

    await b.goto('/cooking/recipe');
    await expect.poll(() => page.getByLabel('Ingredient list').inputValue()).toBe('2 cups sugar\nSalt and pepper to taste\n2 large eggs');
    await expect.poll(() => page.getByLabel('Scale by').inputValue()).toBe('1.5');
  });
});

describeAxe(['/cooking/ingredients', '/cooking/ingredients/all-purpose-flour', '/cooking/recipe'], {
  title: 'cooking pages: accessibility in both themes',
  ready: async (page, path) => {
    if (path !== '/cooking/recipe') return;
    await page.getByLabel('Ingredient list').fill('2 cups sugar\nSalt and pepper to taste');
    await page.locator('li[data-kept]').waitFor();
  },
});
