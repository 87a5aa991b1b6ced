import { describe, expect, it } from 'vitest';
import { fieldsFromQuery, fieldsToQuery, fieldValue, formatMonthValue, inputFromFields, parseMonth, readField } from './mortgage-params';

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
    // A rate with its percent sign, as people write it (the field shows one already).
    ['rate', '6.5%', 6.5, null],
    ['rate', '6.5 %', 6.5, null],
    ['rate', '0%', 0, null],
    // Money with "k", a trailing "$", and dots grouping as "1.000,5" does everywhere.
    ['amount', '300k', 300000, '300000'],
    ['amount', '$300k', 300000, '300000'],
    ['amount', '1.5k', 1500, '1500'],
    ['amount', '300000$', 300000, null],
    ['amount', '300.000', 300000, '300000'],
    ['amount', '300.000,50', 300000.5, '300000.5'],
    ['extra', '$1.2k', 1200, '1200'],
  ] as const)('%s %j is %d, read as %j', (name, text, value, readAs) => {
    expect(readField(name, text)).toEqual({ value, readAs });
  });
  it.each([
    ['rate', '$6.5', 'Not a number'],
    ['rate', '6.5k', 'Not a number'],
    ['years', '$30', 'Not a number'],
    ['years', '30%', 'Not a number'],
    ['amount', 'abc', 'Not a number'],
    ['amount', '1e400', 'Too large'],
    ['rate', '-1', 'Interest rate cannot be negative'],
    ['rate', '-1%', 'Interest rate cannot be negative'],
    ['amount', '-$5', 'Loan amount cannot be negative'],
    ['years', '-30', 'Loan term cannot be negative'],
    ['tax', '-3000', 'Property tax cannot be negative'],
    ['ins', '-1', 'Home insurance cannot be negative'],
    ['extra', '-200', 'Extra payment cannot be negative'],
  ] as const)('%s %j counts as 0: %s', (name, text, why) => {
    expect(readField(name, text)).toBe(why);
    expect(fieldValue(name, text)).toBe(0);
  });
  it('gives the calculator the amounts read', () => {
    const fields = { amount: '$300k', rate: '6.5%', years: '30', tax: '$3,000', ins: '1,200', extra: 'abc', start: '2026-11' };
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
