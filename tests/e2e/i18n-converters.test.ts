import { describe, expect, it } from 'vitest';
import { describeAxe } from './axe';
import { languageByCode, PUBLISHED_LANGUAGES } from '~/i18n/languages';
import { useBrowser } from './browser';

/**
 * Converter and pair pages in Spanish, German, French and Portuguese (issues 38, 39): their words, their addresses, their
 * numbers. 1 mile is 1.609344 km exactly (1959 agreement; GNU units: `units -t mile km` gives
 * 1.609344), so 1 mi shows 1.6093 km (four decimals) and 1000 mi 1609.344 km.
 */
const PAGES = [
  {
    code: 'es',
    quantity: '/es/longitud',
    heading: 'Conversor de longitud',
    pair: '/es/longitud/millas-a-kilometros',
    pairHeading: 'Conversor de millas a kilómetros',
    sitemap: '/es/mapa-del-sitio',
    sitemapHeading: 'Mapa del sitio',
    pairList: '/es/mapa-del-sitio/longitud',
    pairListHeading: 'Todas las conversiones de longitud',
    unitList: '/es/mapa-del-sitio/longitud/millas',
    unitListHeading: 'Conversiones de longitud desde Millas (mi)',
    englishPair: '/es/length/miles-to-kilometers',
    value: 'Valor que convertir',
    result: 'Resultado',
    one: '1,6093',
    // Spanish groups a number of five digits or more (CLDR's minimumGroupingDigits 2).
    thousand: '1609,344',
    formula: '1 mi = 1,609344 km',
    others: { en: '/length/miles-to-kilometers', de: '/de/laenge/meilen-in-kilometer' },
  },
  {
    code: 'de',
    quantity: '/de/laenge',
    heading: 'Längen umrechnen',
    pair: '/de/laenge/meilen-in-kilometer',
    pairHeading: 'Meilen in Kilometer umrechnen',
    sitemap: '/de/seitenuebersicht',
    sitemapHeading: 'Seitenübersicht',
    pairList: '/de/seitenuebersicht/laenge',
    pairListHeading: 'Alle Umrechnungen für Länge',
    unitList: '/de/seitenuebersicht/laenge/meilen',
    unitListHeading: 'Umrechnungen für Länge aus Meilen (mi)',
    englishPair: '/de/length/miles-to-kilometers',
    value: 'Umzurechnender Wert',
    result: 'Ergebnis',
    one: '1,6093',
    thousand: '1.609,344',
    formula: '1 mi = 1,609344 km',
    others: { en: '/length/miles-to-kilometers', es: '/es/longitud/millas-a-kilometros' },
  },
  {
    code: 'fr',
    quantity: '/fr/longueur',
    heading: 'Convertisseur de longueur',
    pair: '/fr/longueur/miles-en-kilometres',
    pairHeading: 'Convertir des miles en kilomètres',
    sitemap: '/fr/plan-du-site',
    sitemapHeading: 'Plan du site',
    pairList: '/fr/plan-du-site/longueur',
    pairListHeading: 'Toutes les conversions de la catégorie longueur',
    unitList: '/fr/plan-du-site/longueur/miles',
    unitListHeading: 'Miles (mi) vers les autres unités de la catégorie longueur',
    englishPair: '/fr/length/miles-to-kilometers',
    value: 'Valeur à convertir',
    result: 'Résultat',
    one: '1,6093',
    // French groups four digits with a narrow no-break space (CLDR fr-FR).
    thousand: '1\u202f609,344',
    formula: '1 mi = 1,609344 km',
    others: { en: '/length/miles-to-kilometers', es: '/es/longitud/millas-a-kilometros', pt: '/pt/comprimento/milhas-para-quilometros' },
  },
  {
    code: 'pt',
    quantity: '/pt/comprimento',
    heading: 'Conversor de comprimento',
    pair: '/pt/comprimento/milhas-para-quilometros',
    pairHeading: 'Conversor de milhas para quilômetros',
    sitemap: '/pt/mapa-do-site',
    sitemapHeading: 'Mapa do site',
    pairList: '/pt/mapa-do-site/comprimento',
    pairListHeading: 'Todas as conversões de comprimento',
    unitList: '/pt/mapa-do-site/comprimento/milhas',
    unitListHeading: 'Conversões de comprimento a partir de Milhas (mi)',
    englishPair: '/pt/length/miles-to-kilometers',
    value: 'Valor a converter',
    result: 'Resultado',
    one: '1,6093',
    thousand: '1.609,344',
    formula: '1 mi = 1,609344 km',
    others: { en: '/length/miles-to-kilometers', de: '/de/laenge/meilen-in-kilometer', fr: '/fr/longueur/miles-en-kilometres' },
  },
] as const;

const published = (code: string) => languageByCode(code)!.published;

describe('converter and pair pages in other languages', () => {
  const b = useBrowser({ onePage: true });

  it.each(PAGES)('$quantity: the quantity page in its language, its canonical address, its translations for search engines', async (p) => {
    const { page, baseURL } = b;
    await b.goto(p.quantity);
    expect(await page.locator('html').getAttribute('lang')).toBe(p.code);
    await page.getByRole('heading', { level: 1, name: p.heading }).waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}${p.quantity}`);
    // Published: indexed, with every published language's page listed and English as the default;
    // a language being written is neither indexed nor listed.
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    const quantityIn = (code: string) => (code === 'en' ? '/length' : PAGES.find((o) => o.code === code)!.quantity);
    expect(alternates).toEqual(
      published(p.code) ? [...PUBLISHED_LANGUAGES.map((l) => [l.code, `${baseURL}${quantityIn(l.code)}`]), ['x-default', `${baseURL}/length`]] : [],
    );
    expect(await page.locator('meta[name="robots"]').count()).toBe(published(p.code) ? 0 : 1);
    // The header's and footer's converter links lead to the language's pages.
    expect(await page.locator(`footer a[href="${p.quantity}"]`).count()).toBe(1);
  });

  it.each(PAGES)('$pair: the pair page in its language; a conversion typed in shows in its number style', async (p) => {
    const { page, baseURL } = b;
    await b.goto(p.pair);
    expect(await page.locator('html').getAttribute('lang')).toBe(p.code);
    await page.getByRole('heading', { level: 1, name: p.pairHeading }).waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}${p.pair}`);
    await page.getByText(p.formula, { exact: true }).first().waitFor();
    expect(await page.getByLabel(p.result, { exact: true }).inputValue()).toBe(p.one);
    await page.getByLabel(p.value).fill('1000');
    await expect.poll(() => page.getByLabel(p.result, { exact: true }).inputValue()).toBe(p.thousand);
  });

  it.each(PAGES)('$pair: the language switcher links the same pair in the other languages, and they link back', async (p) => {
    const { page } = b;
    await b.goto(p.pair);
    for (const [code, path] of Object.entries(p.others)) {
      expect(await page.locator(`footer a[hreflang="${code}"]`).getAttribute('href'), code).toBe(path);
    }
    // A published page links published languages only: the way back is checked from a page of the same kind.
    const other = PAGES.find((o) => o.code !== p.code && published(o.code) === published(p.code))!;
    await b.goto(other.pair);
    expect(await page.locator(`footer a[hreflang="${p.code}"]`).getAttribute('href')).toBe(p.pair);
  });

  it.each(PAGES)('$sitemap: the site map and the pair lists in the language, linking the language’s pages', async (p) => {
    const { page } = b;
    await b.goto(p.sitemap);
    await page.getByRole('heading', { level: 1, name: p.sitemapHeading }).waitFor();
    expect(await page.locator(`main a[href="${p.quantity}"]`).count()).toBe(1);
    await page.locator(`main a[href="${p.pairList}"]`).click();
    await page.getByRole('heading', { level: 1, name: p.pairListHeading }).waitFor();
    await page.locator(`main a[href="${p.unitList}"]`).click();
    await page.getByRole('heading', { level: 1, name: p.unitListHeading }).waitFor();
    expect(await page.locator(`main a[href="${p.pair}"]`).count()).toBe(1);
  });

  it.each(PAGES)('$englishPair answers with the pair in the language', async (p) => {
    const { page, baseURL } = b;
    const response = await page.request.get(`${baseURL}${p.englishPair}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(p.pair);
    expect((await page.request.get(`${baseURL}${p.quantity}/nada-a-nada`, { maxRedirects: 0 })).status()).toBe(404);
  });
});

describeAxe(
  PAGES.flatMap((p) => [p.quantity, p.pair]),
  { title: 'converter and pair pages in other languages, in both themes' },
);
