import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

describe('converter page', () => {
  const b = useBrowser();

  it('converts as the user types and keeps the conversion in the URL', async () => {
    const { page } = b;
    await b.goto('/length');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('0.001');

    await page.getByLabel('Value to convert').fill('5');
    await page.getByLabel('From unit').selectOption('ft');
    await page.getByLabel('To unit').selectOption('m');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('1.524');
    await expect.poll(() => new URL(page.url()).search).toBe('?v=5&from=ft&to=m');

    // Typing replaces the history entry instead of adding one per keystroke.
    const entries = await page.evaluate(() => history.length);
    await page.getByLabel('Value to convert').fill('12');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('3.6576');
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  it.each([
    ['/pressure', 'decimal'],
    ['/volume', 'decimal'],
    // A phone's decimal pad has no minus sign: −40 °F must be typeable.
    ['/temperature', 'text'],
    // Nor ' " or :, which 5' 11" and 1:30:00 need.
    ['/length', 'text'],
    ['/time', 'text'],
  ])('asks a phone on %s for the %s keyboard', async (path, keyboard) => {
    await b.goto(path);
    expect(await b.page.getByLabel('Value to convert').getAttribute('inputmode')).toBe(keyboard);
  });

  it('treats non-numeric input as 0', async () => {
    const { page } = b;
    await b.goto('/weight');
    await page.getByLabel('Value to convert').fill('abc');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('0');
  });

  it('swaps the units and keeps the value', async () => {
    const { page } = b;
    await b.goto('/length?v=5&from=ft&to=m');
    await page.getByRole('button', { name: 'Swap units' }).click();
    await expect.poll(() => page.getByLabel('From unit').inputValue()).toBe('m');
    expect(await page.getByLabel('To unit').inputValue()).toBe('ft');
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('5');
    // 5 m = 5 / 0.3048 ft = 16.40419947… ft
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('16.4042');
  });

  it('copies the shown result in plain form and says so', async () => {
    const { page, context, baseURL } = b;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await b.goto('/length?v=1&from=mi&to=m');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('1,609.344');
    await page.getByRole('button', { name: 'Copy result' }).click();
    await page.getByText('Copied!').waitFor();
    await page.getByText('Result copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1609.344');
  });

  it('renders a shared conversion on the server, before any script runs', async () => {
    const res = await fetch(`${b.baseURL}/temperature?v=212&from=F&to=C`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<textarea[^>]*>100<\/textarea>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/temperature"/);
  });

  it('shows scientific notation for tiny results', async () => {
    const { page } = b;
    await b.goto('/energy?v=1&from=eV&to=J');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('1.6022 × 10⁻¹⁹');
  });

  it('states on the currency page that rates are fixed and for reference only', async () => {
    const { page } = b;
    await b.goto('/usd-to-eur');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('0.92');
    await page.getByText(/fixed, approximate and for reference only/i).first().waitFor();
  });
});
