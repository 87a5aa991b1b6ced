import { z } from 'zod';
import { MAX_EXPRESSION_LENGTH, TOO_LONG } from './evaluate';

/**
 * The expression a calculation asks for (`q` of GET /calculate and GET /api/evaluate): required, at
 * most 200 characters, the evaluator's own bound (the page shows the message, the API sends it).
 */
export const ExpressionQuerySchema = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(MAX_EXPRESSION_LENGTH, TOO_LONG),
});
