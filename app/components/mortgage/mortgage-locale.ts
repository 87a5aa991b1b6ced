/**
 * The mortgage page's language as its islands get it (ADR 083): its words, already formatted on the
 * server (mortgage-locale.server.ts), and how it writes money and months, read from CLDR there, so
 * the browser formats with number-format.ts and no Intl (ADR 017).
 */
import { createContext, useContext } from 'react';
import type en from '../../../content/i18n/en/messages/mortgage.json';
import { fill, plural, type PluralWords } from '~/i18n/fill';
import type { MoneyStyle } from '~/domain/money-format';
import type { PaymentMonth } from '~/domain/mortgage';
import { useNumberStyle, type NumberStyles } from '~/lib/number-choice';

export { formatCompactMoney, formatMoney, formatPlain, type MoneyStyle } from '~/domain/money-format';

/** A mortgage message's key without its area: `calc.price` for `mortgage.calc.price`. */
export type MortgageWord = keyof typeof en extends infer K ? (K extends `mortgage.${infer R}` ? R : never) : never;

export interface MortgageLocale {
  /** The island's words (templates with `{slots}` where values go). */
  words: Partial<Record<MortgageWord, string>>;
  plurals: Partial<Record<MortgageWord, PluralWords>>;
  money: MoneyStyle;
  /** January first, as a month of a date is named (`octubre`). */
  months: readonly string[];
  /** A month and its year: `{month} {year}`, `{month} de {year}`. */
  monthYear: string;
  /** Short names, January first (`Sep`, `sept`, `Sept.`), and their order with the year. */
  shortMonths: readonly string[];
  shortMonthYear: string;
  /** On a page whose language has another number style, both styles (ADR 087); `money.style` is the page's. */
  styles?: NumberStyles;
}

/**
 * The island's locale with money and numbers written and read in the reader's number style (ADR
 * 087): the page's, as the server wrote it, until the browser has hydrated and found another chosen.
 */
export function useChosenStyle(locale: MortgageLocale): MortgageLocale {
  const style = useNumberStyle(locale.styles);
  return style && style !== locale.styles?.page ? { ...locale, money: { ...locale.money, style } } : locale;
}

export const MortgageContext = createContext<MortgageLocale | null>(null);

export function useMortgageLocale(): MortgageLocale {
  const locale = useContext(MortgageContext);
  if (!locale) throw new Error('A mortgage component outside its island');
  return locale;
}

/** The word `key`, its `{slots}` filled. */
export const word = (locale: MortgageLocale, key: MortgageWord, values: Record<string, string | number> = {}) =>
  fill(locale.words[key] ?? key, values);

/** A plural word for `count`, its other slots filled. */
export const pluralWord = (locale: MortgageLocale, key: MortgageWord, count: number, values: Record<string, string | number> = {}) =>
  plural(locale.plurals[key]!, count, String(count), values);

/** 'October 2056', 'octubre de 2056'. */
export const formatPaymentMonth = (m: PaymentMonth | null, locale: MortgageLocale): string =>
  m ? fill(locale.monthYear, { month: locale.months[m.month - 1]!, year: m.year }) : '—';

/** 'Oct 2056', 'oct 2056', 'Okt. 2056'. */
export const formatShortMonth = (m: PaymentMonth, locale: MortgageLocale): string =>
  fill(locale.shortMonthYear, { month: locale.shortMonths[m.month - 1]!, year: m.year });
