import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkIngredientGroups, parseIngredientGroup } from './content-parse';
import { sourceCitation, sourceName } from './describe';
import { ingredientGroups, ingredients } from './ingredients';
import { SR28_WEIGHT_LINES } from './sr28-weights.test-data';
import type { IngredientValue } from './types';

/**
 * Every ingredient value against its cited source (issue 25): GNU units' cooking table evaluated
 * at test time, as the unit reference test does (app/domain/units/reference.test.ts), and the
 * USDA SR28 household weights typed, independently of the content files, in sr28-weights.test-data.ts.
 */
const GNU_MEASURE = { cup: 'uscup', tbsp: 'ustablespoon', tsp: 'ustsp' } as const;

function gnuGrams(expr: string): number {
  const run = spawnSync('/usr/bin/units', ['-d', '15', '-t', expr, 'g'], { encoding: 'utf8' });
  const n = Number(run.stdout.trim());
  if (run.status !== 0 || !Number.isFinite(n)) throw new Error(`GNU units could not evaluate "${expr}": ${run.stdout}${run.stderr}`);
  return n;
}

const all = ingredients.flatMap((i) => i.values.map((value) => ({ slug: i.slug, value })));
const gnuValues = all.filter((e) => e.value.source.kind === 'gnu');
const usdaValues = all.filter((e) => e.value.source.kind === 'usda');

interface Sr28Line {
  ndb: string;
  amount: number;
  measure: string;
  grams: number;
}
const SR28: Sr28Line[] = SR28_WEIGHT_LINES.trim()
  .split('\n')
  .map((line) => {
    const [ndb, , amount, measure, grams] = line.split('^');
    return { ndb: ndb!.replace(/~/g, ''), amount: Number(amount), measure: measure!.replace(/~/g, ''), grams: Number(grams) };
  });

const sourceCounts = () => {
  const by = (kind: 'gnu' | 'usda') => ingredients.filter((i) => i.values.some((v) => v.source.kind === kind)).length;
  return { gnu: by('gnu'), usda: by('usda') };
};

describe('ingredient content', () => {
  it('has at least 120 ingredients, in groups, every value with a source', () => {
    expect(ingredients.length).toBeGreaterThanOrEqual(120);
    expect(ingredientGroups.length).toBeGreaterThanOrEqual(10);
    for (const e of all) expect(['gnu', 'usda']).toContain(e.value.source.kind);
    const counts = sourceCounts();
    expect(counts.gnu).toBeGreaterThanOrEqual(25);
    expect(counts.gnu + counts.usda).toBeGreaterThanOrEqual(ingredients.length);
  });

  it.each(gnuValues.map((e) => [e.slug, e.value] as [string, IngredientValue]))('%s: the GNU units value is GNU units’ own', (_slug, value) => {
    const name = (value.source as { name: string }).name;
    const expr = value.per === 'each' ? name : `${value.amount} ${GNU_MEASURE[value.per]} ${name}`;
    const expected = gnuGrams(expr);
    expect(Math.abs(value.grams - expected) / expected).toBeLessThan(1e-12);
  });

  it.each(usdaValues.map((e) => [e.slug, e.value] as [string, IngredientValue]))('%s: the USDA value is SR28’s printed weight', (_slug, value) => {
    if (value.source.kind !== 'usda') throw new Error('not a USDA value');
    const { ndb, measure } = value.source;
    const line = SR28.find((l) => l.ndb === ndb && l.measure === measure);
    expect(line, `SR28 ${ndb} "${measure}"`).toBeDefined();
    expect(value.grams).toBe(line!.grams);
    expect(value.amount).toBe(line!.amount);
  });

  it('names the spooned value as the default wherever a powder has one', () => {
    for (const i of ingredients) {
      const spooned = i.values.find((v) => v.fill === 'spooned');
      if (spooned) expect(spooned.isDefault, i.slug).toBe(true);
    }
  });
});

describe('parseIngredientGroup refuses a bad file, naming it', () => {
  const file = (value: string) =>
    `group: Test\norder: 1\nmeasuring: Spoon it.\ningredients:\n  - slug: test-flour\n    name: Test flour\n    values:\n      - ${value}\n`;
  it.each([
    ['{ per: cup, grams: 100 }', 'exactly one source'],
    ["{ per: cup, grams: 100, gnu: flour, usda: { ndb: '20081', food: F, measure: cup }, default: true }", 'exactly one source'],
    ['{ per: cup, grams: 100, gnu: flour }', 'exactly one value must be the default'],
    ['{ per: cup, grams: -1, gnu: flour, default: true }', 'values.0.grams'],
    ['{ per: pinch, grams: 1, gnu: flour, default: true }', 'values.0.per'],
  ])('%s', (value, message) => {
    expect(() => parseIngredientGroup(file(value), 'content/ingredients/test.yaml')).toThrow(message);
    expect(() => parseIngredientGroup(file(value), 'content/ingredients/test.yaml')).toThrow('content/ingredients/test.yaml');
  });

  it('refuses one name for two ingredients', () => {
    const group = parseIngredientGroup(
      `group: T\norder: 1\nmeasuring: M\ningredients:\n  - { slug: a-flour, name: A, aliases: [flour], values: [{ per: cup, grams: 1, gnu: flour, default: true }] }\n  - { slug: b-flour, name: B, aliases: [flour], values: [{ per: cup, grams: 1, gnu: flour, default: true }] }\n`,
      'content/ingredients/t.yaml',
    );
    expect(() => checkIngredientGroups([group])).toThrow('"flour" names both a-flour and b-flour');
  });
});

/**
 * Issue 37, item 7: a GNU units value names what GNU units took it from. definitions.units says it
 * in a comment after its cooking table: the cooking densities are from The Cake Bible, the kosher
 * salts "from the nutrition info on the packages", the eggs are "for a USA large egg". Each
 * value's `from` is checked against the comment block its entry stands in.
 */
describe('what GNU units took each value from', () => {
  const definitions = readFileSync('/usr/share/units/definitions.units', 'utf8').split('\n');
  /** The entry's line, its comment and the comments of the lines after it up to a blank line, and the block's heading. */
  function context(name: string): { comments: string; heading: string } {
    const at = definitions.findIndex((l) => new RegExp(`^${name}\\s`).test(l));
    let end = at;
    while (definitions[end + 1]?.trim()) end++;
    let start = at;
    while (start > 0 && definitions[start - 1]!.trim()) start--;
    const heading = definitions.slice(Math.max(0, start - 4), start + 1).join(' ');
    return { comments: definitions.slice(at, end + 1).join(' '), heading };
  }
  const fromOf = (slug: string) => ingredients.find((i) => i.slug === slug)!.values.find((v) => v.source.kind === 'gnu')!.source;

  it.each([
    ['diamond-crystal-kosher-salt', 'Diamond Crystal package label', /Diamond Crystal kosher salt[\s\S]*nutrition info\s+#?\s*on the packages/],
    ['morton-kosher-salt', 'Morton package label', /Morton kosher salt[\s\S]*nutrition info\s+#?\s*on the packages/],
  ])('%s cites the %s, which definitions.units names', (slug, from, comment) => {
    const source = fromOf(slug);
    expect(source).toMatchObject({ kind: 'gnu', from });
    expect(context(source.kind === 'gnu' ? source.name : '').comments.replace(/\s+/g, ' ')).toMatch(comment);
    expect(sourceCitation(source)).not.toContain('Cake Bible');
    expect(sourceName(source)).toBe(`GNU units (${from})`);
  });

  it('cites the eggs as GNU units does, "for a USA large egg"', () => {
    for (const slug of ['egg', 'egg-white', 'egg-yolk']) {
      const source = fromOf(slug);
      expect(source).toMatchObject({ from: 'weights of a USA large egg' });
      expect(context(source.kind === 'gnu' ? source.name : '').heading).toContain('Egg weights and volumes for a USA large egg');
    }
  });

  it('cites water as GNU units defines it, among its conventional values', () => {
    const source = fromOf('water');
    expect(source).toMatchObject({ from: 'conventional density of water' });
    expect(context('waterdensity').comments).toContain('Density of water');
  });

  it('cites The Cake Bible only for entries of the table it heads', () => {
    for (const { value } of gnuValues) {
      if (value.source.kind !== 'gnu' || value.source.from) continue;
      const at = definitions.findIndex((l) => new RegExp(`^${(value.source as { name: string }).name}\\s`).test(l));
      const heading = definitions.slice(0, at).findLastIndex((l) => /^#/.test(l) && l.trim() !== '#');
      expect(definitions[heading], value.source.name).toMatch(/Cake Bible|so you can convert|direction grams/);
    }
  });
});

/** Issue 37, item 7: each ingredient in the group it belongs to. */
describe('groups', () => {
  it.each([
    ['coconut-milk', 'Liquids and condiments'],
    ['mini-marshmallows', 'Chocolate, cocoa and candy'],
    ['sweetened-shredded-coconut', 'Nuts and seeds'],
    ['granulated-sugar', 'Sugars and sweeteners'],
  ])('%s is in %s', (slug, group) => {
    expect(ingredients.find((i) => i.slug === slug)?.group).toBe(group);
    expect(ingredientGroups.find((g) => g.name === group)?.ingredients.map((i) => i.slug)).toContain(slug);
  });
});
