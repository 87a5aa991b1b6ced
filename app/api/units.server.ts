import { z } from 'zod';
import { quantityPages, pageUnits } from '~/domain/converters/registry';
import { readTyped } from '~/domain/typed';
import { formatResult } from '~/domain/format';
import { shortestAmong } from '~/domain/units/convert-units';
import { BUILT_IN_SOURCE, ECB_SOURCE } from '~/domain/units/currency-rates';
import { signsToCodes } from '~/domain/units/currency';
import type { Unit } from '~/domain/units/types';
import type { ReferenceRates } from '~/services/rates/rates.server';
import { chooseRates, type ChosenRates } from '~/services/rates/page-rates.server';
import { ratesProblemText } from '~/domain/units/rates-date';
import { ratesProblemWordsOf } from '~/i18n/currency-words.server';
import { ENGLISH } from '~/i18n/languages';
import { jsonError, type Endpoint } from './endpoint.server';

/** The units of the quantity page whose slug the API's `category` parameter names (docs/api.md). */
function quantityUnits(slug: string): readonly Unit[] | undefined {
  const page = quantityPages.find((p) => p.slug === slug);
  return page && pageUnits(page);
}

/**
 * A required query parameter. Every check carries its own message: zod 4 gives a schema's `error`
 * to all of its issues, so a bare `.max()` would have answered a long value with 'is required'.
 */
const param = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

const ConvertQuerySchema = z.object({
  category: param('category', 64),
  value: param('value', 64),
  from: param('from', 32),
  to: param('to', 32),
  /** Currency only: the day of the reference rates (the last banking day on or before it). */
  date: z.string().max(32, 'date must be a date as YYYY-MM-DD').optional(),
});

/**
 * A result JSON can carry, or why there is none. The page shows an overflow as '∞' (the number it
 * computed); the API cannot send that number (JSON has no Infinity) and says what went wrong instead.
 */
function unrepresentable(result: number, value: number, from: string, to: string): string | null {
  if (Number.isNaN(result)) return `The result in ${to} is not defined for this value`;
  // A reciprocal scale (mpg against L/100 km) divides by the value: 0 has no finite equivalent.
  if (!Number.isFinite(result) && value === 0) return `0 ${from} has no finite value in ${to}: one is the reciprocal of the other`;
  if (!Number.isFinite(result)) return `The result in ${to} is too large to represent (beyond ±1.8 × 10³⁰⁸)`;
  return null;
}

/**
 * The unit endpoints. Currency converts at the stored reference rates of a day (`date=`, else the
 * newest; docs/decisions/055-currencies-and-dated-rates.md), or the built-in table without `rates`.
 */
export const unitEndpoints = (rates?: Pick<ReferenceRates, 'latest' | 'on' | 'first'>): Endpoint[] => [
  {
    method: 'GET',
    path: '/units',
    access: 'public',
    handler: (c) => {
      const categories = quantityPages.map((page) => ({
        slug: page.slug,
        name: page.name,
        units: (quantityUnits(page.slug) ?? []).map((u) => ({ key: u.key, abbr: u.abbr, name: u.name })),
      }));
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json({ categories });
    },
  },
  {
    method: 'GET',
    path: '/convert',
    access: 'public',
    handler: async (c) => {
      const parsed = ConvertQuerySchema.safeParse(c.req.query());
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return jsonError(c, 400, issue.message, { field: String(issue.path[0] ?? '') });
      }
      const { category, date } = parsed.data;
      const page = quantityPages.find((p) => p.slug === category);
      let units = quantityUnits(category);
      if (!page || !units) return jsonError(c, 400, `Unknown category: ${category}`, { field: 'category' });
      // Currency codes in any case ("usd"), and amounts with a currency's sign ("€50").
      const money = page.quantity === 'currency';
      const [from, to] = [parsed.data.from, parsed.data.to].map((key) => (money ? key.toUpperCase() : key)) as [string, string];
      const value = money ? signsToCodes(parsed.data.value) : parsed.data.value;
      let rated: ChosenRates | null = null;
      if (money) {
        rated = await chooseRates(
          rates ?? { latest: () => undefined, first: () => undefined, on: async () => ({ day: undefined, first: undefined }) },
          date ?? null,
        );
        // The API's messages are English (ADR 083), the pages' sentences.
        if (rated.problem) return jsonError(c, 400, ratesProblemText(rated.problem, ratesProblemWordsOf(ENGLISH)), { field: 'date' });
        units = rated.units;
        const known = new Set(units.map((u) => u.key));
        for (const [field, key] of [
          ['from', from],
          ['to', to],
        ] as const) {
          if (!known.has(key) && quantityUnits(category)!.some((u) => u.key === key)) {
            return jsonError(c, 400, `No ${rated.used.builtIn ? 'built-in rate' : `reference rate of ${rated.used.date}`} for ${key}`, { field });
          }
        }
      } else if (date !== undefined) {
        return jsonError(c, 400, 'date applies to the currency category only', { field: 'date' });
      }
      for (const [field, key] of [
        ['from', from],
        ['to', to],
      ] as const) {
        if (!units.some((u) => u.key === key)) {
          return jsonError(c, 400, `Unknown unit for ${category}: ${key}`, { field });
        }
      }
      // The page's reader: grouping, fractions, ×10 forms, this quantity's compounds (5'11") and units (11 st).
      const reading = readTyped(value, units, from);
      if (reading === 'Too large') return jsonError(c, 400, `value is too large (beyond ±1.8 × 10³⁰⁸): ${value}`, { field: 'value' });
      if (reading === 'Not a number') return jsonError(c, 400, `value is not a number: ${value}`, { field: 'value' });
      const number = reading.value;
      // The shortest decimal that is the answer (4.35 m → 435 cm, not 434.99999999999994).
      const result = shortestAmong(units, number, from, to);
      const problem = unrepresentable(result, number, from, to);
      if (problem) return jsonError(c, 400, problem, { field: 'value' });
      const read = { value: number, as: reading.readAs };
      // Currency: the day of the rates used and their source.
      const source = rated && { date: rated.used.date, source: rated.used.builtIn ? BUILT_IN_SOURCE : ECB_SOURCE };
      return c.json({ category, value: number, from, to, result, display: formatResult(result), read, ...source });
    },
  },
];
