import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

/**
 * Issue 37 item 11: every money and percent field of the mortgage page shows its whole value, on a
 * phone, a tablet, a laptop and on paper ("75000" once showed as "750" at 1280 px). Each field is
 * filled with the longest value a home buyer would type into it, written as people write money.
 */
const LONGEST: Record<string, string> = {
  'Home price': '$2,500,000',
  'Down payment': '$1,250,000',
  'Loan amount': '$1,250,000',
  'Interest rate': '12.375%',
  'Loan term': '30 years',
  'Property tax per year': '$25,000.00',
  'Property tax increase per year': '10.5%',
  'Home insurance per year': '$12,500.00',
  'Home insurance increase per year': '10.5%',
  PMI: '1.25%',
  HOA: '1,250.00',
  'Extra monthly payment': '$10,000.00',
  'Extra yearly payment': '$100,000',
  'One-time extra payment': '$250,000',
  'Plan B term': '30 years',
  'Plan B rate': '12.375%',
};
// The home price sets the loan amount (ADR 057): the amount is checked on a plan without a price.
const WITHOUT_PRICE = ['Home price', 'Down payment'];

describe('mortgage fields show their whole value', () => {
  const b = useBrowser();

  /** The fields, visible on this medium, whose text is wider than their box (none expected). */
  const clipped = async () => {
    const { page } = b;
    const found: string[] = [];
    for (const label of Object.keys(LONGEST)) {
      const input = page.getByLabel(label, { exact: true });
      if (!(await input.isVisible())) continue;
      const { scroll, client, value } = await input.evaluate((el: HTMLInputElement) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        value: el.value,
      }));
      if (scroll > client) found.push(`${label} (${value}: ${scroll} px of text in ${client} px)`);
    }
    return found;
  };

  it.each([390, 800, 1280])('at %d px wide and in print', async (width) => {
    const { page } = b;
    await page.setViewportSize({ width, height: 900 });
    for (const skip of [WITHOUT_PRICE, ['Loan amount']]) {
      await b.goto('/mortgage?start=2026-01');
      for (const [label, value] of Object.entries(LONGEST)) {
        if (!skip.includes(label)) await page.getByLabel(label, { exact: true }).fill(value);
      }
      expect(await page.getByLabel(skip.includes('Loan amount') ? 'Home price' : 'Loan amount', { exact: true }).inputValue()).not.toBe('');
      expect(await clipped(), `screen, ${width} px`).toEqual([]);
      await page.emulateMedia({ media: 'print' });
      expect(await clipped(), `print, ${width} px`).toEqual([]);
      await page.emulateMedia({ media: 'screen' });
    }
  });
});

describe('mortgage fields read a term in words and question values beyond any home loan', () => {
  const b = useBrowser();
  const output = (label: string) => b.page.locator(`dt:text-is("${label}") + dd`).textContent();
  /** The text under a field: how it was read, or why not. */
  const note = (label: string) =>
    b.page.getByLabel(label, { exact: true }).evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' | '),
    );

  it('reads "30 years" in the term as 30', async () => {
    const { page } = b;
    await b.goto('/mortgage?years=15');
    await page.getByLabel('Loan term', { exact: true }).fill('30 years');
    // 300,000 at 6.5 % over 360 months: 300,000·r / (1 − (1 + r)^−360) = 1,896.20407…
    await expect.poll(() => output('Monthly principal & interest')).toBe('$1,896.20');
    expect(await note('Loan term')).toBe('');
    await page.getByLabel('Plan B term', { exact: true }).fill('15 yrs');
    const table = page.getByRole('table', { name: 'Plan A and plan B side by side' });
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'Loan term' }).getByRole('cell').allTextContents())
      .toEqual(['30 years', '15 years', '']);
  });

  it('says why 1e300 counts as 0, and questions a 65% rate while computing it', async () => {
    const { page } = b;
    await b.goto('/mortgage');
    await page.getByLabel('Loan amount', { exact: true }).fill('1e300');
    await expect.poll(() => note('Loan amount')).toBe('Over $1,000,000,000, beyond any home loan — read as 0');
    expect(await page.getByLabel('Loan amount', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await output('Total monthly payment')).toBe('$0.00');

    await page.getByLabel('Loan amount', { exact: true }).fill('300000');
    await page.getByLabel('Interest rate', { exact: true }).fill('65');
    await expect
      .poll(() => note('Interest rate'))
      .toBe('Check the rate: 65% is far above any US mortgage rate (the highest weekly average was 18.63%, in October 1981).');
    // Computed all the same: r = 0.65 / 12; 300,000·r / (1 − (1 + r)^−360), to the cent.
    const r = 0.65 / 12;
    const payment = Math.round(((300000 * r) / (1 - (1 + r) ** -360)) * 100) / 100;
    expect(await output('Monthly principal & interest')).toBe(`$${payment.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(await page.getByLabel('Interest rate', { exact: true }).getAttribute('aria-invalid')).toBeNull();
  });
});
