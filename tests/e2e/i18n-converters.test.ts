import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeAxe } from './axe';
import { languageByCode, PUBLISHED_LANGUAGES } from '~/i18n/languages';
import { useBrowser } from './browser';
import { listedBy } from './listed';

/**
 * Converter and pair pages in Spanish, German, French, Portuguese and Japanese (issues 38, 39): their words, their
 * addresses, their numbers. 1 mile is 1.609344 km exactly (1959 agreement; GNU units: `units -t mile km` gives
 * 1.609344), so 1 mi shows 1.6093 km (four decimals) and 1000 mi 1609.344 km. Japanese addresses are Japanese
 * words, which the browser and the server's redirects send percent-encoded: addresses read are compared decoded.
 */
const PAGES = [
  {
    code: 'es',
    quantity: '/es/longitud',
    heading: 'Conversor de longitud',
    pair: '/es/longitud/millas-a-kilometros',
    pairHeading: 'Conversor de millas a kilómetros',
    mileOption: 'Milla (mi)',
    feetInchesOption: 'Pies y pulgadas (ft in)',
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
  },
  {
    code: 'de',
    quantity: '/de/laenge',
    heading: 'Längen umrechnen',
    pair: '/de/laenge/meilen-in-kilometer',
    pairHeading: 'Meilen in Kilometer umrechnen',
    mileOption: 'Meile (mi)',
    feetInchesOption: 'Fuß und Zoll (ft in)',
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
  },
  {
    code: 'fr',
    quantity: '/fr/longueur',
    heading: 'Convertisseur de longueur',
    pair: '/fr/longueur/miles-en-kilometres',
    pairHeading: 'Convertir des miles en kilomètres',
    mileOption: 'Mile (mi)',
    feetInchesOption: 'Pieds et pouces (ft in)',
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
  },
  {
    code: 'pt',
    quantity: '/pt/comprimento',
    heading: 'Conversor de comprimento',
    pair: '/pt/comprimento/milhas-para-quilometros',
    pairHeading: 'Conversor de milhas para quilômetros',
    mileOption: 'Milha (mi)',
    feetInchesOption: 'Pés e polegadas (ft in)',
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
  },
  {
    code: 'ja',
    quantity: '/ja/長さ',
    heading: '長さ換算',
    pair: '/ja/長さ/マイル-から-キロメートル',
    pairHeading: 'マイルからキロメートルへの換算',
    // The unit menus write a unit's name and symbol as the site map does (message converter.unitLabel).
    mileOption: 'マイル（mi）',
    feetInchesOption: 'フィートとインチ（ft in）',
    sitemap: '/ja/サイトマップ',
    sitemapHeading: 'サイトマップ',
    pairList: '/ja/サイトマップ/長さ',
    pairListHeading: '長さの換算一覧',
    unitList: '/ja/サイトマップ/長さ/マイル',
    // A symbol beside Japanese words stands in full-width parentheses (content/i18n/ja/glossary.md).
    unitListHeading: 'マイル（mi）からの長さの換算',
    englishPair: '/ja/length/miles-to-kilometers',
    value: '換算する値',
    result: '結果',
    // Japanese writes a decimal point and groups four digits with a comma (CLDR ja).
    one: '1.6093',
    thousand: '1,609.344',
    formula: '1 mi = 1.609344 km',
  },
] as const;

const published = (code: string) => languageByCode(code)!.published;
/** An address as read from the page or a response, with the percent-encoding of its Japanese words undone. */
const decoded = (address: string | null | undefined) => (address ? decodeURI(address) : address);
/** The links in `scope` to `path`, whether the page writes the address as it is or percent-encoded. */
const linksTo = (page: Page, scope: string, path: string) => page.locator(`${scope} a[href="${path}"], ${scope} a[href="${encodeURI(path)}"]`);

describe('converter and pair pages in other languages', () => {
  const b = useBrowser({ onePage: true });

  it.each(PAGES)('$quantity: the quantity page in its language, its canonical address, its translations for search engines', async (p) => {
    const { page, baseURL } = b;
    await b.goto(p.quantity);
    expect(await page.locator('html').getAttribute('lang')).toBe(p.code);
    await page.getByRole('heading', { level: 1, name: p.heading }).waitFor();
    expect(decoded(await page.locator('link[rel="canonical"]').getAttribute('href'))).toBe(`${baseURL}${p.quantity}`);
    // Published: indexed, with every published language's page listed and English as the default;
    // a language being written is neither indexed nor listed.
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), decodeURI(link.getAttribute('href') ?? '')]));
    const quantityIn = (code: string) => (code === 'en' ? '/length' : PAGES.find((o) => o.code === code)!.quantity);
    expect(alternates).toEqual(
      published(p.code) ? [...PUBLISHED_LANGUAGES.map((l) => [l.code, `${baseURL}${quantityIn(l.code)}`]), ['x-default', `${baseURL}/length`]] : [],
    );
    expect(await page.locator('meta[name="robots"]').count()).toBe(published(p.code) ? 0 : 1);
    // The header's and footer's converter links lead to the language's pages.
    expect(await linksTo(page, 'footer', p.quantity).count()).toBe(1);
  });

  it.each(PAGES)('$pair: the pair page in its language; a conversion typed in shows in its number style', async (p) => {
    const { page, baseURL } = b;
    await b.goto(p.pair);
    expect(await page.locator('html').getAttribute('lang')).toBe(p.code);
    await page.getByRole('heading', { level: 1, name: p.pairHeading }).waitFor();
    expect(decoded(await page.locator('link[rel="canonical"]').getAttribute('href'))).toBe(`${baseURL}${p.pair}`);
    await page.getByText(p.formula, { exact: true }).first().waitFor();
    expect(await page.locator('select[name="from"] option:checked').textContent()).toBe(p.mileOption);
    expect(await page.locator('select[name="to"] option[value="as:feet-inches"]').textContent()).toBe(p.feetInchesOption);
    expect(await page.getByLabel(p.result, { exact: true }).inputValue()).toBe(p.one);
    await page.getByLabel(p.value).fill('1000');
    await expect.poll(() => page.getByLabel(p.result, { exact: true }).inputValue()).toBe(p.thousand);
  });

  it.each(PAGES)('$pair: the language switcher links the same pair in the other languages, and they link back', async (p) => {
    const { page } = b;
    const pairIn = (code: string) => (code === 'en' ? '/length/miles-to-kilometers' : PAGES.find((o) => o.code === code)!.pair);
    const links = (code: string) => listedBy(languageByCode(code)!).map((language) => language.code);
    await b.goto(p.pair);
    const listed = await page.locator('footer a[hreflang]').evaluateAll((as) => as.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]));
    expect(listed.map(([code, href]) => [code, decoded(href)])).toEqual(
      links(p.code)
        .filter((code) => code !== p.code)
        .map((code) => [code, pairIn(code)]),
    );
    // The way back, from a page of another language that links this one; none does to a language being written but its own kind.
    const other = PAGES.find((o) => o.code !== p.code && links(o.code).includes(p.code));
    await b.goto(other?.pair ?? pairIn('en'));
    const back = page.locator(`footer a[hreflang="${p.code}"]`);
    if (other) expect(decoded(await back.getAttribute('href'))).toBe(p.pair);
    else expect(await back.count()).toBe(0);
  });

  it.each(PAGES)('$sitemap: the site map and the pair lists in the language, linking the language’s pages', async (p) => {
    const { page } = b;
    await b.goto(p.sitemap);
    await page.getByRole('heading', { level: 1, name: p.sitemapHeading }).waitFor();
    expect(await linksTo(page, 'main', p.quantity).count()).toBe(1);
    await linksTo(page, 'main', p.pairList).click();
    await page.getByRole('heading', { level: 1, name: p.pairListHeading }).waitFor();
    await linksTo(page, 'main', p.unitList).click();
    await page.getByRole('heading', { level: 1, name: p.unitListHeading }).waitFor();
    expect(await linksTo(page, 'main', p.pair).count()).toBe(1);
  });

  it.each(PAGES)('$englishPair answers with the pair in the language', async (p) => {
    const { page, baseURL } = b;
    const response = await page.request.get(`${baseURL}${p.englishPair}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(decoded(response.headers()['location'])).toBe(p.pair);
    expect((await page.request.get(`${baseURL}${p.quantity}/nada-a-nada`, { maxRedirects: 0 })).status()).toBe(404);
  });
});

describeAxe(
  PAGES.flatMap((p) => [p.quantity, p.pair]),
  { title: 'converter and pair pages in other languages, in both themes' },
);
