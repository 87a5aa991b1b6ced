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
    const shown = await button.locator('svg').evaluateAll((icons) =>
      icons.filter((icon) => getComputedStyle(icon).display !== 'none').map((icon) => icon.getAttribute('class')),
    );
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
