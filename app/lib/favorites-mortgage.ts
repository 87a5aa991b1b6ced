/** The title of a favorite mortgage plan (the calculator's star). */
import { formatFixed } from '~/domain/number-format';
import { readNumber } from '~/domain/parse';

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

/** A number as typed, shown grouped ('300,000', '1,234.50'), or the text itself if it is no number. */
function shown(text: string, prefix = ''): string {
  const n = readNumber(text, { money: prefix === '$' })?.value ?? null;
  if (n === null) return text.trim();
  return prefix + formatFixed(n, Number.isInteger(n) ? 0 : 2, { grouping: true });
}

/** 'Mortgage: $300,000 at 6.5% for 30 years', or null for the calculator as it opens (no plan in the query). */
export function mortgageTitle(params: URLSearchParams): string | null {
  const amount = params.get('amount');
  const rate = params.get('rate');
  const years = params.get('years');
  if (amount === null || rate === null || years === null) return null;
  const n = readNumber(rate, { percent: true })?.value ?? null;
  return `Mortgage: ${shown(amount, '$')} at ${n === null ? rate.trim() : String(n)}% for ${shown(years)} years`;
}
