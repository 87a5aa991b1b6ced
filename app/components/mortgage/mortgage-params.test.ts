import { describe, expect, it } from 'vitest';
import { fieldsFromQuery, fieldsToQuery, formatMonthValue, inputFromFields, parseMonth, readField } from './mortgage-params';

describe('mortgage query state', () => {
  it('reads a shared URL and writes it back unchanged', () => {
    const query = 'amount=250000&rate=5.5&years=15&tax=2400&ins=900&extra=150&start=2027-03';
    const fields = fieldsFromQuery(new URLSearchParams(query), '2026-11');
    expect(fields).toEqual({
      amount: '250000',
      rate: '5.5',
      years: '15',
      tax: '2400',
      ins: '900',
      extra: '150',
      start: '2027-03',
    });
    expect(fieldsToQuery(fields).toString()).toBe(query);
  });

  it('keeps an emptied field in the query, so reading it back gives the same fields', () => {
    const fields = { amount: '', rate: '6.', years: '30', tax: '3000', ins: '1200', extra: '', start: '' };
    const query = fieldsToQuery(fields);
    expect(query.toString()).toBe('amount=&rate=6.&years=30&tax=3000&ins=1200&extra=&start=');
    expect(fieldsFromQuery(query, '2026-11')).toEqual({ ...fields, start: '2026-11' });
    expect(inputFromFields(fieldsFromQuery(query, '2026-11'), '2026-11')).toEqual(inputFromFields(fields, '2026-11'));
  });

  it('falls back to the defaults and the given month for missing or unusable values', () => {
    const fields = fieldsFromQuery(new URLSearchParams(`start=2026-13&amount=${'9'.repeat(41)}`), '2026-11');
    expect(fields).toEqual({
      amount: '300000',
      rate: '6.5',
      years: '30',
      tax: '3000',
      ins: '1200',
      extra: '0',
      start: '2026-11',
    });
  });

  it('keeps what the user typed, and reads non-numbers as 0', () => {
    const fields = fieldsFromQuery(new URLSearchParams('amount=abc&rate=6,5&start=2030-1'), '2026-11');
    expect(fields.amount).toBe('abc');
    expect(inputFromFields(fields, '2026-11')).toMatchObject({
      amount: 0,
      ratePercent: 6.5,
      startYear: 2030,
      startMonth: 1,
    });
    expect(inputFromFields({ ...fields, start: '' }, '2026-11')).toMatchObject({ startYear: 2026, startMonth: 11 });
  });

  it.each([
    ['2026-11', { year: 2026, month: 11 }],
    ['2026-1', { year: 2026, month: 1 }],
    [' 2026-12 ', { year: 2026, month: 12 }],
    ['2026-00', null],
    ['2026-13', null],
    ['0000-05', null],
    ['2026/11', null],
    ['', null],
  ])('parseMonth(%j)', (text, expected) => {
    expect(parseMonth(text)).toEqual(expected);
  });

  it('formats a date as the month input value', () => {
    expect(formatMonthValue(new Date(2026, 10, 22))).toBe('2026-11');
    expect(formatMonthValue(new Date(2027, 0, 1))).toBe('2027-01');
  });
});

describe('mortgage number fields', () => {
  // Money fields take "$" and grouping; the rate and term are plain numbers (ADR 035).
  it.each([
    ['amount', '300,000', 300000, '300000'],
    ['amount', '$300,000', 300000, '300000'],
    ['amount', '$ 300 000', 300000, '300000'],
    ['amount', '$300000', 300000, null],
    ['tax', '$3,000', 3000, '3000'],
    ['ins', '1 200', 1200, '1200'],
    ['extra', '$200', 200, null],
    ['rate', '6,5', 6.5, '6.5'],
    ['rate', '6 1/2', 6.5, '6.5'],
    ['years', '30', 30, null],
  ] as const)('%s %j is %d, read as %j', (name, text, value, readAs) => {
    expect(readField(name, text)).toEqual({ value, readAs });
  });
  it.each([
    ['rate', '$6.5'],
    ['years', '$30'],
    ['amount', 'abc'],
  ] as const)('%s %j is no number', (name, text) => {
    expect(readField(name, text)).toBeNull();
  });
  it('gives the calculator the amounts read', () => {
    const fields = { amount: '$300,000', rate: '6,5', years: '30', tax: '$3,000', ins: '1,200', extra: 'abc', start: '2026-11' };
    expect(inputFromFields(fields, '2026-11')).toMatchObject({
      amount: 300000,
      ratePercent: 6.5,
      years: 30,
      annualTax: 3000,
      annualInsurance: 1200,
      extraMonthly: 0,
    });
  });
});
