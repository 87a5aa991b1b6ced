import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

/** Everything reachable and usable with the keyboard alone: Tab until focused, then keys. */
async function tabTo(page: Page, matches: () => Promise<boolean>, key = 'Tab', limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await matches()) return;
  }
  throw new Error('Control never received focus by Tab');
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** The expanded state Chromium gives a button in its accessibility tree (no aria-expanded needed). */
async function expandedState(page: Page, name: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
  };
  await cdp.detach();
  const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name);
  return button?.properties?.find((p) => p.name === 'expanded')?.value.value;
}

describe('keyboard only', () => {
  const b = useBrowser();

  it('opens the Converters dropdown and follows an item', async () => {
    const { page, baseURL } = b;
    await b.goto('/');
    await tabTo(page, async () => (await focusedLabel(page)) === 'Converters');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Converters' });
    await menu.waitFor();
    // The menu opens below its button, on its first item.
    const [button, box] = await Promise.all([page.getByRole('button', { name: 'Converters' }).boundingBox(), menu.boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    expect(Math.abs(box!.x - button!.x)).toBeLessThan(2);
    await expect.poll(() => focusedLabel(page)).toBe('Length');
    // The popover's button says it is expanded: the browser exposes that for popovertarget.
    expect(await expandedState(page, 'Converters')).toBe(true);
    // End and Home jump, the arrows wrap, letters find items.
    await page.keyboard.press('End');
    expect(await focusedLabel(page)).toBe('View All Converters');
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('Length');
    await page.keyboard.press('ArrowUp');
    expect(await focusedLabel(page)).toBe('View All Converters');
    await page.keyboard.press('Home');
    expect(await focusedLabel(page)).toBe('Length');
    await page.keyboard.press('t');
    expect(await focusedLabel(page)).toBe('Temperature');
    // Escape closes the menu and gives focus back to its button; ArrowUp opens it on its last item.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusedLabel(page)).toBe('Converters');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedLabel(page)).toBe('View All Converters');
    // Tab leaves and closes it.
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'hidden' });
    // Move to the second item (Weight) and choose it.
    await tabTo(page, async () => (await focusedLabel(page)) === 'Converters', 'Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedLabel(page)).toBe('Length');
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('Weight');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL}/weight`);
  });

  it('converts, swaps, copies and favorites with keys', async () => {
    const { page, context, baseURL } = b;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await b.goto('/length');
    await tabTo(page, async () => (await page.evaluate(() => document.activeElement?.id ?? '')).endsWith('-value'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    await tabTo(page, async () => (await focusedId()).endsWith('-to'));
    await page.keyboard.press('ArrowDown'); // km → cm
    await expect.poll(() => page.getByLabel('To unit').inputValue()).toBe('cm');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('300');

    await tabTo(page, async () => (await focusedLabel(page)) === 'Swap units', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('From unit').inputValue()).toBe('cm');
    expect(await page.getByLabel('To unit').inputValue()).toBe('m');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('0.03');

    await tabTo(page, async () => (await focusedLabel(page)) === 'Copy result');
    await page.keyboard.press('Enter');
    await page.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.03');

    await tabTo(page, async () => (await focusedLabel(page)) === 'Add to favorites', 'Shift+Tab');
    await page.keyboard.press('Space');
    await page.getByText('Added to favorites').waitFor();
    expect(await focusedLabel(page)).toBe('Remove from favorites');
  });

  it('shows a visible focus ring on controls', async () => {
    const { page } = b;
    await b.goto('/length');
    await tabTo(page, async () => (await focusedLabel(page)) === 'Swap units');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

describe('keyboard only on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('opens the mobile menu, keeps focus inside it and closes with Escape', async () => {
    const { page } = b;
    await b.goto('/');
    await tabTo(page, async () => (await focusedLabel(page)) === 'Open menu');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The browser gives focus back to the button that opened the dialog.
    await expect.poll(() => focusedLabel(page)).toBe('Open menu');
  });
});
