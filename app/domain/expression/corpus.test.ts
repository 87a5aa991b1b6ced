import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../search/build-index.server';
import corpus from './corpus.json';
import { evaluate } from './evaluate';

/**
 * The expression corpus (issue 24): each expression's answer against GNU units' answer to the same
 * expression (corpus-gnu.mjs wrote it), to 1e-9 relative, and each expected refusal's message.
 */
interface Entry {
  q: string;
  gnu?: [string, string];
  value?: number;
  reciprocal?: boolean;
  error?: string;
}

const index = buildSearchIndex();
const entries = corpus as Entry[];
const close = (a: number, b: number) => a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

describe('the expression corpus', () => {
  it('holds at least 300 expressions, 40 of them refused, every answer from GNU units', () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
    expect(entries.filter((e) => e.error).length).toBeGreaterThanOrEqual(40);
    expect(entries.filter((e) => !e.error && typeof e.value !== 'number')).toEqual([]);
  });

  it.each(entries.filter((e) => !e.error).map((e) => [e.q, e] as const))('%s', (_, entry) => {
    const result = evaluate(entry.q, index);
    if (!result.ok) expect.fail(result.error);
    expect(close(result.value, entry.value!), `${result.value} ${result.unit}, GNU units ${entry.value}`).toBe(true);
    expect(result.reciprocal).toBe(entry.reciprocal ?? false);
  });

  it.each(entries.filter((e) => e.error).map((e) => [e.q, e] as const))('refuses %s', (_, entry) => {
    const result = evaluate(entry.q, index);
    expect(result.ok ? `${result.value} ${result.unit}` : result.error).toBe(entry.error);
  });
});
