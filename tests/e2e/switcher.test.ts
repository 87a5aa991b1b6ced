import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { baseURL } from './server';

/**
 * The language switcher keeps the conversion (issue 38): what the reader typed goes with the link,
 * its number in the other language's style. 1 m is 100 cm by definition (GNU units: `units -t m cm`
 * gives 100), so 2.5 m is 250 cm; 1.5 × 127.314… g of spooned flour per 250 mL cup (GNU units'
 * 4.25 oz per US cup of 236.5882365 mL) is 191 g.
 */
const search = (page: Page) => new URL(page.url()).search;
const path = (page: Page) => new URL(page.url()).pathname;

describe('the language switcher keeps the conversion', () => {
  const b = useBrowser({ onePage: true });

  it('2,5 m in cm typed on /es/longitud goes to German as 2,5 and to English as 2.5, with the same units', async () => {
    const { page } = b;
    await b.goto('/es/longitud');
    await page.getByLabel('Unidad de origen').selectOption('m');
    await page.getByLabel('Unidad de destino').selectOption('cm');
    await page.getByLabel('Valor que convertir').fill('2,5');
    await expect.poll(() => search(page)).toBe('?v=2%2C5&from=m&to=cm');
    // Pointed at, the header's link names the conversion already (what a middle click would open).
    await page.getByRole('banner').getByRole('group', { name: 'Idioma' }).locator('summary').click();
    await page.locator('header a[hreflang="en"]').hover();
    expect(await page.locator('header a[hreflang="en"]').getAttribute('href')).toBe('/length?v=2.5&from=m&to=cm');

    await page.locator('footer').getByRole('link', { name: 'Deutsch' }).click();
    await expect.poll(() => path(page)).toBe('/de/laenge');
    expect(search(page)).toBe('?v=2%2C5&from=m&to=cm');
    await page.getByLabel('Ergebnis', { exact: true }).waitFor();
    expect(await page.getByLabel('Umzurechnender Wert').inputValue()).toBe('2,5');
    expect(await page.getByLabel('Ausgangseinheit').inputValue()).toBe('m');
    expect(await page.getByLabel('Zieleinheit').inputValue()).toBe('cm');
    expect(await page.getByLabel('Ergebnis', { exact: true }).inputValue()).toBe('250');

    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await expect.poll(() => path(page)).toBe('/length');
    expect(search(page)).toBe('?v=2.5&from=m&to=cm');
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('2.5');
    expect(await page.getByLabel('Result', { exact: true }).inputValue()).toBe('250');
  });

  it('a pair page: the value read as the Spanish reader reads it, written as the English page reads it, by keyboard too', async () => {
    const { page } = b;
    // 1.000 is a thousand in Spain: the server writes the link so.
    await b.goto('/es/longitud/millas-a-kilometros?v=1.000');
    expect(await page.locator('footer a[hreflang="en"]').getAttribute('href')).toBe('/length/miles-to-kilometers?v=1000');
    await page.getByLabel('Valor que convertir').fill('1,5');
    await page.locator('footer a[hreflang="en"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toBe('/length/miles-to-kilometers');
    expect(search(page)).toBe('?v=1.5&from=mi&to=km');
    expect(await page.getByLabel('Value to convert').inputValue()).toBe('1.5');
  });

  it('a calculation: "Deutsch" on a Spanish calculation opens the same calculation in German', async () => {
    const { page } = b;
    // 1,5 km = 1500 m = 1500 / 1609.344 mi = 0.9321 mi (to 4 decimals), with the decimal comma.
    await b.goto('/es/calcular/1%2C5+km+en+millas');
    await page.locator('footer').getByRole('link', { name: 'Deutsch' }).click();
    await expect.poll(() => path(page)).toBe('/de/rechnen/1%2C5+km+to+mi');
    const field = page.getByRole('textbox', { name: 'Ausdruck' });
    expect(await field.inputValue()).toBe('1,5 km to mi');
    const status = page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
    expect(await status.textContent()).toContain('= 0,9321 mi');
  });

  it("an ingredient page: the Spanish page's metric cups go with the value to English, which shows US cups without `sys`", async () => {
    const { page } = b;
    await b.goto('/es/cocina/ingredientes/harina-de-trigo-comun');
    await page.getByLabel('Cantidad').fill('1,5');
    await expect.poll(() => search(page)).toBe('?v=1%2C5&from=cup&to=g');
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await expect.poll(() => path(page)).toBe('/cooking/ingredients/all-purpose-flour');
    expect(search(page)).toBe('?v=1.5&from=cup&to=g&sys=metric');
    expect(await page.getByLabel('Amount').inputValue()).toBe('1.5');
    expect(await page.getByLabel('Cups and spoons').inputValue()).toBe('metric');
    expect(await page.locator('output').first().textContent()).toContain('191');
  });
});

/** The switcher's links in a page's HTML as the server writes them, by language. */
async function switcherLinks(path: string): Promise<Record<string, string>> {
  const html = await (await fetch(baseURL + path)).text();
  const links = [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => [/hrefLang="(\w+)"/i.exec(tag)?.[1], /href="([^"]*)"/.exec(tag)?.[1]]);
  return Object.fromEntries(links.filter(([code]) => code).map(([code, href]) => [code, href!.replaceAll('&amp;', '&')]));
}

describe('the server writes the switcher with the query of the pages that keep their state in it', () => {
  it("the mortgage's plan: 250.000 and 6,5 are 250000 and 6.5 in English, as they are in German, French and Portuguese, and in Japanese as in English", async () => {
    expect(await switcherLinks('/es/hipoteca?amount=250.000&rate=6,5&years=25')).toEqual({
      en: '/mortgage?amount=250000&rate=6.5&years=25',
      de: '/de/baufinanzierung?amount=250.000&rate=6%2C5&years=25',
      // French and Brazilian Portuguese write the decimal comma too.
      fr: '/fr/pret-immobilier?amount=250.000&rate=6%2C5&years=25',
      pt: '/pt/financiamento?amount=250.000&rate=6%2C5&years=25',
      // Japanese writes a decimal point, as English does.
      ja: '/ja/住宅ローン?amount=250000&rate=6.5&years=25',
    });
  });

  it("the countdown's event, its title as written", async () => {
    const links = await switcherLinks('/es/cuenta-atras?title=Boda+1.500&date=2027-06-01T12%3A00&tz=Europe%2FMadrid');
    expect(links.en).toBe('/countdown?title=Boda+1.500&date=2027-06-01T12%3A00&tz=Europe%2FMadrid');
  });

  it('a page that keeps nothing in its query links the bare page', async () => {
    expect((await switcherLinks('/es/acerca-de?ref=boletin'))['en']).toBe('/about');
  });
});
