import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getConverterPage } from '~/domain/converters/registry';
import { converterPath } from '~/i18n/converter-addresses.server';
import { languageByCode } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { useBrowser } from './browser';

// The calculation page in Spanish, German, French, Portuguese and Japanese (issues 38 and 39, ADR 091): an expression typed
// with the language's decimal sign and words (Japanese without spaces, in full-width forms), its answer in the
// language's number style, a refusal in its words; and a converter's field refusing a calculation in them. Expected
// values are worked out here from the units' definitions (1 mi = 1609.344 m, 1 ft = 0.3048 m), not read from the site.

/** `n` to 4 decimals, trailing zeros cut: the site's Auto precision, with a decimal point as ja-JP writes it. */
const pointDecimal = (n: number) => n.toFixed(4).replace(/\.?0+$/, '');
/** The same with a decimal comma, as es-ES, de-DE, fr-FR and pt-BR write it. */
const commaDecimal = (n: number) => pointDecimal(n).replace('.', ',');

const CASES = [
  {
    code: 'es',
    field: 'Expresión',
    // 1,5 km = 1500 m = 1500 / 1609.344 mi.
    typed: '1,5 km en millas',
    reading: 'leído como 1,5 km',
    result: `= ${commaDecimal(1500 / 1609.344)} mi`,
    // "1.500" groups thousands where the comma is the decimal sign: 1500 m = 1,5 km.
    grouped: ['1.500 m en km', '= 1,5 km'],
    refused: ['5 ft + 3 kg', 'No se puede sumar longitud (5 ft) y peso (3 kg)'],
    converter: { value: 'Valor que convertir', refusal: 'No se puede sumar longitud (5 ft) y peso (3 kg)' },
  },
  {
    code: 'de',
    field: 'Ausdruck',
    // 2,5 m × 3 = 7.5 m = 7.5 / 0.3048 ft.
    typed: '2,5 m * 3 in ft',
    reading: 'gelesen als 2,5 m × 3',
    result: `= ${commaDecimal(7.5 / 0.3048)} ft`,
    grouped: ['1.500 m in km', '= 1,5 km'],
    refused: ['3 fleeb', 'Unbekannte Einheit: „fleeb“'],
    converter: { value: 'Umzurechnender Wert', refusal: 'Länge (5 ft) und Gewicht (3 kg) lassen sich nicht addieren' },
  },
  {
    code: 'fr',
    field: 'Expression à calculer',
    typed: '1,5 km en miles',
    reading: 'lu comme 1,5 km',
    result: `= ${commaDecimal(1500 / 1609.344)} mi`,
    grouped: ['1.500 m en km', '= 1,5 km'],
    // French sets a narrow no-break space before a colon.
    refused: ['5 ft + 3 kg', 'Addition impossible\u202f: longueur (5 ft) et poids (3 kg)'],
    converter: { value: 'Valeur à convertir', refusal: 'Addition impossible\u202f: longueur (5 ft) et poids (3 kg)' },
  },
  {
    code: 'pt',
    field: 'Expressão',
    typed: '1,5 km em milhas',
    reading: 'lido como 1,5 km',
    result: `= ${commaDecimal(1500 / 1609.344)} mi`,
    grouped: ['1.500 m em km', '= 1,5 km'],
    refused: ['5 ft + 3 kg', 'Não é possível somar comprimento (5 ft) e peso (3 kg)'],
    converter: { value: 'Valor a converter', refusal: 'Não é possível somar comprimento (5 ft) e peso (3 kg)' },
  },
  {
    code: 'ja',
    field: '計算式',
    // "１．５ｋｍをマイルに": 1.5 km to miles, typed as a Japanese keyboard writes it.
    typed: '１．５ｋｍをマイルに',
    reading: '1.5 kmとして読み取りました',
    result: `= ${pointDecimal(1500 / 1609.344)} mi`,
    // Japanese groups thousands with a comma, as English does.
    grouped: ['1,500mは何km', '= 1.5 km'],
    refused: ['5フィート足す3キログラム', '長さ（5 ft）と重さ（3 kg）は足せません'],
    // Amounts as Japanese writes them (ADR 095, "As built: numerals, rates and per"): a kanji multiplier
    // (2万5千 m = 25000 m = 25000 / 1609.344 mi), a speed with its rate first (100 km/h = 100000 m / 3600 s),
    // a price per another amount (300 円 per 100 g = 300 × 1000 / 100 円 per kg).
    more: [
      ['2万5千mをマイルに', `= ${pointDecimal(25000 / 1609.344)} mi`],
      ['時速100キロは秒速何メートル', `= ${pointDecimal(100000 / 3600)} m/s`],
      ['100gあたり300円は1kgあたり何円', `= ${((300 * 1000) / 100).toLocaleString('en-US')} JPY/kg`],
    ],
    // The converter's field reads expressions with the same evaluator: one page load is enough here.
    converter: null,
  },
] as const;

/** The answer's live region: what the field says it is described by. */
const answer = async (page: Page, field: Locator) => page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);

describe.each(CASES)('the calculation page in $code', (c) => {
  const b = useBrowser({ onePage: true });
  const language = languageByCode(c.code)!;

  it('reads the language’s decimal sign and words, answers in its number style and refuses in its words', async () => {
    const { page } = b;
    await b.goto(pagePath(language, 'calculate'));
    const field = page.getByRole('textbox', { name: c.field });
    const status = await answer(page, field);
    await field.fill(c.typed);
    await expect.poll(() => status.textContent()).toContain(c.result);
    expect(await status.textContent()).toContain(c.reading);
    // The address as the reader sees it: a Japanese page's words unescaped.
    await expect.poll(() => decodeURI(page.url())).toContain(`${pagePath(language, 'calculate')}/`);
    await field.fill(c.grouped[0]);
    await expect.poll(() => status.textContent()).toContain(c.grouped[1]);
    await field.fill(c.refused[0]);
    // Followed by units of similar names, in the language too.
    await expect.poll(() => status.textContent()).toContain(c.refused[1]);
    for (const [typed, result] of 'more' in c ? c.more : []) {
      await field.fill(typed);
      await expect.poll(() => status.textContent()).toContain(result);
    }
  });
});

describe.each(CASES.flatMap((c) => (c.converter ? [{ code: c.code, converter: c.converter }] : [])))('a converter in $code', (c) => {
  const b = useBrowser({ onePage: true });
  const language = languageByCode(c.code)!;

  it('refuses a calculation of another quantity in a converter’s field in its words', async () => {
    const { page } = b;
    await b.goto(`${converterPath(language, getConverterPage('length')!)}?v=1&from=ft&to=in`);
    await page.getByLabel(c.converter.value).fill('5 ft + 3 kg');
    await expect.poll(() => page.getByText(c.converter.refusal).count()).toBe(1);
  });
});
