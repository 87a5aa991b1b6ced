import { describe, expect, it } from 'vitest';
import { formatCompactMoney, formatPaymentMonth, formatShortMonth, niceCeil } from './format';

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

  it.each([
    [0, '$0'],
    [950, '$950'],
    [75000, '$75K'],
    [37500, '$37.5K'],
    [1500000, '$1.5M'],
    [2e9, '$2B'],
  ])('formatCompactMoney(%d) = %s', (n, expected) => {
    expect(formatCompactMoney(n)).toBe(expected);
  });

  it('names payment months', () => {
    expect(formatPaymentMonth({ year: 2056, month: 10 })).toBe('October 2056');
    expect(formatPaymentMonth(null)).toBe('—');
  });

  it("writes every month as Intl's en-US long and short month-year formats do", () => {
    const long = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });
    for (const year of [2026, 2049, 10049]) {
      for (let month = 1; month <= 12; month++) {
        const date = new Date(year, month - 1, 1);
        expect(formatPaymentMonth({ year, month })).toBe(long.format(date));
        expect(formatShortMonth({ year, month })).toBe(short.format(date));
      }
    }
  });
});
