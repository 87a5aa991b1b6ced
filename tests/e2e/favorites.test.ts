import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

describe('favorites', () => {
  const b = useBrowser();

  it('shows the empty state with a way back', async () => {
    const { page } = b;
    await b.goto('/favorites');
    await page.getByRole('heading', { name: 'Your Favorites' }).waitFor();
    await page.getByText("You haven't saved any converters yet.").waitFor();
    await page.getByRole('link', { name: 'Browse converters' }).click();
    await page.waitForURL(`${b.baseURL}/`);
  });

  it('adds, lists and removes a favorite with its toasts and star', async () => {
    const { page } = b;
    await b.goto('/weight');
    const add = page.getByRole('button', { name: 'Add to favorites' });
    expect(await add.getAttribute('aria-pressed')).toBe('false');
    await add.click();
    await page.getByText('Added to favorites').waitFor();
    const remove = page.getByRole('button', { name: 'Remove from favorites' });
    expect(await remove.getAttribute('aria-pressed')).toBe('true');

    // The star is re-read from storage after a reload.
    await b.goto('/weight');
    await page.getByRole('button', { name: 'Remove from favorites' }).waitFor();

    await b.goto('/favorites');
    const card = page.getByRole('link', { name: /Weight Converter/ });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/Added [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('converter_favorites') ?? '[]'));
    expect(stored).toEqual([{ path: '/weight', title: 'Weight Converter', timestamp: expect.any(Number) }]);

    await card.click();
    await page.waitForURL(/\/weight$/);
    await page.getByRole('button', { name: 'Remove from favorites' }).click();
    await page.getByText('Removed from favorites').waitFor();
    await b.goto('/favorites');
    await page.getByText("You haven't saved any converters yet.").waitFor();
  });

  it('never stores a page twice', async () => {
    const { page } = b;
    await b.goto('/length');
    await page.evaluate(() =>
      localStorage.setItem('converter_favorites', JSON.stringify([{ path: '/length', title: 'Length Converter', timestamp: 1 }])),
    );
    await b.goto('/length');
    await page.getByRole('button', { name: 'Remove from favorites' }).click();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('converter_favorites') ?? '[]'));
    expect(stored).toHaveLength(1);
  });
});
