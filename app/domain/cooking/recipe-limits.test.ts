import { parseIngredient } from 'parse-ingredient';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { measureSystem } from './measures';
import { convertRecipe, readableRecipe, RECIPE_LIMITS, RECIPE_MESSAGES } from './recipe';
import { recipeIngredients } from './recipe-data';

/**
 * The reader's limits (issue 36, item 16). parse-ingredient's work grows with the square of a
 * line's leading run of digits and spaces, so the bound is checked by counting what reaches it,
 * never by timing: a line over the limit is not handed to the parser at all.
 */
vi.mock('parse-ingredient', async (original) => {
  const actual = await original<typeof import('parse-ingredient')>();
  return { ...actual, parseIngredient: vi.fn(actual.parseIngredient) };
});
const parser = vi.mocked(parseIngredient);
// In braces: a function returned from beforeEach would be called as its teardown.
beforeEach(() => {
  parser.mockClear();
});

const ingredients = recipeIngredients();
const us = { factor: 1, target: 'grams' as const, system: measureSystem('us') };
const read = (text: string) => convertRecipe(text, ingredients, us);
/** Characters the parser was handed, over all its calls. */
const parsed = () => parser.mock.calls.reduce((sum, [text]) => sum + text.length, 0);
/** An ordinary line padded with a note to exactly n characters. */
const padded = (line: string, n: number) => `${line}, ${'z'.repeat(n - line.length - 2)}`;

const HOSTILE: [string, string][] = [
  ['one letter', 'a'.repeat(20_000)],
  ['"1 " repeated', '1 '.repeat(10_000).trim()],
  ['"1 cup flour " repeated', '1 cup flour '.repeat(1_666).trim()],
  [
    'digits and spaces mixed',
    Array.from({ length: 20_000 }, (_, i) => (i % 3 === 0 ? ' ' : String(i % 10)))
      .join('')
      .trim(),
  ],
  ['one character over the limit', padded('1 cup sugar', RECIPE_LIMITS.line + 1)],
];

describe('a line over the limit is kept as written and marked, never parsed', () => {
  it.each(HOSTILE)('%s', (_, line) => {
    expect(read(line)).toEqual([{ kind: 'kept', text: line, why: RECIPE_MESSAGES.line }]);
    expect(parser).not.toHaveBeenCalled();
  });

  it('keeps reading the lines around it', () => {
    const lines = read(`1 cup sugar\n${'1 '.repeat(5_000)}\n2 large eggs`);
    expect(lines.map((l) => l.kind)).toEqual(['converted', 'kept', 'converted']);
    expect(parser.mock.calls.map(([text]) => text)).toEqual(['1 cup sugar', '2 large eggs']);
  });
});

describe('a line at the limit is read', () => {
  it.each([
    ['1 cup sugar', 200],
    ['2 cups all-purpose flour', 2 * 4.25 * 28.349523125], // GNU flour_spooned, 4.25 oz per US cup,
  ])('%s, padded to the limit', (line, grams) => {
    const text = padded(line, RECIPE_LIMITS.line);
    expect(text).toHaveLength(RECIPE_LIMITS.line);
    const [result] = read(`  ${text}  `);
    expect(result).toMatchObject({ kind: 'converted', text });
    expect(result?.kind === 'converted' && result.grams).toBeCloseTo(grams, 3);
  });
});

describe('a list is read up to its limits, and says so', () => {
  const line = '1 cup sugar';
  it.each([
    ['within both', Array(RECIPE_LIMITS.lines).fill(line).join('\n'), RECIPE_LIMITS.lines, null],
    [
      'one line too many',
      Array(RECIPE_LIMITS.lines + 1)
        .fill(line)
        .join('\r\n'),
      RECIPE_LIMITS.lines,
      RECIPE_MESSAGES.lines,
    ],
    ['many short lines', 'x\n'.repeat(50_000), RECIPE_LIMITS.lines, RECIPE_MESSAGES.lines],
    ['too many characters', Array(100).fill(padded(line, RECIPE_LIMITS.line)).join('\n') + '\n' + line, 100, RECIPE_MESSAGES.text],
    ['one long line', '1 '.repeat(1_000_000), 1, RECIPE_MESSAGES.text],
  ])('%s', (_, text, count, note) => {
    const readable = readableRecipe(text);
    expect(readable.note).toBe(note);
    expect(readable.lines).toHaveLength(count);
    expect(read(text)).toHaveLength(count);
    expect(parsed()).toBeLessThanOrEqual(RECIPE_LIMITS.text);
    for (const [text] of parser.mock.calls) expect(text.length).toBeLessThanOrEqual(RECIPE_LIMITS.line);
  });
});
