import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShifts, useBrowser, type BrowserFixture } from './browser';

/**
 * The reader's number style in every island of a Spanish page (ADR 087): each reads what is typed
 * and writes its results in the style the reader chose (Spain's 12.345,6 or Mexico's 12,345.6), at
 * once when the switch is pressed, and after a reload from the first paint with no layout shift.
 */
const TO_MEXICO = 'Escribir los números como 12,345.6';
const TO_SPAIN = 'Escribir los números como 12.345,6';
const NBSP = '\u00a0';

/**
 * `n` to `decimals` decimals as CLDR writes it for es-ES (decimal comma, "." groups only from five
 * integer digits: 1234,5 but 12.345,6) and for es-MX (decimal point, "," groups from four: 1,234.5).
 */
function written(n: number, decimals: number, locale: 'es-ES' | 'es-MX'): string {
  const [integer = '', fraction] = n.toFixed(decimals).split('.');
  const [group, decimal, fromDigits] = locale === 'es-ES' ? ['.', ',', 5] : [',', '.', 4];
  const grouped = integer.length >= fromDigits ? integer.replace(/\B(?=(\d{3})+$)/g, group) : integer;
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

const toMexico = (page: Page) => page.locator('footer').getByRole('button', { name: TO_MEXICO, exact: true }).click();
const toSpain = (page: Page) => page.locator('footer').getByRole('button', { name: TO_SPAIN, exact: true }).click();
const storeMexico = (b: BrowserFixture) => b.context.addInitScript(() => localStorage.setItem('numbers', 'es-MX'));

describe('the all-units table', () => {
  const b = useBrowser();
  /** The value cell of a unit's row, as the reader sees it (innerText leaves out the hidden form). */
  const cell = (page: Page, unit: string) =>
    page
      .locator('tr', { has: page.getByRole('button', { name: `Mostrar ${unit} en el conversor`, exact: true }) })
      .locator('td')
      .nth(1)
      .innerText();

  it('reads the converter’s value and writes every unit’s in the chosen style, and keeps it after a reload', async () => {
    const { page } = b;
    await b.goto('/es/longitud?from=m&to=km');
    await page.getByRole('button', { name: 'Mostrar Milímetro en el conversor', exact: true }).scrollIntoViewIfNeeded();
    // "1.234" is 1234 with a decimal comma (1 234 000 mm), 1.234 with a decimal point (1234 mm).
    await page.getByLabel('Valor que convertir').fill('1.234');
    await expect.poll(() => cell(page, 'Milímetro')).toBe(written(1234 * 1000, 0, 'es-ES'));
    await toMexico(page);
    await expect.poll(() => cell(page, 'Milímetro')).toBe(written(1.234 * 1000, 0, 'es-MX'));

    await b.goto('/es/longitud?from=m&to=km&v=2500');
    expect(await layoutShifts(page)).toEqual([]);
    // Written in the chosen style before the table's island has loaded: 2500 m is 250 000 cm.
    expect(await cell(page, 'Centímetro')).toBe(written(2500 * 100, 0, 'es-MX'));
  });
});

describe('the currency converter', () => {
  const b = useBrowser();
  const result = (page: Page) => page.getByLabel('Resultado', { exact: true }).inputValue();

  it('reads and writes money in the chosen style', async () => {
    const { page } = b;
    // Dollars to dollars: the amount itself, whatever the day's rates.
    await b.goto('/es/moneda?from=USD&to=USD');
    // "1,234" is 1.234 with a decimal comma, 1234 with a decimal point ("1.234" is 1234 in both: money has no third decimal).
    await page.getByLabel('Valor que convertir').fill('1,234');
    await expect.poll(() => result(page)).toBe(written(1.234, 2, 'es-ES'));
    await toMexico(page);
    await expect.poll(() => result(page)).toBe(written(1234, 2, 'es-MX'));
  });
});

describe('the mortgage calculator', () => {
  const b = useBrowser();
  const stat = (page: Page, label: string) =>
    page
      .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .first()
      .locator('dd')
      .innerText();
  // The page's defaults: 300 000 € at 6.5 % over 30 years, 3000 € of tax and 1200 € of insurance a year.
  const r = 0.065 / 12;
  const principalAndInterest = Math.round(((300_000 * r) / (1 - (1 + r) ** -360)) * 100) / 100;
  const total = (taxAYear: number) => principalAndInterest + taxAYear / 12 + 1200 / 12;
  const euros = (n: number, locale: 'es-ES' | 'es-MX') => `${written(n, 2, locale)}${NBSP}€`;

  it('reads its fields and writes its results in the chosen style, and a reload keeps it with no layout shift', async () => {
    const { page } = b;
    await b.goto('/es/hipoteca');
    expect(await stat(page, 'Pago mensual total')).toBe(euros(total(3000), 'es-ES'));
    // "3,000" is 3 with a decimal comma, 3000 with a decimal point.
    await page.getByLabel('Impuesto sobre la vivienda (IBI) al año').fill('3,000');
    await expect.poll(() => stat(page, 'Pago mensual total')).toBe(euros(total(3), 'es-ES'));
    await expect.poll(() => page.getByText('Leído como 3', { exact: true }).count()).toBe(1);
    await toMexico(page);
    await expect.poll(() => stat(page, 'Pago mensual total')).toBe(euros(total(3000), 'es-MX'));
    expect(await page.getByLabel('Tipo de interés').first().inputValue()).toBe('6.5');

    await b.goto('/es/hipoteca');
    expect(await layoutShifts(page)).toEqual([]);
    expect(await stat(page, 'Pago mensual total')).toBe(euros(total(3000), 'es-MX'));
    expect(await page.getByLabel('Tipo de interés').first().inputValue()).toBe('6.5');
    // The comparison, an island of its own loaded on the way to it, writes plan A's payment so too.
    const comparison = page.getByRole('region', { name: 'Compara dos planes' });
    await comparison.scrollIntoViewIfNeeded();
    await expect.poll(() => comparison.innerText()).toContain(euros(total(3000), 'es-MX'));
  });
});

describe('the recipe converter', () => {
  const b = useBrowser();
  const summary = (page: Page) => page.getByRole('heading', { name: 'Receta convertida' }).locator('xpath=..').locator('p').first().innerText();
  const lines = (page: Page) => page.getByRole('list', { name: 'Líneas de ingredientes convertidas' }).innerText();

  it('reads the factor, says how it read it, and writes the lines in the chosen style', async () => {
    const { page } = b;
    await b.goto('/es/cocina/receta');
    await page.getByLabel('Lista de ingredientes').fill('1000 g de harina\nalgo de sal');
    // "2.500" is 2500 with a decimal comma, 2.5 with a decimal point.
    await page.getByLabel('Multiplicar por').fill('2.500');
    await expect.poll(() => summary(page)).toBe(`Multiplicada por ${written(2500, 0, 'es-ES')}. 1 línea queda como estaba.`);
    await expect.poll(() => lines(page)).toContain(`${written(1000 * 2500, 0, 'es-ES')} g`);
    expect(await page.getByText(`Leído como ${written(2500, 0, 'es-ES')}`, { exact: true }).count()).toBe(1);
    await toMexico(page);
    await expect.poll(() => summary(page)).toBe(`Multiplicada por ${written(2.5, 1, 'es-MX')}. 1 línea queda como estaba.`);
    await expect.poll(() => lines(page)).toContain(`${written(1000 * 2.5, 0, 'es-MX')} g`);
    expect(await page.getByText(`Leído como ${written(2.5, 1, 'es-MX')}`, { exact: true }).count()).toBe(1);
  });
});

describe('an ingredient page', () => {
  const b = useBrowser();
  const PAGE = '/es/cocina/ingredientes/harina-de-trigo-comun?v=1.500&from=kg&to=g';
  const sentence = (page: Page) => page.locator('output').innerText();

  it('reads the amount and writes the sentence in the chosen style, and a reload keeps it with no layout shift', async () => {
    const { page } = b;
    await b.goto(PAGE);
    // "1.500" is 1500 with a decimal comma, 1.5 with a decimal point.
    expect(await sentence(page)).toContain(`= ${written(1500 * 1000, 0, 'es-ES')} gramos`);
    await toMexico(page);
    await expect.poll(() => sentence(page)).toContain(`= ${written(1.5 * 1000, 0, 'es-MX')} gramos`);

    await storeMexico(b);
    await b.goto('/es/cocina/ingredientes/harina-de-trigo-comun');
    expect(await layoutShifts(page)).toEqual([]);
    await toSpain(page);
  });
});

describe('the countdown', () => {
  const b = useBrowser();
  // 1 January 2060 at midnight UTC, some 12,000 days away: the count of whole days that are left.
  const PAGE = '/es/cuenta-atras?date=2060-01-01T00:00&tz=UTC';
  const daysLeft = () => Math.floor((Date.UTC(2060, 0, 1) - Date.now()) / 86_400_000);
  const line = (page: Page) => page.getByText(/^Faltan .+ para la fecha$/).innerText();

  // The count is written only after the clock's first tick, once the style is known, into the place the page kept for
  // it: nothing moves when it appears, in either style.
  it('writes its counts in the chosen style, and a reload keeps it, with no layout shift', async () => {
    const { page } = b;
    await b.goto(PAGE);
    await expect.poll(() => line(page)).toBe(`Faltan ${written(daysLeft(), 0, 'es-ES')} días para la fecha`);
    expect(await layoutShifts(page)).toEqual([]);
    await toMexico(page);
    await expect.poll(() => line(page)).toBe(`Faltan ${written(daysLeft(), 0, 'es-MX')} días para la fecha`);

    await b.goto(PAGE);
    await expect.poll(() => line(page)).toBe(`Faltan ${written(daysLeft(), 0, 'es-MX')} días para la fecha`);
    expect(await layoutShifts(page)).toEqual([]);
  });

  it("keeps the result's place on a phone too, where the event's zone adds a line of the reader's own time", async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 740 });
    await b.goto('/countdown?date=2060-01-01T00:00&tz=Asia%2FTokyo&title=New+Year');
    await page.getByText(/ your time$/).waitFor();
    expect(await layoutShifts(page)).toEqual([]);
  });
});
