import { readFileSync } from 'node:fs';
import type { Download, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes, gotoInTheme, toggleTheme, type Theme } from './axe';
import { useBrowser } from './browser';

// Expected values were computed independently (Python, closed-form payment and a month-by-month
// simulation in whole cents, the last payment taking the rounding: ADR 081), not with the app's code.
describe('mortgage calculator', () => {
  // Each test opens the calculator by address (it stores nothing) and reads it: one page for all.
  const b = useBrowser({ onePage: true });
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
    expect(await output('Total interest')).toBe('$382,636.71');
    expect(await output('Total amount paid')).toBe('$808,636.71');

    await page.getByLabel('Loan amount').fill('400000');
    await expect.poll(() => output('Monthly principal & interest')).toBe('$2,528.27');
    await page.getByLabel('Interest rate').fill('7');
    await expect.poll(() => output('Monthly principal & interest')).toBe('$2,661.21');
    expect(await output('Total interest')).toBe('$558,035.91');
    await page.getByLabel('Loan term').fill('15');
    await expect.poll(() => output('Monthly principal & interest')).toBe('$3,595.31');
    expect(await output('Total interest')).toBe('$247,156.90');
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
    expect(await output('Interest saved')).toBe('$103,450.19');
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
    expect(html).toContain('$8,090.17'); // interest saved: 168 payments instead of 180
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

// Issue 26: the home, its costs, more kinds of extra payment, the CSV, the address and plan B.
// Expected values by an independent computation (Python, 50-digit Decimal): the closed-form
// payment to the cent, and month-by-month (or two-week-by-two-week) loops of balance + interest
// (to the cent) − payment, the last payment taking what rounding left (ADR 081).
describe('mortgage with a home price, PMI, extras and a second plan', () => {
  const b = useBrowser();
  const output = (label: string) => b.page.locator(`dt:text-is("${label}") + dd`).textContent();
  /** The cells of the row headed `label` in `table`. */
  const cells = (table: Locator, label: string) =>
    table
      .getByRole('row')
      .filter({ has: b.page.getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell')
      .allTextContents();
  const csvRows = async (download: Download) =>
    readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
  // 360,000 at 6.5 % over 30 years from January 2026: PMI 0.5 % × 360,000 / 12 = 150 a month
  // until the 109th payment (January 2035), the first whose scheduled balance is ≤ 78 % of 400,000.
  const PMI_PLAN = '/mortgage?start=2026-01&price=400000&down=10%25';

  it('charges PMI on a home bought with 10% down until the scheduled balance reaches 78% of the price', async () => {
    const { page } = b;
    await b.goto('/mortgage?start=2026-01');
    await page.getByLabel('Home price').fill('400000');
    await page.getByLabel('Down payment', { exact: true }).fill('10%');
    await expect.poll(() => page.getByLabel('Loan amount').inputValue()).toBe('360000');
    expect(await output('Monthly principal & interest')).toBe('$2,275.44');
    expect(await output('Monthly PMI')).toBe('$150.00');
    expect(await output('Total monthly payment')).toBe('$2,775.44');
    expect(await output('Last month with PMI')).toBe('January 2035');
    expect(await output('Total PMI')).toBe('$16,350.00');
    await page
      .getByText(/dropped automatically .* Homeowners Protection Act/)
      .first()
      .waitFor();

    const schedule = page.getByRole('table', { name: /without extra payments/ });
    await page.getByRole('button', { name: '2035', exact: true }).click();
    // Principal, interest, PMI, balance: PMI in January 2035, none from February.
    await expect.poll(async () => (await cells(schedule, 'Jan 2035'))[2]).toBe('$150.00');
    expect((await cells(schedule, 'Feb 2035'))[2]).toBe('$0.00');

    // Editing the loan amount sets the down payment: 300,000 of 400,000 leaves 25 %, and no PMI.
    await page.getByLabel('Loan amount').fill('300000');
    await expect.poll(() => page.getByLabel('Down payment', { exact: true }).inputValue()).toBe('25%');
    await expect.poll(() => page.locator('dt:text-is("Monthly PMI")').count()).toBe(0);
    expect(await output('Monthly principal & interest')).toBe('$1,896.20');
  });

  it('downloads the monthly schedule as a CSV, one row a month', async () => {
    const { page } = b;
    await b.goto(PMI_PLAN);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('mortgage-schedule.csv');
    const [header, ...rows] = await csvRows(file);
    // The file's first line, as a spreadsheet shows it.
    expect(header?.join(',')).toBe('Payment number,Month,Principal,Extra principal,Interest,Property tax,Home insurance,PMI,HOA,Total paid,Balance');
    expect(rows).toHaveLength(360);
    expect(rows.map((row) => row[0])).toEqual(Array.from({ length: 360 }, (_, i) => String(i + 1)));
    // 360,000 × 0.065 / 12 = 1,950 of interest; 2,275.44489… − 1,950 of principal.
    expect(rows[0]).toEqual(['1', '2026-01', '325.44', '0.00', '1950.00', '250.00', '100.00', '150.00', '0.00', '2775.44', '359674.56']);
    expect(rows[108]?.slice(1, 2).concat(rows[108][7]!)).toEqual(['2035-01', '150.00']);
    expect(rows[109]?.slice(1, 2).concat(rows[109][7]!)).toEqual(['2035-02', '0.00']);
    expect(rows.at(-1)?.slice(1, 2).concat(rows.at(-1)!.at(-1)!)).toEqual(['2055-12', '0.00']);
    // Issue 37 item 11: the columns add up to the totals the page shows, to the cent; the last
    // payment takes the rounding (2,281.04 of principal and interest instead of 2,275.44).
    const column = (name: string) => rows.reduce((sum, row) => sum + Math.round(Number(row[header!.indexOf(name)]) * 100), 0);
    const asMoney = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(asMoney(column('Interest'))).toBe(await output('Total interest'));
    expect(asMoney(column('Total paid'))).toBe(await output('Total amount paid'));
    expect(asMoney(column('PMI'))).toBe(await output('Total PMI'));
    expect(asMoney(column('Principal') + column('Extra principal'))).toBe('$360,000.00');
    expect([await output('Total interest'), await output('Total amount paid')]).toEqual(['$459,164.00', '$961,514.00']);
    expect((Number(rows.at(-1)![2]) + Number(rows.at(-1)![4])).toFixed(2)).toBe('2281.04');
  });

  it('restores a shared plan from its address, rendered on the server first', async () => {
    // 500,000 with 20 % down: 400,000 at 6 % over 30 years (2,398.20), tax 1.1 % of the price a
    // year (458.33 a month), 1,500 insurance (125), HOA 120; 5,000 every June from January 2027:
    // 248 payments instead of 360, the last in August 2047, 164,190.97 of interest saved.
    const query = '?amount=1&rate=6&years=30&tax=1.1&ins=1500&extra=0&start=2027-01&price=500000&down=20%25&tunit=%25&hoa=120&xyear=5000&xyearm=6';
    const html = await (await fetch(`${b.baseURL}/mortgage${query}`)).text();
    for (const shown of ['value="500000"', 'value="20%"', 'value="400000"', '$3,101.53', 'Early payoff', '$164,190.97', 'August 2047'])
      expect(html).toContain(shown);

    const { page } = b;
    await b.goto(`/mortgage${query}`);
    expect(await page.getByLabel('Loan amount').inputValue()).toBe('400000');
    expect(await page.getByLabel('Property tax unit').inputValue()).toBe('%');
    expect(await page.getByLabel('Month of the yearly payment').inputValue()).toBe('6');
    expect(await output('Monthly principal & interest')).toBe('$2,398.20');
    expect(await output('Monthly property tax')).toBe('$458.33');
    expect(await output('Monthly HOA')).toBe('$120.00');
    expect(await output('Total monthly payment')).toBe('$3,101.53');
    expect(await output('Months saved')).toBe('112');
    expect(await output('Years saved')).toBe('9.3');
    expect(await output('Interest saved')).toBe('$164,190.97');
    expect(await output('Payoff date with extra payments')).toBe('August 2047');

    // Each change rewrites the address in place (no new history entry), and the address restores it.
    const entries = await page.evaluate(() => history.length);
    await page.getByLabel('HOA').fill('100');
    await expect.poll(() => new URL(page.url()).searchParams.get('hoa')).toBe('100');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await b.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await page.getByLabel('HOA').inputValue()).toBe('100');
    expect(await output('Total monthly payment')).toBe('$3,081.53');
  });

  it('compares two plans side by side', async () => {
    const { page } = b;
    await b.goto('/mortgage?start=2026-01&extra=200');
    const table = page.getByRole('table', { name: 'Plan A and plan B side by side' });
    await table.scrollIntoViewIfNeeded();
    // Plan B by default: 15 years with the same 200 a month extra (160 payments instead of 277).
    expect(await cells(table, 'Loan term')).toEqual(['30 years', '15 years', '']);
    expect(await cells(table, 'Monthly principal & interest')).toEqual(['$1,896.20', '$2,613.32', '+$717.12']);
    expect(await cells(table, 'Total interest')).toEqual(['$279,186.52', '$148,829.43', '-$130,357.09']);
    expect(await cells(table, 'Payments')).toEqual(['277', '160', '']);

    await page.getByLabel('Plan B includes the extra payments').uncheck();
    await expect.poll(() => cells(table, 'Payments')).toEqual(['277', '180', '']);
    expect(await cells(table, 'Total interest')).toEqual(['$279,186.52', '$170,398.28', '-$108,788.24']);

    await page.getByLabel('Plan B term').fill('30');
    await page.getByLabel('Plan B rate').fill('5.5');
    // The difference of the amounts shown (issue 37 item 11): 1,703.37 − 1,896.20, not -$192.84 of unshown fractions of a cent.
    await expect.poll(() => cells(table, 'Monthly principal & interest')).toEqual(['$1,896.20', '$1,703.37', '-$192.83']);
    expect(await cells(table, 'Total interest')).toEqual(['$279,186.52', '$313,210.43', '+$34,023.91']);
    await expect.poll(() => new URL(page.url()).search).toContain('&byears=30&brate=5.5&bx=0');
  });

  it('works by keyboard alone: the home, a biweekly plan and the CSV', async () => {
    const { page } = b;
    await b.goto('/mortgage?start=2026-01');
    const tabTo = async (name: string | RegExp) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return (el?.labels?.[0]?.textContent ?? el?.textContent ?? '').trim();
        });
        if (typeof name === 'string' ? focused === name : name.test(focused)) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    await tabTo('Home price');
    await page.keyboard.type('400000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10%');
    await expect.poll(() => page.getByLabel('Loan amount').inputValue()).toBe('360000');
    await tabTo('Biweekly payments');
    await page.keyboard.press('Space');
    // 628 half payments of 1,137.72 every 14 days from January 1, 2026: the last on January 13, 2050.
    await expect.poll(() => output('Months saved')).toBe('71');
    expect(await output('Years saved')).toBe('5.9');
    expect(await output('Interest saved')).toBe('$105,747.75');
    expect(await output('Payoff date with extra payments')).toBe('January 2050');

    await tabTo('Download CSV');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const rows = await csvRows(await download);
    // A header and the 289 months from January 2026 to January 2050.
    expect(rows).toHaveLength(1 + 289);
  });

  it('has no axe violations with every section shown, in both themes, and prints without the site chrome in either', async () => {
    const { page } = b;
    await gotoInTheme(b, `${PMI_PLAN}&extra=100&hoa=50&xonce=10000&xoncem=2027-05`, 'light');
    await page.getByRole('button', { name: '2027', exact: true }).click();
    await page.getByRole('rowheader', { name: 'May 2027' }).waitFor();
    await page.getByRole('table', { name: 'Plan A and plan B side by side' }).scrollIntoViewIfNeeded();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    const printsWithoutChrome = async (theme: Theme) => {
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header').first().isVisible(), theme).toBe(false);
      expect(await page.getByRole('button', { name: 'Download CSV' }).isVisible(), theme).toBe(false);
      expect(await page.getByRole('heading', { name: 'Compare two plans' }).isVisible(), theme).toBe(true);
      // Dark ink on white paper in either theme.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), theme).toBe('rgb(255, 255, 255)');
      await page.emulateMedia({ media: 'screen' });
    };
    // The check above left the page in the dark theme.
    await printsWithoutChrome('dark');
    expect(await toggleTheme(page)).toBe('light');
    await printsWithoutChrome('light');
  });
});
