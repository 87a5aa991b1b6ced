import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShifts, useBrowser } from './browser';

// Issue 13 on the converter pages: the precision control, the two copies, compound output, the
// field's reading, money, examples as written, and the layout fixes. Expected values come from the
// unit definitions (1 in = 0.0254 m, 1 ft = 12 in, 1 mi = 1609.344 m, 1 lb = 0.45359237 kg,
// 1 st = 14 lb, 1 h = 3600 s; 1 USD = 149.5 JPY = 0.92 EUR in the site's reference table).

const result = (page: Page) => page.getByLabel('Result', { exact: true });
const shown = (page: Page) => expect.poll(() => result(page).inputValue());

describe('converter precision and output', () => {
  const b = useBrowser();

  it('remembers the precision chosen across a reload, rendered after hydration without a shift', async () => {
    const { page, baseURL } = b;
    await b.goto('/length?v=1&from=mi&to=m');
    await shown(page).toBe('1,609.344');
    await page.getByLabel('Precision').selectOption({ label: '2 decimals' });
    await shown(page).toBe('1,609.34');
    expect(await page.evaluate(() => localStorage.getItem('converter_precision'))).toBe('d2');
    await page.getByLabel('Precision').selectOption({ label: '6 significant digits' });
    await shown(page).toBe('1,609.34');
    await page.getByLabel('Value to convert').fill('0.001');
    // 1.609344 m to 6 significant digits
    await shown(page).toBe('1.60934');
    await page.getByLabel('Precision').selectOption({ label: '10 decimals' });
    await shown(page).toBe('1.6093440000');

    // The server knows nothing of the browser's choice: it renders Auto.
    const html = await (await fetch(`${baseURL}/length?v=0.001&from=mi&to=m`)).text();
    expect(html).toContain('1.6093'); // Auto: 4 decimals
    expect(html).not.toContain('1.6093440000');

    await b.goto('/length?v=0.001&from=mi&to=m');
    await shown(page).toBe('1.6093440000');
    expect(await page.getByLabel('Precision').inputValue()).toBe('d10');
    // What hydration moved: on a loaded machine Chromium paints a page while it is still being
    // parsed, which is not this test's subject (tests/e2e/layout.test.ts covers the header's part).
    expect(await layoutShifts(page, { sinceParsed: true })).toEqual([]);

    // Another converter page uses the same choice; Auto forgets it.
    await b.goto('/weight?v=1&from=lb&to=kg');
    await shown(page).toBe('0.4535923700');
    await page.getByLabel('Precision').selectOption({ label: 'Auto' });
    await shown(page).toBe('0.4536');
    expect(await page.evaluate(() => localStorage.getItem('converter_precision'))).toBeNull();
  });

  it('shows Auto without trailing zeros, and a chosen precision with them', async () => {
    const { page } = b;
    // 1 mm = 0.001 m, 1 ft = 30.48 cm, 1 m = 10¹² pm: the digits the value has, no more.
    await b.goto('/length?v=1&from=mm&to=m');
    await shown(page).toBe('0.001');
    await page.getByLabel('From unit').selectOption('ft');
    await page.getByLabel('To unit').selectOption('cm');
    await shown(page).toBe('30.48');
    await page.getByLabel('From unit').selectOption('m');
    await page.getByLabel('To unit').selectOption('pm');
    await shown(page).toBe('1,000,000,000,000');
    // 1 km = 10¹⁵ pm: scientific from 1e15 on.
    await page.getByLabel('From unit').selectOption('km');
    await shown(page).toBe('1 × 10¹⁵');
    // 4 decimals asked for: 4 decimals shown.
    await page.getByLabel('From unit').selectOption('ft');
    await page.getByLabel('To unit').selectOption('cm');
    await page.getByLabel('Precision').selectOption({ label: '4 decimals' });
    await shown(page).toBe('30.4800');
  });

  it('copies the shown digits in plain form, or the full-precision answer', async () => {
    const { page, context, baseURL } = b;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // 1 in = 1/12 ft: 0.083333…; Auto keeps 4 significant digits.
    await b.goto('/length?v=1&from=in&to=ft');
    await shown(page).toBe('0.08333');
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect.poll(clipboard).toBe('0.08333');
    await page.getByRole('button', { name: 'Copy full precision' }).click();
    await expect.poll(clipboard).toBe('0.08333333333333333'); // 1/12 to the last digit a double holds

    // 1,000 mi = 1,609,344 m: the copy has no grouping, in the chosen digits.
    await page.getByLabel('Value to convert').fill('1,000');
    await page.getByLabel('From unit').selectOption('mi');
    await page.getByLabel('To unit').selectOption('m');
    await page.getByLabel('Precision').selectOption({ label: '2 decimals' });
    await shown(page).toBe('1,609,344.00');
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect.poll(clipboard).toBe('1609344.00');
    await page.getByRole('button', { name: 'Copy full precision' }).click();
    await expect.poll(clipboard).toBe('1609344');

    // 4.35 m is exactly 435 cm (GNU units: `units -t '4.35 m' cm`), not floating point's 434.99999999999994.
    await page.getByLabel('Value to convert').fill('4.35');
    await page.getByLabel('From unit').selectOption('m');
    await page.getByLabel('To unit').selectOption('cm');
    await shown(page).toBe('435.00');
    await page.getByRole('button', { name: 'Copy full precision' }).click();
    await expect.poll(clipboard).toBe('435');
  });

  it('shows length, weight and time as compounds, kept in the address', async () => {
    const { page } = b;
    const to = page.getByLabel('To unit');
    // 182.5 cm = 182.5 / 2.54 in = 71.850… in = 5 ft 11 13.6/16 in, to the nearest 1/16: 11 ⅞
    await b.goto('/length?v=182.5&from=cm&to=m');
    await to.selectOption({ label: 'Feet and inches (ft in)' });
    await shown(page).toBe('5 ft 11 ⅞ in');
    await expect.poll(() => new URL(page.url()).search).toBe('?v=182.5&from=cm&to=in&as=feet-inches');
    await page.getByLabel('Value to convert').fill('152.4'); // 60 in exactly
    await shown(page).toBe('5 ft 0 in');
    // The server renders a shared compound too.
    await b.goto('/length?v=182.5&from=cm&to=in&as=feet-inches');
    await shown(page).toBe('5 ft 11 ⅞ in');
    await to.selectOption('m');
    await shown(page).toBe('1.825');
    expect(new URL(page.url()).searchParams.has('as')).toBe(false);

    // 80 kg = 80 / 0.45359237 lb = 176.3698… lb = 12 st 8.37 lb = 176 lb 5.917 oz
    await b.goto('/weight?v=80&from=kg&to=lb');
    await to.selectOption({ label: 'Stone and pounds (st lb)' });
    await shown(page).toBe('12 st 8.4 lb');
    await to.selectOption({ label: 'Pounds and ounces (lb oz)' });
    await shown(page).toBe('176 lb 5.9 oz');

    // 5415 s = 1 h 30 min 15 s; 2.5 h = 2 h 30 min
    await b.goto('/time?v=5415&from=s&to=min');
    await to.selectOption({ label: 'Hours, minutes and seconds (h:min:s)' });
    await shown(page).toBe('1:30:15');
    await page.getByLabel('From unit').selectOption('h');
    await page.getByLabel('Value to convert').fill('2.5');
    await shown(page).toBe('2:30:00');

    // A page without compounds offers none.
    await b.goto('/pressure');
    expect(await to.locator('optgroup[label="Compound"]').count()).toBe(0);
  });

  it('reads a compound typed in the field', async () => {
    const { page } = b;
    // 5 ft 11 1/2 in = 71.5 in = 71.5 × 2.54 cm = 181.61 cm
    await b.goto('/length?v=1&from=in&to=cm');
    await page.getByLabel('Value to convert').fill(`5' 11 1/2"`);
    await shown(page).toBe('181.61');
    await page.getByText('read as 5 ft 11.5 in').waitFor();
  });

  it('says how it read a number that is not a plain decimal', async () => {
    const { page } = b;
    await b.goto('/length?v=1&from=m&to=cm');
    const field = page.getByLabel('Value to convert');
    const hint = async () => {
      const id = await field.getAttribute('aria-describedby');
      return page.evaluate((i) => {
        const el = document.getElementById(i ?? '');
        return { text: el?.textContent ?? null, live: el?.getAttribute('aria-live') ?? null };
      }, id);
    };
    expect(await hint()).toEqual({ text: '', live: 'polite' });

    await field.fill('1,000');
    await shown(page).toBe('100,000');
    await expect.poll(hint).toEqual({ text: 'read as 1000', live: 'polite' });

    await field.fill('3 1/2');
    await shown(page).toBe('350');
    await expect.poll(hint).toEqual({ text: 'read as 3.5', live: 'polite' });

    await field.fill('2.5');
    await shown(page).toBe('250');
    await expect.poll(hint).toEqual({ text: '', live: 'polite' });
  });

  it('shows currency as money, with more digits only for a small rate', async () => {
    const { page } = b;
    // 1 JPY = 1/149.5 USD = 0.0066889…
    await b.goto('/currency?v=1&from=JPY&to=USD');
    await shown(page).toBe('0.006689');
    // 1,234.5 USD × 0.92 = 1,135.74 EUR
    await page.getByLabel('Value to convert').fill('1,234.5');
    await page.getByLabel('From unit').selectOption('USD');
    await page.getByLabel('To unit').selectOption('EUR');
    await shown(page).toBe('1,135.74');
    expect(await page.getByLabel('Precision').count()).toBe(0);
    // The examples are money too: 1,000 / 149.5 = 6.6889… USD; 100 × 0.92 = 92 EUR
    await page.getByText('1,000 JPY = 6.69 USD').waitFor();
    await page.getByText('100 USD = 92.00 EUR').waitFor();
    await b.goto('/usd-to-eur');
    await shown(page).toBe('0.92');
    // A pair page's table: 0.25 JPY = 0.25 / 149.5 USD = 0.0016722…; 100 JPY = 0.6688… USD
    await b.goto('/currency/jpy-to-usd');
    const row = (value: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: value, exact: true }) })
        .first();
    expect(await row('0.25').getByRole('cell').nth(1).textContent()).toBe('0.001672');
    expect(await row('100').getByRole('cell').nth(1).textContent()).toBe('0.67');
  });

  it('records the conversion shown in the recent list', async () => {
    const { page } = b;
    // The list records a value left unchanged for 4 s: the page's clock, paused once it is live,
    // lets them pass at once (recent.test.ts tests the 4 s themselves).
    await page.clock.install();
    await b.goto('/length');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByLabel('Value to convert').fill('5');
    await page.getByLabel('From unit').selectOption('ft');
    await page.getByLabel('To unit').selectOption('m');
    await shown(page).toBe('1.524');
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('recent_conversions') ?? '[]') as { result: string }[]);
    await page.clock.runFor(5_000);
    expect((await stored())[0]).toMatchObject({ path: '/length', value: '5', from: 'ft', to: 'm', fromLabel: 'ft', toLabel: 'm', result: '1.524' });
  });
});

describe('converter pages as written', () => {
  const b = useBrowser();

  it('prints example inputs with every digit of the data', async () => {
    const { page } = b;
    await b.goto('/electric-resistivity');
    // 1.68e-8 Ω⋅m = 1.68e-6 Ω⋅cm, shown with 4 significant digits
    await page.getByText('1.68 × 10⁻⁸ Ω⋅m = 0.00000168 Ω⋅cm').waitFor();
    await b.goto('/prefixes');
    await page.getByText('1 k = 1,000 unit').waitFor();
  });

  it.each(['/length', '/length/feet-to-inches', '/currency'])('leaves a gap between the converter and the cards below on %s', async (path) => {
    const { page } = b;
    await b.goto(path);
    const gap = await page.evaluate(() => {
      const card = (name: string) =>
        [...document.querySelectorAll('h2')]
          .find((el) => el.textContent?.trim() === name)!
          .closest('section')!
          .getBoundingClientRect();
      const copyRow = [...document.querySelectorAll('button')].find((el) => el.textContent === 'Copy full precision')!.parentElement!;
      return card('Formula').top - Math.max(card('To').bottom, copyRow.getBoundingClientRect().bottom);
    });
    expect(gap).toBeGreaterThanOrEqual(24);
  });
});

describe('converter on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('wraps a long result instead of clipping it', async () => {
    const { page } = b;
    // 123,456,789,012 km = 123,456,789,012,000 m, still below 1e15, so fixed
    await b.goto('/length?v=123456789012&from=km&to=m');
    await page.getByLabel('Precision').selectOption({ label: '10 decimals' });
    await shown(page).toBe('123,456,789,012,000.0000000000');
    const box = await result(page).evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      right: el.getBoundingClientRect().right,
    }));
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    expect(box.right).toBeLessThanOrEqual(390);
  });
});
