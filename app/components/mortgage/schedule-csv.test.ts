import { describe, expect, it } from 'vitest';
import { computeMortgage, formatMoney } from '~/domain/mortgage';
import { fieldsFromQuery, inputFromFields } from './mortgage-params';
import { ENGLISH, LANGUAGES } from '~/i18n/languages';
import { mortgageLocale } from './mortgage-locale.server';
import { CSV_COLUMNS, scheduleCsv } from './schedule-csv';

const WORDS = mortgageLocale(ENGLISH, ['csv.']).words;

// The calculator as it opens (300,000 at 6.5 % over 30 years, 3,000 tax, 1,200 insurance), from January 2026.
const base = inputFromFields(fieldsFromQuery(new URLSearchParams(), '2026-01'), '2026-01');
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('scheduleCsv', () => {
  it('writes one row a month under named columns', () => {
    const [header, ...rows] = rowsOf(scheduleCsv(computeMortgage(base).scheduled, WORDS));
    expect(header).toEqual([
      'Payment number',
      'Month',
      'Principal',
      'Extra principal',
      'Interest',
      'Property tax',
      'Home insurance',
      'PMI',
      'HOA',
      'Total paid',
      'Balance',
    ]);
    expect(rows).toHaveLength(360);
    // By hand: interest 300,000 × 0.065 / 12 = 1,625; the payment 300,000·r / (1 − (1 + r)^−360)
    // = 1,896.20407…, so 271.20407… of principal and 299,728.79593… left.
    expect(rows[0]).toEqual(['1', '2026-01', '271.20', '0.00', '1625.00', '250.00', '100.00', '0.00', '0.00', '2246.20', '299728.80']);
    expect(rows.at(-1)?.slice(0, 2)).toEqual(['360', '2055-12']);
    expect(rows.at(-1)?.at(-1)).toBe('0.00');
  });

  it('shows the extra payment, PMI and HOA in their columns', () => {
    const plan = computeMortgage({ ...base, amount: 270000, homePrice: 300000, pmiPercent: 0.5, hoaMonthly: 40, extraMonthly: 100 }).withExtra;
    const [, first] = rowsOf(scheduleCsv(plan, WORDS));
    // PMI 0.5 % of 270,000 a year is 112.50 a month; interest 270,000 × 0.065 / 12 = 1,462.50.
    expect(first?.slice(3, 9)).toEqual(['100.00', '1462.50', '250.00', '100.00', '112.50', '40.00']);
  });

  // Issue 37 item 11: the columns add up to the page's totals to the cent, the last payment taking
  // the rounding. Totals by an independent amortization (Python, Decimal, half-up cents; ADR 081).
  it.each([
    // plan, payments, total interest, total paid, total PMI, the last payment's principal and interest
    ['the calculator as it opens', {}, 360, '382636.71', '808636.71', '0.00', '1900.91'],
    ['a home with 10 % down and PMI', { amount: 360000, homePrice: 400000, pmiPercent: 0.5 }, 360, '459164.00', '961514.00', '16350.00', '2281.04'],
    [
      'PMI, HOA and 100 extra a month',
      { amount: 270000, homePrice: 300000, pmiPercent: 0.5, hoaMonthly: 40, extraMonthly: 100 },
      307,
      '284582.70',
      '686575.20',
      null,
      null,
    ],
  ] as const)('%s: every column adds up to the totals shown', (_name, patch, payments, interest, paid, pmi, last) => {
    const result = computeMortgage({ ...base, ...patch });
    const plan = result.withExtra;
    const [header, ...rows] = rowsOf(scheduleCsv(plan, WORDS));
    expect(rows).toHaveLength(payments);
    /** A column's sum in cents, read from the file's text. */
    const column = (name: string) => rows.reduce((total, row) => total + Math.round(Number(row[header!.indexOf(name)]) * 100), 0);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(dollars(column('Interest'))).toBe(interest);
    expect(dollars(column('Total paid'))).toBe(paid);
    expect(dollars(column('Principal') + column('Extra principal'))).toBe(((patch as { amount?: number }).amount ?? 300000).toFixed(2));
    // The page's figures, as shown.
    expect(formatMoney(plan.totalInterest)).toBe(formatMoney(Number(interest)));
    expect(formatMoney(plan.totalPaid)).toBe(formatMoney(Number(paid)));
    expect(formatMoney(plan.totals.pmi)).toBe(formatMoney(column('PMI') / 100));
    if (plan === result.scheduled) {
      expect(formatMoney(result.totalInterest)).toBe(formatMoney(Number(interest)));
      expect(formatMoney(result.totalPaid)).toBe(formatMoney(Number(paid)));
    }
    if (pmi !== null) expect(dollars(column('PMI'))).toBe(pmi);
    // Each row adds up, and the balance falls by the principal paid, to 0.00.
    let balance = Math.round(((patch as { amount?: number }).amount ?? 300000) * 100);
    for (const row of rows) {
      const [principal, extra, ...rest] = row.slice(2, 9).map((cell) => Math.round(Number(cell) * 100));
      expect(principal! + extra! + rest.reduce((a, b) => a + b, 0)).toBe(Math.round(Number(row[9]) * 100));
      balance -= principal! + extra!;
      expect(Math.round(Number(row[10]) * 100)).toBe(balance);
    }
    expect(balance).toBe(0);
    if (last !== null) expect(dollars(Math.round(Number(rows.at(-1)![2]) * 100) + Math.round(Number(rows.at(-1)![4]) * 100))).toBe(last);
  });
});

describe('scheduleCsv in every language', () => {
  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s: the columns are named in the language, the numbers stay locale-free',
    (_code, language) => {
      const words = mortgageLocale(language, ['csv.']).words;
      const [header, first] = rowsOf(scheduleCsv(computeMortgage(base).scheduled, words));
      expect(header).toEqual(CSV_COLUMNS.map((column) => words[`csv.${column}`]));
      expect(first).toEqual(['1', '2026-01', '271.20', '0.00', '1625.00', '250.00', '100.00', '0.00', '0.00', '2246.20', '299728.80']);
    },
  );
});
