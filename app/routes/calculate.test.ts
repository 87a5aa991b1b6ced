import { beforeAll, describe, expect, it } from 'vitest';
import { evaluate } from '~/domain/expression/evaluate';
import { searchIndex } from '~/domain/search/search-index.server';
import { calculationPathIn } from '~/i18n/calculation-addresses.server';
import { ENGLISH, languageByCode } from '~/i18n/languages';
import { loader } from './calculate';

const spanish = languageByCode('es')!;
const german = languageByCode('de')!;

/** The calculation page's loader at `path`, as the route calls it. */
const load = (path: string) => loader({ request: new Request(`https://unitwise.example${path}`) } as Parameters<typeof loader>[0]);

/** Its alternates by language code: what the switcher links and hreflang names. */
const alternatesOf = (path: string) => Object.fromEntries(load(path).alternates.map((a) => [a.code, a.path]));

/** A result to 4 decimals, in a decimal sign's style: the page's Auto precision. */
const shown = (n: number, decimal = '.') => n.toFixed(4).replace('.', decimal);

describe('a calculation page links the same calculation in each language (ADR 091)', () => {
  // Each language's search index is built once, at first use: seconds on a busy machine, not a test's.
  beforeAll(() => {
    for (const code of ['en', 'es', 'de', 'fr', 'pt', 'ja']) searchIndex(code);
  }, 120_000);

  // The rule (calculationPathIn): an answer by its indexed spelling in each language, the reading,
  // " to " and the target, its numbers in each language's style; a refusal as typed, its numbers so
  // rewritten; the page itself where nothing is asked.
  it.each([
    [
      '/es/calcular/1%2C5+km+en+millas',
      {
        en: '/calculate/1.5+km+to+mi',
        es: '/es/calcular/1%2C5+km+to+mi',
        de: '/de/rechnen/1%2C5+km+to+mi',
        fr: '/fr/calculer/1%2C5+km+to+mi',
        pt: '/pt/calcular/1%2C5+km+to+mi',
        ja: '/ja/計算/1.5+km+to+mi',
      },
    ],
    [
      '/de/rechnen/2%2C5+m+%2B+3+kg',
      {
        en: '/calculate/2.5+m+%2B+3+kg',
        es: '/es/calcular/2%2C5+m+%2B+3+kg',
        de: '/de/rechnen/2%2C5+m+%2B+3+kg',
        fr: '/fr/calculer/2%2C5+m+%2B+3+kg',
        pt: '/pt/calcular/2%2C5+m+%2B+3+kg',
        ja: '/ja/計算/2.5+m+%2B+3+kg',
      },
    ],
    ['/es/calcular', { en: '/calculate', es: '/es/calcular', de: '/de/rechnen', fr: '/fr/calculer', pt: '/pt/calcular', ja: '/ja/計算' }],
  ])('%s links %o', (path, expected) => {
    expect(alternatesOf(path)).toEqual(expected);
  });

  it('each alternate answers the same: 1.5 km = 1500 / 1609.344 mi', () => {
    const miles = 1500 / 1609.344;
    for (const [path, decimal] of [
      ['/calculate/1.5+km+to+mi', '.'],
      ['/es/calcular/1%2C5+km+to+mi', ','],
      ['/de/rechnen/1%2C5+km+to+mi', ','],
      ['/fr/calculer/1%2C5+km+to+mi', ','],
      ['/pt/calcular/1%2C5+km+to+mi', ','],
      ['/ja/計算/1.5+km+to+mi', '.'],
    ] as const) {
      const page = load(path);
      expect(page.title, path).toBe(`1${decimal}5 km = ${shown(miles, decimal)} mi`);
      // Each is the page its language indexes, so hreflang names canonical pages only.
      expect(page.noindex, path).toBe(false);
    }
  });

  it('links an English calculation in Spanish and German', () => {
    const asked = '60 mph × 2 h to km';
    const english = load('/calculate/60+mph+%C3%97+2+h+to+km');
    expect(Object.fromEntries(english.alternates.map((a) => [a.code, a.path]))).toEqual({
      en: '/calculate/60+mph+%C3%97+2+h+to+km',
      es: '/es/calcular/60+mph+%C3%97+2+h+to+km',
      de: '/de/rechnen/60+mph+%C3%97+2+h+to+km',
      fr: '/fr/calculer/60+mph+%C3%97+2+h+to+km',
      pt: '/pt/calcular/60+mph+%C3%97+2+h+to+km',
      ja: '/ja/計算/60+mph+%C3%97+2+h+to+km',
    });
    // 60 mph × 2 h = 120 mi = 193.12128 km, in each language's style.
    expect(english.title).toBe(`60 mph × 2 h = ${shown(193.12128)} km`);
    for (const [language, path] of [
      [spanish, '/es/calcular/60+mph+%C3%97+2+h+to+km'],
      [german, '/de/rechnen/60+mph+%C3%97+2+h+to+km'],
    ] as const) {
      expect(calculationPathIn(asked, evaluate(asked, searchIndex('en')), ENGLISH, language)).toBe(path);
      expect(load(path).title).toBe(`60 mph × 2 h = ${shown(193.12128, ',')} km`);
    }
  });
});
