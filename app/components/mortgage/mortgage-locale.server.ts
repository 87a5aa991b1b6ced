import { numberStyleOf } from '~/domain/number-style';
import { ENGLISH, type Language } from '~/i18n/languages';
import { islandTemplate, pluralWords } from '~/i18n/island-words.server';
import { numberChoiceOf } from '~/i18n/numbers.server';
import type { MessageKey } from '~/i18n/t';
import { catalogOf } from '~/i18n/translator.server';
import { formatPlain, type MoneyStyle, type MortgageLocale, type MortgageWord } from './mortgage-locale';

const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/** How `language` writes its currency (Language.currency), from CLDR through Intl. */
export function moneyStyleOf(language: Language): MoneyStyle {
  const style = numberStyleOf(language.locale);
  const format = (options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(language.locale, { style: 'currency', currency: language.currency, ...options });
  const parts = format({}).formatToParts(1234.5);
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  // A size has a short form where Intl writes 1.5 of it with its word ('$1.5K', '1,5 M €'); where
  // it writes the whole number ('1500 €' in German), the amount is written out.
  const compactFormat = format({ notation: 'compact' });
  const probe = formatPlain(1.5, style);
  const compact = [1e9, 1e6, 1e3].flatMap((size) => {
    const short = compactFormat.format(1.5 * size);
    return short.includes(probe) ? [[size, short.replace(probe, '{n}')] as const] : [];
  });
  const { maximumFractionDigits } = format({}).resolvedOptions();
  return {
    style,
    before: text(0, first),
    after: text(last + 1),
    compact,
    ...(maximumFractionDigits === 2 ? {} : { fractionDigits: maximumFractionDigits }),
  };
}

/** The names of the months, January first, and a month's order with its year, in `format`'s words. */
function monthsOf(locale: string, month: 'long' | 'short'): { names: string[]; template: string } {
  const format = new Intl.DateTimeFormat(locale, { month, year: 'numeric', timeZone: 'UTC' });
  const partsOf = (index: number) => format.formatToParts(new Date(Date.UTC(2000, index, 15)));
  const names = Array.from({ length: 12 }, (_, index) => partsOf(index).find((part) => part.type === 'month')!.value);
  const template = partsOf(0)
    .map((part) => (part.type === 'month' ? '{month}' : part.type === 'year' ? '{year}' : part.value))
    .join('');
  return { names, template };
}

/**
 * What a mortgage island needs of `language`: the words of the message groups it shows
 * (`calc.`, `result.`…), and how money and months are written.
 */
export function mortgageLocale(language: Language, groups: readonly string[]): MortgageLocale {
  const words: MortgageLocale['words'] = {};
  const plurals: MortgageLocale['plurals'] = {};
  for (const [key, source] of Object.entries(catalogOf(ENGLISH))) {
    const name = key.slice('mortgage.'.length) as MortgageWord;
    if (!key.startsWith('mortgage.') || !groups.some((group) => name.startsWith(group))) continue;
    if (source.includes(', plural,')) plurals[name] = pluralWords(language, key as MessageKey);
    else words[name] = islandTemplate(language, key as MessageKey);
  }
  const long = monthsOf(language.locale, 'long');
  const styles = numberChoiceOf(language)?.styles;
  const short = monthsOf(language.locale, 'short');
  return {
    words,
    plurals,
    money: moneyStyleOf(language),
    months: long.names,
    monthYear: long.template,
    shortMonths: short.names,
    shortMonthYear: short.template,
    ...(styles ? { styles } : {}),
  };
}
