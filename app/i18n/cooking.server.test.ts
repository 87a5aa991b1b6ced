import { describe, expect, it } from 'vitest';
import { cookingLanguages } from '~/domain/cooking/i18n';
import { recipeParseOptions } from '~/domain/cooking/i18n-recipe';
import { measureSystem } from '~/domain/cooking/measures';
import { convertRecipe, type RecipeTarget } from '~/domain/cooking/recipe';
import { recipeIngredients } from '~/domain/cooking/recipe-data';
import { conversionSentence, conversionTables } from '~/domain/cooking/page-units';
import { cookVolume } from '~/domain/cooking/cook-measures';
import { measureSystem as systemOf } from '~/domain/cooking/measures';
import { ingredientPageData } from '~/routes/cooking-ingredient.server';
import { cookingTextOf, recipeTextOf } from './cooking.server';
import { languageByCode, LANGUAGES } from './languages';
import { ingredientBySlug } from '~/domain/cooking/ingredients';

/**
 * The cooking pages' words in each language (issue 38). Expected amounts by hand from the cited
 * values: GNU units' spooned all-purpose flour is 4.25 oz (120.485… g) per US cup of 236.5882365 mL,
 * sugar 200 g, honey 11.75 oz (333.107… g), milk 242 g; a metric cup is 250 mL, its spoons 15 and 5 mL.
 */
const OZ = 28.349523125;
const US_CUP = 236.5882365;

function convert(code: string, line: string, target: RecipeTarget, factor = 1) {
  const language = languageByCode(code)!;
  const text = cookingTextOf(language);
  const own = cookingLanguages[code];
  const options = {
    factor,
    target,
    system: text.system,
    text: recipeTextOf(text),
    ...(own ? { words: recipeParseOptions(own.words, text.style.decimal === ',' ? ',' : '.') } : {}),
  };
  return convertRecipe(line, recipeIngredients(own ? code : undefined), options)[0];
}

describe('the recipe converter writes its output in the page language', () => {
  it('checks the hand values it is given', () => {
    // 2 metric cups of flour: 2 × 250 × 120.485… / 236.588… = 254.63 g
    expect(((2 * 250 * 4.25 * OZ) / US_CUP).toFixed(2)).toBe('254.63');
    // 1 Esslöffel (15 mL) of honey: 15 × 333.107… / 236.588… = 21.12 g
    expect(((15 * 11.75 * OZ) / US_CUP).toFixed(2)).toBe('21.12');
  });

  it.each([
    ['en', '2 cups sugar', 'grams', '400 g sugar'],
    ['en', '1 cup sugar', 'volume', '1 cup sugar'],
    ['es', '2 tazas de harina', 'grams', '254,6 g de harina'],
    ['es', '200 g de azúcar', 'grams', '200 g de azúcar'],
    // 200 g ÷ (200 g / 236.59 mL) = 236.59 mL = 0.95 metric cup: a cook's 1 cup.
    ['es', '200 g de azúcar', 'volume', '1 taza de azúcar'],
    ['es', 'unos 250 ml de leche', 'volume', '1 taza de leche'],
    ['es', '1/2 cdta. de sal', 'volume', '½ cdta. de sal'],
    ['es', '1,5 kg de harina de fuerza', 'grams', '1500 g de harina de fuerza'],
    ['de', '200 g Zucker', 'grams', '200 g Zucker'],
    ['de', '1 EL Honig', 'grams', '21,1 g Honig'],
    ['de', '2 Tassen Mehl', 'grams', '254,6 g Mehl'],
    // German groups four digits (CLDR de: minimumGroupingDigits 1), Spanish from five.
    ['de', '1,5 kg Weizenmehl Type 550', 'grams', '1.500 g Weizenmehl Type 550'],
    ['de', '4 EL Zucker', 'volume', '¼ Tasse Zucker'],
  ] as const)('%s: "%s" in %s → "%s"', (code, line, target, output) => {
    expect(convert(code, line, target)).toMatchObject({ kind: 'converted', output });
  });

  it.each([
    ['en', 'Salt and pepper to taste', 'No amount to convert'],
    ['es', 'sal y pimienta al gusto', 'No hay cantidad que convertir'],
    ['de', 'Salz und Pfeffer nach Geschmack', 'Keine Menge zum Umrechnen'],
    ['es', '2 tazas de polvo de hadas', 'El ingrediente no está en nuestra lista'],
    ['de', '2 Tassen Feenstaub', 'Zutat nicht in unserer Liste'],
  ])('%s: "%s" is kept, saying why: %s', (code, line, why) => {
    expect(convert(code, line, 'grams')).toEqual({ kind: 'kept', text: line, why });
  });
});

/**
 * Eggs counted by the piece (ADR 080): in cups and spoons the count stays a count, scaled, written as
 * the language's data writes one (cooking.yaml `pieces`: "卵 3個", "卵白 2個分"; `{n} {unit}` elsewhere),
 * the piece's word in the form of the scaled count (CLDR: es and de `one` only for 1, fr and pt also
 * for 1.5); in grams, weighed. Grams from GNU units' USA large egg (definitions.units: `egg` 50 g,
 * `eggwhite` 30 g, `eggyolk` 18.6 g), as `units -t '3 egg' g` → 150.
 */
const EGG = 50;
const YOLK = 18.6;
describe('a count of eggs in each language, in both modes and scaled', () => {
  it.each([
    ['ja', '卵 3個', 1, 'volume', '卵 3個', 3 * EGG],
    ['ja', '卵3個', 1, 'volume', '卵 3個', 3 * EGG],
    ['ja', '卵 3個', 1.5, 'volume', '卵 4½個', 4.5 * EGG],
    ['ja', '卵 3個', 1, 'grams', '卵 150 g', 3 * EGG],
    ['ja', '卵 3個', 1.5, 'grams', '卵 225 g', 4.5 * EGG],
    ['ja', '卵黄 1個分', 2, 'volume', '卵黄 2個分', 2 * YOLK],
    ['ja', '卵黄 1個分', 2, 'grams', '卵黄 37.2 g', 2 * YOLK],
    ['fr', '3 œufs', 1, 'volume', '3 œufs', 3 * EGG],
    ['fr', '3 œufs', 1.5, 'volume', '4½ œufs', 4.5 * EGG],
    // A narrow no-break space before the symbol (CLDR fr).
    ['fr', '3 œufs', 1.5, 'grams', '225\u202fg œufs', 4.5 * EGG],
    ['fr', '1 œuf', 1.5, 'volume', '1½ œuf', 1.5 * EGG],
    ['fr', '1 œuf', 2, 'volume', '2 œufs', 2 * EGG],
    ['pt', '3 ovos', 1, 'volume', '3 ovos', 3 * EGG],
    ['pt', '3 ovos', 1.5, 'volume', '4½ ovos', 4.5 * EGG],
    ['pt', '3 ovos', 1.5, 'grams', '225 g de ovos', 4.5 * EGG],
    ['pt', '1 ovo', 1.5, 'volume', '1½ ovo', 1.5 * EGG],
    ['es', '3 huevos', 1, 'volume', '3 huevos', 3 * EGG],
    ['es', '3 huevos', 1.5, 'volume', '4½ huevos', 4.5 * EGG],
    ['es', '3 huevos', 1.5, 'grams', '225 g de huevos', 4.5 * EGG],
    ['es', '1 huevo', 1.5, 'volume', '1½ huevos', 1.5 * EGG],
    ['es', '2 yemas', 0.5, 'volume', '1 yema', YOLK],
    ['de', '3 Eier', 1, 'volume', '3 Eier', 3 * EGG],
    ['de', '3 Eier', 1.5, 'volume', '4½ Eier', 4.5 * EGG],
    ['de', '3 Eier', 1.5, 'grams', '225 g Eier', 4.5 * EGG],
    ['de', '1 Ei', 2, 'volume', '2 Eier', 2 * EGG],
    ['en', '1 egg', 2, 'volume', '2 eggs', 2 * EGG],
    ['en', '2 large eggs', 1.5, 'volume', '3 large eggs', 3 * EGG],
  ] as const)('%s: "%s" × %s in %s → "%s"', (code, line, factor, target, output, grams) => {
    const result = convert(code, line, target, factor);
    expect(result).toMatchObject({ kind: 'converted', output });
    expect(Math.abs((result as { grams: number }).grams - grams)).toBeLessThan(1e-9);
  });
});

/**
 * The egg page names the data's sizes as US sizes in every language (USDA AMS 56; a Japanese L玉 or
 * an EU L is another, heavier class: cooking.yaml `sizes`), and writes a count as the language's data
 * does. 2 large eggs: GNU units' `egg`, 50 g each.
 */
describe('the egg page in each language', () => {
  const egg = ingredientBySlug('egg')!;
  it.each([
    ['ja', '米国規格Lサイズの卵 2個 = 100グラム', '卵 100グラム = 米国規格Lサイズの卵 2個'],
    ['fr', '2 œufs, calibre L américain = 100 grammes', '100 grammes (œufs) = 2 œufs, calibre L américain'],
    ['es', '2 huevos (tamaño L estadounidense) = 100 gramos', '100 gramos de huevos = 2 huevos (tamaño L estadounidense)'],
    ['pt', '2 ovos (tamanho grande americano) = 100 gramas', '100 gramas de ovos = 2 ovos (tamanho grande americano)'],
    ['de', '2 Eier (US-Größe L) = 100 Gramm', '100 Gramm Eier = 2 Eier (US-Größe L)'],
  ] as const)('%s: %s', (code, sentence, back) => {
    const text = cookingTextOf(languageByCode(code)!);
    const pieces = text.describer.pieces(egg);
    const name = text.describer.name(egg).inText;
    expect(conversionSentence(2, 'large', 'g', 2 * EGG, name, pieces, text.sentence)).toBe(sentence);
    expect(conversionSentence(2 * EGG, 'g', 'large', 2, name, pieces, text.sentence)).toBe(back);
  });

  it.each([
    ['ja', ['米国規格Lサイズ', '米国規格XLサイズ', '米国規格ジャンボサイズ', '米国規格Mサイズ', '米国規格Sサイズ'], 'L玉'],
    ['fr', ['calibre L américain', 'calibre XL américain', 'calibre jumbo américain', 'calibre M américain', 'calibre S américain'], 'gros'],
    ['es', ['L estadounidense', 'XL estadounidense', 'jumbo estadounidense', 'M estadounidense', 'S estadounidense'], 'grande)'],
    ['pt', ['grande americano', 'extragrande americano', 'jumbo americano', 'médio americano', 'pequeno americano'], 'grande)'],
    ['de', ['US-Größe L', 'US-Größe XL', 'US-Größe Jumbo', 'US-Größe M', 'US-Größe S'], 'groß'],
  ] as const)('%s: every size is named as a US size, none as the local class', (code, sizes, local) => {
    const pieces = cookingTextOf(languageByCode(code)!).describer.pieces(egg);
    expect(pieces.map((p) => p.key)).toEqual(['large', 'extra-large', 'jumbo', 'medium', 'small']);
    pieces.forEach((p, i) => expect(p.one).toContain(sizes[i]));
    for (const p of pieces) expect(p.one).not.toContain(local);
  });
});

describe('an ingredient page in each language', () => {
  const page = (url: string, word: string) => ingredientPageData(new Request(`http://localhost${url}`), word);

  it.each([
    [
      '/cooking/ingredients/all-purpose-flour',
      'all-purpose-flour',
      'All-purpose flour: cups to grams',
      '1 US cup of all-purpose flour weighs 120.5 g (spooned and leveled, GNU units (The Cake Bible)).',
    ],
    [
      '/es/cocina/ingredientes/harina-de-trigo-comun',
      'harina-de-trigo-comun',
      'Harina de trigo común: de tazas a gramos',
      // 250 × 120.485… / 236.588… = 127.31 g in the metric cup of Spanish recipes
      'Una taza de 250 ml de harina de trigo común pesa 127,3 g (con cuchara y enrasado, GNU units (The Cake Bible)).',
    ],
    [
      '/de/kochen/zutaten/weizenmehl-type-405',
      'weizenmehl-type-405',
      'Weizenmehl Type 405: Tassen in Gramm',
      '1 Tasse (250 ml) Weizenmehl Type 405 wiegt 127,3 g (mit dem Löffel eingefüllt und glatt gestrichen, GNU units (The Cake Bible)).',
    ],
  ])('%s', (url, word, heading, lead) => {
    const data = page(url, word);
    expect(data.text.heading).toBe(heading);
    expect(data.text.lead).toBe(lead);
  });

  it('links the same ingredient in every language, and answers an English word in Spanish with a 301 keeping the query', () => {
    const data = page('/es/cocina/ingredientes/harina-de-trigo-comun', 'harina-de-trigo-comun');
    expect(Object.fromEntries(data.alternates.map((a) => [a.code, a.path]))).toEqual({
      en: '/cooking/ingredients/all-purpose-flour',
      es: '/es/cocina/ingredientes/harina-de-trigo-comun',
      de: '/de/kochen/zutaten/weizenmehl-type-405',
      fr: '/fr/cuisine/ingredients/farine-de-ble-tout-usage',
      pt: '/pt/cozinha/ingredientes/farinha-de-trigo',
      ja: '/ja/料理/材料/中力粉',
    });
    let thrown: unknown;
    try {
      page('/es/cocina/ingredientes/all-purpose-flour?v=2&from=cup', 'all-purpose-flour');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('Location')).toBe('/es/cocina/ingredientes/harina-de-trigo-comun?v=2&from=cup');
  });

  it.each(LANGUAGES.map((l) => [l.code, l] as const))('%s: every unit, fill, system and source of the pages has words', (_code, language) => {
    const text = cookingTextOf(language);
    for (const names of Object.values(text.units)) expect(names.one && names.many).toBeTruthy();
    for (const system of text.systems) expect(system.label && system.short).toBeTruthy();
    expect(text.system).toBe(measureSystem(cookingLanguages[language.code]?.words.measureSystem ?? 'us'));
  });
});

/**
 * A unit's form by the language's CLDR plural rules (plurals.xml, CLDR 46), written here by hand
 * from the rules, not from Intl: en and de `one`: i = 1 and v = 0 (so 1.5 and 0.5 are `other`);
 * es `one`: n = 1; fr `one`: i = 0,1 (0.5 and 1.5 are `one`: "1,5 tasse"); pt `one`: i = 0..1
 * ("1,5 xícara"); ja has `other` alone. A form the data lacks (fr and pt `many`, for millions) is
 * `other`. The amount is as shown: 0.9996 is written "1" and takes the form of 1.
 */
describe('a cooking unit’s form follows the language’s CLDR plural rules', () => {
  it.each([
    ['en', 1, '1 cup of X = 2 grams'],
    ['en', 1.5, '1.5 cups of X = 2 grams'],
    ['en', 0.5, '0.5 cups of X = 2 grams'],
    ['en', 0.9996, '1 cup of X = 2 grams'],
    ['es', 1, '1 taza de X = 2 gramos'],
    ['es', 1.5, '1,5 tazas de X = 2 gramos'],
    ['es', 0.5, '0,5 tazas de X = 2 gramos'],
    ['de', 1, '1 Tasse X = 2 Gramm'],
    ['de', 1.5, '1,5 Tassen X = 2 Gramm'],
    ['fr', 1.5, '1,5 tasse (X) = 2 grammes'],
    ['fr', 0.5, '0,5 tasse (X) = 2 grammes'],
    ['fr', 2, '2 tasses (X) = 2 grammes'],
    ['fr', 1e6, '1\u202f000\u202f000 tasses (X) = 2 grammes'],
    ['pt', 1.5, '1,5 xícara de X = 2 gramas'],
    ['pt', 0.5, '0,5 xícara de X = 2 gramas'],
    ['pt', 2, '2 xícaras de X = 2 gramas'],
    ['ja', 1, 'X 1カップ = 2グラム'],
    ['ja', 1.5, 'X 1.5カップ = 2グラム'],
  ] as const)('%s: %s cups', (code, amount, sentence) => {
    const text = cookingTextOf(languageByCode(code)!);
    expect(conversionSentence(amount, 'cup', 'g', 2, 'X', [], text.sentence)).toBe(sentence);
  });

  it('writes 1 gram in the form of one, and the spoons in Japanese before their amount', () => {
    expect(conversionSentence(2, 'tbsp', 'g', 1, 'X', [], cookingTextOf(languageByCode('en')!).sentence)).toBe('2 tablespoons of X = 1 gram');
    expect(conversionSentence(2, 'tbsp', 'g', 1, '砂糖', [], cookingTextOf(languageByCode('ja')!).sentence)).toBe('砂糖 大さじ2 = 1グラム');
  });

  /** A fraction written as cooks write it ("½") below one is part of one unit in every language served: "½ cup", "½ taza". */
  it.each([
    ['en', ['⅓ cup', '1 cup', '1½ cups', '2 cups'], ['1 tsp', '½ tbsp']],
    ['es', ['⅓ taza', '1 taza', '1½ tazas', '2 tazas'], null],
    ['de', ['⅓ Tasse', '1 Tasse', '1½ Tassen', '2 Tassen'], null],
    ['fr', ['⅓ tasse', '1 tasse', '1½ tasse', '2 tasses'], null],
    ['pt', ['⅓ xícara', '1 xícara', '1½ xícara', '2 xícaras'], null],
    ['ja', ['⅓カップ', '1カップ', '1½カップ', '2カップ'], ['小さじ1', '大さじ½']],
  ] as const)('%s: the tables’ rows', (code, cups, spoons) => {
    const text = cookingTextOf(languageByCode(code)!);
    const tables = conversionTables(1, text.system, { words: text.volume, style: text.style });
    for (const row of cups) expect(tables.cups.map((r) => r.label)).toContain(row);
    for (const row of spoons ?? []) expect(tables.spoons.map((r) => r.label)).toContain(row);
  });

  it.each([
    // 200 mL in a 200 mL cup; 15 mL a tablespoon; 2.5 mL half a 5 mL teaspoon; under ⅛ teaspoon.
    ['ja', 300, '1½カップ'],
    ['ja', 15, '大さじ1'],
    ['ja', 2.5, '小さじ½'],
    ['ja', 0.2, '小さじ⅛未満'],
    // A French cup is 250 mL: 375 mL is 1½, singular by CLDR fr.
    ['fr', 375, '1½ tasse'],
    ['pt', 360, '1½ xícara'],
    ['es', 375, '1½ tazas'],
  ] as const)('%s: %s mL in a cook’s measures is %s', (code, ml, written) => {
    const text = cookingTextOf(languageByCode(code)!);
    expect(cookVolume(ml, systemOf(cookingLanguages[code]!.words.measureSystem), text.volume)).toBe(written);
  });
});
