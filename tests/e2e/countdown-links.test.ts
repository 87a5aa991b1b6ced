import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser, waitForHydration } from './browser';

// Issue 37, items 12 and 13: zones by their current names and cities, links that say what they
// cannot read, holidays that name the event, and a shared event on a phone. The fixture's pages
// are in New York (vitest.config.ts).
const summary = (page: Page) => page.getByText(/^[\d,]+ (days?|hours?|minutes?|seconds?) (until|since) /);
const zoneField = (page: Page) => page.getByLabel('Time zone');

describe('countdown time zones by city', () => {
  const b = useBrowser();

  it('finds Kolkata, Kyiv and Mumbai, and writes a zone by its current name', async () => {
    const { page } = b;
    await b.goto('/countdown?date=2026-12-25T18%3A00&tz=America%2FNew_York');
    for (const [typed, zone] of [
      ['Kolkata', 'Asia/Kolkata'],
      ['Kyiv', 'Europe/Kyiv'],
      ['Mumbai', 'Asia/Kolkata'],
      ['Kiev', 'Europe/Kyiv'],
    ] as const) {
      await zoneField(page).fill(typed);
      await zoneField(page).press('Enter');
      await expect.poll(() => zoneField(page).inputValue()).toBe(zone);
      await expect.poll(() => new URL(page.url()).searchParams.get('tz')).toBe(zone);
      expect(await page.getByText('No time zone by that name').count()).toBe(0);
    }
    await page.getByText('Friday, December 25, 2026 at 6:00 PM (Kyiv time)').waitFor();
    // The browser's suggestions name the cities and the country of each zone.
    expect(await page.locator('datalist option[value="Asia/Kolkata"]').getAttribute('label')).toBe(
      'Kolkata, Mumbai, Delhi, Bengaluru, Hyderabad (India)',
    );
    expect(await page.locator('datalist option[value="Asia/Calcutta"]').count()).toBe(0);
  });

  it('opens a shared link with an old zone name under its current name', async () => {
    const link = '/countdown?title=Diwali&date=2026-11-08T19%3A00&tz=Asia%2FCalcutta';
    const html = await (await fetch(`${b.baseURL}${link}`)).text();
    expect(html).toMatch(/<label[^>]*>Time zone<\/label><input[^>]*value="Asia\/Kolkata"/);
    const { page } = b;
    await b.goto(link);
    // 19:00 in Kolkata (UTC+5:30) is 13:30 UTC, 8:30 AM in New York (EST, UTC−5).
    await page.getByText('Sunday, November 8, 2026 at 7:00 PM (Kolkata time)').waitFor();
    await page.getByText('Sunday, November 8, 2026 at 8:30 AM your time').waitFor();
    expect(await zoneField(page).inputValue()).toBe('Asia/Kolkata');
    // The link the page writes on from here names the zone as it is called today.
    await page.getByLabel('Event title').fill('Diwali party');
    await expect.poll(() => new URL(page.url()).searchParams.get('tz')).toBe('Asia/Kolkata');
  });

  it('gives a visitor in India their zone by its current name, in the field and in the link', async () => {
    // Chromium names this visitor's zone Asia/Calcutta (CLDR's name).
    const india = await b.context.browser()!.newContext({ baseURL: b.baseURL, timezoneId: 'Asia/Kolkata' });
    try {
      const page = await india.newPage();
      await page.goto('/countdown');
      await waitForHydration(page);
      await expect.poll(() => zoneField(page).inputValue()).toBe('Asia/Kolkata');
      await page.getByLabel('Or enter a date and time').fill('2026-12-31T23:59');
      await expect.poll(() => new URL(page.url()).searchParams.get('tz')).toBe('Asia/Kolkata');
      await page.getByText('Thursday, December 31, 2026 at 11:59 PM (Kolkata time)').waitFor();
    } finally {
      await india.close();
    }
  });
});

describe('countdown links that cannot be read, and holidays', () => {
  const b = useBrowser();

  it('says when a link’s zone is unknown instead of silently counting in the visitor’s', async () => {
    const link = '/countdown?title=Launch&date=2026-12-25T18%3A00&tz=Mars%2FOlympus_Mons';
    const message = 'This link’s time zone, “Mars/Olympus_Mons”, is not one we know, so its moment is shown in your own time zone';
    // Before any script, too.
    expect(await (await fetch(`${b.baseURL}${link}`)).text()).toContain(message);
    const { page } = b;
    await b.goto(link);
    await page.getByRole('alert').getByText(`${message} (New York): choose the event’s zone under “Time zone”.`).waitFor();
    await page.getByText('Friday, December 25, 2026 at 6:00 PM (New York time)').waitFor();
    // Choosing the event's zone settles it.
    await zoneField(page).fill('Berlin');
    await zoneField(page).press('Enter');
    await page.getByText('Friday, December 25, 2026 at 6:00 PM (Berlin time)').waitFor();
    expect(await page.getByText(message).count()).toBe(0);
  });

  it('says when a link’s date is no date', async () => {
    const { page } = b;
    await b.goto('/countdown?title=Launch&date=2026-02-30T10%3A00&tz=UTC');
    await page
      .getByRole('alert')
      .getByText(
        'This link’s date, “2026-02-30T10:00”, is not a date and time (such as 2026-12-25T18:00), so there is nothing to count to: choose a date below.',
      )
      .waitFor();
    await page.getByLabel('Or enter a date and time').fill('2026-12-25T18:00');
    await page.getByRole('heading', { name: /^Time (Until|Since)$/ }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('has no axe violations with a link it cannot read, in both themes', async () => {
    const { page } = b;
    await gotoInTheme(b, '/countdown?date=soon&tz=Mars%2FBase', 'light');
    await page.getByRole('alert').waitFor();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  it('names the event after the holiday chosen, unless it has a title of its own', async () => {
    const { page } = b;
    await b.goto('/countdown');
    const holidays = page.getByRole('heading', { name: 'Popular Holidays' }).locator('..').locator('..');
    await holidays.getByRole('button', { name: /^Christmas \w{3},/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('title')).toBe('Christmas');
    await summary(page)
      .getByText(/until Christmas$/)
      .waitFor();
    await expect.poll(() => page.getByLabel('Event title').inputValue()).toBe('Christmas');
    // Another holiday renames it; a title of the visitor's own stays.
    await holidays.getByRole('button', { name: /^Halloween \w{3},/ }).click();
    await expect.poll(() => page.getByLabel('Event title').inputValue()).toBe('Halloween');
    await page.getByLabel('Event title').fill('Costume party');
    await holidays.getByRole('button', { name: /^Christmas \w{3},/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toMatch(/-12-25T00:00$/);
    expect(new URL(page.url()).searchParams.get('title')).toBe('Costume party');
  });
});

describe('a shared countdown on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('shows the countdown and its title on the first screen, before the fields', async () => {
    const { page } = b;
    await b.goto('/countdown?title=New+Year+party&date=2026-12-31T23%3A00&tz=Europe%2FBerlin');
    const line = summary(page).getByText(/until New Year party$/);
    await line.waitFor();
    const seconds = page.locator('dt:text-is("Seconds") + dd');
    const [text, tile, event, dates] = await Promise.all([
      line.boundingBox(),
      seconds.boundingBox(),
      page.getByRole('heading', { name: 'Event', exact: true }).boundingBox(),
      page.getByRole('heading', { name: 'Select or Enter a Date' }).boundingBox(),
    ]);
    expect(text!.y + text!.height).toBeLessThanOrEqual(844);
    expect(tile!.y + tile!.height).toBeLessThanOrEqual(844);
    expect(event!.y).toBeGreaterThan(tile!.y);
    expect(dates!.y).toBeGreaterThan(tile!.y);
    // One result on the page.
    expect(await page.getByRole('heading', { name: 'Time Until' }).count()).toBe(1);
  });

  it('keeps the fields first for a visitor who opens the page to choose a date', async () => {
    const { page } = b;
    await b.goto('/countdown');
    const [dates, prompt] = await Promise.all([
      page.getByRole('heading', { name: 'Select or Enter a Date' }).boundingBox(),
      page.getByText('Select a date to start the countdown timer').boundingBox(),
    ]);
    expect(prompt!.y).toBeGreaterThan(dates!.y);
  });
});
