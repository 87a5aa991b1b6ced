import { defineQuantity } from './define';
import type { ScaleUnit } from './types';

/**
 * The date the fixed reference table below was set. The site has no live
 * rates; pages show this date so nobody mistakes the table for a quote.
 */
export const CURRENCY_RATES_DATE = '2025-01-15';

/** Units of each currency per 1 USD (docs/product.md#currency). */
export const CURRENCY_RATES = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 149.5,
  AUD: 1.52,
  CAD: 1.36,
  CHF: 0.88,
  CNY: 7.24,
  INR: 83.12,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_RATES;

/** Singular and plural names (yen and yuan do not change in English). */
const NAMES: Record<CurrencyCode, readonly [name: string, plural: string]> = {
  USD: ['US dollar', 'US dollars'],
  EUR: ['Euro', 'Euros'],
  GBP: ['British pound', 'British pounds'],
  JPY: ['Japanese yen', 'Japanese yen'],
  AUD: ['Australian dollar', 'Australian dollars'],
  CAD: ['Canadian dollar', 'Canadian dollars'],
  CHF: ['Swiss franc', 'Swiss francs'],
  CNY: ['Chinese yuan', 'Chinese yuan'],
  INR: ['Indian rupee', 'Indian rupees'],
};

// docs/product.md#currency: divide by the from-rate, then multiply by the to-rate, in that order,
// so 100 USD → EUR is exactly 92. A factor (1/rate) would round 1/0.92 first.
// Slugs are the lower-case codes people search for (/currency/usd-to-eur).
function currencyUnit(code: CurrencyCode): ScaleUnit {
  const [name, plural] = NAMES[code];
  return {
    key: code,
    abbr: code,
    name,
    plural,
    slug: code.toLowerCase(),
    system: 'other',
    source: `ISO 4217 code ${code}; rate from the site's reference table of ${CURRENCY_RATES_DATE}`,
    reference: { rates: `exchange rates have no defining standard: a fixed reference table set on ${CURRENCY_RATES_DATE}` },
    scale: { kind: 'rate', rate: CURRENCY_RATES[code] },
  };
}

const codes = Object.keys(CURRENCY_RATES) as CurrencyCode[];

export const currency = defineQuantity({
  id: 'currency',
  name: 'Currency',
  units: codes.map(currencyUnit),
});
