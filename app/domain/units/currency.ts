import { defineQuantity } from './define';
import type { ScaleUnit } from './types';

/**
 * The currencies (docs/decisions/055-currencies-and-dated-rates.md): every currency the European
 * Central Bank publishes a euro reference rate for, and the euro. The nine of the original table
 * come first, in its order (keys, slugs and positions are addresses); the others follow by code.
 *
 * Rates are not part of the table: pages and the API convert at the stored reference rates of a
 * banking day (app/domain/units/currency-rates.ts). Only the nine carry a built-in rate, the table
 * of January 2025 used while no rates were ever stored.
 */
export interface Currency {
  /** ISO 4217 code: the unit's key and symbol in pickers, its slug in lower case. */
  code: string;
  name: string;
  plural: string;
  /** The sign people write before or after an amount; several currencies share some ($, kr). */
  symbol: string;
  /** What people type for it besides its names and code (the search box reads these). */
  words: readonly string[];
  /** Units per 1 US dollar in the built-in table of January 2025 (the nine only). */
  builtIn?: number;
}

/** The day the built-in table was set. */
export const CURRENCY_RATES_DATE = '2025-01-15';

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', name: 'US dollar', plural: 'US dollars', symbol: '$', words: ['dollar', 'dollars', '$', 'us$', 'buck', 'bucks', 'greenback'], builtIn: 1 },
  { code: 'EUR', name: 'Euro', plural: 'Euros', symbol: '€', words: ['euro', 'euros', '€'], builtIn: 0.92 },
  {
    code: 'GBP',
    name: 'British pound',
    plural: 'British pounds',
    symbol: '£',
    words: ['pound sterling', 'pounds sterling', 'sterling', '£', 'quid', 'uk pounds', 'uk pound'],
    builtIn: 0.79,
  },
  { code: 'JPY', name: 'Japanese yen', plural: 'Japanese yen', symbol: '¥', words: ['yen', '¥'], builtIn: 149.5 },
  { code: 'AUD', name: 'Australian dollar', plural: 'Australian dollars', symbol: 'A$', words: ['aussie dollar', 'aussie dollars', 'a$'], builtIn: 1.52 },
  { code: 'CAD', name: 'Canadian dollar', plural: 'Canadian dollars', symbol: 'C$', words: ['c$', 'loonie', 'loonies'], builtIn: 1.36 },
  { code: 'CHF', name: 'Swiss franc', plural: 'Swiss francs', symbol: 'CHF', words: ['franc', 'francs', 'swissie'], builtIn: 0.88 },
  { code: 'CNY', name: 'Chinese yuan', plural: 'Chinese yuan', symbol: 'CN¥', words: ['yuan', 'rmb', 'renminbi', 'cn¥'], builtIn: 7.24 },
  { code: 'INR', name: 'Indian rupee', plural: 'Indian rupees', symbol: '₹', words: ['rupee', 'rupees', '₹', 'rs'], builtIn: 83.12 },
  { code: 'BRL', name: 'Brazilian real', plural: 'Brazilian reais', symbol: 'R$', words: ['real', 'reais', 'r$'] },
  { code: 'CZK', name: 'Czech koruna', plural: 'Czech korunas', symbol: 'Kč', words: ['koruna', 'korunas', 'koruny', 'kč', 'czech crown', 'czech crowns'] },
  { code: 'DKK', name: 'Danish krone', plural: 'Danish kroner', symbol: 'kr.', words: ['danish crown', 'danish crowns', 'danish krones'] },
  { code: 'HKD', name: 'Hong Kong dollar', plural: 'Hong Kong dollars', symbol: 'HK$', words: ['hk$', 'hk dollar', 'hk dollars'] },
  { code: 'HUF', name: 'Hungarian forint', plural: 'Hungarian forints', symbol: 'Ft', words: ['forint', 'forints'] },
  { code: 'IDR', name: 'Indonesian rupiah', plural: 'Indonesian rupiah', symbol: 'Rp', words: ['rupiah', 'rp'] },
  { code: 'ILS', name: 'Israeli new shekel', plural: 'Israeli new shekels', symbol: '₪', words: ['shekel', 'shekels', 'sheqel', '₪', 'nis'] },
  { code: 'ISK', name: 'Icelandic króna', plural: 'Icelandic krónur', symbol: 'kr', words: ['icelandic krona', 'icelandic kronur'] },
  { code: 'KRW', name: 'South Korean won', plural: 'South Korean won', symbol: '₩', words: ['won', '₩', 'korean won'] },
  { code: 'MXN', name: 'Mexican peso', plural: 'Mexican pesos', symbol: 'MX$', words: ['peso', 'pesos', 'mx$'] },
  { code: 'MYR', name: 'Malaysian ringgit', plural: 'Malaysian ringgit', symbol: 'RM', words: ['ringgit', 'rm'] },
  { code: 'NOK', name: 'Norwegian krone', plural: 'Norwegian kroner', symbol: 'kr', words: ['norwegian crown', 'norwegian crowns', 'norwegian krones'] },
  { code: 'NZD', name: 'New Zealand dollar', plural: 'New Zealand dollars', symbol: 'NZ$', words: ['nz$', 'kiwi dollar', 'kiwi dollars', 'nz dollar', 'nz dollars'] },
  { code: 'PHP', name: 'Philippine peso', plural: 'Philippine pesos', symbol: '₱', words: ['₱', 'piso', 'philippine piso'] },
  { code: 'PLN', name: 'Polish złoty', plural: 'Polish złoty', symbol: 'zł', words: ['zloty', 'zlotys', 'złoty', 'zł', 'polish zloty', 'polish zlotys'] },
  { code: 'RON', name: 'Romanian leu', plural: 'Romanian lei', symbol: 'lei', words: ['leu', 'lei'] },
  { code: 'SEK', name: 'Swedish krona', plural: 'Swedish kronor', symbol: 'kr', words: ['swedish crown', 'swedish crowns', 'swedish kronas'] },
  { code: 'SGD', name: 'Singapore dollar', plural: 'Singapore dollars', symbol: 'S$', words: ['s$', 'sing dollar', 'sing dollars'] },
  { code: 'THB', name: 'Thai baht', plural: 'Thai baht', symbol: '฿', words: ['baht', '฿'] },
  { code: 'TRY', name: 'Turkish lira', plural: 'Turkish lira', symbol: '₺', words: ['lira', 'liras', '₺'] },
  { code: 'ZAR', name: 'South African rand', plural: 'South African rand', symbol: 'R', words: ['rand', 'rands'] },
];

/** The built-in table of January 2025: units of each of the nine per 1 US dollar (docs/product.md#currency). */
export const CURRENCY_RATES: Readonly<Record<string, number>> = Object.fromEntries(
  CURRENCIES.flatMap(({ code, builtIn }) => (builtIn === undefined ? [] : [[code, builtIn]])),
);

export const currencyByCode = (code: string): Currency | undefined => CURRENCIES.find((c) => c.code === code);

/** The currencies' own signs, longest first ("MX$" before "$"), but the dollar's: "$" reads as the amount's own currency. */
const SIGNS = CURRENCIES.filter((c) => c.symbol !== c.code && c.symbol !== '$').sort((a, b) => b.symbol.length - a.symbol.length);

/**
 * An amount written with a currency's sign before or after it ("€50", "50 €", "MX$ 200") as its
 * code ("EUR 50", "50 EUR", "MXN 200"), which the amount readers know; any other text as it is.
 */
export function signsToCodes(text: string): string {
  const trimmed = text.trim();
  // The sign stands beside the number: "R 100" is rand, "RON 100" is not.
  for (const { symbol, code } of SIGNS) {
    const after = trimmed.slice(symbol.length);
    if (trimmed.startsWith(symbol) && /^\s*[\d.,+-]/.test(after)) return `${code} ${after.trim()}`;
    const before = trimmed.slice(0, -symbol.length);
    if (trimmed.endsWith(symbol) && /[\d.,]\s*$/.test(before)) return `${before.trim()} ${code}`;
  }
  return text;
}

/**
 * A currency as a unit converting at `rate` units per 1 base unit (the US dollar in the built-in
 * table, the euro in the ECB's). docs/product.md#currency: divide by the from-rate, then multiply by
 * the to-rate, in that order, so 100 USD → EUR is exactly 92 in the built-in table.
 * A currency without a rate (none built in, none stored for the day) has NaN: it converts to nothing,
 * and the pages leave it out (currency-rates.ts).
 */
export function currencyUnit({ code, name, plural }: Currency, rate: number, source: string): ScaleUnit {
  return {
    key: code,
    abbr: code,
    name,
    plural,
    slug: code.toLowerCase(),
    system: 'other',
    source: `ISO 4217 code ${code}; ${source}`,
    reference: { rates: 'exchange rates have no defining standard: the day’s reference rates, or the built-in table of January 2025' },
    scale: { kind: 'rate', rate },
  };
}

/** Every currency, at its built-in rate where it has one: the table routes, pair pages, site maps and search are made from. */
export const currency = defineQuantity({
  id: 'currency',
  name: 'Currency',
  units: CURRENCIES.map((c) => currencyUnit(c, c.builtIn ?? Number.NaN, `built-in rate of ${CURRENCY_RATES_DATE}`)),
});
