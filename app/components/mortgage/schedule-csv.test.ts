import { describe, expect, it } from 'vitest';
import { computeMortgage } from '~/domain/mortgage';
import { fieldsFromQuery, inputFromFields } from './mortgage-params';
import { CSV_COLUMNS, scheduleCsv } from './schedule-csv';

// The calculator as it opens (300,000 at 6.5 % over 30 years, 3,000 tax, 1,200 insurance), from January 2026.
const base = inputFromFields(fieldsFromQuery(new URLSearchParams(), '2026-01'), '2026-01');
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('scheduleCsv', () => {
  it('writes one row a month under named columns', () => {
    const [header, ...rows] = rowsOf(scheduleCsv(computeMortgage(base).scheduled));
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(360);
    // By hand: interest 300,000 × 0.065 / 12 = 1,625; the payment 300,000·r / (1 − (1 + r)^−360)
    // = 1,896.20407…, so 271.20407… of principal and 299,728.79593… left.
    expect(rows[0]).toEqual(['1', '2026-01', '271.20', '0.00', '1625.00', '250.00', '100.00', '0.00', '0.00', '2246.20', '299728.80']);
    expect(rows.at(-1)?.slice(0, 2)).toEqual(['360', '2055-12']);
    expect(rows.at(-1)?.at(-1)).toBe('0.00');
  });

  it('shows the extra payment, PMI and HOA in their columns', () => {
    const plan = computeMortgage({ ...base, amount: 270000, homePrice: 300000, pmiPercent: 0.5, hoaMonthly: 40, extraMonthly: 100 }).withExtra;
    const [, first] = rowsOf(scheduleCsv(plan));
    // PMI 0.5 % of 270,000 a year is 112.50 a month; interest 270,000 × 0.065 / 12 = 1,462.50.
    expect(first?.slice(3, 9)).toEqual(['100.00', '1462.50', '250.00', '100.00', '112.50', '40.00']);
  });
});
