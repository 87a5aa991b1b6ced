import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser } from './browser';

const KEY = 'recent_conversions';
const EMPTY = 'Conversions you make will appear here: your last 20, kept in this browser.';

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { value: string }[], KEY);

/** The recent conversions section of the page (home or favorites). */
const recentSection = (page: Page) => page.getByRole('region', { name: 'Recent Conversions' });

describe('recent conversions', () => {
  const b = useBrowser();

  /**
   * Opens `path` with the page's timers under the test's control (paused once the page is live);
   * `page.clock.resume()` before opening another page, whose islands wait for timers.
   */
  async function gotoPaused(path: string) {
    await b.page.clock.install();
    await b.goto(path);
    await b.page.clock.pauseAt(Date.now() + 60_000);
  }

  it('records a conversion once it has settled for four seconds, and shows it on the home and favorites pages', async () => {
    const { page } = b;
    await gotoPaused('/feet-to-meters');
    // The page as it opens is no conversion of the user's.
    await page.clock.runFor(2_000);
    expect(await stored(page)).toEqual([]);

    await page.getByLabel('Value to convert').fill('5');
    // A pause while typing is not a finished value.
    await page.clock.runFor(3_900);
    expect(await stored(page)).toEqual([]);
    await page.clock.runFor(200);
    // 5 ft × 0.3048 m/ft = 1.524 m, shown to the display rule (4 decimals, no trailing zeros).
    expect(await stored(page)).toEqual([
      { path: '/feet-to-meters', value: '5', from: 'ft', to: 'm', fromLabel: 'ft', toLabel: 'm', result: '1.524', timestamp: expect.any(Number) },
    ]);
    await page.clock.resume();

    for (const path of ['/', '/favorites']) {
      await b.goto(path);
      const link = recentSection(page).getByRole('link', { name: '5 ft = 1.524 m' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('/feet-to-meters?v=5&from=ft&to=m');
    }
    await recentSection(page).getByRole('link', { name: '5 ft = 1.524 m' }).click();
    await page.waitForURL(/\/feet-to-meters\?v=5&from=ft&to=m$/);
    await page.getByLabel('Value to convert').waitFor();
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('5');
  });

  it('records at once when the field loses focus, and moves a repeated conversion to the top', async () => {
    const { page } = b;
    await gotoPaused('/feet-to-meters');
    const field = page.getByLabel('Value to convert');
    for (const value of ['2', '3', '2']) {
      await field.fill(value);
      await page.keyboard.press('Tab');
    }
    expect((await stored(page)).map((r) => r.value)).toEqual(['2', '3']);
  });

  it('records a finished value once: a value edited at its end on the same visit replaces the one recorded', async () => {
    const { page } = b;
    await gotoPaused('/feet-to-meters');
    const field = page.getByLabel('Value to convert');
    // Typing 12, a pause long enough to count, then a 3: one conversion, 123.
    await field.fill('');
    await field.pressSequentially('12');
    await page.clock.runFor(5_000);
    expect((await stored(page)).map((r) => r.value)).toEqual(['12']);
    await field.pressSequentially('3');
    await page.keyboard.press('Tab');
    expect((await stored(page)).map((r) => r.value)).toEqual(['123']);
    // Another number is another conversion.
    await field.fill('7');
    await page.keyboard.press('Enter');
    expect((await stored(page)).map((r) => r.value)).toEqual(['7', '123']);
  });

  it('keeps a compound result as shown, and links back to it', async () => {
    const { page } = b;
    await gotoPaused('/length?v=1.8&from=m&to=m');
    await page.getByLabel('To unit').selectOption({ label: 'Feet and inches (ft in)' });
    await page.getByLabel('Value to convert').press('Enter');
    // 1.8 m = 1.8 / 0.0254 in = 70.866 in: 5 ft 10 in and 14/16 in, to the nearest sixteenth.
    expect((await stored(page))[0]).toEqual(
      expect.objectContaining({ value: '1.8', from: 'm', to: 'in', as: 'feet-inches', toLabel: 'ft in', result: '5 ft 10 ⅞ in' }),
    );
    await page.clock.resume();
    await b.goto('/');
    const link = recentSection(page).getByRole('link', { name: '1.8 m = 5 ft 10 ⅞ in' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/length?v=1.8&from=m&to=in&as=feet-inches');
  });

  it('keeps the last 20, newest first', async () => {
    const { page } = b;
    await b.goto('/');
    await page.evaluate((key) => {
      const old = Array.from({ length: 20 }, (_, i) => ({
        path: '/feet-to-meters',
        value: String(i + 1),
        from: 'ft',
        to: 'm',
        fromLabel: 'ft',
        toLabel: 'm',
        result: 'x',
        timestamp: 20 - i,
      }));
      localStorage.setItem(key, JSON.stringify(old));
    }, KEY);
    await gotoPaused('/feet-to-meters');
    await page.getByLabel('Value to convert').fill('100');
    await page.keyboard.press('Tab');
    await page.clock.resume();

    await b.goto('/');
    const links = recentSection(page).getByRole('listitem').getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBe(20);
    // 100 ft × 0.3048 = 30.48 m; the oldest stored ('20') has dropped off.
    expect(await links.first().textContent()).toBe('100 ft = 30.48 m');
    expect(await links.last().textContent()).toBe('19 ft = x m');
  });

  it('says what will appear, and clears the list', async () => {
    const { page } = b;
    await b.goto('/');
    await recentSection(page).getByText(EMPTY).waitFor();

    await gotoPaused('/feet-to-meters');
    await page.getByLabel('Value to convert').fill('7');
    await page.keyboard.press('Tab');
    await page.clock.resume();
    await b.goto('/favorites');
    await recentSection(page).getByRole('link', { name: '7 ft = 2.1336 m' }).waitFor();
    await page.getByRole('button', { name: 'Clear recent conversions' }).click();
    const empty = recentSection(page).getByText(EMPTY);
    await empty.waitFor();
    expect(await empty.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await b.goto('/');
    await recentSection(page).getByText(EMPTY).waitFor();
  });

  it('sends the text that holds either way from the server, and drops malformed storage', async () => {
    const { page, context } = b;
    await b.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, '[{"path":"//evil.example","value":"1"}, 5, "x"'), KEY);
    await b.goto('/');
    await recentSection(page).getByText(EMPTY).waitFor();

    // Without scripts, the server's markup alone.
    await context.route('**/assets/**/*.js', (route) => route.abort());
    b.allowConsoleErrors();
    await page.goto('/');
    await recentSection(page).getByText(EMPTY).waitFor();
  });

  it.each(['/', '/favorites'])('%s with conversions and favorites stored has no axe violations in both themes', async (path) => {
    const { page, context } = b;
    await context.addInitScript((key) => {
      const entry = { path: '/feet-to-meters', from: 'ft', to: 'm', fromLabel: 'ft', toLabel: 'm', timestamp: 1 };
      localStorage.setItem(
        key,
        JSON.stringify([
          { ...entry, value: '5', result: '1.5240' },
          { ...entry, value: '7', result: '2.1336' },
        ]),
      );
      localStorage.setItem('converter_favorites', JSON.stringify([{ path: '/feet-to-meters?v=5&from=ft&to=m', title: '5 ft → m', timestamp: 1 }]));
    }, KEY);
    await gotoInTheme(b, path, 'light');
    await recentSection(page).getByRole('button', { name: 'Add 5 ft → m to favorites', pressed: true }).waitFor();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
