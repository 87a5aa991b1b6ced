import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '~/i18n/languages';
import { niceCeil } from './format';
import { formatCompactMoney, formatMoney, formatPaymentMonth, formatShortMonth } from './mortgage-locale';
import { moneyStyleOf, mortgageLocale } from './mortgage-locale.server';

describe('chart and date formatting', () => {
  it.each([
    [300000, 300000],
    [310000, 400000],
    [250000, 300000],
    [1896.2, 2000],
    [21665.18, 24000],
    [0.5, 0.5],
    [0, 1],
  ])('niceCeil(%d) = %d', (n, expected) => {
    expect(niceCeil(n)).toBeCloseTo(expected, 9);
  });

  const locale = (code: string) =>
    mortgageLocale(
      LANGUAGES.find((language) => language.code === code)!,
      [],
    );

  it.each([
    ['en', 0, '$0'],
    ['en', 950, '$950'],
    ['en', 75000, '$75K'],
    ['en', 37500, '$37.5K'],
    ['en', 1500000, '$1.5M'],
    ['en', 2e9, '$2B'],
    ['es', 0, '0\u00a0€'],
    ['es', 75000, '75\u00a0mil\u00a0€'],
    ['es', 37500, '37,5\u00a0mil\u00a0€'],
    ['es', 1500000, '1,5\u00a0M\u00a0€'],
    ['es', 2e9, '2000\u00a0M\u00a0€'],
    ['de', 75000, '75.000\u00a0€'],
    ['de', 1500000, '1,5\u00a0Mio.\u00a0€'],
    ['de', 2e9, '2\u00a0Mrd.\u00a0€'],
  ])('formatCompactMoney in %s (%d) = %s', (code, n, expected) => {
    expect(formatCompactMoney(n, locale(code).money)).toBe(expected);
  });

  it('names payment months', () => {
    expect(formatPaymentMonth({ year: 2056, month: 10 }, locale('en'))).toBe('October 2056');
    expect(formatPaymentMonth({ year: 2056, month: 10 }, locale('es'))).toBe('octubre de 2056');
    expect(formatPaymentMonth({ year: 2056, month: 10 }, locale('de'))).toBe('Oktober 2056');
    expect(formatPaymentMonth(null, locale('en'))).toBe('—');
  });

  // Intl is the reference: the pages write what Intl writes, without asking it in the browser.
  describe.each(LANGUAGES.map((language) => [language.code, language] as const))('in %s', (code, language) => {
    const words = locale(code);

    it("writes every month as Intl's long and short month-year formats do", () => {
      const long = new Intl.DateTimeFormat(language.locale, { month: 'long', year: 'numeric' });
      const short = new Intl.DateTimeFormat(language.locale, { month: 'short', year: 'numeric' });
      for (const year of [2026, 2049, 10049]) {
        for (let month = 1; month <= 12; month++) {
          const date = new Date(year, month - 1, 1);
          expect(formatPaymentMonth({ year, month }, words)).toBe(long.format(date));
          expect(formatShortMonth({ year, month }, words)).toBe(short.format(date));
        }
      }
    });

    it("writes money as Intl's currency format does", () => {
      const intl = new Intl.NumberFormat(language.locale, { style: 'currency', currency: language.currency });
      for (const n of [0, 0.5, 5, 999.99, 1234.5, 12345.678, 1896.204, 300000, -5, -1234.5, 1e9, 123456789.125]) {
        expect(formatMoney(n, words.money), String(n)).toBe(intl.format(Math.round(n * 100) / 100));
      }
    });
  });

  // A currency without decimals (CLDR: the yen has none), as a language whose money is in yen writes it.
  it("writes yen as Intl's currency format does, without decimals", () => {
    const money = moneyStyleOf({ ...LANGUAGES[0]!, code: 'xx', locale: 'ja-JP', currency: 'JPY' });
    const intl = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
    for (const n of [0, 5, 999, 1234, 1896.7, 300000, -5, -1234, 1e9]) expect(formatMoney(n, money), String(n)).toBe(intl.format(Math.round(n)));
  });
});
