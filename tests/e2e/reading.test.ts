import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser } from './browser';

/**
 * How typed values are read, as a person and a screen reader meet it (docs/decisions/038): text
 * that counts as 0 says why under its field, and values below a quantity's floor get a warning.
 * Expected values by hand: 1 st = 14 lb, 1 lb = 0.45359237 kg, 1° = 3600″; the mortgage by the
 * product's formula (r = 6.5 / 100 / 12, n = 360: $1,896.20 for $300,000; at 0 % it is 300,000 /
 * 360).
 */

/** The focused element as the accessibility tree has it: Chromium's computed description and invalid state. */
async function focusedNode(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const node = nodes[0]!;
    const invalid = node.properties?.find((p) => p.name === 'invalid')?.value.value;
    return { description: String(node.description?.value ?? ''), invalid: invalid === true || invalid === 'true' };
  } finally {
    await cdp.detach();
  }
}

/** The live setting of each element that describes `field` (aria-describedby). */
const describersLive = (field: Locator) =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.getAttribute('aria-live') ?? null),
  );

describe('reading what people type', () => {
  // Each test opens its page by address and types what it reads: one page for all.
  const b = useBrowser({ onePage: true });
  const result = () => b.page.getByLabel('Result', { exact: true }).inputValue();
  const output = (label: string) => b.page.locator(`dt:text-is("${label}") + dd`).textContent();

  it.each([
    ['/length?from=m&to=cm', 'abc', 'Not a number — read as 0'],
    ['/length?from=m&to=cm', '1e400', 'Too large — read as 0'],
  ])('%s: %j says why it counts as 0, to the eye and to a screen reader', async (path, typed, why) => {
    const { page } = b;
    await b.goto(path);
    const field = page.getByLabel('Value to convert');
    await field.fill(typed);
    await expect.poll(result).toBe('0');
    await page.getByText(why).waitFor();
    await expect.poll(() => focusedNode(page)).toEqual({ description: why, invalid: true });
    expect(await describersLive(field)).toEqual(['polite']);
    // A number again: the note and the invalid state go.
    await field.fill('2');
    await expect.poll(result).toBe('200');
    await expect.poll(() => focusedNode(page)).toEqual({ description: '', invalid: false });
  });

  it('/length?from=m&to=cm: "5 11" is a calculation, read as GNU units reads it, that is no length: it says so and counts as 0', async () => {
    const { page } = b;
    await b.goto('/length?from=m&to=cm');
    const field = page.getByLabel('Value to convert');
    await field.fill('5 11');
    await expect.poll(result).toBe('0');
    // Two numbers side by side are their product; the field says so once its evaluator has loaded
    // (until then the text is "not a number"), and the value still counts as 0.
    const why = 'Cannot convert number (5 × 11) to length (m)';
    await expect.poll(() => focusedNode(page), { timeout: 10_000 }).toEqual({ description: why, invalid: true });
    await page.getByText(why).waitFor();
    expect(await result()).toBe('0');
    expect(await describersLive(field)).toEqual(['polite']);
  });

  it.each([
    // 40° 26′ 46″ = 40 × 3600 + 26 × 60 + 46 = 145,606″
    ['/angle?from=deg&to=arcsec', '40d 26m 46s', '145,606', 'read as 40° 26′ 46″'],
    // 11 st = 154 lb = 69.85322498 kg
    ['/weight?from=lb&to=kg', '11 stone', '69.8532', 'read as 11 st'],
    ['/weight?from=lb&to=kg', '11 st', '69.8532', 'read as 11 st'],
    ['/currency?from=USD&to=USD', '$1,234.56', '1,234.56', 'read as 1234.56'],
  ])('%s reads %j as people mean it', async (path, typed, shown, readAs) => {
    const { page } = b;
    await b.goto(path);
    await page.getByLabel('Value to convert').fill(typed);
    await expect.poll(result).toBe(shown);
    await expect.poll(() => focusedNode(page)).toEqual({ description: readAs, invalid: false });
  });

  it.each([
    ['/temperature?from=F&to=C', '-500', 'Below absolute zero (−459.67 °F): not a physical temperature.'],
    ['/temperature?from=K&to=C', '-1', 'Below absolute zero (0 K): not a physical temperature.'],
    ['/fuel-economy?from=mpg&to=L-per-100km', '-30', 'Below zero: not a physical fuel economy.'],
  ])('%s warns that %s is below the floor, and converts it still', async (path, typed, warning) => {
    const { page } = b;
    await b.goto(path);
    const status = page.getByRole('status').filter({ hasText: warning });
    expect(await status.count()).toBe(0);
    await page.getByLabel('Value to convert').fill(typed);
    await status.waitFor();
    expect(await result()).not.toBe('0');
    // The floor itself, and anything above it, is no warning.
    await page.getByLabel('Value to convert').fill(typed === '-500' ? '-459.67' : '0');
    await expect.poll(() => status.count()).toBe(0);
  });

  it('reads a mortgage rate with its percent sign and amounts written with k or dots', async () => {
    const { page } = b;
    await b.goto('/mortgage');
    await page.getByLabel('Interest rate').fill('6.5%');
    await expect.poll(() => output('Monthly principal & interest')).toBe('$1,896.20');
    expect(await output('Total interest')).toBe('$382,636.71'); // in whole cents (ADR 081)
    expect(await focusedNode(page)).toEqual({ description: '', invalid: false });

    const amount = page.getByLabel('Loan amount');
    for (const [typed, readAs] of [
      ['300k', 'Read as 300000'],
      ['300.000', 'Read as 300000'],
      ['$300k', 'Read as 300000'],
    ]) {
      await amount.fill('');
      await expect.poll(() => output('Monthly principal & interest')).toBe('$0.00');
      await amount.fill(typed!);
      await expect.poll(() => output('Monthly principal & interest')).toBe('$1,896.20');
      await expect.poll(() => focusedNode(page)).toEqual({ description: readAs, invalid: false });
    }
  });

  it('refuses a negative rate and says why each refused field counts as 0', async () => {
    const { page } = b;
    await b.goto('/mortgage');
    const rate = page.getByLabel('Interest rate');
    await rate.fill('-1');
    // Read as 0 %: an interest-free loan, 300,000 / 360.
    await expect.poll(() => output('Monthly principal & interest')).toBe('$833.33');
    await page.getByText('Interest rate cannot be negative — read as 0').waitFor();
    await expect.poll(() => focusedNode(page)).toEqual({ description: 'Interest rate cannot be negative — read as 0', invalid: true });
    expect(await describersLive(rate)).toEqual(['polite']);

    await page.getByLabel('Loan amount').fill('abc');
    await expect.poll(() => output('Total monthly payment')).toBe('$0.00');
    await expect.poll(() => focusedNode(page)).toEqual({ description: 'Not a number — read as 0', invalid: true });
  });

  it('shows the notes and the warning readably in both themes (axe)', async () => {
    const { page } = b;
    await gotoInTheme(b, '/temperature?from=F&to=C', 'light', { thisVisitOnly: true });
    await page.getByLabel('Value to convert').fill('-500');
    await page.getByText('Below absolute zero').waitFor();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    // In the dark theme the check above left: all rules in it, the colours of the light one.
    await page.getByLabel('Value to convert').fill('abc');
    await page.getByText('Not a number — read as 0').waitFor();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await gotoInTheme(b, '/mortgage', 'light', { thisVisitOnly: true });
    await page.getByLabel('Interest rate').fill('-1');
    await page.getByText('Interest rate cannot be negative — read as 0').waitFor();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    // Three pages in two themes, one of them the mortgage page (about 1,000 elements since issue 26).
  });
});
