import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser } from './browser';

// The search box (issue 13): one component in every page's header and as the home page's hero.
// Expected results are worked out by hand from the units' definitions, not read from the site.

/** The home page's hero search box, as a screen reader finds it. */
const heroBox = (page: Page) => page.getByRole('search', { name: 'Converters' }).getByRole('combobox', { name: 'Search converters' });
const headerBox = (page: Page) => page.getByRole('search', { name: 'Site' }).getByRole('combobox', { name: 'Search converters' });

/** The converter's result as a number ("1,609.3440" → 1609.344), however many digits it shows. */
async function resultNumber(page: Page): Promise<number> {
  const text = await page.getByLabel('Result', { exact: true }).inputValue();
  return Number(text.replace(/,/g, ''));
}

async function expectConversion(page: Page, want: { value: string; from: string | RegExp; to: string; result: number }) {
  await expect.poll(() => page.getByLabel('Value to convert').inputValue()).toBe(want.value);
  const from = await page.getByLabel('From unit').inputValue();
  if (typeof want.from === 'string') expect(from).toBe(want.from);
  else expect(from).toMatch(want.from);
  expect(await page.getByLabel('To unit').inputValue()).toBe(want.to);
  const result = await resultNumber(page);
  expect(Math.abs(result - want.result)).toBeLessThanOrEqual(Math.abs(want.result) * 1e-4 + 1e-4);
}

/** Types into a box the way a person does, key by key, once its suggestions are ready to show. */
async function typeQuery(box: Locator, text: string) {
  await box.click();
  await box.pressSequentially(text);
}

describe('site search', () => {
  // Each test opens its page by address, and the search box keeps nothing between visits.
  const b = useBrowser({ onePage: true });

  it('is a combobox a screen reader can follow: listbox, options, the active one named', async () => {
    const { page } = b;
    await b.goto('/');
    const box = heroBox(page);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await typeQuery(box, 'gallon');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    // "gallon" means the US gallon; the imperial gallon is one key away.
    expect(await options.first().textContent()).toMatch(/US gallon/i);
    expect(await options.nth(1).textContent()).toMatch(/imperial (\(UK\) )?gallon/i);

    // No option is active until the arrows move to one; aria-activedescendant names it.
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await page.getByRole('option', { selected: true }).count()).toBe(1);
    // Focus never leaves the field.
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('moves through the options by keyboard: arrows wrap, Home and End go back to the text, Escape closes', async () => {
    const { page } = b;
    await b.goto('/');
    const box = heroBox(page);
    await typeQuery(box, 'ton');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const count = await options.count();
    const selected = () => box.getAttribute('aria-activedescendant');
    const idOf = (i: number) => options.nth(i).getAttribute('id');

    await page.keyboard.press('ArrowUp'); // from the text: the last option
    expect(await selected()).toBe(await idOf(count - 1));
    await page.keyboard.press('ArrowDown'); // past the last: the first
    expect(await selected()).toBe(await idOf(0));
    await page.keyboard.press('ArrowUp'); // before the first: the last
    expect(await selected()).toBe(await idOf(count - 1));
    await page.keyboard.press('Home'); // back to editing, the caret at the start
    expect(await selected()).toBeNull();
    expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    expect(await selected()).toBeNull();
    expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(3);

    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox').isVisible()).toBe(false);
    expect(await box.inputValue()).toBe('ton');
    // ArrowDown opens the list again, on its first option.
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await selected()).toBe(await idOf(0));
  });

  it('answers a full query live and opens it with ArrowDown and Enter', async () => {
    const { page, baseURL } = b;
    await b.goto('/');
    const box = heroBox(page);
    await typeQuery(box, '5 ft to m');
    const first = page.getByRole('option').first();
    // 5 ft × 0.3048 m/ft = 1.524 m exactly.
    await expect.poll(() => first.textContent()).toMatch(/5 ft = 1\.5240* m/);
    await page.keyboard.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/feet-to-meters' && url.searchParams.get('v') === '5');
    expect(page.url().startsWith(baseURL)).toBe(true);
    await expectConversion(page, { value: '5', from: 'ft', to: 'm', result: 1.524 });
  });

  it.each([
    // 5 ft 11 in = 71 in; × 2.54 cm/in = 180.34 cm.
    { query: '5\'11" in cm', path: /^\/length\//, to: 'cm', result: 180.34 },
    // A US cup is 8 US fl oz = 236.5882365 mL: 3 cups = 709.7647095 mL.
    { query: '3 cups in ml', path: /^\/(volume|cooking)/, value: '3', from: /^(us-)?cup$/, to: 'mL', result: 709.7647095 },
    // The built-in reference rate: 1 USD = 0.92 EUR.
    { query: '100 usd to eur', path: /^\/(usd-to-eur|currency)/, value: '100', from: 'USD', to: 'EUR', result: 92 },
    // (32 − 32) × 5/9 = 0 °C.
    { query: '32F to C', path: /^\/(celsius|fahrenheit|temperature)/, value: '32', from: 'F', to: 'C', result: 0 },
    // No value: 1 psi = 6,894.757293168 Pa (lbf/in², SP 811) = 0.06894757293168 bar.
    { query: 'psi to bar', path: /^\/pressure\//, value: '1', from: 'psi', to: 'bar', result: 0.06894757293168 },
  ])('Enter on "$query" opens its answer with the value filled in', async ({ query, path, value, from, to, result }) => {
    const { page } = b;
    await b.goto('/');
    await typeQuery(heroBox(page), query);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => path.test(url.pathname));
    await expect.poll(() => page.getByLabel('To unit').inputValue()).toBe(to);
    if (value === undefined) {
      // A compound value: whatever unit the page reads it in, it converts to 180.34 cm.
      await expect.poll(() => resultNumber(page)).toBeCloseTo(result, 2);
      return;
    }
    await expectConversion(page, { value, from, to, result });
  });

  it('Enter on "10 kg" opens the weight page with 10 kg in pounds, and "mortgage" the mortgage calculator', async () => {
    const { page } = b;
    await b.goto('/');
    await typeQuery(heroBox(page), '10 kg');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/weight');
    await expect.poll(() => page.getByLabel('Value to convert').inputValue()).toBe('10');
    expect(await page.getByLabel('From unit').inputValue()).toBe('kg');
    expect(await page.getByLabel('To unit').inputValue()).toBe('lb');

    await b.goto('/');
    await typeQuery(heroBox(page), 'mortgage');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/mortgage');
  });

  it('works from the header of a converter page, and of a React Router page', async () => {
    const { page } = b;
    for (const start of ['/length', '/auth']) {
      await b.goto(start);
      const box = headerBox(page);
      await typeQuery(box, '60 mph in km/h');
      // 60 mi/h × 1.609344 km/mi = 96.56064 km/h.
      await expect.poll(() => page.getByRole('option').first().textContent()).toMatch(/96\.56/);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/speed') && url.searchParams.get('v') === '60');
      await expectConversion(page, { value: '60', from: 'mph', to: 'kmh', result: 96.56064 });
    }
  });

  it("suggests for text typed before the page's script ran, once the box comes to life", async () => {
    const { page } = b;
    // The page's script arrives only after the visitor has clicked into the box and typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/islands-converter-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/length', { waitUntil: 'commit' });
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially('gallon');
    release();
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.first().textContent()).toMatch(/US gallon/i);
    expect(await box.inputValue()).toBe('gallon');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
  });

  it('suggests for an input method’s text once it is committed, not while it is composed', async () => {
    const { page } = b;
    await b.goto('/');
    const box = heroBox(page);
    await typeQuery(box, 'feet');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect.poll(() => first.textContent()).toMatch(/feet|foot/i);
    // The input method Japanese and Chinese keyboards use: text composed, then committed.
    const cdp = await page.context().newCDPSession(page);
    await box.selectText();
    await cdp.send('Input.imeSetComposition', { text: 'gallon', selectionStart: 6, selectionEnd: 6 });
    await expect.poll(() => box.inputValue()).toBe('gallon');
    // Two frames: a list made from the composed text would be on the screen by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await first.textContent()).toMatch(/feet|foot/i);
    await cdp.send('Input.insertText', { text: 'gallon' });
    await expect.poll(() => first.textContent()).toMatch(/US gallon/i);
    expect(new URL(page.url()).pathname).toBe('/');
    await cdp.detach();
  });

  it('opens a suggestion with a click', async () => {
    const { page } = b;
    await b.goto('/countdown');
    await typeQuery(headerBox(page), 'psi to bar');
    const option = page.getByRole('option').first();
    await option.waitFor();
    await option.click();
    await page.waitForURL((url) => url.pathname.startsWith('/pressure/'));
  });
});

describe('site search on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it.each(['/', '/length/feet-to-inches'])('%s does not scroll sideways, with the header search open', async (path) => {
    const { page } = b;
    await b.goto(path);
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    if (path === '/') {
      // The hero's Search button is on the screen, not clipped.
      const button = await page.getByRole('search', { name: 'Converters' }).getByRole('button', { name: 'Search' }).boundingBox();
      expect(button!.x + button!.width).toBeLessThanOrEqual(390);
    }
    // The header's search is a button that opens the box over the header, focused.
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const box = headerBox(page);
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.pressSequentially('cm to in');
    await page.getByRole('listbox').waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(390);
    const list = await page.getByRole('listbox').boundingBox();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(390);
    // Escape closes the list, then the box.
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    await expect.poll(() => box.isVisible()).toBe(false);
  });
});

describe('site search at 1024 px, the narrowest screen with the box in the header row', () => {
  const b = useBrowser({ viewport: { width: 1024, height: 768 } });

  it('keeps the header list on the screen', async () => {
    const { page } = b;
    await b.goto('/length');
    await typeQuery(headerBox(page), 'gallon');
    const list = page.getByRole('listbox');
    await list.waitFor();
    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });
});

describe('site search without JavaScript', () => {
  const b = useBrowser();

  it('submits the hero form to the server, which opens the answer; the header button still opens its box', async () => {
    const context = await b.context.browser()!.newContext({ baseURL: b.baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await heroBox(page).fill('5 ft to m');
      await page.getByRole('search', { name: 'Converters' }).getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.pathname === '/feet-to-meters' && url.searchParams.get('v') === '5');
      expect(await page.getByLabel('Value to convert').inputValue()).toBe('5');

      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      const box = headerBox(page);
      await box.fill('mortgage');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/mortgage');
    } finally {
      await context.close();
    }
  });
});

describe('site search with its list open, in both themes', () => {
  const b = useBrowser();

  it.each(['/', '/length'])('%s has no axe violations', async (path) => {
    const { page } = b;
    await gotoInTheme(b, path, 'light');
    const box = path === '/' ? heroBox(page) : headerBox(page);
    await typeQuery(box, 'ga');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    // Still open on its active option after the theme changed.
    expect(await box.getAttribute('aria-activedescendant')).toBe(await page.getByRole('option').first().getAttribute('id'));
  });
});
