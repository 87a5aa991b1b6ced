import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// Expected values were computed independently (Python, closed-form payment and a month-by-month
// simulation), not with the app's code.
describe('mortgage calculator', () => {
  const b = useBrowser();
  // An output is the definition (dd) that follows its term (dt) in the results' list.
  const output = (label: string) => b.page.locator(`dt:text-is("${label}") + dd`).textContent();

  it('starts from the defaults and updates the outputs as each input changes', async () => {
    const { page } = b;
    await b.goto('/mortgage');
    expect(await page.getByLabel('Loan amount').inputValue()).toBe('300000');
    expect(await output('Monthly principal & interest')).toBe('$1,896.20');
    expect(await output('Monthly property tax')).toBe('$250.00');
    expect(await output('Monthly home insurance')).toBe('$100.00');
    expect(await output('Total monthly payment')).toBe('$2,246.20');
    expect(await output('Total interest')).toBe('$382,633.47');
    expect(await output('Total amount paid')).toBe('$808,633.47');

    await page.getByLabel('Loan amount').fill('400000');
    await expect.poll(() => output('Monthly principal & interest')).toBe('$2,528.27');
    await page.getByLabel('Interest rate').fill('7');
    await expect.poll(() => output('Monthly principal & interest')).toBe('$2,661.21');
    expect(await output('Total interest')).toBe('$558,035.59');
    await page.getByLabel('Loan term').fill('15');
    await expect.poll(() => output('Monthly principal & interest')).toBe('$3,595.31');
    expect(await output('Total interest')).toBe('$247,156.36');
    await page.getByLabel('Property tax per year').fill('6000');
    await expect.poll(() => output('Monthly property tax')).toBe('$500.00');
    await page.getByLabel('Home insurance per year').fill('2400');
    await expect.poll(() => output('Monthly home insurance')).toBe('$200.00');
    // 3,595.31 + 500 + 200
    expect(await output('Total monthly payment')).toBe('$4,295.31');
    await page.getByLabel('First payment month').fill('2027-03');
    // 180 payments from March 2027: the last is in February 2042.
    await expect.poll(() => output('Payoff date')).toBe('February 2042');
    await page.getByLabel('Interest rate').fill('0');
    await expect.poll(() => output('Monthly principal & interest')).toBe('$2,222.22');
    expect(await output('Total interest')).toBe('$0.00');

    await expect.poll(() => new URL(page.url()).search).toBe('?amount=400000&rate=0&years=15&tax=6000&ins=2400&extra=0&start=2027-03');
  });

  it('treats a non-numeric amount as 0, which zeroes every output', async () => {
    const { page } = b;
    await b.goto('/mortgage');
    await page.getByLabel('Loan amount').fill('abc');
    await expect.poll(() => output('Total monthly payment')).toBe('$0.00');
    expect(await output('Monthly property tax')).toBe('$0.00');
    // The schedule is an island of its own and may follow a moment later.
    await expect.poll(() => page.getByRole('heading', { name: 'Amortization' }).count()).toBe(0);
  });

  it('reads amounts written the way money is written, and says how it read them', async () => {
    const { page } = b;
    await b.goto('/mortgage');
    const amount = page.getByLabel('Loan amount');
    const description = () =>
      amount.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' | '),
      );
    // The product's formula, by hand: r = 6.5 / 100 / 12, n = 360, payment = A·r / (1 − (1 +
    // r)^−n); for A = 250,000 that is 1,580.1700587…, plus 3,000 / 12 tax and 1,200 / 12 insurance.
    for (const typed of ['250,000', '$250,000', '$ 250 000']) {
      await amount.fill(typed);
      await expect.poll(() => output('Monthly principal & interest')).toBe('$1,580.17');
      expect(await output('Total monthly payment')).toBe('$1,930.17');
      await expect.poll(description).toBe('Read as 250000');
    }
    // A plain amount (the $ is the field's own) says nothing.
    await amount.fill('$250000');
    await expect.poll(description).toBe('');
    expect(await output('Monthly principal & interest')).toBe('$1,580.17');
    // Not 300 (a $1.90 payment, issue 13): the default 300,000 typed with its comma.
    await amount.fill('300,000');
    await expect.poll(() => output('Monthly principal & interest')).toBe('$1,896.20');
    await page.getByText('Read as 300000').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('amount')).toBe('300,000');
  });

  it('shows the early-payoff box only with an extra payment', async () => {
    const { page } = b;
    await b.goto('/mortgage?start=2026-11');
    const box = page.getByRole('region', { name: 'Early payoff' });
    expect(await box.count()).toBe(0);

    await page.getByLabel('Extra monthly payment').fill('200');
    await box.waitFor();
    // 277 payments instead of 360.
    expect(await output('Months saved')).toBe('83');
    expect(await output('Years saved')).toBe('6.9');
    expect(await output('Interest saved')).toBe('$103,448.79');
    expect(await output('Payoff date with extra payments')).toBe('November 2049');
    expect(await output('Payoff date without extra payments')).toBe('October 2056');

    await page.getByLabel('Extra monthly payment').fill('0');
    await expect.poll(() => box.count()).toBe(0);
    await page.getByLabel('Extra monthly payment').fill('-50');
    await expect.poll(() => box.count()).toBe(0);
  });

  it('expands a year of the schedule into its months, for either plan', async () => {
    const { page } = b;
    await b.goto('/mortgage?start=2026-11&extra=200');
    const schedule = page.getByRole('table', { name: /with the extra monthly payment/ });
    // November 2026 to November 2049: 24 calendar years.
    expect(await schedule.locator('tbody tr').count()).toBe(24);

    const year = page.getByRole('button', { name: '2027', exact: true });
    expect(await year.getAttribute('aria-expanded')).toBe('false');
    await year.click();
    // A click before the island hydrates is held and given to it once it has.
    await expect.poll(() => year.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('rowheader', { name: 'Jan 2027' }).waitFor();
    expect(await schedule.locator('tbody tr').count()).toBe(24 + 12);

    // Keyboard: Enter on the focused disclosure button closes it again.
    await year.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => year.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('rowheader', { name: 'Jan 2027' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Without extra payment' }).click();
    const standard = page.getByRole('table', { name: /without extra payments/ });
    // November 2026 to October 2056: 31 calendar years.
    await expect.poll(() => standard.locator('tbody tr').count()).toBe(31);
    expect(await page.getByRole('button', { name: 'Without extra payment' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Expand all years' }).click();
    await expect.poll(() => standard.locator('tbody tr').count()).toBe(31 + 360);
  });

  it('keeps the charts and the schedule in step with the inputs above them', async () => {
    const { page } = b;
    await b.goto('/mortgage?start=2026-11');
    // Typed before the schedule was ever scrolled to: it follows all the same.
    await page.getByLabel('Loan term').fill('15');
    const schedule = page.getByRole('table', { name: /without extra payments/ });
    // November 2026 to October 2041: 16 calendar years.
    await expect.poll(() => schedule.locator('tbody tr').count()).toBe(16);
    await page.getByLabel('Extra monthly payment').fill('500');
    const withExtra = page.getByRole('table', { name: /with the extra monthly payment/ });
    // 300,000 at 6.5 % over 15 years with 500 extra: 137 payments, November 2026 to March 2038.
    await expect.poll(() => withExtra.locator('tbody tr').count()).toBe(13);
    await page.getByText(/reaches \$0\.00 in March 2038, 43 months sooner/).waitFor();
    await page.getByLabel('Loan amount').fill('');
    await expect.poll(() => page.getByRole('heading', { name: 'Amortization' }).count()).toBe(0);
    await page.getByLabel('Loan amount').fill('200000');
    await page.getByRole('heading', { name: 'Amortization' }).waitFor();
  });

  it('describes both charts in text', async () => {
    const { page } = b;
    await b.goto('/mortgage?start=2026-11&extra=200');
    expect(await page.getByRole('img', { name: /remaining loan balance/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /principal and interest/ }).count()).toBe(1);
    await page.getByText(/reaches \$0\.00 in November 2049, 83 months sooner/).waitFor();
    await page.getByText(/Principal first exceeds interest in \d{4}/).waitFor();
  });

  it('reproduces a shared plan, rendered on the server before any script runs', async () => {
    const query = '?amount=250000&rate=5&years=15&tax=2400&ins=1200&extra=100&start=2027-01';
    const res = await fetch(`${b.baseURL}/mortgage${query}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="250000"');
    expect(html).toContain('value="2027-01"');
    expect(html).toContain('$1,976.98'); // principal & interest
    expect(html).toContain('$2,276.98'); // + 200 tax + 100 insurance
    expect(html).toContain('Early payoff');
    expect(html).toContain('$8,090.05'); // interest saved: 168 payments instead of 180
    expect(html).toContain('December 2040');
    expect(html).toMatch(/<link rel="canonical" href="[^"?]*\/mortgage"/);
    expect(html).toMatch(/<title>Mortgage Calculator[^<]*<\/title>/);

    const { page } = b;
    await b.goto(`/mortgage${query}`);
    expect(await page.getByLabel('Interest rate').inputValue()).toBe('5');
    expect(await output('Total monthly payment')).toBe('$2,276.98');
    expect(await output('Months saved')).toBe('12');
    expect(await output('Years saved')).toBe('1.0');
    expect(await output('Payoff date without extra payments')).toBe('December 2041');
  });
});

describe('mortgage schedule on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('scrolls sideways in a labelled region that says so, and reaches the Balance column', async () => {
    const { page } = b;
    await b.goto('/mortgage?start=2026-11&extra=200');
    const region = page.getByRole('region', { name: 'Schedule by year' });
    await region.scrollIntoViewIfNeeded();
    await page.getByText('Scroll the table sideways to see every column.').waitFor({ state: 'visible' });
    const box = () => region.boundingBox();
    const balance = region.getByRole('columnheader', { name: 'Balance' });
    // The Balance column starts out of sight: the region is narrower than its table.
    const before = (await balance.boundingBox())!;
    expect(before.x + before.width).toBeGreaterThan((await box())!.x + (await box())!.width);

    // Focusable, so the keyboard scrolls it.
    await region.focus();
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const [cell, frame] = [await balance.boundingBox(), await box()];
        return cell!.x + cell!.width <= frame!.x + frame!.width + 1;
      })
      .toBe(true);
  });
});
