import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, gotoInTheme } from './axe';
import { layoutShifts, useBrowser } from './browser';

/**
 * The reader's number style on a page of a language with two (ADR 087): Spanish is written as in
 * Spain (12.345,6), and a reader may switch to Mexico's (12,345.6). Expected values by hand:
 * 26.2 mi = 42.1648 km and 1 m = 3.2808 ft (the page's examples, to 4 decimals); 1234 m = 123,400 cm,
 * 1.234 m = 123.4 cm.
 */
const PAGE = '/es/longitud';
const TO_MEXICO = 'Escribir los números como 12,345.6';
const TO_SPAIN = 'Escribir los números como 12.345,6';

/** The examples as the reader sees them (innerText leaves out what CSS hides): the copy and the screen reader's text. */
const examples = (page: Page) => page.getByRole('heading', { name: 'Ejemplos de conversión' }).locator('xpath=../..').locator('ul').innerText();
const result = (page: Page) => page.getByLabel('Resultado', { exact: true }).inputValue();
const note = (page: Page) => page.locator('[id$="-read"]').innerText();

describe('the number style switch', () => {
  const b = useBrowser();

  it('a Spanish page is written in the style of Spain, with a switch to Mexico’s in the header and the footer', async () => {
    const { page } = b;
    await b.goto(PAGE);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-other-locale'))).toBe('es-MX');
    const shown = await examples(page);
    expect(shown).toContain('26,2 mi = 42,1648 km');
    expect(shown).toContain('1 m = 3,2808 ft');
    // One form of each number is read: the other is not in the text at all.
    expect(shown).not.toContain('42.1648');
    // Header (from 768 px wide) and footer; the name for the style of Spain is not shown.
    expect(await page.getByRole('button', { name: TO_MEXICO, exact: true }).count()).toBe(2);
    expect(await page.getByRole('button', { name: TO_SPAIN, exact: true }).count()).toBe(0);
  });

  it('switches at once, and after a reload the numbers are in the chosen style before any script of ours, with no layout shift', async () => {
    const { page, context } = b;
    await b.goto(PAGE);
    await page.locator('footer').getByRole('button', { name: TO_MEXICO, exact: true }).click();
    expect(await examples(page)).toContain('26.2 mi = 42.1648 km');
    expect(await page.evaluate(() => localStorage.getItem('numbers'))).toBe('es-MX');
    await page.locator('footer').getByRole('button', { name: TO_SPAIN, exact: true }).waitFor();

    // Reloaded: the page is in the chosen style as it is first shown, with no layout shift at all. A
    // shift fails with what moved (one CI run of session 24 measured 0.0039 here, source unknown).
    await b.goto(PAGE);
    expect(await layoutShifts(page)).toEqual([]);
    expect(await examples(page)).toContain('26.2 mi = 42.1648 km');

    // With every module script blocked, only the inline head script runs: the style is its work.
    await context.route('**/assets/**/*.js', (route) => route.abort());
    b.allowConsoleErrors();
    await page.goto(PAGE);
    expect(await page.evaluate(() => document.documentElement.classList.contains('numbers-other'))).toBe(true);
    expect(await examples(page)).toContain('26.2 mi = 42.1648 km');
    expect(await examples(page)).toContain('1 m = 3.2808 ft');
    expect(await page.getByRole('button', { name: TO_SPAIN, exact: true }).count()).toBe(2);
    expect(await page.getByRole('button', { name: TO_MEXICO, exact: true }).count()).toBe(0);
  });

  it('switching back forgets the choice', async () => {
    const { page } = b;
    await b.context.addInitScript(() => localStorage.setItem('numbers', 'es-MX'));
    await b.goto(PAGE);
    await page.locator('footer').getByRole('button', { name: TO_SPAIN, exact: true }).click();
    expect(await examples(page)).toContain('26,2 mi = 42,1648 km');
    expect(await page.evaluate(() => localStorage.getItem('numbers'))).toBe(null);
  });

  it('an English page has no switch and one form of each number', async () => {
    const { page } = b;
    await b.goto('/length');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-other-locale'))).toBe(false);
    expect(await page.locator('.num-p, .num-o').count()).toBe(0);
    expect(await page.getByRole('button', { name: /12,345\.6|12\.345,6/ }).count()).toBe(0);
  });
});

describe('the converter reads and writes in the chosen style', () => {
  const b = useBrowser();

  it.each([
    // stored choice, typed, result, note
    [null, '1.234', '123.400', '1.234 se leyó como 1234'],
    [null, '1,234', '123,4', ''],
    [null, '2,5', '250', ''],
    ['es-MX', '1.234', '123.4', ''],
    ['es-MX', '1,234', '123,400', '1,234 se leyó como 1234'],
  ])('with %j stored, %j in meters is %j cm, with the note %j', async (stored, typed, expected, why) => {
    const { page } = b;
    if (stored) await b.context.addInitScript((locale) => localStorage.setItem('numbers', locale), stored);
    await b.goto(`${PAGE}?from=m&to=cm`);
    await page.getByLabel('Valor que convertir').fill(typed);
    await expect.poll(() => result(page)).toBe(expected);
    await expect.poll(() => note(page)).toBe(why);
  });

  it('a switch while typing reads the same text again in the new style', async () => {
    const { page } = b;
    await b.goto(`${PAGE}?from=m&to=cm`);
    await page.getByLabel('Valor que convertir').fill('1.234');
    await expect.poll(() => result(page)).toBe('123.400');
    await page.locator('footer').getByRole('button', { name: TO_MEXICO, exact: true }).click();
    await expect.poll(() => result(page)).toBe('123.4');
    await expect.poll(() => note(page)).toBe('');
  });
});

describe('axe on a Spanish page in both number styles and both themes', () => {
  const b = useBrowser();

  // Each theme opened as stored, as the reader comes back to it (axe.ts's theme toggle reads the English button).
  it.each([
    [null, 'light'],
    [null, 'dark'],
    ['es-MX', 'light'],
    ['es-MX', 'dark'],
  ] as const)('%s stored, %s theme: no violations', async (stored, theme) => {
    if (stored) await b.context.addInitScript((locale) => localStorage.setItem('numbers', locale), stored);
    await gotoInTheme(b, PAGE, theme);
    expect(await b.page.evaluate(() => document.documentElement.classList.contains('numbers-other'))).toBe(stored !== null);
    expect(await axeViolations(b.page)).toEqual([]);
  });
});
