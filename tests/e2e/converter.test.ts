import { describe, expect, it } from 'vitest';
import { useBrowser, useNoScriptPage } from './browser';

describe('converter page', () => {
  // Each test opens its page by address and sets what it converts: one page for all.
  const b = useBrowser({ onePage: true });

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

  it('offers no swap while the result is a compound, which the From list cannot take', async () => {
    const { page } = b;
    const result = () => page.getByLabel('Result', { exact: true }).inputValue();
    await b.goto('/length?v=71&from=in&to=in&as=feet-inches');
    // 71 in = 5 × 12 in + 11 in.
    expect(await result()).toBe('5 ft 11 in');
    const swap = page.getByRole('button', { name: 'Swap units' });
    expect(await swap.isDisabled()).toBe(true);

    // With a unit as the target the units swap again, the value staying.
    await page.getByLabel('To unit').selectOption('m');
    await swap.click();
    await expect.poll(() => page.getByLabel('From unit').inputValue()).toBe('m');
    expect(await page.getByLabel('To unit').inputValue()).toBe('in');
    // 71 m = 71 / 0.0254 in = 2,795.27559… in
    expect(await result()).toBe('2,795.2756');
    expect(new URL(page.url()).search).toBe('?v=71&from=m&to=in');
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

  it('says on the currency page, while no rates were ever stored, that its built-in rates are not current', async () => {
    const { page } = b;
    await b.goto('/usd-to-eur');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('0.92');
    await page.getByText('Built-in rates of January 2025 — not current', { exact: true }).waitFor();
    await page
      .getByText(/for information only/)
      .first()
      .waitFor();
  });
});

describe('converter page without JavaScript', () => {
  // Two forms opened by address and sent: one page for both, and no script in it.
  const b = useBrowser({ onePage: true });
  const noScript = useNoScriptPage(b, { onePage: true });

  it('converts through a form the server answers, into the same address as with script', async () => {
    const page = noScript();
    await page.goto('/length');
    await page.getByLabel('Value to convert').fill('5');
    await page.getByLabel('From unit').selectOption('ft');
    await page.getByLabel('To unit').selectOption('m');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/length' && url.search === '?v=5&from=ft&to=m');
    // 5 ft × 0.3048 m/ft
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toBe('1.524');

    // Enter sends it too; a compound target, as the to list names it.
    await page.getByLabel('Value to convert').fill('1.8');
    await page.getByLabel('From unit').selectOption('m');
    await page.getByLabel('To unit').selectOption({ label: 'Feet and inches (ft in)' });
    await page.getByLabel('Value to convert').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('v') === '1.8');
    // 1.8 m = 70.866 in: 5 ft 10 ⅞ in to the nearest sixteenth.
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toBe('5 ft 10 ⅞ in');
    expect(await page.getByLabel('To unit').inputValue()).toBe('as:feet-inches');

    // Controls only script can work are not offered.
    expect(await page.getByRole('button', { name: 'Copy result' }).isVisible()).toBe(false);
    expect(await page.getByLabel('Precision').isVisible()).toBe(false);
  });

  it('converts on a pair page, which keeps its own address', async () => {
    const page = noScript();
    await page.goto('/length/feet-to-inches');
    await page.getByLabel('Value to convert').fill('2.5');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/length/feet-to-inches' && url.searchParams.get('v') === '2.5');
    // 2.5 ft × 12 in/ft
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toBe('30');
  });
});

describe('converter page with JavaScript', () => {
  const b = useBrowser();

  it('never sends its form: Enter keeps the page, and the Convert button is not shown', async () => {
    const { page } = b;
    await b.goto('/length?v=5&from=ft&to=m');
    expect(await page.getByRole('button', { name: 'Convert', exact: true }).isVisible()).toBe(false);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByLabel('Value to convert').fill('6');
    await page.getByLabel('Value to convert').press('Enter');
    // 6 ft × 0.3048 m/ft
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('1.8288');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
