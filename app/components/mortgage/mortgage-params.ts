/**
 * The mortgage form's state as text, and its round trip through the URL query, so a shared link
 * (`/mortgage?amount=300000&rate=6.5&years=30&tax=3000&ins=1200&extra=200&start=2026-11`)
 * reproduces the plan, on the server too.
 */
import type { MortgageInput } from '~/domain/mortgage';
import { readNumberOrWhy, type NumberReading } from '~/domain/parse';

export interface MortgageFields {
  amount: string;
  rate: string;
  years: string;
  tax: string;
  ins: string;
  extra: string;
  /** 'YYYY-MM', the value of <input type="month">; '' falls back to the default month. */
  start: string;
}

export type FieldName = keyof MortgageFields;

/** The defaults of docs/product.md#mortgage; the start month's default is "this month", which the caller supplies. */
export const DEFAULT_FIELDS: Omit<MortgageFields, 'start'> = {
  amount: '300000',
  rate: '6.5',
  years: '30',
  tax: '3000',
  ins: '1200',
  extra: '0',
};

const FIELD_NAMES: readonly FieldName[] = ['amount', 'rate', 'years', 'tax', 'ins', 'extra', 'start'];
const MONTH = /^(\d{4})-(\d{1,2})$/;
/** Query text is user-controlled; nobody types a 40-character amount (the inputs stop there too). */
export const MAX_FIELD_LENGTH = 40;

/** 'YYYY-MM' → year and month, or null when it is not a real month. */
export function parseMonth(text: string): { year: number; month: number } | null {
  const match = MONTH.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1 && month >= 1 && month <= 12 ? { year, month } : null;
}

export function formatMonthValue(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function fieldsFromQuery(params: URLSearchParams, defaultStart: string): MortgageFields {
  const read = (name: FieldName, fallback: string) => {
    const value = params.get(name);
    return value === null || value.length > MAX_FIELD_LENGTH ? fallback : value;
  };
  return {
    amount: read('amount', DEFAULT_FIELDS.amount),
    rate: read('rate', DEFAULT_FIELDS.rate),
    years: read('years', DEFAULT_FIELDS.years),
    tax: read('tax', DEFAULT_FIELDS.tax),
    ins: read('ins', DEFAULT_FIELDS.ins),
    extra: read('extra', DEFAULT_FIELDS.extra),
    start: parseMonth(read('start', '')) ? read('start', '') : defaultStart,
  };
}

/**
 * Every field, in a fixed order, so a shared URL reads the same way each time. An emptied field
 * stays in the query (`amount=`): read back, the query gives the same fields, which is what lets
 * the amortization section follow the calculator through the URL alone.
 */
export function fieldsToQuery(fields: MortgageFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FIELD_NAMES) params.set(name, fields[name]);
  return params;
}

/** The fields in dollars, which take "$", grouping and "k" the way money is written ("$300,000", "300k"). */
const MONEY_FIELDS: ReadonlySet<FieldName> = new Set(['amount', 'tax', 'ins', 'extra']);

export type NumberFieldName = Exclude<FieldName, 'start'>;

/** What a field is called when it refuses a negative value (the mortgage has no negative amounts). */
const NAMES: Readonly<Record<NumberFieldName, string>> = {
  amount: 'Loan amount',
  rate: 'Interest rate',
  years: 'Loan term',
  tax: 'Property tax',
  ins: 'Home insurance',
  extra: 'Extra payment',
};

/**
 * A number field's value and how it was read (ADR 035), or why it counts as 0: no number, too
 * large, or negative ("Interest rate cannot be negative"). The rate takes a "%" ("6.5%").
 */
export function readField(name: NumberFieldName, text: string): NumberReading | string {
  const reading = readNumberOrWhy(text, { money: MONEY_FIELDS.has(name), percent: name === 'rate' });
  return typeof reading !== 'string' && reading.value < 0 ? `${NAMES[name]} cannot be negative` : reading;
}

/** docs/product.md#mortgage: a field that is no number counts as 0; so does a negative one. */
export function fieldValue(name: NumberFieldName, text: string): number {
  const reading = readField(name, text);
  return typeof reading === 'string' ? 0 : reading.value;
}

export function inputFromFields(fields: MortgageFields, defaultStart: string): MortgageInput {
  const start = parseMonth(fields.start) ?? parseMonth(defaultStart) ?? { year: 1970, month: 1 };
  return {
    amount: fieldValue('amount', fields.amount),
    ratePercent: fieldValue('rate', fields.rate),
    years: fieldValue('years', fields.years),
    annualTax: fieldValue('tax', fields.tax),
    annualInsurance: fieldValue('ins', fields.ins),
    extraMonthly: fieldValue('extra', fields.extra),
    startYear: start.year,
    startMonth: start.month,
  };
}
