import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { converterPages } from '~/domain/converters/registry';
import { useBrowser } from './browser';

/** axe-core on every route, in both themes: any WCAG 2.1 A/AA violation fails. */
const ROUTES = [
  '/',
  ...converterPages.map((p) => `/${p.slug}`),
  '/length/feet-to-inches',
  '/temperature/fahrenheit-to-kelvin',
  '/mortgage',
  '/countdown',
  '/blog',
  '/blog/why-the-us-uses-two-measurement-systems',
  '/favorites',
  '/sitemap',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/auth',
  '/no-such-page',
];

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (theme) => {
  const b = useBrowser();

  it.each(ROUTES)('%s has no axe violations', async (path) => {
    const { page, context } = b;
    if (path === '/no-such-page') b.allowConsoleErrors();
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await b.goto(path);
    expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
    expect(summary).toEqual([]);
  });
});
