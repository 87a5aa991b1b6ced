import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, type BrowserFixture } from './browser';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Opens `path` in `theme` (the theme toggle's stored choice) and checks that the page shows it. */
export async function gotoInTheme(b: BrowserFixture, path: string, theme: Theme): Promise<void> {
  await b.context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await b.goto(path);
  expect(await b.page.evaluate(() => document.documentElement.className)).toContain(theme);
}

/**
 * axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line each (rule, help
 * and the first few elements), so that `expect(…).toEqual([])` prints what is wrong.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

export interface AxeSuite {
  /** The describe title per theme, with %s for the theme. */
  title: string;
  /** Routes whose console errors are expected (a 404 page's missing resource). */
  allowErrorsOn?: readonly string[];
  /** Brings the page to the state to check once it has hydrated (e.g. a lazy island scrolled into view). */
  ready?: (page: Page, path: string) => Promise<void>;
}

/** One test per route and theme: any WCAG 2.1 A/AA violation fails. */
export function describeAxe(routes: readonly string[], { title, allowErrorsOn = [], ready }: AxeSuite): void {
  describe.each(THEMES)(title, (theme) => {
    const b = useBrowser();

    it.each(routes)('%s has no axe violations', async (path) => {
      if (allowErrorsOn.includes(path)) b.allowConsoleErrors();
      await gotoInTheme(b, path, theme);
      await ready?.(b.page, path);
      expect(await axeViolations(b.page)).toEqual([]);
    });
  });
}
