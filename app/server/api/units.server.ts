import { z } from 'zod';
import { categoryPages } from '~/domain/converters/registry';
import { formatResult } from '~/domain/format';
import { parseNumberStrict } from '~/domain/parse';
import { convert } from '~/domain/units/convert';
import { getQuantity } from '~/domain/units/registry';
import type { Unit } from '~/domain/units/types';
import { jsonError, type Endpoint } from './endpoint.server';

/** Each category page is an API category: its slug and the units it offers. */
function categoryUnits(slug: string): readonly Unit[] | undefined {
  const page = categoryPages.find((p) => p.slug === slug);
  if (!page) return undefined;
  const all = getQuantity(page.quantity)?.units ?? [];
  return page.units ? all.filter((u) => page.units!.includes(u.key)) : all;
}

const ConvertQuerySchema = z.object({
  category: z.string({ error: 'category is required' }).min(1, 'category is required').max(64),
  value: z.string({ error: 'value is required' }).min(1, 'value is required').max(64),
  from: z.string({ error: 'from is required' }).min(1, 'from is required').max(32),
  to: z.string({ error: 'to is required' }).min(1, 'to is required').max(32),
});

export const unitEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/units',
    access: 'public',
    handler: (c) => {
      const categories = categoryPages.map((page) => ({
        slug: page.slug,
        name: page.name,
        units: (categoryUnits(page.slug) ?? []).map((u) => ({ key: u.key, abbr: u.abbr, name: u.name })),
      }));
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json({ categories });
    },
  },
  {
    method: 'GET',
    path: '/convert',
    access: 'public',
    handler: (c) => {
      const parsed = ConvertQuerySchema.safeParse(c.req.query());
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return jsonError(c, 400, issue.message, { field: String(issue.path[0] ?? '') });
      }
      const { category, value, from, to } = parsed.data;
      const page = categoryPages.find((p) => p.slug === category);
      const units = categoryUnits(category);
      if (!page || !units) return jsonError(c, 400, `Unknown category: ${category}`, { field: 'category' });
      const number = parseNumberStrict(value);
      if (number === null) return jsonError(c, 400, `value is not a number: ${value}`, { field: 'value' });
      for (const [field, key] of [['from', from], ['to', to]] as const) {
        if (!units.some((u) => u.key === key)) {
          return jsonError(c, 400, `Unknown unit for ${category}: ${key}`, { field });
        }
      }
      const result = convert(page.quantity, number, from, to);
      return c.json({ category, value: number, from, to, result, display: formatResult(result) });
    },
  },
];
