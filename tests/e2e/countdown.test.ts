import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countdownWords } from '~/components/countdown/countdown-words.server';
import { formatLongDate } from '~/domain/countdown';
import { ENGLISH } from '~/i18n/languages';
import { upcomingHolidays } from '~/domain/holidays';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser, waitForHydration } from './browser';

// The server, the browser and this file share one time zone (vitest.config.ts sets TZ).
describe('countdown timer', () => {
  const b = useBrowser();
  // The button that opens the calendar: the calendar's days are named as dates too ('Friday, December 25, 2026').
  const trigger = () => b.page.getByRole('button', { name: /^(Pick a date|\w+day, \w+ \d+, \d+)$/ }).and(b.page.locator('[aria-haspopup="dialog"]'));
  // A tile's value is the definition (dd) that follows its term (dt).
  const definition = (label: string) => b.page.locator(`dt:text-is("${label}") + dd`);
  const tile = (label: string) => definition(label).textContent();
  const focusedText = () => b.page.evaluate(() => document.activeElement?.textContent ?? '');

  it('asks for a date until one is chosen', async () => {
    const { page } = b;
    await b.goto('/countdown');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Countdown Timer');
    await page.getByText('Calculate the exact time difference from any date in the past or future').waitFor();
    await page.getByText('Select a date to start the countdown timer').waitFor();
    expect(await trigger().textContent()).toBe('Pick a date');
    expect(await page.getByRole('heading', { name: /^Time (Until|Since)$/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'How to Use' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'How to Use' }).locator('..').locator('..').locator('li').count()).toBe(5);
  });

  it('picks a calendar day with the keyboard alone, and unpicks it', async () => {
    const { page } = b;
    await b.goto('/countdown?date=2026-12-25T00:00');
    // Start keyboard navigation at the card, then Tab to the calendar button.
    await page.getByRole('heading', { name: 'Select or Enter a Date' }).click();
    await page.keyboard.press('Tab');
    await expect.poll(focusedText).toBe('Friday, December 25, 2026');
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid');
    await grid.waitFor();
    // The popover opens below its trigger.
    const [t, g] = await Promise.all([trigger().boundingBox(), grid.boundingBox()]);
    expect(g!.y).toBeGreaterThan(t!.y + t!.height);
    // Focus starts on the chosen day.
    await expect.poll(focusedText).toBe('25');

    await page.keyboard.press('ArrowRight'); // Sat Dec 26 2026
    await page.keyboard.press('ArrowDown'); // Sat Jan 2 2027
    await page.keyboard.press('PageUp'); // Wed Dec 2 2026
    await page.keyboard.press('Shift+PageDown'); // Thu Dec 2 2027
    await page.keyboard.press('Home'); // Sun Nov 28 2027 (an outside day, shown)
    await expect.poll(focusedText).toBe('28');
    await page.keyboard.press('End'); // Sat Dec 4 2027
    await page.keyboard.press('Enter');

    await expect.poll(() => trigger().textContent()).toBe('Saturday, December 4, 2027');
    expect(await grid.count()).toBe(0);
    // Focus returns to the button.
    await expect.poll(focusedText).toBe('Saturday, December 4, 2027');
    await expect.poll(() => page.getByLabel('Or enter a date and time').inputValue()).toBe('2027-12-04T00:00');
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2027-12-04T00:00');
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();

    // Choosing the chosen day again clears it, and the countdown stops.
    await page.keyboard.press('Enter');
    await grid.waitFor();
    await expect.poll(focusedText).toBe('4');
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger().textContent()).toBe('Pick a date');
    await page.getByText('Select a date to start the countdown timer').waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  /**
   * Opens `path` with the page's timers under the test's control, paused once the page is live:
   * `page.clock.runFor` lets the countdown's seconds pass.
   */
  async function gotoPaused(path: string) {
    await b.page.clock.install();
    await b.goto(path);
    await b.page.clock.pauseAt(Date.now() + 60_000);
  }

  it('counts to a typed date and time, and ignores an emptied field', async () => {
    const { page } = b;
    await gotoPaused('/countdown');
    const field = page.getByLabel('Or enter a date and time');
    await field.fill('2999-01-01T08:30');
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();
    await page.getByText('Tuesday, January 1, 2999 at 8:30 AM').waitFor();
    expect(await trigger().textContent()).toBe('Tuesday, January 1, 2999');
    expect(Number(await tile('Years'))).toBeGreaterThan(900);
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2999-01-01T08:30');

    const seconds = await tile('Seconds');
    await field.fill('');
    // A tick has run and been shown (the seconds moved on): the date must still be there.
    await page.clock.runFor(1000);
    await expect.poll(() => tile('Seconds')).not.toBe(seconds);
    expect(await trigger().textContent()).toBe('Tuesday, January 1, 2999');
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();
  });

  it('says Time Since for a past date and Time Until for a future one', async () => {
    const { page } = b;
    await b.goto('/countdown?date=2000-01-01T00:00');
    await page.getByRole('heading', { name: 'Time Since' }).waitFor();
    await page.getByText('Saturday, January 1, 2000', { exact: true }).first().waitFor();
    expect(Number(await tile('Years'))).toBeGreaterThanOrEqual(26);

    const nextYear = new Date().getFullYear() + 1;
    await page.getByLabel('Or enter a date and time').fill(`${nextYear}-06-15T12:00`);
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Time Since' }).count()).toBe(0);
  });

  it('changes the tiles as the seconds pass', async () => {
    await gotoPaused('/countdown?date=2999-01-01T00:00');
    await definition('Seconds').waitFor();
    const labels = ['Years', 'Months', 'Weeks', 'Days', 'Hours', 'Minutes', 'Seconds'];
    for (const label of labels) expect(await tile(label)).toMatch(/^\d+$/);
    const first = await tile('Seconds');
    await b.page.clock.runFor(1000);
    await expect.poll(() => tile('Seconds')).not.toBe(first);
  });

  it('counts to a holiday chosen from the list', async () => {
    const { page } = b;
    await b.goto('/countdown');
    const christmas = upcomingHolidays(new Date()).find((h) => h.name === 'Christmas')!;
    const holidays = page.getByRole('heading', { name: 'Popular Holidays' }).locator('..').locator('..');
    expect(await holidays.getByRole('button').count()).toBe(16);
    await holidays.getByRole('button', { name: /^Christmas \w{3},/ }).click();
    await expect.poll(() => trigger().textContent()).toBe(formatLongDate(christmas.date, countdownWords(ENGLISH).dates));
    await page.getByRole('heading', { name: /^Time (Until|Since)$/ }).waitFor();
    expect(await page.getByLabel('Or enter a date and time').inputValue()).toMatch(/-12-25T00:00$/);
  });

  it('renders a shared countdown on the server: the date now, the tiles after the first tick', async () => {
    const res = await fetch(`${b.baseURL}/countdown?date=2026-12-25T00:00`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Friday, December 25, 2026');
    expect(html).toContain('value="2026-12-25T00:00"');
    // No result heading or tiles before the first tick in the browser.
    expect(html).not.toMatch(/>Time (Until|Since)</);
    expect(html).not.toMatch(/>Seconds</);
    expect(html).toContain('Popular Holidays');
    expect(html).toContain('Thanksgiving');
    expect(html).toMatch(/<link rel="canonical" href="[^"?]*\/countdown"/);

    const { page } = b;
    await b.goto('/countdown?date=2026-12-25T00:00');
    await definition('Seconds').waitFor();
    await page.getByRole('button', { name: 'Clear date' }).click();
    await page.getByText('Select a date to start the countdown timer').waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});

// A countdown's link names its event: the title, the wall-clock moment and the IANA zone it is in.
// Expected moments come from the zones' published offsets: Berlin is UTC+1 in winter, New York
// UTC−5, Tokyo UTC+9 (no DST).
const PARTY = '/countdown?title=New+Year+party&date=2026-12-31T23%3A00&tz=Europe%2FBerlin';
const PARTY_UTC = Date.UTC(2026, 11, 31, 22, 0);
const DAY_MS = 86_400_000;

describe('countdown events', () => {
  const b = useBrowser();
  const summary = (page: Page) => page.getByText(/^[\d,]+ (days?|hours?|minutes?|seconds?) (until|since) /);
  const focusedLabel = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.labels?.[0]?.textContent ?? el?.textContent ?? '';
    });

  it('shows the same moment to a visitor in another zone, named in the event’s zone and in theirs', async () => {
    // The fixture's page is in New York (vitest.config.ts); a second visitor is in Tokyo.
    const tokyo = await b.context.browser()!.newContext({ baseURL: b.baseURL, timezoneId: 'Asia/Tokyo' });
    const errors: string[] = [];
    try {
      const other = await tokyo.newPage();
      other.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
      other.on('pageerror', (e) => errors.push(e.message));
      await b.goto(PARTY);
      await other.goto(PARTY);
      await waitForHydration(other);
      for (const [page, yourTime] of [
        [b.page, 'Thursday, December 31, 2026 at 5:00 PM your time'],
        [other, 'Friday, January 1, 2027 at 7:00 AM your time'],
      ] as const) {
        await page.getByRole('heading', { name: 'Time Until' }).waitFor();
        await page.getByText('Thursday, December 31, 2026 at 11:00 PM (Berlin time)').waitFor();
        await page.getByText(yourTime).waitFor();
        expect(await page.getByLabel('Event title').inputValue()).toBe('New Year party');
        expect(await page.getByLabel('Time zone').inputValue()).toBe('Europe/Berlin');
        // Whole days to the moment, the same for both: counted here from its UTC instant.
        const days = Math.floor((PARTY_UTC - Date.now()) / DAY_MS);
        expect([`${days} days until New Year party`, `${days - 1} days until New Year party`]).toContain(await summary(page).textContent());
      }
    } finally {
      await tokyo.close();
    }
    expect(errors).toEqual([]);
  });

  it('renders the event’s fields on the server, so the link works before any script', async () => {
    const html = await (await fetch(`${b.baseURL}${PARTY}`)).text();
    expect(html).toMatch(/<label[^>]*>Event title<\/label><input[^>]*value="New Year party"/);
    expect(html).toMatch(/<label[^>]*>Time zone<\/label><input[^>]*value="Europe\/Berlin"/);
    expect(html).toContain('value="2026-12-31T23:00"');
    // The event's title names the page, for the tab and for link previews.
    expect(html).toMatch(/<title>New Year party – Countdown Timer/);
    expect(html).toContain(`href="/countdown.ics?title=New+Year+party&amp;date=2026-12-31T23%3A00&amp;tz=Europe%2FBerlin"`);
  });

  it('adds the event to a calendar: an .ics file in its zone, Google Calendar and Outlook at its moment in UTC', async () => {
    const { page } = b;
    await b.goto(PARTY);
    const ics = page.getByRole('link', { name: 'Download .ics file' });
    const res = await fetch(new URL((await ics.getAttribute('href'))!, b.baseURL));
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // Unfolded as RFC 5545 says: a line break followed by a space or a tab continues the line.
    const lines = (await res.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain('SUMMARY:New Year party');
    // The wall-clock time in its zone, whose rules the file carries.
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20261231T230000');
    expect(lines).toContain('TZID:Europe/Berlin');

    const google = new URL((await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('text')).toBe('New Year party');
    expect(google.searchParams.get('dates')).toBe('20261231T220000Z/20261231T230000Z');
    expect(google.searchParams.get('ctz')).toBe('Europe/Berlin');
    expect(google.searchParams.get('details')).toBe(`${b.baseURL}${PARTY}`);

    const outlook = new URL((await page.getByRole('link', { name: 'Outlook' }).getAttribute('href'))!);
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(outlook.searchParams.get('subject')).toBe('New Year party');
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-31T22:00:00.000Z');
    expect(outlook.searchParams.get('enddt')).toBe('2026-12-31T23:00:00.000Z');
  });

  it('counts up once the moment has passed', async () => {
    const { page } = b;
    // A minute from now, to the second, in UTC: far enough that the page is live before it, on
    // the page's clock, which then lets the seconds up to it pass at once.
    const moment = Math.floor(Date.now() / 1000) * 1000 + 60_000;
    await page.clock.install();
    await b.goto(`/countdown?title=Lift-off&date=${new Date(moment).toISOString().slice(0, 19)}&tz=UTC`);
    await page.clock.pauseAt(moment - 5000);
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();
    await expect.poll(() => summary(page).textContent()).toMatch(/^[56] seconds until Lift-off$/);
    await page.clock.runFor(7000);
    await page.getByRole('heading', { name: 'Time Since' }).waitFor();
    await expect.poll(() => summary(page).textContent()).toMatch(/^[12] seconds? since Lift-off$/);
  });

  it('counts a yearly event to its next occurrence', async () => {
    const { page } = b;
    await b.goto('/countdown?title=Birthday&date=2000-01-15T09%3A00&tz=UTC&repeat=yearly');
    // The next 15 January at 09:00 UTC, and its weekday, worked out here.
    const thisYear = new Date().getUTCFullYear();
    const year = Date.UTC(thisYear, 0, 15, 9) > Date.now() ? thisYear : thisYear + 1;
    const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(Date.UTC(year, 0, 15)).getUTCDay()];
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();
    await page.getByText(`${weekday}, January 15, ${year} at 9:00 AM (UTC time)`).waitFor();
    expect(await page.getByLabel('Repeat every year (birthdays, anniversaries)').isChecked()).toBe(true);
  });

  it('takes a title, a zone found by its city and a yearly repeat from the keyboard alone', async () => {
    const { page } = b;
    await b.goto('/countdown');
    // The field shows the visitor's own zone once the card is alive.
    await expect.poll(() => page.getByLabel('Time zone').inputValue()).toBe('America/New_York');
    await page.getByRole('heading', { name: 'Event', exact: true }).click();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page)).toBe('Event title');
    await page.keyboard.type('Launch');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page)).toBe('Time zone');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('tokyo');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Time zone').inputValue()).toBe('Asia/Tokyo');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    // On to the calendar: Enter opens it on today, Enter picks today.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page)).toBe('Pick a date');
    await page.keyboard.press('Enter');
    await page.getByRole('grid').waitFor();
    await page.keyboard.press('Enter');
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await expect.poll(() => new URL(page.url()).search).toBe(`?title=Launch&date=${day}T00%3A00&tz=Asia%2FTokyo&repeat=yearly`);
    // Today's midnight in Tokyo has passed: a yearly event counts to next year's.
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();
    await page.getByText('(Tokyo time)').waitFor();
    await summary(page)
      .getByText(/until Launch$/)
      .waitFor();

    // A name it does not know is refused, and the zone stays.
    await page.getByLabel('Time zone').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Atlantis');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('No time zone by that name').waitFor();
    expect(new URL(page.url()).searchParams.get('tz')).toBe('Asia/Tokyo');

    // The calendar links follow the repeat box; Enter would open them.
    for (let i = 0; i < 6 && (await focusedLabel(page)) !== 'Outlook'; i++) await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Outlook');
  });

  it('has no axe violations with an event, its links and a refused zone, in both themes', async () => {
    const { page } = b;
    await gotoInTheme(b, PARTY, 'light');
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();
    await page.getByRole('link', { name: 'Outlook' }).waitFor();
    await page.getByLabel('Time zone').fill('Atlantis');
    await page.getByLabel('Time zone').press('Enter');
    await page.getByRole('alert').waitFor();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
