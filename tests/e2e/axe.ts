import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, type BrowserFixture } from './browser';

export type Theme = 'light' | 'dark';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Opens `path` in `theme` (the theme toggle's stored choice) and checks that the page shows it. The
 * choice is stored again at every later load of the test's context, unless `thisVisitOnly` (for a
 * page that later tests share, useBrowser's onePage, which would otherwise run every earlier
 * test's choice too).
 */
export async function gotoInTheme(b: BrowserFixture, path: string, theme: Theme, { thisVisitOnly = false } = {}): Promise<void> {
  const choice = await b.context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await b.goto(path);
  if (thisVisitOnly) await choice.dispose();
  expect(await b.page.evaluate(() => document.documentElement.className)).toContain(theme);
}

/**
 * axe-core run in the page itself, on its document, reporting every element of each violation and
 * one of the rest (listing every element that passed is most of a run's time on a large page). The
 * library is put into the page once per document: its wrapper for Playwright (@axe-core/playwright)
 * evaluated its 1.3 MB source twice before each run, and checking a page in both themes is two runs
 * (docs/decisions/096-ci-time-six-languages.md). The site has no frames to check across (the
 * sanitizer drops iframes), which is what the wrapper's injection into every frame is for.
 */
async function analyze(page: Page, runOnly: NonNullable<RunOptions['runOnly']>): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = { runOnly, resultTypes: ['violations'] };
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), options);
}

/** One line per violation (rule, help and the first few elements), so that `toEqual([])` prints what is wrong. */
function lines(results: AxeResults): string[] {
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, in its current theme. */
export async function axeViolations(page: Page): Promise<string[]> {
  return lines(await analyze(page, { type: 'tag', values: WCAG_21_AA }));
}

/** The theme button's names in every language (content/i18n/<code>/messages/common.json): pages in any language switch. */
const THEME_WORDS = Object.values(
  import.meta.glob<Record<string, string>>('../../content/i18n/*/messages/common.json', { eager: true, import: 'default' }),
);
const themeButtonText = (next: Theme) =>
  new RegExp(THEME_WORDS.map((words) => words[next === 'dark' ? 'theme.toDark' : 'theme.toLight']!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

/** The theme the page shows now. */
async function shownTheme(page: Page): Promise<Theme> {
  return page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
}

/**
 * Switches the page to the other theme with the site's own theme button, and resolves with that
 * theme once its colours have settled. The button is clicked by a script event, as a hydrated
 * button's handler receives a click, so that focus stays where the test put it (an open list stays
 * open), and so that an open dialog, which hides the header from pointers and screen readers,
 * stays open.
 */
export async function toggleTheme(page: Page): Promise<Theme> {
  const next: Theme = (await shownTheme(page)) === 'dark' ? 'light' : 'dark';
  // The one button in both themes: its text holds both names, of which the theme shows one.
  await page.locator('button', { hasText: themeButtonText(next) }).dispatchEvent('click');
  await page.waitForFunction((theme) => document.documentElement.classList.contains(theme), next);
  // Colours that ease to their new values (transition-colors) are read once they have arrived.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  return next;
}

/**
 * axe-core's WCAG 2.1 A and AA violations on the page as it is now, in both themes, from one page
 * load: every rule in the theme the page shows, then, after the site's own theme button has
 * switched to the other theme (toggleTheme), the rules about colour. The page is left in the other
 * theme.
 *
 * This finds what a page load in each theme would. The theme is one class on the root element,
 * which the stored choice sets before the first paint and the button sets later, and which only
 * the stylesheet's `dark:` variants read: colours, and which of the button's own icon and name show
 * (app/components/theme.tsx). The one component that reads the theme (the toaster,
 * app/lib/toaster.tsx) re-renders when the button switches it, as it renders for a stored choice.
 * So the elements, their roles, names, order and states are the same in both themes, and only the
 * colour rules can answer differently.
 */
export async function axeViolationsInBothThemes(page: Page): Promise<Record<Theme, string[]>> {
  const first = await shownTheme(page);
  const all = await analyze(page, { type: 'tag', values: WCAG_21_AA });
  const colourRules = [...all.violations, ...all.passes, ...all.incomplete, ...all.inapplicable]
    .filter((rule) => rule.tags.includes('cat.color'))
    .map((rule) => rule.id);
  expect(colourRules).toContain('color-contrast');
  const second = await toggleTheme(page);
  const colours = await analyze(page, { type: 'rule', values: colourRules });
  return { [first]: lines(all), [second]: lines(colours) } as Record<Theme, string[]>;
}

export interface AxeSuite {
  /** The describe title. */
  title: string;
  /** Routes whose console errors are expected (a 404 page's missing resource). */
  allowErrorsOn?: readonly string[];
  /** Brings the page to the state to check once it has hydrated (e.g. a lazy island scrolled into view). */
  ready?: (page: Page, path: string) => Promise<void>;
}

/** One test per route, in both themes (axeViolationsInBothThemes): any WCAG 2.1 A/AA violation fails. */
export function describeAxe(routes: readonly string[], { title, allowErrorsOn = [], ready }: AxeSuite): void {
  describe(title, () => {
    // The routes are only opened and checked: one page for all, the theme chosen for each.
    const b = useBrowser({ onePage: true });

    it.each(routes)('%s has no axe violations in the light theme nor in the dark', async (path) => {
      if (allowErrorsOn.includes(path)) b.allowConsoleErrors();
      await gotoInTheme(b, path, 'light', { thisVisitOnly: true });
      await ready?.(b.page, path);
      expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
    });
  });
}
