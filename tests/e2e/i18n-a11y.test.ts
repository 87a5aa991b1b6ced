import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES, languageByCode, type Language } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { translatorOf } from '~/i18n/translator.server';
import { axeViolationsInBothThemes, describeAxe, gotoInTheme } from './axe';
import { useBrowser } from './browser';
import { listedBy } from './listed';

/**
 * Accessibility of the pages in Spanish and German (issue 38): axe in both themes over the page
 * types that the language files' own tests leave out (i18n-converters, cooking-i18n,
 * money-languages and i18n-info check converters, pairs, cooking, mortgage, countdown, favorites,
 * offline, the information pages and the blog), over the controls a reader opens (the search box's
 * suggestions, the small screen's menu), and the language switcher and number style switch used
 * with the keyboard alone.
 */
const OTHERS = LANGUAGES.filter((language) => language !== ENGLISH);
const es = languageByCode('es')!;
const de = languageByCode('de')!;

describeAxe(
  [
    ...OTHERS.flatMap((language) => [
      pagePath(language, 'home'),
      `${pagePath(language, 'search')}?q=zzzz`,
      pagePath(language, 'home', 'no-such-page'),
    ]),
    // The other page types once, each in one of the languages.
    '/es/mapa-del-sitio',
    '/de/seitenuebersicht/laenge',
    '/es/moneda',
    '/de/dollar-in-euro',
    '/es/pies-a-metros',
  ],
  {
    title: 'pages in Spanish and German: accessibility in both themes',
    allowErrorsOn: OTHERS.map((language) => pagePath(language, 'home', 'no-such-page')),
  },
);

/** A query each language's search answers with suggestions. */
const FIVE_FEET: Record<string, string> = {
  es: '5 pies a metros',
  de: '5 Fuß in Meter',
  fr: '5 pieds en mètres',
  pt: '5 pés para metros',
  ja: '5フィートをメートルに',
};

describe.each(OTHERS.map((language) => [language.code, language] as const))('opened controls in %s, in both themes', (_code, language) => {
  const t = translatorOf(language);

  describe('on a wide screen', () => {
    const b = useBrowser({ onePage: true });

    it('the search box with its suggestions open has no axe violations', async () => {
      await gotoInTheme(b, pagePath(language, 'home'), 'light', { thisVisitOnly: true });
      const field = b.page.getByRole('search', { name: t('search.formSite') }).getByRole('combobox', { name: t('search.label') });
      await field.click();
      await field.pressSequentially(FIVE_FEET[language.code]!);
      await b.page.getByRole('option').first().waitFor();
      expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
      // Still open: the theme button was pressed without taking the focus.
      expect(await b.page.getByRole('option').count()).toBeGreaterThan(0);
    });
  });

  describe('on a small screen', () => {
    const b = useBrowser({ onePage: true, viewport: { width: 390, height: 844 } });

    it('the menu open has no axe violations', async () => {
      await gotoInTheme(b, pagePath(language, 'home'), 'light', { thisVisitOnly: true });
      await b.page.getByRole('button', { name: t('nav.openMenu') }).click();
      await b.page.getByRole('dialog', { name: t('nav.menu') }).waitFor();
      expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
      expect(await b.page.getByRole('dialog', { name: t('nav.menu') }).isVisible()).toBe(true);
    });
  });
});

const MOST = LANGUAGES.reduce((most, language) => (listedBy(language).length > listedBy(most).length ? language : most));

describe(`the header of a page in ${MOST.code}, which lists the most languages`, () => {
  const b = useBrowser({ onePage: true, viewport: { width: 390, height: 844 } });

  it('fits a 390 px phone with its language panel open, axe clean in both themes, and ends within a 1024 px screen', async () => {
    const { page } = b;
    await gotoInTheme(b, pagePath(MOST, 'home'), 'light', { thisVisitOnly: true });
    const banner = page.getByRole('banner');
    const group = banner.getByRole('group', { name: translatorOf(MOST)('nav.language') });
    await group.locator('summary').click();
    const links = group.getByRole('link');
    await links.first().waitFor();
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('lang')))).toEqual(listedBy(MOST).map((language) => language.code));
    /** The page's width, and the left and right edges of the header's controls one can see. */
    const extent = () =>
      banner.evaluate((header) => {
        const boxes = [...header.querySelectorAll('a, button, summary, input')]
          .filter((el) => el.checkVisibility())
          .map((el) => el.getBoundingClientRect());
        return {
          page: document.documentElement.scrollWidth,
          left: Math.min(...boxes.map((box) => box.left)),
          right: Math.max(...boxes.map((box) => box.right)),
        };
      });
    // No sideways scrolling, every control on the screen.
    const small = await extent();
    expect(small.page).toBe(390);
    expect(small.left).toBeGreaterThanOrEqual(0);
    expect(small.right).toBeLessThanOrEqual(390);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(await links.count()).toBe(listedBy(MOST).length);

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => extent().then((wide) => wide.page)).toBe(1024);
    const wide = await extent();
    expect(wide.left).toBeGreaterThanOrEqual(0);
    expect(wide.right).toBeLessThanOrEqual(1024);
  });
});

/** Whether the element has the focus, shown by the browser as keyboard focus, with an outline one can see. */
function focusShown(locator: Locator): Promise<{ focused: boolean; visible: boolean; outline: string }> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focused: el === document.activeElement,
      visible: el.matches(':focus-visible'),
      outline: style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : 'shown',
    };
  });
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('The control never received the focus by Tab');
}

describe('the language switcher and the number style switch with the keyboard alone', () => {
  const b = useBrowser();
  const say = (language: Language) => translatorOf(language);
  /** The page's text as the reader sees it (innerText leaves out the number style that CSS hides). */
  const shown = (page: Page) => page.locator('main').innerText();
  // One of the page's conversion examples: 26.2 mi = 26.2 × 1.609344 km = 42.1648128 km, to four decimals.
  const SPAIN = '26,2 mi = 42,1648 km';
  const MEXICO = '26.2 mi = 42.1648 km';

  it('reaches the header’s number style switch by Tab, with visible focus, and switches with Enter and Space', async () => {
    const { page } = b;
    await b.goto('/es/longitud');
    const toMexico = say(es)('numbers.switch', { sample: '12,345.6' });
    const toSpain = say(es)('numbers.switch', { sample: '12.345,6' });
    const button = page.locator('header').getByRole('button', { name: toMexico, exact: true });
    await tabTo(page, button);
    expect(await focusShown(button)).toEqual({ focused: true, visible: true, outline: 'shown' });
    expect(await shown(page)).toContain(SPAIN);

    await page.keyboard.press('Enter');
    // The same button, still focused, now offers the style of Spain; the numbers are in Mexico's.
    const back = page.locator('header').getByRole('button', { name: toSpain, exact: true });
    expect(await focusShown(back)).toEqual({ focused: true, visible: true, outline: 'shown' });
    await expect.poll(() => shown(page)).toContain(MEXICO);
    expect(await shown(page)).not.toContain(SPAIN);

    await page.keyboard.press('Space');
    expect(await focusShown(button)).toEqual({ focused: true, visible: true, outline: 'shown' });
    await expect.poll(() => shown(page)).toContain(SPAIN);
    expect(await shown(page)).not.toContain(MEXICO);
  });

  it('reaches the header’s language switcher by Tab, opens it with Enter, each language named in itself, and Enter on one opens the same page', async () => {
    const { page } = b;
    await b.goto('/es/longitud');
    const group = page.locator('header').getByRole('group', { name: say(es)('nav.language') });
    const summary = group.locator('summary');
    // Closed, it shows the page's language by its code, and no link.
    expect(await summary.innerText()).toContain('ES');
    expect(await group.getByRole('link').count()).toBe(0);
    await tabTo(page, summary);
    expect(await focusShown(summary)).toEqual({ focused: true, visible: true, outline: 'shown' });
    await page.keyboard.press('Enter');
    // Each link says its language's name in that language, for a screen reader to read it so.
    const links = group.getByRole('link');
    await links.first().waitFor();
    expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute('lang'), a.textContent]))).toEqual([
      ['en', 'English'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['pt', 'Português'],
      ['ja', '日本語'],
    ]);
    const deutsch = group.getByRole('link', { name: 'Deutsch', exact: true });
    await tabTo(page, deutsch);
    expect(await focusShown(deutsch)).toEqual({ focused: true, visible: true, outline: 'shown' });
    await Promise.all([page.waitForURL((url) => url.pathname === '/de/laenge'), page.keyboard.press('Enter')]);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    // And back from the German page.
    const german = page.locator('header').getByRole('group', { name: say(de)('nav.language') });
    await tabTo(page, german.locator('summary'));
    await page.keyboard.press('Enter');
    const espanol = german.getByRole('link', { name: 'Español', exact: true });
    expect(await espanol.getAttribute('lang')).toBe('es');
    await tabTo(page, espanol);
    expect(await focusShown(espanol)).toEqual({ focused: true, visible: true, outline: 'shown' });
    await Promise.all([page.waitForURL((url) => url.pathname === '/es/longitud'), page.keyboard.press('Enter')]);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
  });
});
