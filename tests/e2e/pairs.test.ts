import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

describe('a page for every unit pair', () => {
  const b = useBrowser();

  it('/length/feet-to-inches: its own head, the converter preset, the formula, a table and the reverse pair', async () => {
    const { page, baseURL } = b;
    await b.goto('/length/feet-to-inches');
    expect(await page.title()).toContain('Feet to Inches (ft to in)');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/length/feet-to-inches`);
    await page.getByRole('heading', { level: 1, name: 'Feet to Inches Converter' }).waitFor();
    expect(await page.getByLabel('From unit').inputValue()).toBe('ft');
    expect(await page.getByLabel('To unit').inputValue()).toBe('in');
    // 1 ft = 12 in exactly (1959 agreement): the default value 1 shows 12.
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toBe('12.0000');
    await page.getByText('1 ft = 12 in', { exact: true }).waitFor();

    const table = page.getByRole('table');
    const row = (feet: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: feet, exact: true }) });
    expect(await row('5').getByRole('cell').last().textContent()).toBe('60.0000');
    expect(await row('0.25').getByRole('cell').last().textContent()).toBe('3.0000');

    await page.getByLabel('Value to convert').fill('6');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('72.0000');

    await page.getByRole('link', { name: 'Inches to Feet', exact: true }).click();
    await page.waitForURL(`${baseURL}/length/inches-to-feet`);
    await page.getByRole('heading', { level: 1, name: 'Inches to Feet Converter' }).waitFor();
    await page.getByRole('link', { name: 'Length Converter' }).click();
    await page.waitForURL(`${baseURL}/length`);
  });

  it("answers the nested twin of a SPEC pair page with a 301 to it, and an unknown pair with 404", async () => {
    const { baseURL } = b;
    const twin = await fetch(`${baseURL}/weight/kilograms-to-pounds?v=2`, { redirect: 'manual' });
    expect(twin.status).toBe(301);
    expect(twin.headers.get('location')).toBe('/kg-to-lbs?v=2');
    expect((await fetch(`${baseURL}/length/feet-to-feet`)).status).toBe(404);
    expect((await fetch(`${baseURL}/length/cubits-to-feet`)).status).toBe(404);
  });

  it('lists the pair pages in sitemap.xml', async () => {
    const xml = await (await fetch(`${b.baseURL}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${b.baseURL}/length/feet-to-inches</loc>`);
    expect(xml).toContain(`<loc>${b.baseURL}/temperature/fahrenheit-to-kelvin</loc>`);
    expect(xml).not.toContain(`<loc>${b.baseURL}/length/feet-to-meters</loc>`);
  });
});
