import { describe, expect, it } from 'vitest';
import { formatLongDate } from '~/domain/countdown';
import { upcomingHolidays } from '~/domain/holidays';
import { useBrowser } from './browser';

// The server, the browser and this file share one time zone (vitest.config.ts sets TZ).
describe('countdown timer', () => {
  const b = useBrowser();
  const trigger = () => b.page.getByRole('button', { name: /^(Pick a date|\w+day, \w+ \d+, \d+)$/ });
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

  it('counts to a typed date and time, and ignores an emptied field', async () => {
    const { page } = b;
    await b.goto('/countdown');
    const field = page.getByLabel('Or enter a date and time');
    await field.fill('2999-01-01T08:30');
    await page.getByRole('heading', { name: 'Time Until' }).waitFor();
    await page.getByText('Tuesday, January 1, 2999 at 8:30 AM').waitFor();
    expect(await trigger().textContent()).toBe('Tuesday, January 1, 2999');
    expect(Number(await tile('Years'))).toBeGreaterThan(900);
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2999-01-01T08:30');

    await field.fill('');
    // Give a tick the chance to run: the date must still be there.
    await page.waitForTimeout(1100);
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
    await b.goto('/countdown?date=2999-01-01T00:00');
    await definition('Seconds').waitFor();
    const labels = ['Years', 'Months', 'Weeks', 'Days', 'Hours', 'Minutes', 'Seconds'];
    for (const label of labels) expect(await tile(label)).toMatch(/^\d+$/);
    const first = await tile('Seconds');
    await expect.poll(() => tile('Seconds'), { timeout: 3000 }).not.toBe(first);
  });

  it('counts to a holiday chosen from the list', async () => {
    const { page } = b;
    await b.goto('/countdown');
    const christmas = upcomingHolidays(new Date()).find((h) => h.name === 'Christmas')!;
    const holidays = page.getByRole('heading', { name: 'Popular Holidays' }).locator('..').locator('..');
    expect(await holidays.getByRole('button').count()).toBe(16);
    await holidays.getByRole('button', { name: /^Christmas \w{3},/ }).click();
    await expect.poll(() => trigger().textContent()).toBe(formatLongDate(christmas.date));
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
