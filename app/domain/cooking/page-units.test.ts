import { describe, expect, it } from 'vitest';
import { ingredientBySlug } from './ingredients';
import { measureSystem } from './measures';
import { ingredientPage } from './page';
import { conversionSentence, conversionTables, convertOnPage, pageCookingUnits, pieceUnits } from './page-units';

/**
 * An ingredient page's units and tables (issue 37, items 2 and 7). Expected values from the cited
 * numbers: GNU units' flour_scooped is 5 oz and flour_sifted 4 oz a US cup (236.5882365 mL); a
 * metric cup is 250 mL and tablespoon 15 mL; a US large egg is 50 g (GNU units' egg, USDA 01123).
 */
const OZ = 28.349523125;
const CUP = 236.5882365;

describe('the tables follow the value and the cups chosen', () => {
  it('a metric cup of scooped flour is 149.8 g in the table, as in the answer', () => {
    // 5 × 28.349523125 × 250 / 236.5882365 = 149.783… g
    const tables = conversionTables((5 * OZ) / CUP, measureSystem('metric'));
    expect(tables.cups.find((r) => r.label === '1 cup')?.result).toBe('149.8 g');
  });

  it('sifted flour in metric spoons and cups', () => {
    const tables = conversionTables((4 * OZ) / CUP, measureSystem('metric'));
    // 125 mL × 0.47931… g/mL = 59.91 g; 15 mL × 0.47931… = 7.19 g; 1000 g / 119.827… g = 8.35 cups
    expect(tables.cups.find((r) => r.label === '½ cup')?.result).toBe('59.9 g');
    expect(tables.spoons.find((r) => r.label === '1 tbsp')?.result).toBe('7.19 g');
    expect(tables.gramsToCups.find((r) => r.label === '1000 g')?.result).toBe('8.35 cups');
  });
});

describe('US sticks only for fats sold in sticks', () => {
  it.each([
    ['butter', true],
    ['unsalted-butter', true],
    ['shortening', true],
    ['all-purpose-flour', false],
    ['vegetable-oil', false],
    ['granulated-sugar', false],
  ])('%s: sticks %s', (slug, sticks) => {
    const page = ingredientPage(ingredientBySlug(slug)!);
    expect(page.sticks).toBe(sticks);
    expect(pageCookingUnits(page.sticks).includes('stick')).toBe(sticks);
  });
});

describe('pieces', () => {
  const egg = ingredientBySlug('egg')!;
  it('an egg page offers the egg, weighed by its sources', () => {
    expect(pieceUnits(egg).map((p) => [p.key, p.one, p.grams])).toEqual([
      ['large', 'large egg', 50],
      ['extra-large', 'extra large egg', 56],
      ['jumbo', 'jumbo egg', 63],
      ['medium', 'medium egg', 44],
      ['small', 'small egg', 38],
    ]);
    expect(pieceUnits(egg)[0]!.source).toBe('GNU units (weights of a USA large egg)');
  });

  it('converts eggs to grams and back, and says it as a cook would', () => {
    const pieces = pieceUnits(egg);
    const us = measureSystem('us');
    expect(convertOnPage(2, 'large', 'g', 1, us, pieces)).toBe(100);
    expect(convertOnPage(100, 'g', 'large', 1, us, pieces)).toBe(2);
    expect(conversionSentence(2, 'large', 'g', 100, egg.name, pieces)).toBe('2 large eggs = 100 grams');
    expect(conversionSentence(100, 'g', 'large', 2, egg.name.toLowerCase(), pieces)).toBe('100 grams of eggs (whole) = 2 large eggs');
  });

  it('a stick of butter stays the volume unit, and a packet of yeast is a packet', () => {
    expect(pieceUnits(ingredientBySlug('butter')!)).toEqual([]);
    const yeast = pieceUnits(ingredientBySlug('active-dry-yeast')!);
    expect(conversionSentence(1, 'packet', 'g', 7.2, 'active dry yeast', yeast)).toBe('1 packet of active dry yeast = 7.2 grams');
  });
});
