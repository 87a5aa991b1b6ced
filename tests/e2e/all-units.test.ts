import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

/**
 * Issue 12: "this value in every unit" on converter and pair pages, and unit pickers grouped by
 * system. Expected values come from the units' definitions: 1 bar = 100,000 Pa (SI Brochure),
 * 1 psi = 6,894.757293168 Pa (NIST SP 811), 1 ft = 0.3048 m and 1 in = 2.54 cm (1959 agreement).
 */
describe('the value in every unit', () => {
  const b = useBrowser();
  const table = () => b.page.getByRole('table', { name: /in every unit/ });
  const row = (name: string) => table().getByRole('row', { name: new RegExp(`^Show ${name} in the converter`) });

  it('lists the value in every unit by system, and a chosen unit becomes the target', async () => {
    const { page } = b;
    await b.goto('/pressure?v=2&from=bar&to=psi');
    await page.getByRole('heading', { name: 'This value in every unit' }).scrollIntoViewIfNeeded();
    const groups = await table().getByRole('columnheader').allTextContents();
    expect(groups).toEqual(expect.arrayContaining(['SI', 'Metric', 'US customary', 'CGS']));
    await expect.poll(() => row('Pascal').textContent()).toContain('200,000');
    expect(await row('Kilopascal').textContent()).toContain('200');
    // 200,000 / 6,894.757293168 = 29.0075…
    expect(await row('Pound-force per square inch').textContent()).toContain('29.0075');

    await table().getByRole('button', { name: 'Show Kilopascal in the converter' }).click();
    await expect.poll(() => page.getByLabel('To unit').inputValue()).toBe('kPa');
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toBe('200');
    expect(new URL(page.url()).searchParams.get('to')).toBe('kPa');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id)).toMatch(/result/);
  });

  it('follows the value typed in the converter', async () => {
    const { page } = b;
    await b.goto('/pressure?v=2&from=bar&to=psi');
    await page.getByLabel('Value to convert').fill('3');
    await page.getByRole('heading', { name: 'This value in every unit' }).scrollIntoViewIfNeeded();
    await expect.poll(() => row('Pascal').textContent()).toContain('300,000');
  });

  it('copies a row’s value in plain form and says so', async () => {
    const { page, context, baseURL } = b;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await b.goto('/pressure?v=2&from=bar&to=psi');
    await page.getByRole('heading', { name: 'This value in every unit' }).scrollIntoViewIfNeeded();
    await table().getByRole('button', { name: 'Copy Pascal value' }).click();
    await page.getByText('Result copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('200000');
  });

  it('is on pair pages too, starting from the pair’s units', async () => {
    const { page } = b;
    await b.goto('/length/feet-to-inches');
    await page.getByRole('heading', { name: 'This value in every unit' }).scrollIntoViewIfNeeded();
    await expect.poll(() => row('Meter').textContent()).toContain('0.3048');
    expect(await row('Centimeter').textContent()).toContain('30.48');
    await table().getByRole('button', { name: 'Show Centimeter in the converter' }).click();
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('30.48');
  });
});

describe('the value in every unit, by keyboard', () => {
  const b = useBrowser();
  const table = () => b.page.getByRole('table', { name: /in every unit/ });
  const focused = () => b.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

  it('stops Tab once per unit at most, and the arrows reach the copy buttons', async () => {
    const { page } = b;
    await b.goto('/length');
    await page.getByRole('heading', { name: 'This value in every unit' }).scrollIntoViewIfNeeded();
    const units = await table()
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .count();
    expect(units).toBeGreaterThanOrEqual(90);
    // Everything in the table that Tab can reach.
    const stops = await table().evaluate(
      (t) => [...t.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter((el) => el.tabIndex >= 0).length,
    );
    expect(stops).toBeLessThanOrEqual(units);

    await table().getByRole('button', { name: 'Show Meter in the converter' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Show Kilometer in the converter');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Copy Kilometer value');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Copy Meter value');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('Show Meter in the converter');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Show Kilometer in the converter');
  });

  it('has a link before the table that skips past it', async () => {
    const { page } = b;
    await b.goto('/length');
    const heading = page.getByRole('heading', { name: 'This value in every unit' });
    await heading.scrollIntoViewIfNeeded();
    const skip = page.getByRole('link', { name: 'Skip the unit table' });
    // Reached by Tab from the text before the table, and shown once focused.
    await heading.evaluate((h) => h.setAttribute('tabindex', '-1'));
    await heading.focus();
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())!.width).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is after the table, outside it.
    const after = await table().evaluate((t) => {
      const active = document.activeElement!;
      return !t.contains(active) && Boolean(t.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(after).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
  });
});

describe('unit pickers', () => {
  const b = useBrowser();

  it('group the units by system and are used by keyboard, typing a name to find a unit', async () => {
    const { page } = b;
    await b.goto('/length');
    const to = page.getByLabel('To unit');
    const groups = await to.locator('optgroup').evaluateAll((list) => list.map((g) => (g as HTMLOptGroupElement).label));
    expect(groups.slice(0, 2)).toEqual(['SI', 'Metric']);
    expect(groups).toEqual(expect.arrayContaining(['US customary', 'Nautical', 'Astronomical']));
    // The length table has some 90 units: the picker stays a native select.
    expect(await to.locator('option').count()).toBeGreaterThanOrEqual(90);
    await to.focus();
    // Typing a name selects the first unit it begins (type-ahead of the native select).
    await page.keyboard.type('par', { delay: 50 });
    await expect.poll(() => to.inputValue()).toBe('pc');
    // 1 m = 1 / 3.0857 × 10¹⁶ pc
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toContain('× 10⁻¹⁷');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => to.inputValue()).toBe('kpc');
    expect(new URL(page.url()).searchParams.get('to')).toBe('kpc');
  });
});
