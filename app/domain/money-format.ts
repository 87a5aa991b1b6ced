/**
 * Money and plain numbers in a language's style (ADR 083), without Intl (ADR 017): the style is
 * read from CLDR through Intl on the server (app/components/mortgage/mortgage-locale.server.ts)
 * and handed to the browser, which writes with number-format.ts.
 */
import { fill } from '~/i18n/fill';
import { moneyCents } from './mortgage';
import { formatFixed, type NumberStyle } from './number-format';

/** How the language writes an amount of its currency: `$1,234.50`, `1.234,50 €` (CLDR, through Intl on the server). */
export interface MoneyStyle {
  style: NumberStyle;
  /** What stands before the number (`$`) and after it (` €`, with its no-break space). */
  before: string;
  after: string;
  /** Short forms for chart axes, largest first: [1e6, '{n} M €'] (`{n}` has one decimal at most). */
  compact: readonly (readonly [size: number, template: string])[];
  /** The currency's decimals, as CLDR gives them: 2 for the dollar and the euro (the default), 0 for the yen. */
  fractionDigits?: number;
}

/** '$1,896.20', '1896,20 €', '￥1,896'; negatives '-$…'; never '-$0.00'; non-finite shows as 0. As Intl's currency format. */
export function formatMoney(n: number, money: MoneyStyle, fractionDigits = money.fractionDigits ?? 2): string {
  const cents = moneyCents(n);
  const amount = formatFixed(Math.abs(cents) / 100, fractionDigits, { grouping: true, style: money.style });
  return `${cents < 0 ? money.style.minus : ''}${money.before}${amount}${money.after}`;
}

/** A plain number in the style: '6.5', '6,5'; 12 significant digits at most, as typed numbers are shown. */
export const formatPlain = (n: number, style: NumberStyle) => String(Number(n.toPrecision(12))).replace('.', style.decimal);

/**
 * '$300K', '1,5 M €' for chart axes, as Intl's compact notation gives them; written out rather than
 * asked of Intl so the server's and the browser's ICU versions cannot disagree during hydration.
 */
export function formatCompactMoney(n: number, money: MoneyStyle): string {
  for (const [size, template] of money.compact) {
    if (Math.abs(n) >= size) return fill(template, { n: formatPlain(Number((n / size).toFixed(1)), money.style) });
  }
  return formatMoney(Math.round(n), money, 0);
}
