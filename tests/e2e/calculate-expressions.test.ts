import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeAxe } from './axe';
import { useBrowser, useNoScriptPage } from './browser';

// Issue 37, items 5 and 6 (docs/decisions/079-expressions-and-data.md): percentages, questions in
// words, temperatures plus intervals, a target still to be typed, the 365-day year, quantities named
// in words, and data units read as SI with the binary reading beside. Expected values are worked out
// by hand from the definitions in each comment, not read from the site.

const headerBox = (page: Page) => page.getByRole('search', { name: 'Site' }).getByRole('combobox', { name: 'Search converters' });
/** The calculation's answer or error, as a screen reader hears it (the live region). */
const answer = (page: Page) => page.getByRole('status').filter({ hasText: /read as|Cannot|Which unit|A difference/ });
const calculate = (q: string) => `/calculate/${encodeURIComponent(q).replace(/%20/g, '+')}`;
// 1 TB = 10¹² B = 1,000 × 10⁹ B; in binary 1 TiB = 2⁴⁰ B = 1,024 × 2³⁰ B.
const BINARY = 'binary: 1 TiB = 1,024 GiB';
// c × 365 d / (c × 365.25 d) = 0.99931… ly.
const YEAR_NOTE =
  'A year here is 365 days, as everywhere on this site; the light-year is defined by the IAU with the Julian year of 365.25 days, so light travels 0.9993 ly in 1 yr.';

describe('the calculation page answers (no JavaScript: the server’s page)', () => {
  // Pages opened by address and read: one page for all, and no script in it.
  const b = useBrowser({ onePage: true });
  const noScript = useNoScriptPage(b, { onePage: true });

  it.each([
    // 15/100 × 80 kg = 12 kg.
    ['15% of 80 kg', '= 12 kg'],
    // 1.2 × 3 km = 3.6 km.
    ['3 km * 120%', '= 3.6 km'],
    // 1 US gallon = 231 in³ and 1 US cup = 231/16 in³: 16 cups.
    ['how many cups in a gallon', '= 16 cup (US)'],
    // An absolute temperature plus an interval, as GNU units adds them: 20 + 5 = 25 °C.
    ['20 °C + 5 Δ°C', '= 25 °C'],
    ['20 C + 5 K in C', '= 25 °C'],
    // The difference of two absolute temperatures is an interval: 30 − 20 = 10 K.
    ['30 °C - 20 °C', '= 10 K'],
    // A decade is 10 of the site's 365-day years.
    ['1 decade in years', '= 10 yr'],
    // 1 TB = 10¹² B = 1,000 GB of 10⁹ B.
    ['1 tb in gb', '= 1,000 GB (10⁹ B)'],
  ])('%s', async (q, shown) => {
    const page = noScript();
    await page.goto(calculate(q));
    expect(await answer(page).textContent()).toContain(shown);
  });

  it.each([
    // Feet times inches is no answer to "5 ft in": the target is still to be typed.
    ['5 ft in', 'Which unit? Nothing follows "in"'],
    // L/100 km is a fuel consumption, though its dimension is an area's (m²).
    ['5 L/100 km + 3 s', 'Cannot add fuel consumption (5 L / 100 km) and time (3 s)'],
    // mpg is a fuel economy; no unit the user did not type (such as "1/m²") is named.
    ['5 mpg + 3 m', 'Cannot add fuel economy (5 mpg (US)) and length (3 m)'],
    ['30 °C - 20 °C in °C', 'A difference of temperatures (30 °C - 20 °C) converts to an interval (Δ°C, Δ°F, K), not to °C'],
  ])('says what is wrong with %s', async (q, message) => {
    const page = noScript();
    await page.goto(calculate(q));
    expect(await answer(page).textContent()).toBe(message);
  });

  it('says why light in a year is not a light-year, and names the binary reading of data units', async () => {
    const page = noScript();
    await page.goto(calculate('speed of light * 1 year in ly'));
    expect(await answer(page).textContent()).toContain('= 0.9993 ly');
    expect(await page.getByText(YEAR_NOTE).count()).toBe(1);
    await page.goto(calculate('1 tb in gb'));
    expect(await page.getByText(BINARY).count()).toBe(1);
  });
});

describe('the calculation page with JavaScript, and the search box', () => {
  // Each test opens its page by address, and the search box keeps nothing between visits.
  const b = useBrowser({ onePage: true });

  it('asks for the target of "5 ft in" as it is typed, and answers once it is', async () => {
    const { page } = b;
    await b.goto(calculate('1 ft to m'));
    const field = page.getByRole('textbox', { name: 'Expression' });
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('5 ft in');
    await expect.poll(() => answer(page).textContent()).toBe('Which unit? Nothing follows "in"');
    // 5 × 30.48 cm = 152.4 cm.
    await page.keyboard.type(' cm');
    await expect.poll(() => answer(page).textContent()).toContain('= 152.4 cm');
  });

  it('shows the binary reading beside "500 GB in TB" in the search box', async () => {
    const { page } = b;
    await b.goto('/');
    await headerBox(page).focus();
    await page.keyboard.type('500 GB in TB');
    const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    // 500 × 10⁹ B = 0.5 × 10¹² B; 500 × 2³⁰ B = 500/1,024 × 2⁴⁰ B = 0.48828… TiB.
    await expect.poll(() => first.textContent()).toContain('500 GB (10⁹ B) = 0.5 TB (10¹² B)');
    expect(await first.textContent()).toContain('binary: 500 GiB = 0.4883 TiB');
  });

  it('counts a century as 100 of the /time table’s 365-day years on its pair page', async () => {
    const { page } = b;
    await b.goto('/time/centuries-to-years?v=1');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('100');
  });

  it('answers a question in words in the search box as the calculation page does', async () => {
    const { page } = b;
    await b.goto('/');
    await headerBox(page).focus();
    await page.keyboard.type('15% of 80 kg');
    const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('15% × 80 kg = 12 kg');
  });
});

describeAxe([calculate('1 tb in gb'), calculate('speed of light * 1 year in ly'), calculate('5 ft in')], {
  title: 'the calculation page’s notes and messages in both themes',
});
