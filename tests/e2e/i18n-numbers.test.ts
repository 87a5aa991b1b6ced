import { describe, expect, it } from 'vitest';
import { languageByCode } from '~/i18n/languages';
import { translatorOf } from '~/i18n/translator.server';
import { useBrowser } from './browser';

/**
 * A decimal comma typed and read on a converter and in the search box, in Spanish, German, French
 * and Portuguese (issues 38, 39; number-style.test.ts has the Spanish quantity page and its switch). 1 mile is
 * 1.609344 km exactly (GNU units: `units -t -d 15 '2.5 mi' km` gives 4.02336,
 * `'1234.5 mi' km` 1986.735168, `'1234 mi' km` 1985.930496, `'1.5 km' mi` 0.932056788356001),
 * shown to four decimals. Spanish groups a number of five digits or more, German one of four
 * (CLDR's minimumGroupingDigits).
 */
const CASES = [
  {
    code: 'es',
    pair: '/es/longitud/millas-a-kilometros',
    value: 'Valor que convertir',
    result: 'Resultado',
    // typed, result, the note on how it was read
    rows: [
      ['2,5', '4,0234', ''],
      ['1234,5', '1986,7352', ''],
    ],
    search: { form: 'Sitio', label: 'Buscar conversores', query: '1,5 km en millas' },
  },
  {
    code: 'de',
    pair: '/de/laenge/meilen-in-kilometer',
    value: 'Umzurechnender Wert',
    result: 'Ergebnis',
    rows: [
      ['2,5', '4,0234', ''],
      ['1234,5', '1.986,7352', ''],
      // A point groups thousands in German: 1.234 is one thousand two hundred thirty-four, and the field says so.
      ['1.234', '1.985,9305', 'gelesen als 1234'],
    ],
    search: { form: 'Website', label: 'Umrechner suchen', query: '1,5 km in Meilen' },
  },
  {
    code: 'fr',
    pair: '/fr/longueur/miles-en-kilometres',
    value: 'Valeur à convertir',
    result: 'Résultat',
    rows: [
      ['2,5', '4,0234', ''],
      // French groups four digits with a narrow no-break space, and reads it typed (and says how).
      ['1234,5', '1\u202f986,7352', ''],
      ['1\u202f234,5', '1\u202f986,7352', 'lu comme 1234,5'],
      ['1.234', '1\u202f985,9305', 'lu comme 1234'],
    ],
    search: { form: 'Recherche sur le site', label: 'Rechercher un convertisseur', query: '1,5 km en miles' },
  },
  {
    code: 'pt',
    pair: '/pt/comprimento/milhas-para-quilometros',
    value: 'Valor a converter',
    result: 'Resultado',
    rows: [
      ['2,5', '4,0234', ''],
      ['1234,5', '1.986,7352', ''],
      ['1.234', '1.985,9305', 'lido como 1234'],
    ],
    search: { form: 'Busca no site', label: 'Buscar conversores', query: '1,5 km em milhas' },
  },
] as const;

describe.each(CASES.map((c) => [c.code, c] as const))('decimal commas in %s', (code, c) => {
  const b = useBrowser({ onePage: true });

  it('the pair page reads what is typed with a decimal comma and writes the result with one', async () => {
    const { page } = b;
    await b.goto(c.pair);
    const field = page.getByLabel(c.value);
    const result = page.getByLabel(c.result, { exact: true });
    const note = page.locator('[id$="-read"]');
    for (const [typed, expected, read] of c.rows) {
      await field.fill(typed);
      await expect.poll(() => result.inputValue(), { message: typed }).toBe(expected);
      expect(await note.innerText(), typed).toBe(read);
    }
    // German has one number style: no switch to another.
    const language = languageByCode(code)!;
    const switches = page.getByRole('button', { name: translatorOf(language)('numbers.switch', { sample: '12,345.6' }), exact: true });
    expect(await switches.count()).toBe(language.otherLocale ? 2 : 0);
  });

  it('the search box reads a decimal comma in a question and answers with one', async () => {
    const { page } = b;
    await b.goto(`/${code}`);
    const field = page.getByRole('search', { name: c.search.form }).getByRole('combobox', { name: c.search.label });
    await field.click();
    await field.pressSequentially(c.search.query);
    await expect.poll(() => page.getByRole('option').first().textContent()).toMatch(/^1,5 km = 0,9321 mi/);
  });
});
