/**
 * The mortgage form's state as text, and its round trip through the URL query, so a shared link
 * (`/mortgage?amount=300000&rate=6.5&years=30&tax=3000&ins=1200&extra=200&start=2026-11&price=…`)
 * reproduces the plan, on the server too (ADR 020, ADR 057).
 */
import { annualCost, loanAmount, MORTGAGE_LIMITS, type MortgageInput } from '~/domain/mortgage';
import { US_STYLE, type NumberStyle } from '~/domain/number-format';
import { readNumberOrWhy, type NumberReading } from '~/domain/parse';
import { MORTGAGE_KEYS } from '~/lib/favorites-mortgage';
import { formatMoney, formatPlain, word, type MortgageLocale } from './mortgage-locale';

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

/** The defaults as the page's number style writes them ('6,5' where the comma is the decimal sign). */
function defaultsIn(style: NumberStyle): Omit<MortgageFields, 'start'> {
  if (style.decimal === '.') return DEFAULT_FIELDS;
  return Object.fromEntries(
    Object.entries(DEFAULT_FIELDS).map(([name, value]) => [name, value.replace('.', style.decimal)]),
  ) as typeof DEFAULT_FIELDS;
}

export function fieldsFromQuery(params: URLSearchParams, defaultStart: string, style: NumberStyle = US_STYLE): MortgageFields {
  const defaults = defaultsIn(style);
  const read = (name: FieldName): string => {
    const fallback = name === 'start' ? defaultStart : defaults[name];
    const value = params.get(name);
    if (value === null || value.length > MAX_FIELD_LENGTH) return fallback;
    if (name === 'start' || name === 'xoncem') return parseMonth(value) ? value : fallback;
    const choices = CHOICES[name];
    return choices && !choices.includes(value) ? fallback : value;
  };
  const fields = Object.fromEntries(MORTGAGE_KEYS.map((name) => [name, read(name)])) as MortgageFields;
  // With a home price, the loan is what the down payment leaves, whatever the link says.
  return homePrice(fields, style) > 0 ? { ...fields, amount: plain(loanFromFields(fields, style), style) } : fields;
}

/**
 * The product's first fields in a fixed order, so a shared URL reads the same way each time, then
 * the others that differ from their default. An emptied field stays in the query (`amount=`): read
 * back, the query gives the same fields, which lets the other islands follow through the URL alone.
 */
export function fieldsToQuery(fields: MortgageFields, style: NumberStyle = US_STYLE): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = defaultsIn(style);
  for (const name of MORTGAGE_KEYS) {
    if (ALWAYS_WRITTEN.has(name) || fields[name] !== defaults[name as Exclude<FieldName, 'start'>]) params.set(name, fields[name]);
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

/** The months and the choices: every other field is a number. */
export const OTHER_FIELDS = ['start', 'xoncem', 'dunit', 'tunit', 'iunit', 'xyearm', 'bw', 'bx'] as const;
/**
 * The number fields, typed in the page's number style (the language switcher rewrites them in
 * another's); each is named by its message `name.<field>` when it refuses a negative value.
 */
export type NumberFieldName = Exclude<FieldName, (typeof OTHER_FIELDS)[number]>;

/** Why a field's text counts as 0: the note's word (`note.negative`: "Interest rate cannot be negative — read as 0"). */
type Refusal = 'notANumber' | 'tooLarge' | 'negative' | 'overPercent' | 'overMoney';

/** Any currency's sign is read where "$" is (before or after the amount): "300.000 €" is money. */
const CURRENCY_SIGN = /\p{Sc}/u;

/**
 * A number field's value and how it was read (ADR 035), in the page's number style, or why it
 * counts as 0: no number, too large, or negative. Percent fields take a "%" ("6.5%").
 */
export function readField(name: NumberFieldName, text: string, style: NumberStyle = US_STYLE): NumberReading | Refusal {
  const money = MONEY_FIELDS.has(name);
  const typed = YEAR_FIELDS.has(name) ? text.replace(YEARS_WORD, '') : money ? text.replace(CURRENCY_SIGN, '$') : text;
  const reading = readNumberOrWhy(typed, { money, percent: PERCENT_FIELDS.has(name), style });
  if (typeof reading === 'string') return reading === 'Too large' ? 'tooLarge' : 'notANumber';
  if (reading.value < 0) return 'negative';
  const { maxDollars, maxPercent } = MORTGAGE_LIMITS;
  if (RATE_FIELDS.has(name) && reading.value > maxPercent) return 'overPercent';
  if (money && !/%\s*$/.test(text) && reading.value > maxDollars) return 'overMoney';
  return reading;
}

/**
 * What a number field says under it, in the page's words: why its text counts as 0 (`invalid`),
 * else a doubt about a value it does use (a 65 % interest rate), else how it read text that was
 * no plain number.
 */
export function fieldNote(name: NumberFieldName, text: string, locale: MortgageLocale): { note: string | null; invalid: boolean } {
  const { style } = locale.money;
  const reading = readField(name, text, style);
  const { maxDollars, maxPercent, usualRateBelow, highestRate } = MORTGAGE_LIMITS;
  if (typeof reading === 'string') {
    if (!text.trim()) return { note: null, invalid: false };
    const values = { field: word(locale, `name.${name}`), max: reading === 'overMoney' ? formatMoney(maxDollars, locale.money, 0) : maxPercent };
    return { note: word(locale, `note.${reading}`, values), invalid: true };
  }
  if (INTEREST_FIELDS.has(name) && reading.value >= usualRateBelow) {
    const values = {
      rate: formatPlain(reading.value, style),
      highest: formatPlain(highestRate.percent, style),
      when: word(locale, 'note.highestWhen'),
    };
    return { note: word(locale, 'note.highRate', values), invalid: false };
  }
  // Typed as the page's style writes it ('6,5' on a Spanish page): nothing to say.
  const readAs = reading.readAs?.replace('.', style.decimal);
  return { note: readAs && readAs !== text.trim() ? word(locale, 'note.readAs', { value: readAs }) : null, invalid: false };
}

/** docs/product.md#mortgage: a field that is no number counts as 0; so does a negative one. */
export function fieldValue(name: NumberFieldName, text: string, style: NumberStyle = US_STYLE): number {
  const reading = readField(name, text, style);
  return typeof reading === 'string' ? 0 : reading.value;
}

/** A percent when its switch says so or when typed with "%" ("20%"). */
export function isPercent(fields: MortgageFields, name: 'down' | 'tax' | 'ins'): boolean {
  const unit = { down: fields.dunit, tax: fields.tunit, ins: fields.iunit }[name];
  return unit === '%' || /%\s*$/.test(fields[name]);
}

const unitOf = (fields: MortgageFields, name: 'down' | 'tax' | 'ins') => (isPercent(fields, name) ? 'percent' : 'dollars');
const homePrice = (fields: MortgageFields, style: NumberStyle) => fieldValue('price', fields.price, style);
const loanFromFields = (fields: MortgageFields, style: NumberStyle) =>
  loanAmount(homePrice(fields, style), fieldValue('down', fields.down, style), unitOf(fields, 'down'));
/** A computed amount as a field shows it: to the cent, no grouping, the style's decimal sign. */
const plain = (n: number, style: NumberStyle) => String(Math.round(n * 100) / 100).replace('.', style.decimal);

/**
 * The fields in the reader's number style after a switch from `from` to `to` (ADR 087): a number
 * written plainly in `from` ('6,5': the defaults, and every amount the form computes) takes `to`'s
 * decimal sign; text typed otherwise ('300.000 €') stays as typed, and is read in `to`.
 */
export function restyleFields(fields: MortgageFields, from: NumberStyle, to: NumberStyle): MortgageFields {
  const restyled = (text: string) => (/^-?\d+([.,])\d+%?$/.exec(text)?.[1] === from.decimal ? text.replace(from.decimal, to.decimal) : text);
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, restyled(text)])) as MortgageFields;
}

/**
 * The fields after one is changed, with the home price's link kept (ADR 057): with a price, the
 * price or the down payment sets the loan amount, and the loan amount sets the down payment (in
 * its unit, "%" kept when it was typed). Switching the unit of the down payment, the tax or the
 * insurance keeps its dollars.
 */
export function withField(fields: MortgageFields, name: FieldName, value: string, style: NumberStyle = US_STYLE): MortgageFields {
  const next = { ...fields, [name]: value };
  const price = homePrice(next, style);
  if (price <= 0) return next;
  if (name === 'dunit') {
    const dollars = price - loanFromFields(fields, style);
    return { ...next, down: plain(value === '%' ? (dollars / price) * 100 : dollars, style) };
  }
  if (name === 'tunit' || name === 'iunit') {
    const cost = name === 'tunit' ? 'tax' : 'ins';
    const dollars = annualCost(fieldValue(cost, fields[cost], style), unitOf(fields, cost), price);
    return { ...next, [cost]: plain(value === '%' ? (dollars / price) * 100 : dollars, style) };
  }
  if (name === 'price' || name === 'down') return { ...next, amount: plain(loanFromFields(next, style), style) };
  if (name === 'amount') {
    const dollars = Math.max(0, price - fieldValue('amount', value, style));
    const typedPercent = /%\s*$/.test(fields.down);
    const down = isPercent(fields, 'down')
      ? `${plain(Math.min(100, (dollars / price) * 100), style)}${typedPercent ? '%' : ''}`
      : plain(dollars, style);
    return { ...next, down };
  }
  return next;
}

export function inputFromFields(fields: MortgageFields, defaultStart: string, style: NumberStyle = US_STYLE): MortgageInput {
  const start = parseMonth(fields.start) ?? parseMonth(defaultStart) ?? { year: 1970, month: 1 };
  const once = parseMonth(fields.xoncem) ?? start;
  const price = homePrice(fields, style);
  return {
    amount: fieldValue('amount', fields.amount, style),
    ratePercent: fieldValue('rate', fields.rate, style),
    years: fieldValue('years', fields.years, style),
    annualTax: annualCost(fieldValue('tax', fields.tax, style), unitOf(fields, 'tax'), price),
    annualInsurance: annualCost(fieldValue('ins', fields.ins, style), unitOf(fields, 'ins'), price),
    extraMonthly: fieldValue('extra', fields.extra, style),
    startYear: start.year,
    startMonth: start.month,
    homePrice: price,
    pmiPercent: fieldValue('pmi', fields.pmi, style),
    hoaMonthly: fieldValue('hoa', fields.hoa, style),
    taxIncreasePercent: fieldValue('tinc', fields.tinc, style),
    insuranceIncreasePercent: fieldValue('iinc', fields.iinc, style),
    extraYearly: fieldValue('xyear', fields.xyear, style),
    extraYearlyMonth: Number(fields.xyearm) || 1,
    extraOneTime: fieldValue('xonce', fields.xonce, style),
    extraOneTimeYear: once.year,
    extraOneTimeMonth: once.month,
    biweekly: fields.bw === '1',
  };
}

/**
 * Plan B of the comparison: plan A with its own term and rate ('' keeps plan A's rate), with or
 * without plan A's extra payments.
 */
export function planBInput(fields: MortgageFields, a: MortgageInput, style: NumberStyle = US_STYLE): MortgageInput {
  const withExtras = fields.bx === '1';
  return {
    ...a,
    years: fieldValue('byears', fields.byears, style),
    ratePercent: fields.brate.trim() === '' ? a.ratePercent : fieldValue('brate', fields.brate, style),
    extraMonthly: withExtras ? a.extraMonthly : 0,
    extraYearly: withExtras ? a.extraYearly : 0,
    extraOneTime: withExtras ? a.extraOneTime : 0,
    biweekly: withExtras && a.biweekly,
  };
}
