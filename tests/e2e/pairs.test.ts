import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '~/domain/units/currency';
import { useBrowser } from './browser';

describe('a page for every unit pair', () => {
  // Each test opens its page by address and reads it: one page for all.
  const b = useBrowser({ onePage: true });

  it('/length/feet-to-inches: its own head, the converter preset, the formula, a table and the reverse pair', async () => {
    const { page, baseURL } = b;
    await b.goto('/length/feet-to-inches');
    expect(await page.title()).toContain('Feet to Inches (ft to in)');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/length/feet-to-inches`);
    await page.getByRole('heading', { level: 1, name: 'Feet to Inches Converter' }).waitFor();
    expect(await page.getByLabel('From unit').inputValue()).toBe('ft');
    expect(await page.getByLabel('To unit').inputValue()).toBe('in');
    // 1 ft = 12 in exactly (1959 agreement): the default value 1 shows 12.
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toBe('12');
    await page.getByText('1 ft = 12 in', { exact: true }).waitFor();

    const table = page.getByRole('table');
    const row = (feet: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: feet, exact: true }) });
    expect(await row('5').getByRole('cell').last().textContent()).toBe('60');
    expect(await row('0.25').getByRole('cell').last().textContent()).toBe('3');

    await page.getByLabel('Value to convert').fill('6');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('72');

    await page.getByRole('link', { name: 'Inches to Feet', exact: true }).click();
    await page.waitForURL(`${baseURL}/length/inches-to-feet`);
    await page.getByRole('heading', { level: 1, name: 'Inches to Feet Converter' }).waitFor();
    await page.getByRole('link', { name: 'Length Converter' }).click();
    await page.waitForURL(`${baseURL}/length`);
  });

  it('/data/gigabytes-to-megabytes: says the GB and MB are binary, at the address they had', async () => {
    const { page } = b;
    await b.goto('/data/gigabytes-to-megabytes');
    await page.getByRole('heading', { level: 1, name: 'Binary gigabytes to Binary megabytes Converter' }).waitFor();
    // 1 GB = 1,024 MB in 1,024 steps (docs/product.md#unit-tables); GNU units: `units -t GiB MiB`
    // gives 1024.
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toBe('1,024');
    const from = page.getByLabel('From unit');
    expect(await from.locator('option:checked').textContent()).toBe('Binary gigabyte (GB)');
    expect(await from.getByRole('option', { name: 'Decimal gigabyte (GB (10⁹ B))' }).count()).toBe(1);
  });

  it('/pressure/kpa-to-psi: a table of tyre pressures, not of 0.25 kPa', async () => {
    const { page } = b;
    await b.goto('/pressure/kpa-to-psi');
    const table = page.getByRole('region', { name: 'Kilopascals to Pounds-force per square inch table' }).getByRole('table');
    const row = (kpa: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: kpa, exact: true }) });
    // GNU units: `units -t '220 kPa' psi` gives 31.908302; `units -t '250 kPa' psi` gives 36.259434.
    expect(await row('220').getByRole('cell').last().textContent()).toBe('31.9083');
    expect(await row('250').getByRole('cell').last().textContent()).toBe('36.2594');
    expect(await row('0.25').count()).toBe(0);
  });

  // The suite's server has stored no rates: its built-in table has none for the Mexican peso.
  it('/currency/usd-to-mxn without a rate for the peso: says so, and shows no result in other currencies', async () => {
    const { page } = b;
    await b.goto('/currency/usd-to-mxn?v=100');
    await page.getByRole('heading', { level: 1, name: 'US dollars to Mexican pesos Converter' }).waitFor();
    await page
      .getByText('This site cannot convert US dollars to Mexican pesos: it has no rate on this day for one currency, the Mexican peso.', {
        exact: false,
      })
      .waitFor();
    expect(await page.getByLabel('Result', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('From unit').count()).toBe(0);
    await page.getByRole('link', { name: 'Currency Converter' }).first().waitFor();
    // The built-in table's reach, counted from the table, not claimed for all.
    const builtIn = CURRENCIES.filter((c) => c.builtIn !== undefined).length;
    await page.getByText(`cover ${builtIn} of the ${CURRENCIES.length} currencies`, { exact: false }).waitFor();
  });

  it('answers the nested twin of a core pair page with a 301 to it, and an unknown pair with 404', async () => {
    const { baseURL } = b;
    const twin = await fetch(`${baseURL}/weight/kilograms-to-pounds?v=2`, { redirect: 'manual' });
    expect(twin.status).toBe(301);
    expect(twin.headers.get('location')).toBe('/kg-to-lbs?v=2');
    expect((await fetch(`${baseURL}/length/feet-to-feet`)).status).toBe(404);
    expect((await fetch(`${baseURL}/length/cubits-to-feet`)).status).toBe(404);
  });

  it('sends another spelling of a pair to its page with a 301, keeping the query, cached or not', async () => {
    const { baseURL } = b;
    const answer = async (path: string) => {
      const res = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      await res.body?.cancel();
      return [res.status, res.headers.get('location')];
    };
    // Uncached: the page itself has not been asked for yet.
    expect(await answer('/length/Inches-To-Feet')).toEqual([301, '/length/inches-to-feet']);
    // Cached: the page is kept once rendered, and other spellings still go there, every time.
    expect((await answer('/length/feet-to-inches'))[0]).toBe(200);
    expect((await answer('/length/feet-to-inches'))[0]).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(await answer('/length/Feet-To-Inches')).toEqual([301, '/length/feet-to-inches']);
      expect(await answer('/length/ft-to-in')).toEqual([301, '/length/feet-to-inches']);
    }
    expect(await answer('/length/ft-to-in?v=3')).toEqual([301, '/length/feet-to-inches?v=3']);
    expect(await answer('/Length/FT-to-IN')).toEqual([301, '/length/feet-to-inches']);
    expect(await answer('/power/mW-to-W')).toEqual([301, '/power/milliwatts-to-watts']);
    // Straight to the core top-level page for its twin, in one hop.
    expect(await answer('/length/ft-to-m?v=2')).toEqual([301, '/feet-to-meters?v=2']);
    // Unknown pairs are still unknown.
    expect((await answer('/length/ft-to-cubits'))[0]).toBe(404);
    expect((await answer('/length/FT-to-FT'))[0]).toBe(404);
  });

  it('lists the pair pages in a child sitemap per quantity, each under 50,000 URLs', async () => {
    const { baseURL } = b;
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const children = locs(await (await fetch(`${baseURL}/sitemap.xml`)).text());
    expect(children).toContain(`${baseURL}/sitemaps/pairs-length.xml`);
    expect(children).toContain(`${baseURL}/sitemaps/pairs-pressure.xml`);
    let total = 0;
    for (const child of children.filter((loc) => loc.includes('/sitemaps/pairs-'))) {
      // A quantity's pairs may take several files (`pairs-length-2.xml`) once each URL lists its translations.
      const quantity = /pairs-([a-z0-9-]+?)(?:-\d+)?\.xml$/.exec(child)![1]!;
      const urls = locs(await (await fetch(child)).text());
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThan(50_000);
      expect(urls.every((url) => url.startsWith(`${baseURL}/${quantity}/`))).toBe(true);
      total += urls.length;
    }
    expect(total).toBeGreaterThan(10_000);
    const length = locs(await (await fetch(`${baseURL}/sitemaps/pairs-length.xml`)).text());
    expect(length).toContain(`${baseURL}/length/feet-to-inches`);
    expect(length).not.toContain(`${baseURL}/length/feet-to-meters`);
    expect((await fetch(`${baseURL}/sitemaps/pairs-nothing.xml`)).status).toBe(404);
  });

  it('links the pair pages from the quantity page and from the site map', async () => {
    const { page } = b;
    await b.goto('/pressure');
    const section = page.getByRole('region', { name: 'Pressure Conversions' });
    await section.getByRole('link', { name: 'Kilopascals to Pascals' }).waitFor();
    await section.getByRole('link', { name: /^All [\d,]+ pressure conversions$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'All Pressure Conversions' }).waitFor();
    await page.getByRole('heading', { name: 'From Bars (bar)' }).waitFor();
    await page.getByRole('link', { name: 'Bars to Kilopascals', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Bars to Kilopascals Converter' }).waitFor();

    await b.goto('/sitemap');
    await page.getByRole('link', { name: /conversions of length$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'All Length Conversions' }).waitFor();
    // Length's 8,742 pairs are too many for one page: it lists its 94 units, each with its own page
    // of 93 pairs (one to every other unit).
    const units = page.getByRole('list', { name: 'Units' }).getByRole('listitem');
    expect(await units.count()).toBe(94);
    expect(await units.filter({ hasText: 'From Feet (ft)' }).textContent()).toBe('From Feet (ft) (93 conversions)');
    await page.getByRole('link', { name: 'From Feet (ft)', exact: true }).click();
    await page.waitForURL(`${b.baseURL}/sitemap/length/feet`);
    await page.getByRole('heading', { level: 1, name: 'Length Conversions from Feet (ft)' }).waitFor();
    const fromFeet = page.getByRole('region', { name: 'From Feet (ft)' });
    expect(await fromFeet.getByRole('link').count()).toBe(93);
    // The core top-level pair pages are linked where their nested twins would be.
    expect(await fromFeet.getByRole('link', { name: 'Feet to Meters', exact: true }).getAttribute('href')).toBe('/feet-to-meters');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Length Conversions' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Length Conversions' }).waitFor();

    // A unit the quantity lacks, and a unit page of a quantity listed whole, are no pages.
    expect((await fetch(`${b.baseURL}/sitemap/length/no-such-units`)).status).toBe(404);
    expect((await fetch(`${b.baseURL}/sitemap/pressure/bars`)).status).toBe(404);
  });
});
