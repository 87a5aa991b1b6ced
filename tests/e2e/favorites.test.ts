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

describe('favorites on a phone', () => {
  const b = useBrowser({ viewport: { width: 360, height: 740 } });

  it('shows the empty state in the box the loading text took, so nothing below it moves', async () => {
    const { page } = b;
    const height = () => page.evaluate(() => document.querySelector('[data-export="FavoritesList"] > *')!.getBoundingClientRect().height);
    // Before any script runs: the server's "Loading your favorites…" box.
    b.allowConsoleErrors();
    await page.route(/\/assets\/islands-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/favorites');
    await page.getByText('Loading your favorites…').waitFor();
    const loading = await height();
    await page.unroute(/\/assets\/islands-[\w-]+\.js$/);
    await b.goto('/favorites');
    await page.getByText("You haven't saved any converters yet.").waitFor();
    expect(await height()).toBe(loading);
  });
});

describe('favorites of a conversion or a calculator state', () => {
  const b = useBrowser();
  const stored = () => b.page.evaluate(() => JSON.parse(localStorage.getItem('converter_favorites') ?? '[]') as unknown[]);
  const favoritesList = () => b.page.getByRole('main').getByRole('list').first();

  it('stars a recent conversion: a pair with its value', async () => {
    const { page } = b;
    await b.goto('/feet-to-meters');
    await page.getByLabel('Value to convert').fill('5');
    await page.keyboard.press('Tab');
    await b.goto('/favorites');
    const star = page.getByRole('button', { name: 'Add 5 ft → m to favorites' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await page.getByText('Added to favorites').waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    expect(await stored()).toEqual([{ path: '/feet-to-meters?v=5&from=ft&to=m', title: '5 ft → m', timestamp: expect.any(Number) }]);

    // The list above follows the star at once, and after a reload.
    const card = favoritesList().getByRole('link', { name: /5 ft → m/ });
    await card.waitFor();
    await b.goto('/favorites');
    await card.click();
    await page.waitForURL(/\/feet-to-meters\?v=5&from=ft&to=m$/);
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('5');
    // The page's own star is for the conversion it shows: the same favorite.
    expect(await page.getByRole('button', { name: 'Remove from favorites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stars a converter with the conversion it shows: value, units and compound target', async () => {
    const { page } = b;
    await b.goto('/length');
    await page.getByLabel('Value to convert').fill('5');
    await page.getByLabel('From unit').selectOption('ft');
    await page.getByLabel('To unit').selectOption('m');
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByText('Added to favorites').waitFor();
    expect(await stored()).toEqual([{ path: '/length?v=5&from=ft&to=m', title: '5 ft → m', timestamp: expect.any(Number) }]);

    // Another target is another favorite; a compound one is kept as such.
    await page.getByLabel('Value to convert').fill('1.8');
    await page.getByLabel('From unit').selectOption('m');
    await page.getByLabel('To unit').selectOption({ label: 'Feet and inches (ft in)' });
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByRole('button', { name: 'Remove from favorites' }).waitFor();
    expect((await stored())[1]).toEqual({ path: '/length?v=1.8&from=m&to=in&as=feet-inches', title: '1.8 m → ft in', timestamp: expect.any(Number) });

    await b.goto('/favorites');
    await favoritesList()
      .getByRole('link', { name: /1\.8 m → ft in/ })
      .click();
    await page.waitForURL(/\/length\?v=1\.8&from=m&to=in&as=feet-inches$/);
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('1.8');
    expect(await page.getByLabel('From unit').inputValue()).toBe('m');
    // 1.8 m = 1.8 / 0.0254 in = 70.866 in: 5 ft 10 in and 14/16 of an inch, to the nearest sixteenth.
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toBe('5 ft 10 ⅞ in');
    expect(await page.getByRole('button', { name: 'Remove from favorites' }).getAttribute('aria-pressed')).toBe('true');

    // As the page opens, with no conversion asked for, the star is the page's.
    await b.goto('/length');
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    expect((await stored())[2]).toEqual({ path: '/length', title: 'Length Converter', timestamp: expect.any(Number) });
  });

  it('removes an entry from the favorites page, moving focus to the next', async () => {
    const { page } = b;
    await b.goto('/favorites');
    await page.evaluate(() =>
      localStorage.setItem(
        'converter_favorites',
        JSON.stringify([
          { path: '/weight', title: 'Weight Converter', timestamp: 1 },
          { path: '/feet-to-meters?v=5&from=ft&to=m', title: '5 ft → m', timestamp: 2 },
        ]),
      ),
    );
    await b.goto('/favorites');
    await page.getByRole('button', { name: 'Remove Weight Converter from favorites' }).click();
    await page.getByText('Removed from favorites').waitFor();
    const next = page.getByRole('button', { name: 'Remove 5 ft → m from favorites' });
    await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('link', { name: /Weight Converter/ }).count()).toBe(0);
    expect(await stored()).toEqual([{ path: '/feet-to-meters?v=5&from=ft&to=m', title: '5 ft → m', timestamp: 2 }]);

    await page.keyboard.press('Enter');
    await page.getByText("You haven't saved any converters yet.").waitFor();
    expect(await stored()).toEqual([]);
    await b.goto('/favorites');
    await page.getByText("You haven't saved any converters yet.").waitFor();
  });

  it('stars the mortgage calculator: the page as it opens, or the plan typed', async () => {
    const { page } = b;
    await b.goto('/mortgage');
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    expect(await stored()).toEqual([{ path: '/mortgage', title: 'Mortgage Calculator', timestamp: expect.any(Number) }]);

    await page.getByLabel('Loan amount').fill('400000');
    await page.getByLabel('Interest rate').fill('7');
    // Another plan is another favorite.
    const star = page.getByRole('button', { name: 'Add to favorites' });
    await star.click();
    await page.getByRole('button', { name: 'Remove from favorites' }).waitFor();
    const plan = (await stored())[1] as { path: string; title: string };
    expect(plan.title).toBe('Mortgage: $400,000 at 7% for 30 years');
    expect(plan.path).toMatch(/^\/mortgage\?amount=400000&rate=7&years=30&tax=3000&ins=1200&extra=0&start=\d{4}-\d{2}$/);

    await b.goto('/favorites');
    await favoritesList()
      .getByRole('link', { name: /Mortgage: \$400,000 at 7% for 30 years/ })
      .click();
    await page.waitForURL(/\/mortgage\?amount=400000/);
    expect(await page.getByLabel('Loan amount').inputValue()).toBe('400000');
    expect(await page.getByRole('button', { name: 'Remove from favorites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stars the countdown with its date, naming the holiday', async () => {
    const { page } = b;
    await b.goto('/countdown?date=2099-12-25T00:00');
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByText('Added to favorites').waitFor();
    // December 25, 2099 is a Friday, and Christmas.
    expect(await stored()).toEqual([
      { path: '/countdown?date=2099-12-25T00%3A00', title: 'Countdown to Christmas, Friday, December 25, 2099', timestamp: expect.any(Number) },
    ]);
    await b.goto('/favorites');
    await favoritesList()
      .getByRole('link', { name: /Countdown to Christmas, Friday, December 25, 2099/ })
      .click();
    await page.waitForURL(/\/countdown\?date=2099-12-25T00%3A00$/);
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();
    await page.getByRole('button', { name: 'Remove from favorites' }).waitFor();
  });

  it('calls a countdown to a past date what the countdown page calls it: Time Since', async () => {
    const { page } = b;
    await b.goto('/countdown?date=2025-12-25T00:00');
    await page.getByRole('heading', { name: 'Time Since' }).waitFor();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByText('Added to favorites').waitFor();
    // December 25, 2025 was a Thursday.
    expect(await stored()).toEqual([
      { path: '/countdown?date=2025-12-25T00%3A00', title: 'Time Since Christmas, Thursday, December 25, 2025', timestamp: expect.any(Number) },
    ]);
    // One saved while its date was still to come reads as past once it is.
    await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('converter_favorites') ?? '[]') as unknown[];
      list.push({ path: '/countdown?date=2020-07-04T00%3A00', title: 'Countdown to Independence Day, Saturday, July 4, 2020', timestamp: 1 });
      localStorage.setItem('converter_favorites', JSON.stringify(list));
    });
    await b.goto('/favorites');
    await favoritesList()
      .getByRole('link', { name: /^Time Since Christmas, Thursday, December 25, 2025/ })
      .waitFor();
    await favoritesList()
      .getByRole('link', { name: /^Time Since Independence Day, Saturday, July 4, 2020/ })
      .waitFor();
    await page.getByRole('button', { name: 'Remove Time Since Independence Day, Saturday, July 4, 2020 from favorites' }).waitFor();
  });
});
