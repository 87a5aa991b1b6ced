import { describe, expect, it } from 'vitest';
import { useBrowser, useNoScriptPage } from './browser';
import { baseURL } from './server';

/** GET /search answers the search box without JavaScript (docs/product.md#search), and the 404 page's head. */

async function get(path: string) {
  const res = await fetch(baseURL + path, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

const headValue = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

// The server's answers, read over HTTP: no browser needed.
describe('GET /search', () => {
  it.each([
    ['5 ft to m', '/feet-to-meters?v=5'],
    [`5'11" in cm`, '/length/inches-to-centimeters?v=71'],
    ['3 cups in ml', '/cooking/us-cups-to-milliliters?v=3'],
    ['100 usd to eur', '/usd-to-eur?v=100'],
    ['32F to C', '/temperature/fahrenheit-to-celsius?v=32'],
    ['1/2 inch to mm', '/length/inches-to-millimeters?v=0.5'],
    ['60 mph in km/h', '/speed/miles-per-hour-to-kilometers-per-hour?v=60'],
    ['psi to bar', '/pressure/psi-to-bar?v=1'],
    ['10 kg', '/weight?v=10&from=kg&to=lb'],
    ['1 inch', '/length?v=1&from=in&to=cm'],
    ['milimeter', '/length?from=mm&to=in'],
    ['5k in miles', '/length/kilometers-to-miles?v=5'],
    ['volume', '/volume'],
    ['mortgage', '/mortgage'],
    ['temp', '/temperature'],
  ])('redirects %j to its answer', async (q, href) => {
    const res = await get(`/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(302);
    expect(res.location).toBe(href);
  });

  it('says why teaspoons cannot become grams, and links both converters', async () => {
    const res = await get('/search?q=tsp+to+grams');
    expect(res.status).toBe(200);
    expect(res.html).toContain('No converter matches &quot;tsp to grams&quot;');
    expect(res.html).toContain('Teaspoons measure volume and grams measure weight. Converting between them needs the ingredient&#x27;s density');
    expect(res.html).toContain('href="/cooking"');
    expect(res.html).toContain('href="/weight"');
  });

  it('opens the countdown at the next Christmas', async () => {
    const res = await get('/search?q=countdown+to+christmas');
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/countdown\?date=\d{4}-12-25T00:00$/);
  });

  it('lists what a half word may mean', async () => {
    const res = await get('/search?q=squ');
    expect(res.status).toBe(200);
    expect(res.html).toContain('Results for &quot;squ&quot;');
    expect(res.html).toContain('href="/area?from=ft2"');
  });

  it('says when no converter matches, offers converters, and is not indexed', async () => {
    const res = await get('/search?q=neuron');
    expect(res.status).toBe(200);
    expect(res.html).toContain('No converter matches &quot;neuron&quot;');
    expect(res.html).toContain('href="/length"');
    expect(headValue(res.html, /<title>([^<]+)<\/title>/)).toBe('Search: neuron | Unitwise');
    expect(res.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(headValue(res.html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
  });

  it('sends the home page’s old search address to the search', async () => {
    const res = await get('/?q=5+ft+to+m');
    expect(res.status).toBe(302);
    expect(res.location).toBe('/search?q=5%20ft%20to%20m');
  });

  it('gives the 404 page the site name in its title and a description', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(headValue(res.html, /<title>([^<]+)<\/title>/)).toBe('Page Not Found | Unitwise');
    expect(headValue(res.html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
  });
});

describe('search in a browser without JavaScript', () => {
  const b = useBrowser();
  const noScript = useNoScriptPage(b);

  it('answers from the results page’s form, and from the 404 page’s', async () => {
    const page = noScript();
    await page.goto('/search?q=neuron');
    await page.getByRole('heading', { level: 1, name: 'No converter matches "neuron"' }).waitFor();
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search converters' });
    await box.fill('100 c to f');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/celsius-to-fahrenheit' && url.searchParams.get('v') === '100');
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('100');

    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    const notFoundBox = page.getByRole('main').getByRole('searchbox', { name: 'Search converters' });
    await notFoundBox.fill('psi to bar');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/pressure/psi-to-bar');
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('1');
  });
});
