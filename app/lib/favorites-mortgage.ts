/** The title of a favorite mortgage plan (the calculator's star). */
import { formatPlain, type MoneyStyle } from '~/domain/money-format';
import { formatFixed, type NumberStyle } from '~/domain/number-format';
import { readNumber } from '~/domain/parse';
import { fill } from '~/i18n/fill';

/**
 * The query keys of a mortgage plan, in the order the address writes them
 * (app/components/mortgage/mortgage-params.ts): the product's first seven, then the home, costs,
 * extra payments and the second plan to compare (ADR 057).
 */
export const MORTGAGE_KEYS = [
  'amount',
  'rate',
  'years',
  'tax',
  'ins',
  'extra',
  'start',
  'price',
  'down',
  'dunit',
  'pmi',
  'hoa',
  'tunit',
  'tinc',
  'iunit',
  'iinc',
  'xyear',
  'xyearm',
  'xonce',
  'xoncem',
  'bw',
  'byears',
  'brate',
  'bx',
] as const;

/** A number as typed, shown grouped ('300,000', '1.234,50 €'), or the text itself if it is no number. */
function shown(text: string, money: MoneyStyle | null, style: NumberStyle): string {
  const n = readNumber(money ? text.replace(/\p{Sc}/u, '$') : text, { money: money !== null, style })?.value ?? null;
  if (n === null) return text.trim();
  const number = formatFixed(n, Number.isInteger(n) ? 0 : 2, { grouping: true, style });
  return money ? `${money.before}${number}${money.after}` : number;
}

/**
 * 'Mortgage: $300,000 at 6.5% for 30 years' in the page's words (`template`, with `{amount}`,
 * `{rate}` and `{years}`) and money, or null for the calculator as it opens (no plan in the query).
 */
export function mortgageTitle(params: URLSearchParams, template: string, money: MoneyStyle): string | null {
  const amount = params.get('amount');
  const rate = params.get('rate');
  const years = params.get('years');
  if (amount === null || rate === null || years === null) return null;
  const { style } = money;
  const n = readNumber(rate, { percent: true, style })?.value ?? null;
  return fill(template, {
    amount: shown(amount, money, style),
    rate: n === null ? rate.trim() : formatPlain(n, style),
    years: shown(years, null, style),
  });
}
