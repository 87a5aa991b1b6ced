import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCli, emailFor, GOOD_PASSWORD, signInAsAdmin } from './accounts';
import { useBrowser } from './browser';

/** Waits until the service worker controls the page and keeps `path` for offline use. */
async function waitUntilKept(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => page.evaluate(async (p) => (await caches.match(p)) !== undefined, path), { timeout: 10_000 }).toBe(true);
}

/** Every URL in every cache of the page's origin, as paths with their query. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        paths.push(url.pathname + url.search);
      }
    }
    return paths;
  });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('offline use', () => {
  const b = useBrowser();
  const result = () => b.page.getByLabel('Result', { exact: true }).inputValue();
  const monthly = () => b.page.locator('dt:text-is("Monthly principal & interest") + dd').textContent();
  /** Opens `path` online, waits until it is kept, and cuts the network. */
  async function keepThenGoOffline(path: string) {
    await b.goto(path);
    await waitUntilKept(b.page, path);
    await b.context.setOffline(true);
  }

  it('keeps the converters and calculators opened online working offline, and explains the rest', async () => {
    const { page, context } = b;
    await b.goto('/length');
    await waitUntilKept(page, '/length');
    await b.goto('/mortgage');
    await waitUntilKept(page, '/mortgage');

    await context.setOffline(true);
    await b.goto('/length');
    await page.getByLabel('Value to convert').fill('5');
    await page.getByLabel('From unit').selectOption('ft');
    await page.getByLabel('To unit').selectOption('m');
    await expect.poll(result).toBe('1.524');

    // Its address now holds the conversion, which was never loaded: the page as it was kept opens
    // at that address, showing that conversion.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(new URL(page.url()).search).toBe('?v=5&from=ft&to=m');
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('5');
    expect(await result()).toBe('1.524');
    await page.getByLabel('Value to convert').fill('12');
    await page.getByLabel('From unit').selectOption('in');
    await page.getByLabel('To unit').selectOption('cm');
    await expect.poll(result).toBe('30.48');

    await b.goto('/mortgage');
    expect(await monthly()).toBe('$1,896.20');
    await page.getByLabel('Loan amount').fill('400000');
    await expect.poll(monthly).toBe('$2,528.27');

    // Never opened here: the offline page, at the address asked for, with a header that works.
    await b.goto('/weight');
    expect(new URL(page.url()).pathname).toBe('/weight');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await page.getByText('New blog posts, and articles you have not read here').waitFor();
    await page.getByText('Signing in to manage the blog').waitFor();
    await page.getByText('Subscribing to the newsletter, confirming a subscription or unsubscribing').waitFor();
    await page.getByRole('button', { name: 'Converters' }).click();
    await page.getByRole('menu').waitFor();

    await context.setOffline(false);
    await b.goto('/weight');
    await page.getByLabel('Value to convert').waitFor();
  });

  it('opens a converter link offline at its own address and conversion, not the one kept', async () => {
    const { page } = b;
    await keepThenGoOffline('/length?v=7&from=ft&to=m');
    await b.goto('/length?v=10&from=in&to=mm');
    expect(new URL(page.url()).search).toBe('?v=10&from=in&to=mm');
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('10');
    expect(await page.getByLabel('From unit').inputValue()).toBe('in');
    expect(await page.getByLabel('To unit').inputValue()).toBe('mm');
    // 10 in = 10 × 25.4 mm, exactly.
    expect(await result()).toBe('254');
    // The page as it is works on from there.
    await page.getByLabel('Value to convert').fill('2');
    await expect.poll(result).toBe('50.8');
    expect(new URL(page.url()).search).toBe('?v=2&from=in&to=mm');
  });

  it('suggests from the search index offline', async () => {
    const { page } = b;
    await keepThenGoOffline('/length');
    await b.goto('/length');
    const box = page.getByRole('search', { name: 'Site' }).getByRole('combobox', { name: 'Search converters' });
    await box.click();
    await box.pressSequentially('gallon');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.first().textContent()).toMatch(/gallon/i);
  });

  it('opens the favorites page offline, never opened before, with the favorites kept in the browser', async () => {
    const { page, context } = b;
    await b.goto('/weight');
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByRole('button', { name: 'Remove from favorites' }).waitFor();
    await waitUntilKept(page, '/weight');

    await context.setOffline(true);
    await b.goto('/favorites');
    expect(new URL(page.url()).pathname).toBe('/favorites');
    await page.getByRole('heading', { level: 1, name: 'Your Favorites' }).waitFor();
    await page.getByRole('link', { name: /Weight Converter/ }).waitFor();
  });

  it('never keeps admin pages, sign-in or API responses', async () => {
    const { page } = b;
    const admin = emailFor('offline-admin');
    await adminCli(['create', admin, '--name', 'Offline Tester'], { ADMIN_PASSWORD: GOOD_PASSWORD });
    await b.goto('/length');
    await waitUntilKept(page, '/length');

    await signInAsAdmin(page, admin);
    await b.goto('/blog-admin');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/units')).ok)).toBe(true);
    await page.goto('/api/units');
    // Something kept after them, so whatever would have been kept has been by now.
    await b.goto('/mortgage');
    await waitUntilKept(page, '/mortgage');

    const paths = await cachedPaths(page);
    expect(paths).toContain('/length');
    // The one API answer kept is the search index at its versioned address, the same for everyone,
    // which the build precaches so that suggestions work offline.
    expect(paths.filter((p) => /^\/(blog-admin|auth|api)\b/.test(p) && !/^\/api\/search-index\?v=\w+$/.test(p))).toEqual([]);
  });

  it('links a valid web app manifest with the site name and icons in every size browsers ask for', async () => {
    const { page, baseURL } = b;
    await b.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const res = await fetch(new URL(href!, baseURL));
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Unitwise', short_name: 'Unitwise', start_url: '/', display: 'standalone' });

    const kinds = manifest.icons.map((icon) => `${icon.type} ${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['image/svg+xml any any', 'image/png 192x192 any', 'image/png 512x512 any', 'image/png 512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await fetch(new URL(icon.src, baseURL));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type')).toContain(icon.type);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (icon.type === 'image/png') expect(pngSize(bytes).join('x')).toBe(icon.sizes);
    }

    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((m) => `${m.getAttribute('media')} ${m.getAttribute('content')}`));
    expect(themeColors).toEqual(['(prefers-color-scheme: light) #ffffff', '(prefers-color-scheme: dark) #0b1120']);
  });

  it('serves the service worker uncached at the root, and marks pages that depend on the visitor', async () => {
    const { baseURL } = b;
    const sw = await fetch(`${baseURL}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toContain('javascript');
    expect(sw.headers.get('cache-control')).toBe('no-cache');

    const cacheControl = async (path: string) => (await fetch(`${baseURL}${path}`, { redirect: 'manual' })).headers.get('cache-control') ?? '';
    expect(await cacheControl('/auth')).toBe('private, no-store');
    expect(await cacheControl('/offline')).not.toMatch(/private|no-store/);
    expect(await cacheControl('/length')).not.toMatch(/private|no-store/);
    expect(await cacheControl('/blog/why-the-us-uses-two-measurement-systems')).not.toMatch(/private|no-store/);
  });
});
