import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from './browser';

// Enter and the first suggestion are one decision (issue 37 item 1): in Chromium, Enter opens the
// page the box suggests first, the one a click on that suggestion opens. Expected answers come
// from GNU units (the command beside each), not from the site.

const heroBox = (page: Page) => page.getByRole('search', { name: 'Converters' }).getByRole('combobox', { name: 'Search converters' });

const QUERIES: [query: string, label: RegExp, href: string][] = [
  // units -t '3 ft + 2 inch' cm → 96.52
  ['what is 3 feet plus 2 inches in cm', /= 96\.52 cm/, '/calculate/what+is+3+feet+plus+2+inches+in+cm'],
  // units -t '80 kg' 'stone;lb' → 12;8.3698097
  ['80 kg in stone and pounds', /= 12 st 8\.4 lb/, '/weight?v=80&from=kg&to=lb&as=stone-pounds'],
  // units -t '40.446 deg' 'deg;arcmin;arcsec' → 40;26;45.6
  ['40.446 deg in dms', /= 40° 26′ 45\.6″/, '/angle?v=40.446&from=deg&to=arcsec&as=degrees-minutes-seconds'],
  // units -t 'c * 365 days' km → 9.454255e+12 (a year of 365 days, SPEC)
  ['speed of light * 1 year in km', /= 9,454,254,955,488 km/, '/calculate/speed+of+light+*+1+year+in+km'],
  // units -t '180 cm' 'ft;in' → 5;10.866142, to the nearest 1/16 in
  ['180 cm in feet and inches', /= 5 ft 10 ⅞ in/, '/length?v=180&from=cm&to=in&as=feet-inches'],
  // units -t 'uscup waterdensity' g → 236.5882365
  ['1 cup water in grams', /= 236\.6 grams/, '/cooking/ingredients/water?v=1&from=cup&to=g'],
  // An ingredient named alone opens its page (issue 37 item 2).
  ['flour', /^All-purpose flour/, '/cooking/ingredients/all-purpose-flour'],
];

describe('the search box: Enter opens the first suggestion', () => {
  const b = useBrowser();

  /** Types the query on the home page and waits until the box suggests `label` first. */
  async function suggested(query: string, label: RegExp) {
    await b.goto('/');
    const box = heroBox(b.page);
    await box.click();
    await box.pressSequentially(query);
    const first = b.page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect.poll(() => first.textContent()).toMatch(label);
    return first;
  }

  /** The page open now, as a site path: `/length?v=180&…`. */
  const opened = (page: Page) => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };

  it.each(QUERIES)('%j: Enter opens what a click on the first suggestion opens', async (query, label, href) => {
    await suggested(query, label);
    await Promise.all([b.page.waitForURL((url) => `${url.pathname}${url.search}` === href), b.page.keyboard.press('Enter')]);
    expect(opened(b.page)).toBe(href);

    const first = await suggested(query, label);
    await Promise.all([b.page.waitForURL((url) => `${url.pathname}${url.search}` === href), first.click()]);
    expect(opened(b.page)).toBe(href);
  });

  it('opens a compound target on the converter showing the compound: 180 cm is 5 ft 10 ⅞ in', async () => {
    await suggested('180 cm in feet and inches', /= 5 ft 10 ⅞ in/);
    await Promise.all([b.page.waitForURL((url) => url.pathname === '/length'), b.page.keyboard.press('Enter')]);
    await waitForHydration(b.page);
    await expect.poll(() => b.page.getByLabel('Result', { exact: true }).inputValue()).toBe('5 ft 10 ⅞ in');
  });
});
