import { describe, expect, it } from 'vitest';
import { describeAxe } from './axe';
import { useBrowser, type BrowserFixture } from './browser';

/**
 * Issue 12's catalog in the browser: a new quantity of each group converts what the user types,
 * fuel economy converts both ways (a reciprocal scale), and a sample of the new pages passes axe in
 * both themes. Every expected value is worked out from the units' definitions, not read off the site:
 *
 * - 1 US bushel = 2150.42 in³ (Handbook 44), 1 in = 2.54 cm: 2 bu = 2 × 2150.42 × 16.387064 cm³ = 70.4781 L
 * - 1 lbf = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N, 1 ft = 0.3048 m:
 *   100 lbf·ft = 100 × 4.4482216152605 × 0.3048 N·m = 135.5818 N·m
 * - 1 BTU (IT) = 1055.05585262 J, 1 lb = 0.45359237 kg: 1 BTU/lb = 2326 J/kg exactly, 1000 BTU/lb = 2,326 kJ/kg
 * - 1 lbf/in = 4.4482216152605 N / 0.0254 m = 175.12683524… N/m: 2 lbf/in = 350.2537 N/m
 * - 1 fc = 1 lm/ft² = 1 / 0.3048² lx = 10.7639104… lx: 50 fc = 538.1955 lx
 * - 1 mA·h = 0.001 A × 3600 s = 3.6 C: 3000 mA·h = 10,800 C
 * - 1 G = 10⁻⁴ T (CGS): 0.5 G = 50 μT; 1 kG = 0.1 T: 12 kG = 1.2 T
 * - 1 rem = 0.01 Sv: 5 rem = 50 mSv
 * - 1 sr = (180/π)² deg² = 3282.80635… deg²
 * - fuel economy: 1 US gal = 3.785411784 L, 1 mi = 1.609344 km, so
 *   L/100 km = 100 × 3.785411784 / 1.609344 / mpg = 235.2145833… / mpg:
 *   30 mpg = 7.8405 L/100 km, 8 L/100 km = 29.4018 mpg, 10 mpg = 23.5215, 20 mpg = 11.7607, 0.5 mpg = 470.4292
 */

const result = (b: BrowserFixture) => b.page.getByLabel('Result', { exact: true });

/** Types a value and picks both units, as a visitor does. */
async function convert(b: BrowserFixture, value: string, from: string, to: string) {
  const { page } = b;
  await page.getByLabel('From unit').selectOption(from);
  await page.getByLabel('To unit').selectOption(to);
  await page.getByLabel('Value to convert').fill(value);
}

describe('a new quantity of each group', () => {
  // Each test opens its page by address and sets both units: one page for all.
  const b = useBrowser({ onePage: true });

  it.each([
    // group, path, heading, value, from, to, expected, a word the article uses
    ['common', '/volume-dry', 'Dry Volume Converter', '2', 'bu', 'L', '70.4781', /bushel/i],
    ['engineering', '/torque', 'Torque Converter', '100', 'lbf-ft', 'N-m', '135.5818', /foot-pound/i],
    ['heat', '/specific-energy', 'Specific Energy Converter', '1000', 'BTU-per-lb', 'kJ-per-kg', '2,326', /BTU/],
    ['fluids', '/surface-tension', 'Surface Tension Converter', '2', 'lbf-per-in', 'N-per-m', '350.2537', /dyne/i],
    ['light', '/illuminance', 'Illuminance Converter', '50', 'fc', 'lx', '538.1955', /foot-candle/i],
    ['electricity', '/electric-charge', 'Electric Charge Converter', '3000', 'mAh', 'C', '10,800', /batter/i],
    ['magnetism', '/magnetic-flux-density', 'Magnetic Flux Density Converter', '0.5', 'G', 'uT', '50', /gauss/i],
    ['magnetism', '/magnetic-flux-density', 'Magnetic Flux Density Converter', '12', 'kG', 'T', '1.2', /kilogauss/i],
    ['radiology', '/radiation-dose-equivalent', 'Radiation Dose Equivalent Converter', '5', 'rem', 'mSv', '50', /sievert/i],
    ['other', '/solid-angle', 'Solid Angle Converter', '1', 'sr', 'deg2', '3,282.8064', /steradian/i],
  ] as const)('%s: %s converts %s… (%s %s → %s)', async (_group, path, heading, value, from, to, expected, word) => {
    const { page } = b;
    await b.goto(path);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    await convert(b, value, from, to);
    await expect.poll(() => result(b).inputValue()).toBe(expected);
    await expect.poll(() => new URL(page.url()).search).toBe(`?v=${value}&from=${from}&to=${to}`);
    // The article: sections with headings and a real text about the quantity's units.
    const article = page.locator('article');
    expect(await article.locator('h2').count()).toBeGreaterThanOrEqual(2);
    const text = (await article.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(1500);
    expect(text).toMatch(word);
  });
});

describe('fuel economy, a reciprocal scale', () => {
  const b = useBrowser();

  it('converts mpg (US) to L/100 km and back, and 0 to ∞', async () => {
    const { page } = b;
    await b.goto('/fuel-economy');
    await page.getByRole('heading', { level: 1, name: 'Fuel Economy Converter' }).waitFor();
    await convert(b, '30', 'mpg', 'L-per-100km');
    await expect.poll(() => result(b).inputValue()).toBe('7.8405');
    await expect.poll(() => new URL(page.url()).search).toBe('?v=30&from=mpg&to=L-per-100km');
    // A larger mpg is a smaller consumption: 10 mpg is 3 × 7.84 L/100 km.
    await page.getByLabel('Value to convert').fill('10');
    await expect.poll(() => result(b).inputValue()).toBe('23.5215');
    // No distance on no fuel: 0 mpg is an infinite consumption, shown as the formatter's ∞.
    await page.getByLabel('Value to convert').fill('0');
    await expect.poll(() => result(b).inputValue()).toBe('∞');

    await page.getByRole('button', { name: 'Swap units' }).click();
    await expect.poll(() => page.getByLabel('From unit').inputValue()).toBe('L-per-100km');
    // 0 L/100 km is no fuel at all: infinitely many miles per gallon.
    await expect.poll(() => result(b).inputValue()).toBe('∞');
    await page.getByLabel('Value to convert').fill('8');
    await expect.poll(() => result(b).inputValue()).toBe('29.4018');
    await expect.poll(() => new URL(page.url()).search).toBe('?v=8&from=L-per-100km&to=mpg');
  });

  it('has a pair page for mpg to L/100 km: the formula divides, the table is reciprocal, the reverse is linked', async () => {
    const { page, baseURL } = b;
    await b.goto('/fuel-economy/mpg-to-liters-per-100-kilometers');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/fuel-economy/mpg-to-liters-per-100-kilometers`);
    await page.getByRole('heading', { level: 1, name: 'Miles per US gallon to Liters per 100 kilometers Converter' }).waitFor();
    expect(await page.getByLabel('From unit').inputValue()).toBe('mpg');
    expect(await page.getByLabel('To unit').inputValue()).toBe('L-per-100km');
    // The default value 1 mpg is 235.2146 L/100 km.
    expect(await result(b).inputValue()).toBe('235.2146');
    // A reciprocal against a linear unit: the whole formula, a division.
    await page
      .getByText(/^L\/100 km ≈ 235\.2145833\d* ÷ mpg \(US\)$/)
      .first()
      .waitFor();

    const table = page.getByRole('region', { name: 'Miles per US gallon to Liters per 100 kilometers table' }).getByRole('table');
    const row = (mpg: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: mpg, exact: true }) });
    // Rows of what cars do (GNU units: `units -t '1/(50 mi/usgallon)' 'l/(100 km)'` is 4.7042917),
    // not the default 0.25…100, which in mpg is no car.
    expect(await row('10').getByRole('cell').last().textContent()).toBe('23.5215');
    expect(await row('20').getByRole('cell').last().textContent()).toBe('11.7607');
    expect(await row('50').getByRole('cell').last().textContent()).toBe('4.7043');
    expect(await row('0.5').count()).toBe(0);

    await page.getByLabel('Value to convert').fill('30');
    await expect.poll(() => result(b).inputValue()).toBe('7.8405');

    await page.getByRole('link', { name: 'Liters per 100 kilometers to Miles per US gallon', exact: true }).click();
    await page.waitForURL(`${baseURL}/fuel-economy/liters-per-100-kilometers-to-mpg`);
    await page.getByRole('heading', { level: 1, name: 'Liters per 100 kilometers to Miles per US gallon Converter' }).waitFor();
    expect(await page.getByLabel('From unit').inputValue()).toBe('L-per-100km');
  });
});

/**
 * A sample of the new pages, their lazy all-units table shown, in both themes (a11y.test.ts runs
 * axe on every quantity page as it loads). The site map of pairs is the solid angle's (72 links),
 * and a page of one length unit's pairs (the largest quantities list their pairs by unit).
 */
const AXE_PAGES = [
  '/illuminance',
  '/electric-charge',
  '/specific-energy',
  '/radiation-dose-equivalent',
  '/sitemap/solid-angle',
  '/sitemap/length/feet',
  '/torque/foot-pounds-to-newton-meters',
  '/fuel-economy/mpg-to-liters-per-100-kilometers',
];

describeAxe(AXE_PAGES, {
  title: 'accessibility of the new pages in both themes',
  ready: async (page, path) => {
    if (path.startsWith('/sitemap/')) return;
    await page.getByRole('heading', { name: 'This value in every unit' }).scrollIntoViewIfNeeded();
    await page
      .getByRole('table', { name: /in every unit/ })
      .getByRole('row')
      .first()
      .waitFor();
  },
});
