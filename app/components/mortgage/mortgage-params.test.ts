import { describe, expect, it } from 'vitest';
import { ENGLISH, languageByCode } from '~/i18n/languages';
import { mortgageLocale } from './mortgage-locale.server';
import {
  DEFAULT_FIELDS,
  fieldsFromQuery,
  fieldsToQuery,
  fieldNote,
  fieldValue,
  formatMonthValue,
  inputFromFields,
  parseMonth,
  planBInput,
  readField,
  restyleFields,
  withField,
  type MortgageFields,
} from './mortgage-params';

const fieldsOf = (patch: Partial<MortgageFields>): MortgageFields => ({ ...DEFAULT_FIELDS, start: '2026-11', ...patch });

const ENGLISH_WORDS = mortgageLocale(ENGLISH, ['note.', 'name.']);

describe('mortgage query state', () => {
  it('reads a shared URL and writes it back unchanged', () => {
    const query = 'amount=250000&rate=5.5&years=15&tax=2400&ins=900&extra=150&start=2027-03';
    const fields = fieldsFromQuery(new URLSearchParams(query), '2026-11');
    expect(fields).toEqual(fieldsOf({ amount: '250000', rate: '5.5', years: '15', tax: '2400', ins: '900', extra: '150', start: '2027-03' }));
    expect(fieldsToQuery(fields).toString()).toBe(query);
  });

  it('keeps an emptied field in the query, so reading it back gives the same fields', () => {
    const fields = fieldsOf({ amount: '', rate: '6.', years: '30', tax: '3000', ins: '1200', extra: '', start: '' });
    const query = fieldsToQuery(fields);
    expect(query.toString()).toBe('amount=&rate=6.&years=30&tax=3000&ins=1200&extra=&start=');
    expect(fieldsFromQuery(query, '2026-11')).toEqual({ ...fields, start: '2026-11' });
    expect(inputFromFields(fieldsFromQuery(query, '2026-11'), '2026-11')).toEqual(inputFromFields(fields, '2026-11'));
  });

  it('falls back to the defaults and the given month for missing or unusable values', () => {
    const fields = fieldsFromQuery(new URLSearchParams(`start=2026-13&amount=${'9'.repeat(41)}`), '2026-11');
    expect(fields).toEqual(fieldsOf({ amount: '300000', rate: '6.5', years: '30', tax: '3000', ins: '1200', extra: '0', start: '2026-11' }));
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
    ['rate', '$6.5', 'notANumber'],
    ['rate', '6.5k', 'notANumber'],
    ['years', '$30', 'notANumber'],
    ['years', '30%', 'notANumber'],
    ['amount', 'abc', 'notANumber'],
    ['amount', '1e400', 'tooLarge'],
    ['rate', '-1', 'negative'],
    ['rate', '-1%', 'negative'],
    ['amount', '-$5', 'negative'],
    ['years', '-30', 'negative'],
    ['tax', '-3000', 'negative'],
    ['ins', '-1', 'negative'],
    ['extra', '-200', 'negative'],
    // Issue 37 item 11: beyond any home loan (MORTGAGE_LIMITS, ADR 081).
    ['amount', '1e300', 'overMoney'],
    ['price', '$2B', 'notANumber'],
    ['xonce', '1000000001', 'overMoney'],
    ['rate', '650', 'overPercent'],
    ['pmi', '101%', 'overPercent'],
    ['years', '30 months', 'notANumber'],
    ['years', 'years', 'notANumber'],
    ['years', '30 years years', 'notANumber'],
    ['amount', '300000 years', 'notANumber'],
  ] as const)('%s %j counts as 0: %s', (name, text, why) => {
    expect(readField(name, text)).toBe(why);
    expect(fieldValue(name, text)).toBe(0);
  });
  // Issue 37 item 11: a term typed the way it is said.
  it.each([
    ['years', '30 years', 30],
    ['years', '30years', 30],
    ['years', '1 year', 1],
    ['years', '15 yrs', 15],
    ['years', '15 yr.', 15],
    ['years', '30y', 30],
    ['years', ' 30 Years ', 30],
    ['years', '7,5 years', 7.5],
    ['byears', '15 years', 15],
    ['amount', '$1,000,000,000', 1e9],
    ['rate', '100%', 100],
    // A percent of the price is no amount of dollars.
    ['tax', '1.1%', 1.1],
  ] as const)('%s %j is %d', (name, text, value) => {
    expect(fieldValue(name, text)).toBe(value);
  });
  it.each([
    [
      'rate',
      '65',
      { note: 'Check the rate: 65% is far above any US mortgage rate (the highest weekly average was 18.63%, in October 1981).', invalid: false },
    ],
    [
      'brate',
      '20%',
      { note: 'Check the rate: 20% is far above any US mortgage rate (the highest weekly average was 18.63%, in October 1981).', invalid: false },
    ],
    ['rate', '19.99', { note: null, invalid: false }],
    ['rate', '6,5', { note: 'Read as 6.5', invalid: false }],
    ['amount', '1e300', { note: 'Over $1,000,000,000, beyond any home loan — read as 0', invalid: true }],
    ['amount', '', { note: null, invalid: false }],
    ['years', '30 years', { note: null, invalid: false }],
    ['rate', '-1', { note: 'Interest rate cannot be negative — read as 0', invalid: true }],
    ['extra', 'abc', { note: 'Not a number — read as 0', invalid: true }],
    ['pmi', '101%', { note: 'Over 100% — read as 0', invalid: true }],
  ] as const)('%s %j says %j', (name, text, expected) => {
    expect(fieldNote(name, text, ENGLISH_WORDS)).toEqual(expected);
  });
  // The same notes in the other languages, with their numbers read and written in their style.
  it.each([
    ['es', 'rate', '6,5', { note: null, invalid: false }],
    ['es', 'amount', '300.000 €', { note: 'Leído como 300000', invalid: false }],
    ['es', 'rate', '-1', { note: 'Tipo de interés: no puede ser negativo; se toma como 0', invalid: true }],
    ['es', 'amount', '1e300', { note: 'Más de 1.000.000.000\u00a0€, fuera de cualquier hipoteca: se toma como 0', invalid: true }],
    ['es', 'rate', '6.5', { note: null, invalid: false }],
    ['es', 'price', '1.234,5', { note: 'Leído como 1234,5', invalid: false }],
    [
      'de',
      'rate',
      '65',
      {
        note: 'Bitte den Zinssatz prüfen: 65 % liegt weit über jedem US-Hypothekenzins (der höchste Wochendurchschnitt lag bei 18,63 %, im Oktober 1981).',
        invalid: false,
      },
    ],
    ['de', 'amount', 'abc', { note: 'Keine Zahl – als 0 gelesen', invalid: true }],
    ['de', 'years', '-30', { note: 'Die Laufzeit kann nicht negativ sein – als 0 gelesen', invalid: true }],
  ] as const)('in %s, %s %j says %j', (code, name, text, expected) => {
    expect(fieldNote(name, text, mortgageLocale(languageByCode(code)!, ['note.', 'name.']))).toEqual(expected);
  });
  it.each([
    ['es', 'amount', '300.000,50 €', 300000.5],
    ['es', 'amount', '1.000', 1000],
    ['es', 'rate', '6,5 %', 6.5],
    ['de', 'price', '450.000 €', 450000],
    ['de', 'tax', '1,1 %', 1.1],
    ['en', 'amount', '€300,000', 300000],
  ] as const)('in %s, %s %j is %d', (code, name, text, value) => {
    expect(fieldValue(name, text, mortgageLocale(languageByCode(code)!, []).money.style)).toBe(value);
  });
  it('gives the calculator the amounts read', () => {
    const fields = fieldsOf({ amount: '$300k', rate: '6.5%', years: '30', tax: '$3,000', ins: '1,200', extra: 'abc' });
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

describe('the home price, down payment and loan amount (ADR 057)', () => {
  it('derives the loan from a shared price and down payment, whatever amount the link gives', () => {
    const fields = fieldsFromQuery(new URLSearchParams('amount=1&price=400000&down=20%25'), '2026-11');
    expect(fields).toMatchObject({ price: '400000', down: '20%', amount: '320000' });
    expect(inputFromFields(fields, '2026-11')).toMatchObject({ amount: 320000, homePrice: 400000 });
  });

  it.each([
    // field changed, new text, fields before → fields after (by hand: loan = price − down)
    ['price', '500000', { price: '400000', down: '80000' }, { amount: '420000', down: '80000' }],
    ['down', '100000', { price: '400000', down: '80000' }, { amount: '300000' }],
    ['down', '25%', { price: '400000', down: '80000' }, { amount: '300000' }],
    ['down', '12.5', { price: '400000', down: '20', dunit: '%' }, { amount: '350000' }],
    ['amount', '300000', { price: '400000', down: '80000' }, { down: '100000' }],
    ['amount', '300000', { price: '400000', down: '20', dunit: '%' }, { down: '25' }],
    ['amount', '300000', { price: '400000', down: '20%' }, { down: '25%' }],
    ['amount', '500000', { price: '400000', down: '80000' }, { down: '0' }],
    ['dunit', '%', { price: '400000', down: '80000', amount: '320000' }, { down: '20', amount: '320000' }],
    ['dunit', '$', { price: '400000', down: '5', dunit: '%', amount: '380000' }, { down: '20000', amount: '380000' }],
    // 3,000 of tax on a 400,000 home is 0.75 % of its price; 0.5 % of it is 2,000 of insurance.
    ['tunit', '%', { price: '400000', down: '80000' }, { tax: '0.75', tunit: '%' }],
    ['iunit', '$', { price: '400000', down: '80000', ins: '0.5', iunit: '%' }, { ins: '2000', iunit: '$' }],
    ['tunit', '%', { price: '' }, { tax: '3000', tunit: '%' }],
    // Without a price, the loan amount is the product's own field and the down payment is ignored.
    ['amount', '250000', { price: '', down: '80000' }, { amount: '250000', down: '80000' }],
    ['down', '50000', { price: '' }, { amount: '320000' }],
  ] as const)('changing %s to %j with %o gives %o', (name, value, before, after) => {
    expect(withField(fieldsOf({ amount: '320000', ...before }), name, value)).toMatchObject(after);
  });
});

describe('the other fields in the address', () => {
  it('writes them only when they differ from their default, after the product’s seven', () => {
    const fields = fieldsOf({ price: '400000', down: '20%', amount: '320000', bw: '1', xyearm: '6', byears: '30' });
    const query = fieldsToQuery(fields).toString();
    expect(query).toBe('amount=320000&rate=6.5&years=30&tax=3000&ins=1200&extra=0&start=2026-11&price=400000&down=20%25&xyearm=6&bw=1&byears=30');
    expect(fieldsFromQuery(new URLSearchParams(query), '2026-01')).toEqual(fields);
  });

  it.each([
    ['dunit=x', { dunit: '$' }],
    ['tunit=%25', { tunit: '%' }],
    ['bw=yes', { bw: '' }],
    ['bx=0', { bx: '0' }],
    ['xyearm=13', { xyearm: '1' }],
    ['xoncem=2027-13', { xoncem: '' }],
    ['xoncem=2027-04', { xoncem: '2027-04' }],
  ])('reads %s as %o', (query, expected) => {
    expect(fieldsFromQuery(new URLSearchParams(query), '2026-11')).toMatchObject(expected);
  });

  it('gives the calculator every cost and extra payment', () => {
    const fields = fieldsOf({
      price: '400000',
      down: '10%',
      tax: '1.2',
      tunit: '%',
      ins: '0.5%',
      tinc: '3',
      iinc: '4%',
      pmi: '0.6',
      hoa: '$85',
      xyear: '5k',
      xyearm: '6',
      xonce: '20,000',
      xoncem: '2027-03',
      bw: '1',
    });
    expect(inputFromFields(fields, '2026-11')).toEqual({
      amount: 300000, // the amount field as given; withField keeps it at price − down
      ratePercent: 6.5,
      years: 30,
      annualTax: 4800, // 1.2 % of 400,000
      annualInsurance: 2000, // 0.5 % of 400,000
      extraMonthly: 0,
      startYear: 2026,
      startMonth: 11,
      homePrice: 400000,
      pmiPercent: 0.6,
      hoaMonthly: 85,
      taxIncreasePercent: 3,
      insuranceIncreasePercent: 4,
      extraYearly: 5000,
      extraYearlyMonth: 6,
      extraOneTime: 20000,
      extraOneTimeYear: 2027,
      extraOneTimeMonth: 3,
      biweekly: true,
    });
    // Tax and insurance as a percent need the price: without one they are 0.
    expect(inputFromFields({ ...fields, price: '' }, '2026-11')).toMatchObject({ annualTax: 0, annualInsurance: 0, homePrice: 0 });
    // A one-time payment without its month is paid with the first payment.
    expect(inputFromFields({ ...fields, xoncem: '' }, '2026-11')).toMatchObject({ extraOneTimeYear: 2026, extraOneTimeMonth: 11 });
  });

  it('makes plan B from plan A with its own term and rate, with or without the extra payments', () => {
    const fields = fieldsOf({ extra: '200', xyear: '1000', xonce: '5000', bw: '1', byears: '15', brate: '' });
    const a = inputFromFields(fields, '2026-11');
    expect(planBInput(fields, a)).toEqual({ ...a, years: 15 });
    expect(planBInput({ ...fields, brate: '5.75%', bx: '0' }, a)).toEqual({
      ...a,
      years: 15,
      ratePercent: 5.75,
      extraMonthly: 0,
      extraYearly: 0,
      extraOneTime: 0,
      biweekly: false,
    });
  });
});

describe('a switch of the reader’s number style (ADR 087)', () => {
  // The two styles a Spanish page offers: Spain's decimal comma, Mexico's decimal point.
  const { styles } = mortgageLocale(languageByCode('es')!, []);

  it('gives the fields written plainly the other decimal sign, and leaves text typed otherwise as it was', () => {
    const spain = fieldsOf({ rate: '6,5', pmi: '0,5', down: '12,5%', price: '300.000 €', amount: '262500', years: '30', start: '2026-11' });
    const mexico = restyleFields(spain, styles!.page, styles!.other);
    expect(mexico).toEqual({ ...spain, rate: '6.5', pmi: '0.5', down: '12.5%' });
    expect(restyleFields(mexico, styles!.other, styles!.page)).toEqual(spain);
  });

  it('is given to the islands of a Spanish page only', () => {
    expect(styles?.otherLocale).toBe('es-MX');
    expect(ENGLISH_WORDS.styles).toBeUndefined();
    expect(mortgageLocale(languageByCode('de')!, []).styles).toBeUndefined();
  });
});
