/**
 * The mortgage form's state as text, and its round trip through the URL query, so a shared link
 * (`/mortgage?amount=300000&rate=6.5&years=30&tax=3000&ins=1200&extra=200&start=2026-11&price=…`)
 * reproduces the plan, on the server too (ADR 020, ADR 057).
 */
import { annualCost, loanAmount, MORTGAGE_LIMITS, type MortgageInput } from '~/domain/mortgage';
import { formatFixed } from '~/domain/number-format';
import { readNumberOrWhy, unreadNote, type NumberReading } from '~/domain/parse';
import { MORTGAGE_KEYS } from '~/lib/favorites-mortgage';

export type FieldName = (typeof MORTGAGE_KEYS)[number];
/** Every field as typed; `start` and `xoncem` are 'YYYY-MM' ('' falls back to the default month). */
export type MortgageFields = Record<FieldName, string>;

/** docs/product.md#mortgage's defaults, then the home, costs, extras and plan B (ADR 057). */
export const DEFAULT_FIELDS: Omit<MortgageFields, 'start'> = {
  amount: '300000',
  rate: '6.5',
  years: '30',
  tax: '3000',
  ins: '1200',
  extra: '0',
  price: '',
  down: '',
  dunit: '$',
  pmi: '0.5',
  hoa: '0',
  tunit: '$',
  tinc: '0',
  iunit: '$',
  iinc: '0',
  xyear: '0',
  xyearm: '1',
  xonce: '0',
  xoncem: '',
  bw: '',
  byears: '15',
  brate: '',
  bx: '1',
};

/** The product's first fields, always in the address; the others only when they differ from the default. */
const ALWAYS_WRITTEN: ReadonlySet<FieldName> = new Set(['amount', 'rate', 'years', 'tax', 'ins', 'extra', 'start']);
/** Fields that hold one of a few values; anything else in the query falls back to the default. */
const CHOICES: Partial<Record<FieldName, readonly string[]>> = {
  dunit: ['$', '%'],
  tunit: ['$', '%'],
  iunit: ['$', '%'],
  bw: ['', '1'],
  bx: ['0', '1'],
  xyearm: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
};
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
  const read = (name: FieldName): string => {
    const fallback = name === 'start' ? defaultStart : DEFAULT_FIELDS[name];
    const value = params.get(name);
    if (value === null || value.length > MAX_FIELD_LENGTH) return fallback;
    if (name === 'start' || name === 'xoncem') return parseMonth(value) ? value : fallback;
    const choices = CHOICES[name];
    return choices && !choices.includes(value) ? fallback : value;
  };
  const fields = Object.fromEntries(MORTGAGE_KEYS.map((name) => [name, read(name)])) as MortgageFields;
  // With a home price, the loan is what the down payment leaves, whatever the link says.
  return homePrice(fields) > 0 ? { ...fields, amount: plain(loanFromFields(fields)) } : fields;
}

/**
 * The product's first fields in a fixed order, so a shared URL reads the same way each time, then
 * the others that differ from their default. An emptied field stays in the query (`amount=`): read
 * back, the query gives the same fields, which lets the other islands follow through the URL alone.
 */
export function fieldsToQuery(fields: MortgageFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of MORTGAGE_KEYS) {
    if (ALWAYS_WRITTEN.has(name) || fields[name] !== DEFAULT_FIELDS[name as Exclude<FieldName, 'start'>]) params.set(name, fields[name]);
  }
  return params;
}

/** Fields in dollars, which take "$", grouping and "k" the way money is written ("$300,000", "300k"). */
const MONEY_FIELDS: ReadonlySet<FieldName> = new Set(['amount', 'tax', 'ins', 'extra', 'price', 'down', 'hoa', 'xyear', 'xonce']);
/** Fields in percent, which take a trailing "%"; so do the down payment, tax and insurance (a percent of the price). */
const PERCENT_FIELDS: ReadonlySet<FieldName> = new Set(['rate', 'pmi', 'tinc', 'iinc', 'brate', 'down', 'tax', 'ins']);

/**
 * Fields in years, which take a trailing "years", "yrs", "yr" or "y" ("30 years", the way a term is
 * said). Read here rather than in parse.ts, which every converter page loads (its budget is full).
 */
const YEAR_FIELDS: ReadonlySet<FieldName> = new Set(['years', 'byears']);
const YEARS_WORD = /\s*(?:years?|yrs?|y)\.?\s*$/i;
/** Fields that are a percent and nothing else (the down payment, tax and insurance may be dollars). */
const RATE_FIELDS: ReadonlySet<FieldName> = new Set(['rate', 'pmi', 'tinc', 'iinc', 'brate']);
/** Interest rates, whose unusual values the page questions. */
const INTEREST_FIELDS: ReadonlySet<FieldName> = new Set(['rate', 'brate']);

/** What a field is called when it refuses a negative value (the mortgage has no negative amounts). */
const NAMES = {
  amount: 'Loan amount',
  rate: 'Interest rate',
  years: 'Loan term',
  tax: 'Property tax',
  ins: 'Home insurance',
  extra: 'Extra payment',
  price: 'Home price',
  down: 'Down payment',
  pmi: 'PMI',
  hoa: 'HOA',
  tinc: 'Property tax increase',
  iinc: 'Home insurance increase',
  xyear: 'Extra yearly payment',
  xonce: 'One-time extra payment',
  byears: 'Plan B term',
  brate: 'Plan B rate',
} as const;

export type NumberFieldName = keyof typeof NAMES;

/**
 * A number field's value and how it was read (ADR 035), or why it counts as 0: no number, too
 * large, or negative ("Interest rate cannot be negative"). Percent fields take a "%" ("6.5%").
 */
export function readField(name: NumberFieldName, text: string): NumberReading | string {
  const typed = YEAR_FIELDS.has(name) ? text.replace(YEARS_WORD, '') : text;
  const reading = readNumberOrWhy(typed, { money: MONEY_FIELDS.has(name), percent: PERCENT_FIELDS.has(name) });
  if (typeof reading === 'string') return reading;
  if (reading.value < 0) return `${NAMES[name]} cannot be negative`;
  const { maxDollars, maxPercent } = MORTGAGE_LIMITS;
  if (RATE_FIELDS.has(name) && reading.value > maxPercent) return `Over ${maxPercent}%`;
  if (MONEY_FIELDS.has(name) && !/%\s*$/.test(text) && reading.value > maxDollars)
    return `Over $${formatFixed(maxDollars, 0, { grouping: true })}, beyond any home loan`;
  return reading;
}

/**
 * What a number field says under it: why its text counts as 0 (`invalid`), else a doubt about a
 * value it does use (a 65 % interest rate), else how it read text that was no plain number.
 */
export function fieldNote(name: NumberFieldName, text: string): { note: string | null; invalid: boolean } {
  const reading = readField(name, text);
  const problem = unreadNote(text, reading);
  if (problem !== null || typeof reading === 'string') return { note: problem, invalid: problem !== null };
  const { usualRateBelow, highestRate } = MORTGAGE_LIMITS;
  if (INTEREST_FIELDS.has(name) && reading.value >= usualRateBelow)
    return {
      note: `Check the rate: ${reading.value}% is far above any US mortgage rate (the highest weekly average was ${highestRate.percent}%, in ${highestRate.when}).`,
      invalid: false,
    };
  return { note: reading.readAs ? `Read as ${reading.readAs}` : null, invalid: false };
}

/** docs/product.md#mortgage: a field that is no number counts as 0; so does a negative one. */
export function fieldValue(name: NumberFieldName, text: string): number {
  const reading = readField(name, text);
  return typeof reading === 'string' ? 0 : reading.value;
}

/** A percent when its switch says so or when typed with "%" ("20%"). */
export function isPercent(fields: MortgageFields, name: 'down' | 'tax' | 'ins'): boolean {
  const unit = { down: fields.dunit, tax: fields.tunit, ins: fields.iunit }[name];
  return unit === '%' || /%\s*$/.test(fields[name]);
}

const unitOf = (fields: MortgageFields, name: 'down' | 'tax' | 'ins') => (isPercent(fields, name) ? 'percent' : 'dollars');
const homePrice = (fields: MortgageFields) => fieldValue('price', fields.price);
const loanFromFields = (fields: MortgageFields) => loanAmount(homePrice(fields), fieldValue('down', fields.down), unitOf(fields, 'down'));
/** A computed amount as a field shows it: to the cent, no grouping. */
const plain = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The fields after one is changed, with the home price's link kept (ADR 057): with a price, the
 * price or the down payment sets the loan amount, and the loan amount sets the down payment (in
 * its unit, "%" kept when it was typed). Switching the unit of the down payment, the tax or the
 * insurance keeps its dollars.
 */
export function withField(fields: MortgageFields, name: FieldName, value: string): MortgageFields {
  const next = { ...fields, [name]: value };
  const price = homePrice(next);
  if (price <= 0) return next;
  if (name === 'dunit') {
    const dollars = price - loanFromFields(fields);
    return { ...next, down: plain(value === '%' ? (dollars / price) * 100 : dollars) };
  }
  if (name === 'tunit' || name === 'iunit') {
    const cost = name === 'tunit' ? 'tax' : 'ins';
    const dollars = annualCost(fieldValue(cost, fields[cost]), unitOf(fields, cost), price);
    return { ...next, [cost]: plain(value === '%' ? (dollars / price) * 100 : dollars) };
  }
  if (name === 'price' || name === 'down') return { ...next, amount: plain(loanFromFields(next)) };
  if (name === 'amount') {
    const dollars = Math.max(0, price - fieldValue('amount', value));
    const typedPercent = /%\s*$/.test(fields.down);
    const down = isPercent(fields, 'down') ? `${plain(Math.min(100, (dollars / price) * 100))}${typedPercent ? '%' : ''}` : plain(dollars);
    return { ...next, down };
  }
  return next;
}

export function inputFromFields(fields: MortgageFields, defaultStart: string): MortgageInput {
  const start = parseMonth(fields.start) ?? parseMonth(defaultStart) ?? { year: 1970, month: 1 };
  const once = parseMonth(fields.xoncem) ?? start;
  const price = homePrice(fields);
  return {
    amount: fieldValue('amount', fields.amount),
    ratePercent: fieldValue('rate', fields.rate),
    years: fieldValue('years', fields.years),
    annualTax: annualCost(fieldValue('tax', fields.tax), unitOf(fields, 'tax'), price),
    annualInsurance: annualCost(fieldValue('ins', fields.ins), unitOf(fields, 'ins'), price),
    extraMonthly: fieldValue('extra', fields.extra),
    startYear: start.year,
    startMonth: start.month,
    homePrice: price,
    pmiPercent: fieldValue('pmi', fields.pmi),
    hoaMonthly: fieldValue('hoa', fields.hoa),
    taxIncreasePercent: fieldValue('tinc', fields.tinc),
    insuranceIncreasePercent: fieldValue('iinc', fields.iinc),
    extraYearly: fieldValue('xyear', fields.xyear),
    extraYearlyMonth: Number(fields.xyearm) || 1,
    extraOneTime: fieldValue('xonce', fields.xonce),
    extraOneTimeYear: once.year,
    extraOneTimeMonth: once.month,
    biweekly: fields.bw === '1',
  };
}

/**
 * Plan B of the comparison: plan A with its own term and rate ('' keeps plan A's rate), with or
 * without plan A's extra payments.
 */
export function planBInput(fields: MortgageFields, a: MortgageInput): MortgageInput {
  const withExtras = fields.bx === '1';
  return {
    ...a,
    years: fieldValue('byears', fields.byears),
    ratePercent: fields.brate.trim() === '' ? a.ratePercent : fieldValue('brate', fields.brate),
    extraMonthly: withExtras ? a.extraMonthly : 0,
    extraYearly: withExtras ? a.extraYearly : 0,
    extraOneTime: withExtras ? a.extraOneTime : 0,
    biweekly: withExtras && a.biweekly,
  };
}
