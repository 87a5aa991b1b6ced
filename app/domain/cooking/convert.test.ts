import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { convertAmount, cupRange, defaultValue, density, volumeValues } from './convert';
import { ingredientBySlug } from './ingredients';
import { MEASURE_SYSTEMS, measureSystem, type CookingUnit } from './measures';

/** GNU units converting `from` to `to`, as the oracle for every conversion here. */
function gnu(from: string, to: string): number {
  const run = spawnSync('/usr/bin/units', ['-d', '15', '-t', from, to], { encoding: 'utf8' });
  const n = Number(run.stdout.trim());
  if (run.status !== 0 || !Number.isFinite(n)) throw new Error(`GNU units: ${from} → ${to}: ${run.stdout}`);
  return n;
}

const close = (actual: number, expected: number) => expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(1e-12);

describe('cups and spoons of the world, against GNU units', () => {
  it.each([
    ['us', 'uscup', 'ustablespoon', 'ustsp'],
    ['us-label', 'legalcup', '15 ml', '5 ml'],
    ['metric', 'metriccup', '15 ml', '5 ml'],
    ['australia', 'metriccup', 'australiatablespoon', '5 ml'],
    ['imperial', 'brcup', '15 ml', '5 ml'],
    ['japan', 'japancup', '15 ml', '5 ml'],
  ])('%s: cup %s, tablespoon %s, teaspoon %s', (key, cup, tbsp, tsp) => {
    const system = measureSystem(key);
    expect(system.key).toBe(key);
    close(system.cup, gnu(cup, 'ml'));
    close(system.tbsp, gnu(tbsp, 'ml'));
    close(system.tsp, gnu(tsp, 'ml'));
  });

  it('falls back to US customary for an unknown system', () => {
    expect(measureSystem('mars').key).toBe('us');
    expect(MEASURE_SYSTEMS[0].key).toBe('us');
  });
});

// Each row: amount, from, to, system, ingredient slug, the value's GNU name, and the GNU units
// expressions that give the expected result.
const GNU_ROWS: [number, CookingUnit, CookingUnit, string, string, string, string][] = [
  [1, 'cup', 'g', 'us', 'all-purpose-flour', '1 uscup flour_spooned', 'g'],
  [2, 'cup', 'g', 'us', 'granulated-sugar', '2 uscup sugar', 'g'],
  [100, 'g', 'tbsp', 'us', 'butter', '100 g', 'ustablespoon butter'],
  [350, 'g', 'cup', 'us', 'all-purpose-flour', '350 g', 'uscup flour_spooned'],
  [1, 'tsp', 'g', 'us', 'baking-powder', '1 ustsp baking_powder', 'g'],
  [2, 'cup', 'g', 'metric', 'granulated-sugar', '2 metriccup sugar', 'g'],
  [1, 'cup', 'g', 'japan', 'whole-milk', '1 japancup milk', 'g'],
  [1, 'cup', 'oz', 'imperial', 'honey', '1 brcup honey', 'oz'],
  [3, 'tbsp', 'g', 'australia', 'granulated-sugar', '3 australiatablespoon sugar', 'g'],
  [1, 'lb', 'cup', 'us', 'butter', '1 lb', 'uscup butter'],
  [250, 'g', 'cup', 'metric', 'cocoa-powder', '250 g', 'metriccup cocoa_spooned'],
  [1, 'kg', 'cup', 'us-label', 'light-brown-sugar', '1 kg', 'legalcup brownsugar_light'],
  [1, 'cup', 'tbsp', 'us', 'honey', '1 uscup', 'ustablespoon'],
  [1, 'cup', 'mL', 'imperial', 'honey', '1 brcup', 'ml'],
];

describe('volume ↔ weight with the default value, against GNU units', () => {
  it.each(GNU_ROWS)('%s %s → %s (%s cups) of %s', (amount, from, to, system, slug, gnuFrom, gnuTo) => {
    const ingredient = ingredientBySlug(slug)!;
    const result = convertAmount(amount, from, to, density(defaultValue(ingredient)), measureSystem(system));
    close(result, gnu(gnuFrom, gnuTo));
  });
});

describe('USDA values', () => {
  it('1 cup of long-grain rice is SR28’s 185 g, and 185 × 250 / 236.5882365 g in a metric cup', () => {
    const rice = ingredientBySlug('long-grain-white-rice')!;
    close(convertAmount(1, 'cup', 'g', density(defaultValue(rice)), measureSystem('us')), 185);
    close(convertAmount(1, 'cup', 'g', density(defaultValue(rice)), measureSystem('metric')), (185 * 250) / 236.5882365);
  });

  it('2 tbsp of peanut butter is SR28’s 32 g (a value printed for 2 tbsp)', () => {
    const pb = ingredientBySlug('peanut-butter')!;
    const twoTbsp = volumeValues(pb).find((v) => v.per === 'tbsp')!;
    close(convertAmount(2, 'tbsp', 'g', density(twoTbsp), measureSystem('us')), 32);
  });
});

describe('fill methods and ranges', () => {
  it('a sifted cup of flour weighs less than a spooned one, and a scooped one more', () => {
    const flour = ingredientBySlug('all-purpose-flour')!;
    const grams = (fill: string) => density(volumeValues(flour).find((v) => v.fill === fill)!) * 236.5882365;
    close(grams('sifted'), gnu('uscup flour_sifted', 'g'));
    close(grams('scooped'), gnu('uscup flour_scooped', 'g'));
  });

  it('puts the default value first and reports the range of all cited values per US cup', () => {
    const flour = ingredientBySlug('all-purpose-flour')!;
    expect(volumeValues(flour)[0]!.fill).toBe('spooned');
    const range = cupRange(flour);
    close(range.low, gnu('uscup flour_sifted', 'g'));
    close(range.high, gnu('uscup flour_scooped', 'g'));
  });

  it('has no density for a value per piece', () => {
    const egg = ingredientBySlug('egg')!;
    expect(() => density(egg.values.find((v) => v.per === 'each')!)).toThrow();
  });
});
