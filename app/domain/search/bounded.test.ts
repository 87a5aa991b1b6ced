import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, MAX_SIDE_WORDS, ReadBudget } from './budget';
import { readQuery, resolveQuery, suggest } from './query';
import { searchIndex } from './search-index.server';
import { seededRandom } from '../../../tests/random';

/**
 * The search's work is bounded by the words a side can have, not by the query's length: a sentence
 * of 21 words once cost 2^20 readings (21 s on the server's only thread). Work is counted in
 * readings (a phrase read as a value and a unit), never timed.
 */
const index = searchIndex();

// Words of sentences people paste, and the words the search reads most: separators, units, numbers.
const VOCABULARY = [
  'the',
  'quick',
  'brown',
  'fox',
  'jumps',
  'over',
  'lazy',
  'dog',
  'and',
  'then',
  'it',
  'runs',
  'river',
  'morning',
  'with',
  'five',
  'friends',
  'from',
  'town',
  'who',
  'like',
  'long',
  'walks',
  'a',
  'of',
  'to',
  'in',
  'into',
  'is',
  'as',
  'are',
  'per',
  '=',
  '->',
  'how',
  'many',
  'much',
  'convert',
  'ft',
  'feet',
  'm',
  'meters',
  'inch',
  'in',
  'cup',
  'cups',
  'ml',
  'gallon',
  'kg',
  'lbs',
  'psi',
  'bar',
  'square',
  'pounds',
  'mph',
  'km/h',
  '°F',
  'C',
  'st',
  'oz',
  '5',
  '1/2',
  '3,000',
  '1.5',
  "5'",
  '11"',
  '1:30',
  '½',
  '$100',
  'usd',
  'eur',
];

function sentence(next: () => number, maxLength: number): string {
  let text = '';
  for (;;) {
    const word = VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
    if (text.length + word.length + 1 > maxLength) return text;
    text = text ? `${text} ${word}` : word;
  }
}

const SENTENCES = Array.from({ length: 300 }, (_, i) => sentence(seededRandom(i + 1), 40 + ((i * 37) % (MAX_QUERY_LENGTH - 39))));

/**
 * The most readings any query may cost: the separators of its last MAX_SIDE_WORDS words, each side
 * read from at most MAX_SIDE_WORDS starts, and the completions of the last three separators. The
 * budget's backstop lies above it.
 */
const BOUND = 20 * MAX_SIDE_WORDS;

describe('the search does bounded work, however long the query', () => {
  it('reads the 21-word sentence that once took 21 s in a few dozen readings', () => {
    const budget = new ReadBudget();
    const query = 'the quick brown fox jumps over the lazy dog and then it runs to the river in the morning with friends';
    expect(query.split(' ')).toHaveLength(21);
    resolveQuery(query, index, { budget });
    expect(budget.spent).toBeLessThanOrEqual(4 * MAX_SIDE_WORDS);
  });

  it.each([
    ['separators only', 'to '.repeat(70)],
    ['"in" only', 'in '.repeat(70)],
    ['how many, then separators', `how many ${'in in '.repeat(35)}`],
    ['a repeated conversion', '5 ft to '.repeat(30)],
    ['a long unit name, repeated', 'pounds per square inch to '.repeat(10)],
    ['one unit, repeated', 'meter '.repeat(40)],
    ['numbers only', '1 '.repeat(100)],
    ['one long word', 'a'.repeat(500)],
  ])('%s: within the bound, and cut at the longest query the box takes', (_, query) => {
    for (const run of [(b: ReadBudget) => resolveQuery(query, index, { budget: b }), (b: ReadBudget) => suggest(query, index, 8, { budget: b })]) {
      const budget = new ReadBudget();
      run(budget);
      expect(budget.spent).toBeLessThanOrEqual(BOUND);
    }
  });

  it(`stays within ${BOUND} readings for 300 generated sentences of up to ${MAX_QUERY_LENGTH} characters`, () => {
    let worst = { spent: 0, query: '' };
    for (const query of SENTENCES) {
      for (const run of [(b: ReadBudget) => resolveQuery(query, index, { budget: b }), (b: ReadBudget) => suggest(query, index, 8, { budget: b })]) {
        const budget = new ReadBudget();
        run(budget);
        if (budget.spent > worst.spent) worst = { spent: budget.spent, query };
      }
    }
    expect(worst.spent, worst.query).toBeLessThanOrEqual(BOUND);
  });

  it('still reads a conversion at the end of a long sentence', () => {
    const query = 'my grandmother always told me that the oven should be set to 350 °F to C';
    expect(readQuery(query, index)[0]).toMatchObject({ value: 350, from: { key: 'F' }, to: { key: 'C' } });
  });

  it('answers with what it found when its budget runs out, never throws', () => {
    const budget = new ReadBudget(3);
    const answer = resolveQuery('the tire pressure is 32 psi to bar', index, { budget });
    expect(budget.spent).toBe(3);
    expect(['go', 'results', 'none']).toContain(answer.kind);
    // With nothing left to spend, nothing is read: no answer, where a full budget gives one.
    expect(suggest('5 ft to m', index, 8, { budget: new ReadBudget(0) }).filter((s) => s.kind === 'answer')).toEqual([]);
    expect(suggest('5 ft to m', index, 8)[0]).toMatchObject({ kind: 'answer', href: '/feet-to-meters?v=5' });
  });
});
