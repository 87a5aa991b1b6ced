import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

describe('theme button before any script of ours runs', () => {
  const b = useBrowser();

  it.each([
    ['dark', 'Switch to light theme'],
    ['light', 'Switch to dark theme'],
  ])('with the %s theme stored, already says %j', async (theme, name) => {
    const { page, context } = b;
    await b.goto('/');
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    // Every module script blocked: only the inline head script runs, as before the bundle loads.
    await context.route('**/assets/**/*.js', (route) => route.abort());
    b.allowConsoleErrors();
    await page.goto('/length');
    const button = page.getByRole('button', { name, exact: true });
    await button.waitFor();
    expect(await page.getByRole('button', { name: /^Switch to (light|dark) theme$/ }).count()).toBe(1);
    // One icon shows: the moon in the dark theme, the sun in the light one.
    const shown = await button
      .locator('svg')
      .evaluateAll((icons) => icons.filter((icon) => getComputedStyle(icon).display !== 'none').map((icon) => icon.getAttribute('class')));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain(theme === 'dark' ? 'lucide-moon' : 'lucide-sun');
  });

  it('flips both the icon and the name once live, with no hydration error', async () => {
    const { page } = b;
    await b.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await b.goto('/');
    await page.getByRole('button', { name: 'Switch to light theme', exact: true }).click();
    await page.getByRole('button', { name: 'Switch to dark theme', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
  });
});

describe('theme with no stored choice', () => {
  const b = useBrowser();
  // The dark theme's page background, #0b1120 (app/app.css).
  const DARK_BACKGROUND = 'rgb(11, 17, 32)';

  async function openIn(colorScheme: 'dark' | 'light', javaScriptEnabled: boolean) {
    const context = await b.context.browser()!.newContext({ baseURL: b.baseURL, colorScheme, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/length');
    return { context, page };
  }

  it.each([true, false])('follows a dark system preference (scripts on: %s), and the button says so', async (javaScriptEnabled) => {
    const { context, page } = await openIn('dark', javaScriptEnabled);
    try {
      if (javaScriptEnabled) expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND);
      await page.getByRole('button', { name: 'Switch to light theme', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /^Switch to (light|dark) theme$/ }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('follows a light system preference, and a stored choice wins over the system’s', async () => {
    const light = await openIn('light', true);
    try {
      expect(await light.page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
      expect(await light.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(DARK_BACKGROUND);
    } finally {
      await light.context.close();
    }
    const { context, page } = await openIn('dark', true);
    try {
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(DARK_BACKGROUND);
      await page.getByRole('button', { name: 'Switch to dark theme', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
