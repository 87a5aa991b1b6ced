import { describe, expect, it } from 'vitest';
import { languageByCode } from '~/i18n/languages';
import { translatorOf } from '~/i18n/translator.server';
import { useBrowser } from './browser';

/**
 * A number typed and read in the language's style on a converter and in the search box: a decimal
 * comma in Spanish, German, French and Portuguese; in Japanese a decimal point, and the full-width
 * digits a Japanese keyboard types (issues 38, 39; number-style.test.ts has the Spanish quantity
 * page and its switch). 1 mile is 1.609344 km exactly (GNU units: `units -t -d 15 '2.5 mi' km`
 * gives 4.02336, `'1234.5 mi' km` 1986.735168, `'1234 mi' km` 1985.930496, `'1.5 km' mi`
 * 0.932056788356001), shown to four decimals. Spanish groups a number of five digits or more,
 * German and Japanese one of four (CLDR's minimumGroupingDigits).
 */
const CASES = [
  {
    code: 'es',
    pair: '/es/longitud/millas-a-kilometros',
    // typed, result, the note on how it was read
    rows: [
      ['2,5', '4,0234', ''],
      ['1234,5', '1986,7352', ''],
    ],
    search: '1,5 km en millas',
  },
  {
    code: 'de',
    pair: '/de/laenge/meilen-in-kilometer',
    rows: [
      ['2,5', '4,0234', ''],
      ['1234,5', '1.986,7352', ''],
      // A point groups thousands in German: 1.234 is one thousand two hundred thirty-four, and the field says so.
      ['1.234', '1.985,9305', 'gelesen als 1234'],
    ],
    search: '1,5 km in Meilen',
  },
  {
    code: 'fr',
    pair: '/fr/longueur/miles-en-kilometres',
    rows: [
      ['2,5', '4,0234', ''],
      // French groups four digits with a narrow no-break space, and reads it typed (and says how).
      ['1234,5', '1\u202f986,7352', ''],
      ['1\u202f234,5', '1\u202f986,7352', 'lu comme 1234,5'],
      ['1.234', '1\u202f985,9305', 'lu comme 1234'],
    ],
    search: '1,5 km en miles',
  },
  {
    code: 'pt',
    pair: '/pt/comprimento/milhas-para-quilometros',
    rows: [
      ['2,5', '4,0234', ''],
      ['1234,5', '1.986,7352', ''],
      ['1.234', '1.985,9305', 'lido como 1234'],
    ],
    search: '1,5 km em milhas',
  },
  {
    code: 'ja',
    pair: '/ja/長さ/マイル-から-キロメートル',
    rows: [
      ['2.5', '4.0234', ''],
      ['1234.5', '1,986.7352', ''],
      // A comma groups thousands in Japanese, read and said so, as the French space.
      ['1,234.5', '1,986.7352', '1234.5として読み取りました'],
      // Full-width digits and point, as a Japanese keyboard types them: the same number to its reader, nothing to say.
      ['１２３４．５', '1,986.7352', ''],
    ],
    search: '１．５ｋｍをマイルに',
  },
] as const;

describe.each(CASES.map((c) => [c.code, c] as const))('the number style of %s', (code, c) => {
  const b = useBrowser({ onePage: true });
  // The fields' names, which the language files' own tests (i18n-converters, search-languages) read as written.
  const language = languageByCode(code)!;
  const t = translatorOf(language);

  it('the pair page reads what is typed in the language’s style and writes the result in it', async () => {
    const { page } = b;
    await b.goto(c.pair);
    const field = page.getByLabel(t('converter.form.value'));
    const result = page.getByLabel(t('converter.form.result'), { exact: true });
    const note = page.locator('[id$="-read"]');
    for (const [typed, expected, read] of c.rows) {
      await field.fill(typed);
      await expect.poll(() => result.inputValue(), { message: typed }).toBe(expected);
      expect(await note.innerText(), typed).toBe(read);
    }
    // German has one number style: no switch to another.
    const switches = page.getByRole('button', { name: t('numbers.switch', { sample: '12,345.6' }), exact: true });
    expect(await switches.count()).toBe(language.otherLocale ? 2 : 0);
  });

  it('the search box reads a number in the language’s style in a question and answers in it', async () => {
    const { page } = b;
    await b.goto(`/${code}`);
    const field = page.getByRole('search', { name: t('search.formSite') }).getByRole('combobox', { name: t('search.label') });
    await field.click();
    await field.pressSequentially(c.search);
    // 1.5 km is 0.932056788356001 mi (GNU units), to four decimals, written by CLDR through Intl in the language's style.
    const number = new Intl.NumberFormat(language.locale, { maximumFractionDigits: 4 }).format;
    const answer = `${number(1.5)} km = ${number(0.932056788356001)} mi`;
    await expect.poll(async () => (await page.getByRole('option').first().textContent())?.slice(0, answer.length)).toBe(answer);
  });
});
