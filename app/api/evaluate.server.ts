import { evaluate } from '~/domain/expression/evaluate';
import { ExpressionQuerySchema } from '~/domain/expression/schema';
import { searchIndex } from '~/domain/search/search-index.server';
import { jsonError, type Endpoint } from './endpoint.server';

/**
 * GET /api/evaluate?q=5 ft 11 in + 3 cm in cm: the calculation page's answer as JSON (docs/api.md,
 * docs/decisions/056-calculation-page.md), or a 400 with the same message the page shows.
 */
export const evaluateEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/evaluate',
    access: 'public',
    handler: (c) => {
      const parsed = ExpressionQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return jsonError(c, 400, parsed.error.issues[0]!.message);
      const result = evaluate(parsed.data.q, searchIndex());
      if (!result.ok) return jsonError(c, 400, result.error, result.suggestions ? { suggestions: result.suggestions } : undefined);
      // JSON has no Infinity or NaN: the evaluator answers only finite numbers, and says so otherwise.
      const { value, unit, text, quantity, dimension, readAs, reciprocal, also } = result;
      return c.json({ value, unit, ...(text ? { text } : {}), quantity, dimension, readAs, reciprocal, also });
    },
  },
];
