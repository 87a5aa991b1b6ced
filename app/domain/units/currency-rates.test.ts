import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPair, pairCount } from '~/domain/converters/pairs';
import { signsToCodes } from './currency';
import { outsideBoundsProblem, ratesProblemText, type RatesProblem } from './rates-date';
import { ratesProblemWordsOf } from '~/i18n/currency-words.server';
import { ENGLISH, languageByCode } from '~/i18n/languages';
import { getConverterPage } from '~/domain/converters/registry';
import { chooseRates } from '~/services/rates/page-rates.server';
import { convertAmong } from './convert-units';
import { CURRENCIES } from './currency';
import { BUILT_IN_SOURCE, currencyUnitsAt, RatesDateSchema, ratesUsed, type DayRates } from './currency-rates';

/** A problem as the English pages and the API say it. */
const english = (problem: RatesProblem | null) => problem && ratesProblemText(problem, ratesProblemWordsOf(ENGLISH));

// The ECB's daily file as the tests serve it (tests/fixtures/ecb/daily.xml), read here with a
// regular expression rather than the site's parser.
const xml = readFileSync(new URL('../../../tests/fixtures/ecb/daily.xml', import.meta.url), 'utf8');
const FIXTURE: DayRates = {
  date: /time='(\d{4}-\d\d-\d\d)'/.exec(xml)![1]!,
  rates: Object.fromEntries([...xml.matchAll(/currency='([A-Z]{3})' rate='([\d.]+)'/g)].map((m) => [m[1]!, m[2]!])),
};
const rate = (code: string) => (code === 'EUR' ? 1 : Number(FIXTURE.rates[code]));

describe('the currency table', () => {
  it('has every currency of the ECB file, and the euro', () => {
    const codes = CURRENCIES.map((c) => c.code).sort();
    expect(codes).toEqual([...Object.keys(FIXTURE.rates), 'EUR'].sort());
  });

  it('has a pair page for every ordered pair of its 30 currencies', () => {
    expect(pairCount(getConverterPage('currency')!)).toBe(30 * 29);
    expect(findPair('currency', 'usd-to-mxn')?.to.name).toBe('Mexican peso');
    expect(findPair('currency', 'chf-to-pln')?.from.plural).toBe('Swiss francs');
  });

  it('keeps the nine built-in rates of January 2025 (units per US dollar)', () => {
    const builtIn = Object.fromEntries(CURRENCIES.filter((c) => c.builtIn !== undefined).map((c) => [c.code, c.builtIn]));
    expect(builtIn).toEqual({ USD: 1, EUR: 0.92, GBP: 0.79, JPY: 149.5, AUD: 1.52, CAD: 1.36, CHF: 0.88, CNY: 7.24, INR: 83.12 });
  });
});

describe('conversion at a day’s reference rates (through the euro)', () => {
  const units = currencyUnitsAt(FIXTURE);
  it.each([
    [100, 'USD', 'MXN'],
    [50, 'EUR', 'USD'],
    [5000, 'JPY', 'USD'],
    [50, 'GBP', 'EUR'],
    [1, 'CHF', 'PLN'],
    [1234.56, 'KRW', 'ZAR'],
  ])('%d %s → %s is amount ÷ rate of from × rate of to', (amount, from, to) => {
    expect(convertAmong(units, amount, from, to)).toBeCloseTo((amount / rate(from)) * rate(to), 9);
  });

  it('leaves out a currency the day has no rate for', () => {
    const { MXN: _gone, ...rest } = FIXTURE.rates;
    const keys = currencyUnitsAt({ date: FIXTURE.date, rates: rest }).map((u) => u.key);
    expect(keys).not.toContain('MXN');
    expect(keys).toContain('EUR');
  });

  it('uses the nine built-in rates while none were stored, and says so', () => {
    const builtIn = currencyUnitsAt(undefined);
    expect(builtIn.map((u) => u.key)).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'CNY', 'INR']);
    expect(convertAmong(builtIn, 100, 'USD', 'EUR')).toBe(92);
    expect(ratesUsed(undefined)).toEqual({ date: '2025-01-15', builtIn: true });
    expect(BUILT_IN_SOURCE).toBe('Built-in rates of January 2025 — not current');
  });
});

describe('?date=', () => {
  it.each([
    ['2026-11-24', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['24/11/2026', false],
    ['yesterday', false],
  ])('%s is a date: %s', (text, ok) => {
    expect(RatesDateSchema.safeParse(text).success).toBe(ok);
  });

  const stored: Record<string, DayRates> = {
    '2026-11-20': { date: '2026-11-20', rates: { USD: '1.1500' } },
    '2026-11-24': { date: '2026-11-24', rates: { USD: '1.1550' } },
  };
  const rates = {
    latest: () => stored['2026-11-24'],
    first: () => '2026-11-20',
    on: async (date: string) => ({
      day: Object.values(stored)
        .filter((d) => d.date <= date)
        .at(-1),
      first: '2026-11-20',
    }),
  };
  it.each([
    [null, '2026-11-24', null],
    ['2026-11-22', '2026-11-20', null],
    ['2026-11-24', '2026-11-24', null],
    ['2026-11-19', '2026-11-24', 'The stored reference rates begin on November 20, 2026: there are none for November 19, 2026.'],
    ['2026-11-28', '2026-11-24', 'November 28, 2026 is in the future: reference rates exist only for days that have passed.'],
    ['soon', '2026-11-24', '“soon” is not a date: write it as YYYY-MM-DD.'],
  ])('asked for %s, converts at %s and says %s', async (asked, date, problem) => {
    const chosen = await chooseRates(rates, asked, '2026-11-27');
    expect([chosen.used.date, english(chosen.problem)]).toEqual([date, problem]);
    // The date control offers the stored days up to Frankfurt's today, whatever was asked.
    expect(chosen.bounds).toEqual({ min: '2026-11-20', max: '2026-11-27' });
  });

  it('says no rates were stored when asked for a date before any were', async () => {
    const chosen = await chooseRates({ latest: () => undefined, first: () => undefined, on: rates.on }, '2026-11-24', '2026-11-27');
    expect(chosen.used).toEqual({ date: '2025-01-15', builtIn: true });
    expect(chosen.bounds).toEqual({ min: null, max: '2026-11-27' });
    expect(english(chosen.problem)).toBe('No reference rates have been stored on this site yet, so there are none for November 24, 2026.');
  });
});

describe('signsToCodes', () => {
  it.each([
    ['€50', 'EUR 50'],
    ['50 €', '50 EUR'],
    ['50€', '50 EUR'],
    ['£ 1,234.50', 'GBP 1,234.50'],
    ['MX$200', 'MXN 200'],
    ['CN¥ 10', 'CNY 10'],
    ['¥1000', 'JPY 1000'],
    ['R 100', 'ZAR 100'],
    // Not a sign beside a number: left as typed.
    ['RON 50', 'RON 50'],
    ['50 EUR', '50 EUR'],
    ['$20', '$20'],
    ['50', '50'],
  ])('reads %j as %j', (typed, expected) => {
    expect(signsToCodes(typed)).toBe(expected);
  });
});

// Issue 37 item 10: the date control says the same as the server of a day outside its min and max.
describe('outsideBoundsProblem', () => {
  const bounds = { min: '2026-11-20', max: '2026-11-27' };
  it.each([
    ['2026-11-20', bounds, null],
    ['2026-11-27', bounds, null],
    ['2026-11-19', bounds, 'The stored reference rates begin on November 20, 2026: there are none for November 19, 2026.'],
    ['2026-11-28', bounds, 'November 28, 2026 is in the future: reference rates exist only for days that have passed.'],
    ['1999-01-04', { min: null, max: '2026-11-27' }, null],
  ] as const)('%s in %j: %j', (date, within, problem) => {
    expect(english(outsideBoundsProblem(date, within))).toBe(problem);
  });
});

// The same problems on the Spanish and German pages, their days as each language writes a long date.
describe('ratesProblemText in another language', () => {
  it.each([
    [
      'es',
      { kind: 'future', date: '2026-11-28' },
      'El 28 de noviembre de 2026 es una fecha futura: solo hay tipos de cambio de referencia de días ya pasados.',
    ],
    [
      'es',
      { kind: 'beforeStored', first: '2026-11-20', date: '2026-01-02' },
      'Los tipos de cambio de referencia guardados empiezan el 20 de noviembre de 2026: no hay ninguno del 2 de enero de 2026.',
    ],
    ['es', { kind: 'notADate', asked: 'pronto' }, '«pronto» no es una fecha: escríbela como AAAA-MM-DD.'],
    ['de', { kind: 'future', date: '2026-03-01' }, 'Der 1. März 2026 liegt in der Zukunft: Referenzkurse gibt es nur für vergangene Tage.'],
    [
      'de',
      { kind: 'noneStored', date: '2026-11-24' },
      'Auf dieser Website sind noch keine Referenzkurse gespeichert, also auch keine für den 24. November 2026.',
    ],
  ] as const)('in %s, %j is %j', (code, problem, text) => {
    expect(ratesProblemText(problem, ratesProblemWordsOf(languageByCode(code)!))).toBe(text);
  });
});
