import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from './browser';

/**
 * Opens a page with its island scripts held back, so the test can act on the server's markup
 * before React runs; `release()` lets them load.
 */
async function openBeforeScripts(page: Page, path: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded: wait for the parsed page (the footer comes last).
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor();
  return { release };
}

/** Remembers every element inside an island, to tell later whether React kept or replaced them. */
const rememberIslandNodes = (page: Page) =>
  page.evaluate(() => Object.assign(window, { islandNodes: [...document.querySelectorAll('[data-island] *')] }));
const keptNodes = (page: Page) =>
  page.evaluate(() => {
    const nodes = (window as unknown as { islandNodes: Element[] }).islandNodes;
    return { total: nodes.length, kept: nodes.filter((n) => n.isConnected).length };
  });

describe('hydration over the server markup', () => {
  const b = useBrowser();

  it.each(['/', '/length?v=1&from=m&to=cm', '/mortgage', '/countdown', '/blog', '/blog/why-the-us-uses-two-measurement-systems', '/about'])(
    '%s keeps every server node, with no hydration error',
    async (path) => {
      const { page } = b;
      const { release } = await openBeforeScripts(page, path);
      await rememberIslandNodes(page);
      release();
      await waitForHydration(page);
      const { total, kept } = await keptNodes(page);
      expect(total).toBeGreaterThan(10);
      expect(kept).toBe(total);
      // React reports a failed hydration as an error, which fails the test (browser.ts).
    },
  );

  it('keeps what was typed and chosen before the scripts ran, and converts it', async () => {
    const { page } = b;
    const { release } = await openBeforeScripts(page, '/length?v=1&from=m&to=cm');
    await page.getByLabel('Value to convert').fill('12');
    await page.getByLabel('To unit').selectOption('mm');
    release();
    await waitForHydration(page);
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('12');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('12,000');
    await expect.poll(() => new URL(page.url()).search).toBe('?v=12&from=m&to=mm');
  });
});

describe('an island hydrated when seen', () => {
  const b = useBrowser();

  it('takes a zone typed and entered before its script came, over the visitor’s own zone', async () => {
    const { page } = b;
    // The countdown's event card loads its script when first seen or used: held back here until
    // the zone has been typed and Enter pressed in its server markup.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/islands-countdown-event-[\w-]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await b.goto('/countdown?title=Launch&date=2026-12-25T18%3A00&tz=Mars%2FOlympus_Mons');
    const zone = page.getByLabel('Time zone');
    await zone.fill('Berlin');
    await requested;
    await zone.press('Enter');
    expect(await zone.inputValue()).toBe('Berlin');
    release();
    await page.getByText('Friday, December 25, 2026 at 6:00 PM (Berlin time)').waitFor();
    expect(await zone.inputValue()).toBe('Europe/Berlin');
    expect(new URL(page.url()).searchParams.get('tz')).toBe('Europe/Berlin');
  });
});
