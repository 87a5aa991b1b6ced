import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { layoutShifts, useBrowser } from './browser';

describe('home, theme, menu and errors', () => {
  const b = useBrowser();

  // The hero search (the site's search box, tests/e2e/search.test.ts): a whole query opens its
  // answer; the core keyword words still lead to their converters; a miss says so.
  it.each([
    ['Feet', '/length'],
    ['  KG ', '/weight'],
    ['celsius to kelvin', '/temperature/celsius-to-kelvin'],
    ['usd', '/currency'],
    ['speed', '/speed'],
  ])('home search %j goes to %s', async (query, path) => {
    const { page } = b;
    await b.goto('/');
    const hero = page.getByRole('search', { name: 'Converters' });
    await hero.getByLabel('Search converters').fill(query);
    await hero.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === path);
  });

  it('home search with no match says so and offers converters', async () => {
    const { page } = b;
    await b.goto('/');
    const hero = page.getByRole('search', { name: 'Converters' });
    await hero.getByLabel('Search converters').fill('neuron');
    await hero.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { level: 1, name: 'No converter matches "neuron"' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Length\b/ })
      .first()
      .waitFor();
  });

  it('shows the sections of the home page', async () => {
    const { page } = b;
    await b.goto('/');
    for (const name of ['Free Online Unit Converter', 'Browse by Category', 'Popular Converters', 'All Converters', 'Why Use Our Converter?']) {
      await page.getByRole('main').getByRole('heading', { name, exact: true }).waitFor();
    }
    for (const name of ['Feet to Meters', 'Instant results', 'Mobile friendly', '100% free']) {
      await page.getByRole('main').getByText(name, { exact: false }).first().waitFor();
    }
  });

  it('keeps the dark theme across a reload without waiting for scripts', async () => {
    const { page, context } = b;
    await b.goto('/');
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // With every module script blocked, only the inline head script can set the class:
    // the page is dark from its first paint.
    await context.route('**/assets/**/*.js', (route) => route.abort());
    b.allowConsoleErrors();
    await page.goto('/length');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.unroute('**/assets/**/*.js');

    await b.goto('/length');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
  });

  it('opens the desktop Converters dropdown', async () => {
    const { page } = b;
    await b.goto('/');
    await page.getByRole('button', { name: 'Converters' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // Ten categories, the two calculators under their heading, and the site map.
    expect(await menu.getByRole('menuitem').count()).toBe(13);
    const calculators = menu.getByRole('group', { name: 'Calculators' });
    expect(await calculators.getByRole('menuitem', { name: 'Mortgage Calculator' }).getAttribute('href')).toBe('/mortgage');
    expect(await calculators.getByRole('menuitem', { name: 'Countdown Timer' }).getAttribute('href')).toBe('/countdown');
    await menu.getByRole('menuitem', { name: 'View All Converters' }).click();
    await page.waitForURL(`${b.baseURL}/sitemap`);
  });

  it('links the mortgage calculator and the countdown timer from the footer of every page', async () => {
    const { page } = b;
    for (const path of ['/', '/length', '/blog']) {
      await b.goto(path);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Mortgage Calculator', exact: true }).getAttribute('href')).toBe('/mortgage');
      expect(await footer.getByRole('link', { name: 'Countdown Timer', exact: true }).getAttribute('href')).toBe('/countdown');
    }
  });

  it('answers an unknown path with the 404 page and status', async () => {
    const { page } = b;
    b.allowConsoleErrors(); // the browser logs the 404 document response
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${b.baseURL}/`);
  });
});

describe('mobile menu', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('slides in with every link and closes on navigation', async () => {
    const { page } = b;
    await b.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    for (const name of [
      'Home',
      'Length',
      'Energy',
      'View All Converters',
      'Mortgage Calculator',
      'Countdown Timer',
      'Blog',
      'About',
      'Contact',
      'Favorites',
    ]) {
      await dialog.getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await dialog.getByRole('link', { name: 'Countdown Timer' }).getAttribute('href')).toBe('/countdown');
    await dialog.getByRole('link', { name: 'Weight', exact: true }).click();
    await page.waitForURL(`${b.baseURL}/weight`);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Weight Converter' }).waitFor();
  });
});

describe('home search on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('gives the field most of the row, and its button keeps the name Search', async () => {
    const { page } = b;
    await b.goto('/');
    const hero = page.getByRole('search', { name: 'Converters' });
    const [form, field, button] = await Promise.all([
      hero.boundingBox(),
      hero.getByRole('combobox', { name: 'Search converters' }).boundingBox(),
      hero.getByRole('button', { name: 'Search', exact: true }).boundingBox(),
    ]);
    expect(field!.width).toBeGreaterThanOrEqual(button!.width);
    // The field is what the row is for: at least two thirds of it.
    expect(field!.width).toBeGreaterThanOrEqual((form!.width * 2) / 3);
    expect(button!.x + button!.width).toBeLessThanOrEqual(390);
    // One row: the button beside the field, not under it.
    expect(Math.abs(button!.y - field!.y)).toBeLessThan(2);
  });
});

describe('advertisement placeholders', () => {
  const b = useBrowser();
  // The product's slot heights: header and footer 6rem, sidebar 24rem, content 8rem (16 px each).
  const MOST = 24 * 16;

  it.each([
    ['/length', 1280],
    ['/length', 390],
    ['/blog', 1280],
    ['/mortgage', 390],
  ])('on %s at %i px are no taller than their slots, and hidden from screen readers while empty', async (path, width) => {
    const { page } = b;
    await page.setViewportSize({ width, height: 900 });
    await b.goto(path);
    const slots = page.getByText('Advertisement', { exact: true });
    expect(await slots.count()).toBeGreaterThan(0);
    for (const slot of await slots.all()) {
      const box = await slot.boundingBox();
      if (!box) continue; // the sidebar's slot shows on wide screens only
      expect(box.height).toBeLessThanOrEqual(MOST);
      // Only the sidebar's slot is as tall as 24rem; the others are 8rem at most.
      if (box.height > 8 * 16) expect(box.width).toBeLessThan(width / 2);
    }
    // What a screen reader gets from the page has no "Advertisement" in it.
    expect(await page.locator('body').ariaSnapshot()).not.toContain('Advertisement');
  });
});

describe('a page whose HTML arrives in parts', () => {
  const b = useBrowser({ viewport: { width: 412, height: 823 } });

  /**
   * A proxy in front of the site that sends a page's HTML in two parts, the second after a pause,
   * cut inside the header (before its second island): as a slow connection can deliver it. It
   * counts the pages it cut.
   */
  async function slowHeaderProxy(): Promise<{ origin: string; pages: () => number; close: () => Promise<void> }> {
    let cut = 0;
    const server = createServer((req, res) => {
      void (async () => {
        const upstream = await fetch(new URL(req.url ?? '/', b.baseURL), { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
        const body = Buffer.from(await upstream.arrayBuffer());
        const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
        res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
        const at = type.startsWith('text/html') ? body.indexOf('data-export="HeaderActions"') : -1;
        if (at === -1) return void res.end(body);
        cut++;
        res.write(body.subarray(0, at));
        await new Promise((resolve) => setTimeout(resolve, 600));
        res.end(body.subarray(at));
      })().catch((error: unknown) => res.destroy(error as Error));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Closing ends the browser's kept-alive connections too: server.close() alone waits for them.
    const close = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    return { origin: `http://127.0.0.1:${port}`, pages: () => cut, close };
  }

  it('paints the header only once it is whole, so its controls do not move', async () => {
    const { page } = b;
    const proxy = await slowHeaderProxy();
    try {
      await page.goto(`${proxy.origin}/cooking/ingredients`);
      const shifts = await layoutShifts(page);
      // The page did come in two parts, and nothing moved.
      expect(proxy.pages()).toBeGreaterThanOrEqual(1);
      expect(shifts).toEqual([]);
      // The header's three controls, side by side at the right.
      await expect.poll(() => page.getByRole('banner').getByRole('button').count()).toBeGreaterThanOrEqual(3);
    } finally {
      await proxy.close();
    }
  });
});
