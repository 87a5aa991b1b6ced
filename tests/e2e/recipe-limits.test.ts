import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS, RECIPE_MESSAGES } from '~/domain/cooking/recipe';
import { useBrowser } from './browser';

/**
 * The recipe converter's limits (issue 36, item 16): a 20,000-character line used to freeze the
 * tab, again on every visit since the recipe is kept in the browser. Such a line is now kept as
 * written and marked, and the field says when only the start of the list is read.
 */
describe('the recipe converter’s limits', () => {
  const b = useBrowser();
  const lines = (page: Page) => page.getByRole('list', { name: 'Converted ingredient lines' }).locator('li').allTextContents();
  const field = (page: Page) => page.getByLabel('Ingredient list');
  const mark = `(not converted: ${RECIPE_MESSAGES.line})`;
  /** A 20,000-character line: the shape that froze the tab for seconds (parse-ingredient is quadratic in it). */
  const longLine = '1 '.repeat(10_000);

  it('marks a 20,000-character line as too long, says so at the field, and converts the lines around it', async () => {
    const { page } = b;
    await b.goto('/cooking/recipe');
    await field(page).fill(longLine);
    await expect.poll(() => lines(page)).toEqual([`${longLine.trim()} ${mark}`]);
    expect(await page.getByText(`up to ${RECIPE_LIMITS.line} characters each`).count()).toBe(1);
    // Exactly at the total: all of it is read, so no note.
    expect(await page.getByText(RECIPE_MESSAGES.text).count()).toBe(0);

    const shorter = '1 '.repeat(5_000).trim();
    await field(page).fill(`2 cups sugar\n${shorter}\n2 large eggs`);
    await expect
      .poll(() => lines(page))
      .toEqual([expect.stringContaining('400 g sugar'), `${shorter} ${mark}`, expect.stringContaining('100 g large eggs')]);

    await field(page).fill(`${longLine}\n2 cups sugar`);
    const note = page.getByText(RECIPE_MESSAGES.text);
    await note.waitFor();
    expect((await field(page).getAttribute('aria-describedby'))?.split(' ')).toContain(await note.getAttribute('id'));
  });

  it('reads a recipe kept from an earlier visit within the same bounds', async () => {
    const { page } = b;
    await b.goto('/cooking/recipe');
    const stored = `1 cup sugar\n${'3 '.repeat(30_000)}`;
    await page.evaluate((text) => localStorage.setItem('unitwise:recipe', JSON.stringify({ text })), stored);
    await b.goto('/cooking/recipe');
    await expect.poll(() => field(page).inputValue()).toBe(stored);
    await page.getByText(RECIPE_MESSAGES.text).waitFor();
    // The note is the page's; the lines come once the reader, loaded on demand, has read them.
    await expect.poll(() => lines(page)).toHaveLength(2);
    const shown = await lines(page);
    expect(shown[0]).toContain('200 g sugar');
    expect(shown[1]).toMatch(/^(3 )+3 \(not converted: Line longer than 200 characters\)$/);
    expect(await page.locator('li[data-kept]').count()).toBe(1);
  });
});
