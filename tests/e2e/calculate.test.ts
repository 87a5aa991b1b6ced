import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeAxe } from './axe';
import { useBrowser, useNoScriptPage } from './browser';

// Calculations (issue 24): the search box's live answer, the calculation page with and without
// JavaScript, the converter field. Expected values are worked out by hand from the units'
// definitions (1 ft = 30.48 cm, 1 in = 2.54 cm, 1 mi = 1.609344 km), not read from the site.

const headerBox = (page: Page) => page.getByRole('search', { name: 'Site' }).getByRole('combobox', { name: 'Search converters' });
/** The calculation's answer, or its error, as a screen reader hears it (the live region). */
const answer = (page: Page) => page.getByRole('status').filter({ hasText: /read as|Cannot|Unknown|Too long/ });
/** A calculation's address: the expression in the path, spaces as "+", a typed "+" as "%2B". */
const calculate = (q: string) => `/calculate/${encodeURIComponent(q).replace(/%20/g, '+')}`;
/** The expression a page's address carries. */
const expressionOf = (url: string | URL) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/calculate/') ? decodeURIComponent(pathname.slice('/calculate/'.length).replace(/\+/g, ' ')) : null;
};
// 5 × 30.48 + 11 × 2.54 + 3 = 183.34 cm.
const SUM = '5 ft 11 in + 3 cm in cm';

describe('calculations in the search box', () => {
  const b = useBrowser();

  it('shows an expression’s answer as it is typed, and opens its page by keyboard alone', async () => {
    const { page } = b;
    await b.goto('/length');
    const box = headerBox(page);
    await box.focus();
    await page.keyboard.type(SUM);
    const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('(5 ft + 11 in) + 3 cm = 183.34 cm');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => expressionOf(url) === SUM);
    await expect.poll(() => answer(page).textContent()).toContain('183.34 cm');
  });

  it('opens the calculation page on Enter without choosing a suggestion', async () => {
    const { page } = b;
    await b.goto('/');
    await headerBox(page).focus();
    await page.keyboard.type('60 mph * 2 h in km');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => expressionOf(url) === '60 mph * 2 h in km');
  });
});

// GNU units' all-purpose flour, spooned: 4.25 oz a US cup; 2 × 4.25 × 28.349523125 g + 50 g = 290.9709 g.
const FLOUR = '2 cups flour + 50 g in g';
const FLOUR_READING = '2 cup (US) all-purpose flour (spooned and leveled, 120.5 g a cup, GNU units (The Cake Bible)) + 50 g';

describe('an ingredient in a calculation', () => {
  const b = useBrowser();
  const noScript = useNoScriptPage(b);

  it('answers in the search box, saying which value of the ingredient it used', async () => {
    const { page } = b;
    await b.goto('/');
    await headerBox(page).focus();
    await page.keyboard.type(FLOUR);
    const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain(`${FLOUR_READING} = 290.97`);
    expect(await first.textContent()).toMatch(/= 290\.97\d* g/);
  });

  it('answers GET /search on the calculation page without JavaScript, with its reading', async () => {
    const page = noScript();
    await page.goto(`/search?${new URLSearchParams({ q: FLOUR })}`);
    expect(expressionOf(page.url())).toBe(FLOUR);
    const text = await answer(page).textContent();
    expect(text).toContain(`read as ${FLOUR_READING}`);
    expect(text).toMatch(/= 290\.97\d* g/);
  });
});

describe('the calculation page without JavaScript', () => {
  // Pages opened by address and forms sent: one page for all, and no script in it.
  const b = useBrowser({ onePage: true });
  const noScript = useNoScriptPage(b, { onePage: true });

  it('answers GET /search for a calculation on its own page, with the reading, dimension, factor and converter', async () => {
    const page = noScript();
    await page.goto(`/search?${new URLSearchParams({ q: SUM })}`);
    expect(expressionOf(page.url())).toBe(SUM);
    const text = await answer(page).textContent();
    expect(text).toContain('read as (5 ft + 11 in) + 3 cm');
    expect(text).toContain('= 183.34 cm');
    const details = await page.getByRole('main').locator('dl').textContent();
    expect(details).toContain('Dimensionm (length)');
    expect(details).toContain('Factor used1 cm = 0.01 m');
    expect(await page.getByRole('link', { name: 'Length converter' }).getAttribute('href')).toBe('/length');
  });

  it('takes a new expression from its form', async () => {
    const page = noScript();
    await page.goto(calculate(SUM));
    const field = page.getByRole('textbox', { name: 'Expression' });
    await field.fill('3 * 250 ml in L');
    await field.press('Enter');
    await page.waitForURL((url) => expressionOf(url) === '3 * 250 ml in L');
    expect(await answer(page).textContent()).toContain('= 0.75 L');
  });

  it.each([
    ['5 ft to kg', 'Cannot convert length (5 ft) to weight (kg)'],
    ['3 fleeb + 2 m', 'Unknown unit "fleeb"'],
    [`${'1 m + '.repeat(40)}1 m`, 'Too long: an expression has at most 200 characters'],
  ])('shows %j refused as an answer', async (q, error) => {
    const page = noScript();
    await page.goto(calculate(q));
    expect(await answer(page).textContent()).toContain(error);
  });

  it('says when a conversion is reciprocal', async () => {
    const page = noScript();
    // 20 kWh per 100 km is 5 km per kWh = 5 / 1.609344 = 3.1069 mi/kWh.
    await page.goto(calculate('20 kWh/100 km in mi/kWh'));
    const text = await answer(page).textContent();
    expect(text).toContain('3.1069');
    expect(text).toContain('Reciprocal conversion');
  });

  it('is indexed at one spelling only', async () => {
    const head = async (q: string) => {
      const html = await (await fetch(b.baseURL + calculate(q))).text();
      return { canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1], noindex: html.includes('name="robots" content="noindex') };
    };
    const canonical = `${b.baseURL}/calculate/5+ft+%2B+3+in`;
    expect(await head('5 ft + 3 in')).toEqual({ canonical, noindex: false });
    expect(await head('5ft+3 in')).toEqual({ canonical, noindex: true });
    expect((await head('5 ft + 3 kg')).noindex).toBe(true);
  });
});

describe('the calculation page with JavaScript', () => {
  const b = useBrowser();

  it('updates the answer and the address as you type, and announces errors', async () => {
    const { page } = b;
    await b.goto(calculate(SUM));
    const field = page.getByRole('textbox', { name: 'Expression' });
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
    // 60 mi/h × 2 h = 120 mi = 193.12128 km.
    await page.keyboard.type('60 mph * 2 h in km');
    await expect.poll(() => answer(page).textContent()).toMatch(/= 193\.12\d* km/);
    await expect.poll(() => expressionOf(page.url())).toBe('60 mph * 2 h in km');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2 m + 3 kg');
    await expect.poll(() => answer(page).textContent()).toBe('Cannot add length (2 m) and weight (3 kg)');
    expect(await page.getByRole('link', { name: 'Length converter' }).count()).toBe(0);
  });
});

describe('a calculation in a converter’s field', () => {
  const b = useBrowser();

  it('reads "5 ft + 3 in" on /length in the from unit and says how', async () => {
    const { page } = b;
    await b.goto('/length?v=1&from=ft&to=in');
    const field = page.getByLabel('Value to convert');
    await field.fill('5 ft + 3 in');
    // 5 ft + 3 in = 63 in.
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('63');
    expect(await page.getByText('read as 5 ft + 3 in').count()).toBe(1);
    await field.fill('5 ft + 3 kg');
    await expect.poll(() => page.getByText('Cannot add length (5 ft) and weight (3 kg)').count()).toBe(1);
  });
});

describeAxe([calculate(SUM), calculate('5 ft to kg')], { title: 'the calculation page in both themes' });
