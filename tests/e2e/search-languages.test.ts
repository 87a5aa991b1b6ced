import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES, languageByCode } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { useBrowser, waitForHydration } from './browser';

// The header's search box in each language (issue 38, docs/decisions/088-search-in-each-language.md):
// typing on /es, /de, /fr or /pt gives suggestions in the language, numbers in its style, and Enter opens the
// answer at the language's address. Values from GNU units (the command beside each).

interface Case {
  query: string;
  /** The first suggestion's text. */
  suggestion: RegExp;
  /** The page Enter opens: the answer at the language's own address (no 301 on the way). */
  href: string;
}

const CASES: Record<string, { box: { form: string; label: string }; cases: Case[] }> = {
  es: {
    box: { form: 'Sitio', label: 'Buscar conversores' },
    cases: [
      // units -t '5 ft' m → 1.524
      { query: '5 pies a metros', suggestion: /5 ft = 1,524 m.*pies a metros · Longitud/, href: '/es/pies-a-metros?v=5' },
      // units -t 'tempF(100)' tempC → 37.7777777777778
      { query: '100 fahrenheit a celsius', suggestion: /100 °F = 37,7778 °C/, href: '/es/temperatura/grados-fahrenheit-a-grados-celsius?v=100' },
      { query: 'hipoteca', suggestion: /Calculadora de hipotecas/, href: '/es/hipoteca' },
    ],
  },
  de: {
    box: { form: 'Website', label: 'Umrechner suchen' },
    cases: [
      // units -t '3 oz' g → 85.048569375
      { query: 'Wie viel sind 3 Unzen in Gramm', suggestion: /3 oz = 85,0486 g.*Unzen in Gramm · Gewicht/, href: '/de/gewicht/unzen-in-gramm?v=3' },
      // units -t '5 mi' km → 8.04672: a German's lone mile opens at kilometers (CLDR's unit preferences)
      { query: '5 Meilen', suggestion: /5 mi = 8,0467 km.*Meilen in Kilometer/, href: '/de/laenge?v=5&from=mi&to=km' },
      { query: 'Baufinanzierung', suggestion: /Baufinanzierungsrechner/, href: '/de/baufinanzierung' },
      // Two metric cups (250 mL) of flour, spooned and levelled: units -t '500 ml flour_spooned' g → 254.63116
      {
        query: '2 Tassen Mehl in Gramm',
        suggestion: /2 Tassen Weizenmehl Type 405 = 254,6 Gramm/,
        href: '/de/kochen/zutaten/weizenmehl-type-405?v=2&from=cup&to=g&sys=metric',
      },
    ],
  },
  fr: {
    box: { form: 'Recherche sur le site', label: 'Rechercher un convertisseur' },
    cases: [
      // units -t '5 ft' m → 1.524
      { query: '5 pieds en mètres', suggestion: /5 ft = 1,524 m/, href: '/fr/pieds-en-metres?v=5' },
      // units -t 'tempF(100)' tempC → 37.7777777777778
      { query: '100 fahrenheit en celsius', suggestion: /100 °F = 37,7778 °C/, href: '/fr/temperature/degres-fahrenheit-en-degres-celsius?v=100' },
      { query: 'prêt immobilier', suggestion: /Calculatrice de prêt immobilier/, href: '/fr/pret-immobilier' },
      // Two metric cups (250 mL) of flour, spooned and levelled: units -t '500 ml flour_spooned' g → 254.63116
      {
        query: '2 tasses de farine en grammes',
        suggestion: /2 tasses \(farine de blé tout usage\) = 254,6 g/,
        href: '/fr/cuisine/ingredients/farine-de-ble-tout-usage?v=2&from=cup&to=g&sys=metric',
      },
    ],
  },
  pt: {
    box: { form: 'Busca no site', label: 'Buscar conversores' },
    cases: [
      { query: '5 pés para metros', suggestion: /5 ft = 1,524 m/, href: '/pt/pes-para-metros?v=5' },
      { query: '100 fahrenheit para celsius', suggestion: /100 °F = 37,7778 °C/, href: '/pt/temperatura/graus-fahrenheit-para-graus-celsius?v=100' },
      { query: 'financiamento', suggestion: /Calculadora de financiamento imobiliário/, href: '/pt/financiamento' },
      // Two Brazilian cups (240 mL) of flour, spooned and levelled: units -t '480 ml flour_spooned' g → 244.44591
      {
        query: '2 xícaras de farinha em gramas',
        suggestion: /2 xícaras de farinha de trigo = 244,4 g/,
        href: '/pt/cozinha/ingredientes/farinha-de-trigo?v=2&from=cup&to=g&sys=us-label',
      },
    ],
  },
  ja: {
    box: { form: 'サイト', label: '換算ツールを検索' },
    cases: [
      // Japanese is typed without spaces (ADR 095); its addresses are Japanese words, which the browser sends percent-encoded.
      { query: '5フィートをメートルに', suggestion: /5 ft = 1\.524 m/, href: `${encodeURI('/ja/フィート-から-メートル')}?v=5` },
      // units -t 'tempF(100)' tempC → 37.7777777777778
      { query: '100°Fを摂氏に', suggestion: /100 °F = 37\.7778 °C/, href: `${encodeURI('/ja/温度/華氏-から-摂氏')}?v=100` },
      { query: '住宅ローン', suggestion: /住宅ローン計算ツール/, href: encodeURI('/ja/住宅ローン') },
      // Two Japanese cups (200 mL) of flour, spooned and levelled: units -t '400 ml flour_spooned' g → 203.70493
      {
        query: '2カップの小麦粉は何グラム',
        suggestion: /203\.7/,
        href: `${encodeURI('/ja/料理/材料/中力粉')}?v=2&from=cup&to=g&sys=japan`,
      },
      // A number with a kanji multiplier (ADR 095, "As built: numerals, rates and per"): 3千 = 3 × 1000;
      // units -t '3000 m' ft → 9842.51968503937
      { query: '3千メートルをフィートに', suggestion: /3,000 m = 9,842\.5197 ft/, href: `${encodeURI('/ja/長さ/メートル-から-フィート')}?v=3000` },
      // A speed written with its rate first: units -t '100 km/hr' m/s → 27.7777777777778
      {
        query: '時速100キロは秒速何メートル',
        suggestion: /100 km\/h = 27\.7778 m\/s/,
        href: `${encodeURI('/ja/速度/キロメートル毎時-から-メートル毎秒')}?v=100`,
      },
      // An amount per another: 20 km per liter, units -t '20 km/liter' mpg → 47.0429166666667
      {
        query: '1リットルあたり20kmをmpgに',
        suggestion: /20 km\/L = 47\.0429 mpg \(US\)/,
        href: `${encodeURI('/ja/燃費/キロメートル毎リットル-から-マイル毎米ガロン')}?v=20`,
      },
    ],
  },
};

/**
 * A suggestion picked with the pointer: the pair's page in the language, with the amount typed and
 * its answer in the language's number style. 5 ft is 5 × 0.3048 m (the international foot, 1959).
 */
const PICKS: Record<string, { query: string; count: string; path: string; value: string; result: string }> = {
  es: { query: '5 pies a metros', count: '1 sugerencia', path: '/es/pies-a-metros', value: 'Valor que convertir', result: 'Resultado' },
  de: { query: '5 Fuß in Meter', count: '1 Vorschlag', path: '/de/fuss-in-meter', value: 'Umzurechnender Wert', result: 'Ergebnis' },
  fr: { query: '5 pieds en mètres', count: '1 suggestion', path: '/fr/pieds-en-metres', value: 'Valeur à convertir', result: 'Résultat' },
  pt: { query: '5 pés para metros', count: '1 sugestão', path: '/pt/pes-para-metros', value: 'Valor a converter', result: 'Resultado' },
  ja: { query: '5フィートをメートルに', count: '候補1件', path: encodeURI('/ja/フィート-から-メートル'), value: '換算する値', result: '結果' },
};
/** 5 ft in meters (1.524) as the language writes it, by CLDR through Intl: "1,524" in French, "1.524" in Japanese. */
const fiveFeetInMeters = (code: string) => new Intl.NumberFormat(languageByCode(code)!.locale).format(5 * 0.3048);

const opened = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('the search box in each language', () => {
  const b = useBrowser({ onePage: true });
  const others = LANGUAGES.filter((language) => language !== ENGLISH);

  it('has cases for every language', () => {
    for (const language of others) expect(CASES[language.code]?.cases.length, language.code).toBeGreaterThan(0);
  });

  const rows = others.flatMap((language) => (CASES[language.code]?.cases ?? []).map((c) => [language.code, c.query, c] as const));
  it.each(rows)('%s: %j suggests in the language and Enter opens the answer', async (code, _query, { query, suggestion, href }) => {
    const { box } = CASES[code]!;
    await b.goto(`/${code}`);
    const field = b.page.getByRole('search', { name: box.form }).getByRole('combobox', { name: box.label });
    await field.click();
    await field.pressSequentially(query);
    const first = b.page.getByRole('option').first();
    await expect.poll(() => first.textContent()).toMatch(suggestion);
    await Promise.all([b.page.waitForURL((url) => `${url.pathname}${url.search}` === href), b.page.keyboard.press('Enter')]);
    expect(opened(b.page)).toBe(href);
  });

  it.each(others.map((language) => [language.code] as const))(
    '%s: a suggestion picked opens the pair in the language, with the amount',
    async (code) => {
      const { box } = CASES[code]!;
      const pick = PICKS[code]!;
      await b.goto(`/${code}`);
      const form = b.page.getByRole('search', { name: box.form });
      const field = form.getByRole('combobox', { name: box.label });
      await field.click();
      await field.pressSequentially(pick.query);
      const first = b.page.getByRole('option').first();
      await expect.poll(() => first.textContent()).toContain(fiveFeetInMeters(code));
      // The count a screen reader hears, in the language's plural: one answer, the pair.
      await expect.poll(() => form.getByRole('status').textContent()).toBe(pick.count);
      expect(await b.page.getByRole('option').count()).toBe(1);
      await Promise.all([b.page.waitForURL((url) => url.pathname === pick.path), first.click()]);
      expect(opened(b.page)).toBe(`${pick.path}?v=5`);
      await waitForHydration(b.page);
      expect(await b.page.locator('html').getAttribute('lang')).toBe(code);
      expect(await b.page.getByLabel(pick.value).inputValue()).toBe('5');
      await expect.poll(() => b.page.getByLabel(pick.result, { exact: true }).inputValue()).toBe(fiveFeetInMeters(code));
    },
  );

  it.each(others.map((language) => [language.code] as const))('%s: the search page without script speaks the language', async (code) => {
    const res = await fetch(`${b.baseURL}${pagePath(languageByCode(code)!, 'search')}?q=zzzz`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`lang="${code}"`);
    expect(html).not.toContain('No converter matches');
  });
});
