import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatResult } from '../format';
import { resolveQuery, suggest } from '../search';
import { buildSearchIndex } from '../search/build-index.server';
import { calculationHref } from './address';
import { canonicalExpression, withCalculation, withCalculationSuggestion } from './calculation';
import { evaluate, type ExpressionAnswer } from './evaluate';

/**
 * Ingredients in expressions (issue 25, docs/decisions/059-cooking-by-ingredient.md): every expected
 * weight or volume is GNU units' answer for the ingredient's cited GNU value, or computed here from
 * the cited USDA household weight.
 */
const index = buildSearchIndex();

function gnu(from: string, to: string): number {
  const run = spawnSync('/usr/bin/units', ['-d', '15', '-t', from, to], { encoding: 'utf8' });
  const n = Number(run.stdout.trim());
  if (run.status !== 0 || !Number.isFinite(n)) throw new Error(`GNU units: ${from} → ${to}: ${run.stdout}`);
  return n;
}

function answer(input: string): ExpressionAnswer {
  const result = evaluate(input, index);
  if (!result.ok) expect.fail(`${input}: ${result.error}`);
  return result;
}

// The search index carries each default value's grams per mL to 7 significant digits.
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(1e-6);

const US_CUP_ML = 236.5882365;
const US_TBSP_ML = US_CUP_ML / 16;

describe('amounts of an ingredient, against their cited values', () => {
  it.each([
    // GNU units' cooking table (The Cake Bible): flour_spooned, sugar, butter, stickbutter.
    ['2 cups flour + 50 g in g', () => gnu('2 uscup flour_spooned + 50 g', 'g'), 'g'],
    ['1 cup sugar in g', () => gnu('uscup sugar', 'g'), 'g'],
    ['3 tbsp butter + 1 stick butter in g', () => gnu('3 ustablespoon butter + stickbutter', 'g'), 'g'],
    ['250 g flour in cups', () => gnu('250 g', 'uscup flour_spooned'), 'cup (US)'],
    ['1 cup of all-purpose flour in oz', () => gnu('uscup flour_spooned', 'oz'), 'oz'],
    ['2 cups flour + 1 cup sugar in lb', () => gnu('2 uscup flour_spooned + uscup sugar', 'lb'), 'lb'],
    ['500 g butter in tbsp', () => gnu('500 g', 'ustablespoon butter'), 'tbsp (US)'],
    ['250 g flour + 50 g in cups', () => gnu('300 g', 'uscup flour_spooned'), 'cup (US)'],
    ['2 cups flour in cups', () => 2, 'cup (US)'],
    // USDA SR28 household weights: brown sugar (NDB 19334) 220 g a packed cup; walnuts (NDB 12155) 117 g a chopped cup.
    ['1 cup of brown sugar in g', () => 220, 'g'],
    ['1 tbsp brown sugar in g', () => (220 / US_CUP_ML) * US_TBSP_ML, 'g'],
    ['100 g walnuts in cups', () => 100 / 117, 'cup (US)'],
    ['2 cups walnuts - 1 cup walnuts in g', () => 117, 'g'],
  ])('%s', (input, expected, unit) => {
    const result = answer(input);
    close(result.value, expected());
    expect(result.unit).toBe(unit);
  });

  it('gives a volume of an ingredient without a target in grams, and kilograms', () => {
    const result = answer('2 cups of flour');
    expect(result.unit).toBe('g');
    close(result.value, gnu('2 uscup flour_spooned', 'g'));
    expect(result.also.map((a) => a.unit)).toEqual(['kg']);
    expect(result.quantity?.slug).toBe('weight');
  });
});

describe('how an amount of an ingredient reads', () => {
  it.each([
    ['2 cups flour + 50 g in g', '2 cup (US) all-purpose flour (spooned and leveled, 120.5 g a cup, GNU units (The Cake Bible)) + 50 g'],
    ['1 cup sugar in g', '1 cup (US) granulated sugar (method not stated, 200 g a cup, GNU units (The Cake Bible))'],
    ['250 g flour in cups', '250 g all-purpose flour (spooned and leveled, 120.5 g a cup, GNU units (The Cake Bible))'],
    ['1 cup of brown sugar in g', '1 cup (US) brown sugar (packed, 220 g a cup, USDA SR28 #19334)'],
  ])('%s reads as %s', (input, readAs) => {
    expect(answer(input).readAs).toBe(readAs);
  });
});

describe('what is refused', () => {
  it.each([
    [
      '2 cups flour + 1 cup sugar in cups',
      'Cannot convert all-purpose flour and granulated sugar together to a volume: each ingredient has its own weight per cup, so convert each on its own',
    ],
    [
      '100 g flour + 100 g walnuts in cups',
      'Cannot convert all-purpose flour and walnuts together to a volume: each ingredient has its own weight per cup, so convert each on its own',
    ],
    // Without an ingredient, a volume is no weight.
    ['1 cup in g', 'Cannot convert volume (1 cup (US)) to weight (g)'],
    ['250 g in cups', 'Cannot convert weight (250 g) to volume (cup (US))'],
  ])('%s', (input, error) => {
    const result = evaluate(input, index);
    expect(result.ok ? `${result.value} ${result.unit}` : result.error).toBe(error);
  });
});

describe('in the search', () => {
  const q = '2 cups flour + 50 g in g';

  it('opens the calculation page for an expression with an ingredient', () => {
    expect(withCalculation(resolveQuery(q, index), q, index)).toEqual({ kind: 'go', href: calculationHref(q) });
  });

  it('gives such a page no spelling to index, since its reading does not read back', () => {
    expect(canonicalExpression(answer(q), index)).toBeNull();
  });

  it("lists the calculation's answer first in the box", () => {
    const [first] = withCalculationSuggestion(suggest(q, index, 8), q, index, 8);
    expect(first?.label).toBe(
      `2 cup (US) all-purpose flour (spooned and leveled, 120.5 g a cup, GNU units (The Cake Bible)) + 50 g = ${formatResult(gnu('2 uscup flour_spooned + 50 g', 'g'))} g`,
    );
  });
});
