import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES } from '~/i18n/languages';
import { numberStyleOf } from '../number-style';
import { ingredientGroups } from './content';
import { cookingLanguages } from './i18n';
import { numbersIn, tableNumbers, unprovenNumbers } from './i18n-numbers';
import { slugify } from '../slug';
import { parseTranslatedGroup, termOf } from './i18n-parse';
import { readRecipeLine, recipeParseOptions } from './i18n-recipe';
import { measureSystem, MEASURE_SYSTEMS } from './measures';
import { normalizeName } from './names';
import { convertRecipe } from './recipe';
import { recipeIngredients } from './recipe-data';
import { countWords } from '../converters/translated-parse';

/**
 * Every language folder's cooking data against the English data (issue 38): every group and
 * ingredient named, slugs by the common rule and unique, texts of at least 150 words whose
 * numbers are the tables', and recipe words the line reader understands.
 */
/** The languages whose cooking words are their own: every language but English, the data's own. */
const folders = LANGUAGES.filter((language) => language !== ENGLISH)
  .map((language) => language.code)
  .sort();
const languages = Object.values(cookingLanguages);
const english = ingredientGroups;
const pieces = [...new Set(english.flatMap((g) => g.ingredients.flatMap((i) => (i.piece ? [i.piece] : []))))];
const forms = [...new Set(english.flatMap((g) => g.ingredients.flatMap((i) => i.values.flatMap((v) => (v.form ? [v.form] : [])))))];
const sources = [
  ...new Set(
    english.flatMap((g) => g.ingredients.flatMap((i) => i.values.flatMap((v) => (v.source.kind === 'gnu' && v.source.from ? [v.source.from] : [])))),
  ),
];
/** Words as a translated article counts them (by the character in a script written without spaces). */
const wordCount = countWords;

describe('cooking data in every language', () => {
  it('has cooking data for every language of the languages table, and for no other', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(languages.map((l) => l.lang).sort()).toEqual(folders);
  });

  describe.each(languages.map((l) => [l.lang, l] as const))('%s', (lang, language) => {
    const { words, groups } = language;
    const style = numberStyleOf(words.locale);
    const system = measureSystem(words.measureSystem);
    const translated = english.flatMap((g) => g.ingredients.map((i) => ({ group: g.slug, english: i, own: groups[g.slug]?.ingredients[i.slug] })));

    it('names the same groups as the English data, no more', () => {
      expect(Object.keys(groups).sort()).toEqual(english.map((g) => g.slug).sort());
    });

    it('uses a measure system the site has and names every one', () => {
      expect(system.key).toBe(words.measureSystem);
      expect(Object.keys(words.measureSystems).sort()).toEqual(MEASURE_SYSTEMS.map((s) => s.key).sort());
    });

    it.each(english.map((g) => [g.slug, g] as const))('%s: every ingredient named, no other, and a text of at least 150 words', (slug, group) => {
      const own = groups[slug]!;
      expect(own.group.length).toBeGreaterThan(0);
      expect(Object.keys(own.ingredients).sort()).toEqual(group.ingredients.map((i) => i.slug).sort());
      expect(wordCount(own.measuring)).toBeGreaterThanOrEqual(150);
    });

    it.each(english.map((g) => [g.slug, g] as const))('%s: every number of the text is in the tables or declared with its source', (slug, group) => {
      const own = groups[slug]!;
      const declared = (own.numbers ?? []).map((n) => n.text);
      expect(unprovenNumbers(own.measuring, style, tableNumbers(group, system), declared)).toEqual([]);
      // A declared number the text no longer uses is a stale source.
      const written = numbersIn(own.measuring, style).map((n) => n.text);
      for (const d of declared) expect(written).toContain(d);
    });

    it('gives every ingredient a slug made of its name or an alias by the common rule, unique in the language', () => {
      const seen = new Map<string, string>();
      for (const { english: e, own } of translated) {
        expect(own, e.slug).toBeDefined();
        const names = [own!.name, ...(own!.aliases ?? [])];
        expect(names.map(slugify), e.slug).toContain(own!.slug);
        expect(seen.get(own!.slug), `${own!.slug} is the slug of ${e.slug} and ${seen.get(own!.slug)}`).toBeUndefined();
        seen.set(own!.slug, e.slug);
      }
    });

    it('lets no name or alias name two ingredients, accents and case aside', () => {
      const owner = new Map<string, string>();
      for (const { english: e, own } of translated) {
        for (const term of new Set([own!.name, ...(own!.aliases ?? [])].map(termOf))) {
          expect(owner.get(term) ?? e.slug, `"${term}" names ${owner.get(term)} and ${e.slug}`).toBe(e.slug);
          owner.set(term, e.slug);
        }
      }
    });

    it('names every piece and form the English values name', () => {
      expect(Object.keys(words.pieces).sort()).toEqual([...pieces].sort());
      expect(Object.keys(words.forms).sort()).toEqual([...forms].sort());
    });

    it('describes every source the English values name besides The Cake Bible', () => {
      expect(Object.keys(words.sources).sort()).toEqual([...sources].sort());
    });

    it('names the cooking units of the pages, with plural forms', () => {
      for (const id of ['cup', 'tablespoon', 'teaspoon', 'milliliter', 'gram', 'kilogram', 'ounce', 'pound', 'stick'] as const) {
        expect(words.units[id]?.other, id).toBeTruthy();
      }
    });

    it('writes a unit’s `one` form exactly where the language’s CLDR plural rules have that category', () => {
      // Japanese has `other` alone (CLDR ja); the others have `one` (CLDR en, es, de, fr, pt).
      const hasOne = new Intl.PluralRules(words.locale).resolvedOptions().pluralCategories.includes('one');
      for (const [id, unit] of [...Object.entries(words.units), ...Object.entries(words.pieces)]) expect(unit?.one !== undefined, id).toBe(hasOne);
    });
  });
});

describe('the numbers of a text', () => {
  const es = { decimal: ',', group: '.', minus: '-', minimumGroupingDigits: 2 };
  it.each([
    ['113,4 g', [113.4]],
    ['1.234,5 y 1234', [1234.5, 1234]],
    ['0,25 l', [0.25]],
    ['Tipo 405.', [405]],
  ])('reads "%s" as %j in the style of es-ES', (text, values) => {
    expect(numbersIn(text, es).map((n) => n.value)).toEqual(values);
  });

  // The spooned all-purpose flour of GNU units is 4.25 oz a US cup: 120.485… g, 127.31… g in a 250 mL cup.
  const flours = english.find((g) => g.slug === 'flours')!;
  const numbers = tableNumbers(flours, measureSystem('metric'));
  it.each([
    ['120,5 g por taza', []],
    ['unos 127 g en una taza de 250 ml', []],
    ['310 g por taza', ['310']],
    ['una taza de 260 ml', ['260']],
    ['1,234 g', ['1,234']],
  ])('"%s" leaves %j unproven', (text, unproven) => {
    expect(unprovenNumbers(text, es, numbers, [])).toEqual(unproven);
  });
  it('accepts a declared number as written', () => {
    expect(unprovenNumbers('harina 0000', es, numbers, ['0000'])).toEqual([]);
    expect(unprovenNumbers('harina 0000', es, numbers, [])).toEqual(['0000']);
  });
});

describe('recipe lines in every language', () => {
  const rows = languages.flatMap((l) => l.words.recipe.examples.map((e) => [l.lang, e.line, e, l] as const));
  it.each(rows)('%s: "%s"', (_lang, line, example, language) => {
    const decimal = numberStyleOf(language.words.locale).decimal === ',' ? ',' : '.';
    const parsed = readRecipeLine(line, recipeParseOptions(language.words, decimal));
    expect(parsed?.quantity).toBe(example.quantity);
    expect(parsed?.quantity2 ?? null).toBe(example.quantity2 ?? null);
    expect(parsed?.unitOfMeasureID ?? null).toBe(example.unit ?? null);
    const own = Object.values(language.groups).flatMap((g) => Object.entries(g.ingredients));
    const named = own.filter(([, i]) => [i.name, ...(i.aliases ?? [])].map(termOf).includes(termOf(parsed?.description ?? '')));
    expect(named.map(([slug]) => slug)).toEqual([example.ingredient]);
  });
});

/**
 * The recipe converter with a language's words: each example line in grams, expected from the
 * English data's own value (grams per US measure, the US sizes typed here) and the language's
 * measure system, never from the converter's output.
 */
const US_ML = { cup: 236.5882365, tbsp: 236.5882365 / 16, tsp: 236.5882365 / 48 } as const;
const GRAMS_PER = { gram: 1, kilogram: 1000 } as const;
const SYSTEM_UNITS = { cup: 'cup', tablespoon: 'tbsp', teaspoon: 'tsp' } as const;

function expectedGrams(example: { quantity: number; unit?: string; ingredient: string }, systemKey: string): number | null {
  const ingredient = english.flatMap((g) => g.ingredients).find((i) => i.slug === example.ingredient)!;
  const value = ingredient.values.find((v) => v.isDefault)!;
  const perMl = value.per === 'each' ? NaN : value.grams / (value.amount * US_ML[value.per]);
  const system = MEASURE_SYSTEMS.find((s) => s.key === systemKey)!;
  const unit = example.unit;
  if (unit === undefined) {
    const large = ingredient.values.find((v) => v.per === 'each' && v.size === 'large');
    return large ? example.quantity * (large.grams / large.amount) : null;
  }
  if (unit === 'gram' || unit === 'kilogram') return example.quantity * GRAMS_PER[unit];
  if (unit === 'milliliter') return example.quantity * perMl;
  if (unit === 'cup' || unit === 'tablespoon' || unit === 'teaspoon') return example.quantity * system[SYSTEM_UNITS[unit]] * perMl;
  return null;
}

describe('the recipe converter in every language', () => {
  const rows = languages.flatMap((l) => l.words.recipe.examples.map((e) => [l.lang, e.line, e, l] as const));
  it.each(rows)('%s: "%s" in grams', (lang, line, example, language) => {
    const decimal = numberStyleOf(language.words.locale).decimal === ',' ? ',' : '.';
    const options = {
      factor: 1,
      target: 'grams' as const,
      system: measureSystem(language.words.measureSystem),
      words: recipeParseOptions(language.words, decimal),
    };
    const [result] = convertRecipe(line, recipeIngredients(lang), options);
    const expected = expectedGrams(example, language.words.measureSystem);
    if (expected === null) {
      expect(result?.kind).toBe('kept');
      return;
    }
    expect(result).toMatchObject({ kind: 'converted', ingredient: example.ingredient });
    const grams = (result as { grams: number }).grams;
    // A range is weighed at its first amount.
    expect(Math.abs(grams - expected) / expected).toBeLessThan(1e-12);
  });

  it('reads names without their accents as with them', () => {
    for (const language of languages) {
      const list = recipeIngredients(language.lang);
      for (const group of Object.values(language.groups)) {
        for (const [slug, own] of Object.entries(group.ingredients)) {
          const bare = own.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
          expect(list.find((i) => i.slug === slug)?.names, `${language.lang}: ${own.name}`).toContain(normalizeName(own.name));
          if (!/[äöüÄÖÜ]/.test(own.name)) expect(normalizeName(bare)).toBe(normalizeName(own.name));
        }
      }
    }
  });
});

describe('a translated group file', () => {
  const good = 'group: Mehl\nmeasuring: Text.\ningredients:\n  all-purpose-flour: { name: Mehl, slug: mehl }\n';
  it('parses when it is right', () => {
    expect(parseTranslatedGroup(good, 'x.yaml').ingredients['all-purpose-flour']?.slug).toBe('mehl');
  });
  it.each([
    ['a slug with an umlaut', good.replace('slug: mehl', 'slug: möhl'), 'ingredients.all-purpose-flour.slug'],
    ['a missing name', good.replace('name: Mehl, ', ''), 'ingredients.all-purpose-flour.name'],
    ['an unknown field', good.replace('slug: mehl', 'slug: mehl, note: x'), 'ingredients.all-purpose-flour'],
    ['a declared number without its source', `${good}numbers: [{ text: '405' }]\n`, 'numbers.0.source'],
  ])('fails on %s, naming the file and the field', (_what, source, field) => {
    expect(() => parseTranslatedGroup(source, 'x.yaml')).toThrow(`x.yaml: ${field}`);
  });
});
