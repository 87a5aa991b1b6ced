import { describe, expect, it } from 'vitest';
import { numberStyleOf } from '../number-style';
import { cookingLanguages } from './i18n';
import { readRecipeLine, recipeParseOptions } from './i18n-recipe';
import { measureSystem } from './measures';
import { convertRecipe, type RecipeLine } from './recipe';
import { recipeIngredients } from './recipe-data';

/**
 * A corpus of real-world recipe lines (issue 25), each with the grams expected, computed here from
 * the cited numbers themselves (GNU units' ounces per US cup, USDA's grams per measure), never from
 * the converter's output. null: the line is kept as written and marked.
 */
const OZ = 28.349523125; // g, exact (NIST SP 811)
const CUP = 236.5882365; // mL, US customary
const TBSP = CUP / 16;
const TSP = CUP / 48;
const flour = (4.25 * OZ) / CUP; // GNU flour_spooned, g/mL
const sugar = 200 / CUP; // GNU sugar
const butter = (8 * OZ) / CUP; // GNU butter
const brownPacked = 220 / CUP; // USDA 19334 cup packed
const cakeSifted = (3.5 * OZ) / CUP; // GNU cakeflour_sifted
const milk = 242 / CUP; // GNU milk
const honey = (11.75 * OZ) / CUP; // GNU honey
const oil = (7.5 * OZ) / CUP; // GNU oil
const cocoa = 82 / CUP; // GNU cocoa_spooned
const bakingPowder = 4.6 / TSP; // GNU baking_powder
const salt = 6 / TSP; // GNU salt
const soda = 4.6 / TSP; // USDA 18372 tsp
const vanilla = 4.2 / TSP; // USDA 02050 tsp
const cinnamon = 2.6 / TSP; // USDA 02010 tsp
const oats = 81 / CUP; // USDA 08120
const rice = 185 / CUP; // USDA 20044
const chips = 168 / CUP; // USDA 19080 cup chips (6 oz package)
const walnutsChopped = 117 / CUP; // USDA 12155 cup, chopped
const powdered = 120 / CUP; // USDA 19336 cup unsifted
const heavyCream = 232 / CUP; // GNU heavycream
const sourCream = 242 / CUP; // GNU sourcream
const oliveOil = 216 / CUP; // USDA 04053 cup
const breadFlour = (4.5 * OZ) / CUP; // GNU breadflour_spooned
const wholeWheat = 120 / CUP; // USDA 20080
const cornstarch = 120 / CUP; // GNU cornstarch
const peanutButter = 258 / CUP; // USDA 16098 cup
const molasses = (11.25 * OZ) / CUP; // GNU molasses
const maple = 315 / CUP; // USDA 19353 cup
const yeast = 4 / TSP; // USDA 18375 tsp
const buttermilk = 245 / CUP; // USDA 01088
const parmesan = 100 / CUP; // USDA 01032 cup
const cheddar = 113 / CUP; // USDA 01009 cup, shredded
const koshersalt = 2.8 / TSP; // GNU koshersalt (Diamond Crystal)
const pepper = 2.3 / TSP; // USDA 02030 tsp, ground
const almondsSliced = 92 / CUP; // USDA 12061 cup, sliced
const coconut = 93 / CUP; // USDA 12179
const cornmeal = 122 / CUP; // USDA 20020
const lightBrown = 217 / CUP; // GNU brownsugar_light packed

const CORPUS: [string, number | null][] = [
  ['2 1/4 cups all-purpose flour', 2.25 * CUP * flour],
  ['1 cup (2 sticks) butter, softened', CUP * butter],
  ['3/4 tsp salt', 0.75 * TSP * salt],
  ['2 large eggs', 2 * 50],
  ['3/4 cup granulated sugar', 0.75 * CUP * sugar],
  ['3/4 cup packed brown sugar', 0.75 * CUP * brownPacked],
  ['1 teaspoon vanilla extract', TSP * vanilla],
  ['1 tsp baking soda', TSP * soda],
  ['2 cups semisweet chocolate chips', 2 * CUP * chips],
  ['1 cup chopped walnuts', CUP * walnutsChopped],
  ['1 cup sifted cake flour', CUP * cakeSifted],
  ['1 1/2 teaspoons baking powder', 1.5 * TSP * bakingPowder],
  ['1 cup whole milk', CUP * milk],
  ['1/2 cup milk', 0.5 * CUP * milk],
  ['1/4 cup honey', 0.25 * CUP * honey],
  ['1/3 cup vegetable oil', (1 / 3) * CUP * oil],
  ['1/2 cup unsweetened cocoa powder', 0.5 * CUP * cocoa],
  ['2 tablespoons cocoa powder', 2 * TBSP * cocoa],
  ['1 tsp ground cinnamon', TSP * cinnamon],
  ['3 cups old-fashioned oats', 3 * CUP * oats],
  ['1 cup long grain rice', CUP * rice],
  ['2 cups powdered sugar', 2 * CUP * powdered],
  ['1 cup heavy cream', CUP * heavyCream],
  ['1/2 cup sour cream', 0.5 * CUP * sourCream],
  ['2 tbsp olive oil', 2 * TBSP * oliveOil],
  ['3 1/2 cups bread flour', 3.5 * CUP * breadFlour],
  ['1 cup whole wheat flour', CUP * wholeWheat],
  ['2 tablespoons cornstarch', 2 * TBSP * cornstarch],
  ['1/2 cup creamy peanut butter', 0.5 * CUP * peanutButter],
  ['1/4 cup molasses', 0.25 * CUP * molasses],
  ['1/3 cup pure maple syrup', (1 / 3) * CUP * maple],
  ['2 1/4 teaspoons active dry yeast', 2.25 * TSP * yeast],
  ['1 packet active dry yeast', 7.2],
  ['1 cup buttermilk', CUP * buttermilk],
  ['1/2 cup grated parmesan', 0.5 * CUP * parmesan],
  ['2 cups shredded cheddar cheese', 2 * CUP * cheddar],
  ['1 tsp kosher salt', TSP * koshersalt],
  ['1/2 tsp black pepper', 0.5 * TSP * pepper],
  ['1/2 cup sliced almonds', 0.5 * CUP * almondsSliced],
  ['1 cup sweetened shredded coconut', CUP * coconut],
  ['1 cup yellow cornmeal', CUP * cornmeal],
  ['1 cup light brown sugar, packed', CUP * lightBrown],
  ['1/2 cup (1 stick) unsalted butter, melted', 0.5 * CUP * butter],
  ['1 stick butter', 0.5 * CUP * butter],
  ['6 tablespoons butter', 6 * TBSP * butter],
  ['2 cups sugar', 2 * CUP * sugar],
  ['1 ½ cups flour', 1.5 * CUP * flour],
  ['⅓ cup sugar', (1 / 3) * CUP * sugar],
  ['3 egg yolks', 3 * 18.6],
  ['4 egg whites', 4 * 30],
  ['1 egg', 50],
  ['8 oz cream cheese, softened', 8 * OZ],
  ['1 lb ground beef', 453.59237],
  ['100 g butter', 100],
  ['500 g flour', 500],
  ['250 ml milk', 250 * milk],
  ['1 c. sugar', CUP * sugar],
  ['2-3 tablespoons milk', 2 * TBSP * milk],
  ['Pinch of salt', null],
  ['Salt and pepper to taste', null],
  // A package's stated weight (issue 37, item 8): 15 oz = 425.24… g.
  ['1 (15 oz) can black beans, drained', 15 * OZ],
  ['2 cloves garlic, minced', null],
  ['1 medium onion, diced', null],
  ['Zest of 1 lemon', null],
];

const ingredients = recipeIngredients();
const us = { factor: 1, target: 'grams' as const, system: measureSystem('us') };

describe(`the recipe converter reads a corpus of ${CORPUS.length} real-world lines`, () => {
  it('holds at least 60 lines', () => expect(CORPUS.length).toBeGreaterThanOrEqual(60));

  it.each(CORPUS)('%s', (line, grams) => {
    const [result] = convertRecipe(line, ingredients, us) as [RecipeLine];
    if (grams === null) {
      expect(result.kind).toBe('kept');
      if (result.kind === 'kept') expect(result.text).toBe(line);
      return;
    }
    expect(result.kind).toBe('converted');
    if (result.kind !== 'converted') return;
    expect(Math.abs(result.grams! - grams) / grams).toBeLessThan(1e-6);
    expect(result.output).toMatch(/^\d[\d,.–]* g /);
  });
});

describe('convertRecipe', () => {
  const text = '2 cups all-purpose flour\nFor the glaze:\n\nsomething unreadable here\n1 cup sugar';

  it('keeps every line in order: unreadable ones as written, headings and blanks too', () => {
    const lines = convertRecipe(text, ingredients, us);
    expect(lines.map((l) => l.kind)).toEqual(['converted', 'heading', 'blank', 'kept', 'converted']);
    expect(lines[3]).toMatchObject({ kind: 'kept', text: 'something unreadable here' });
  });

  it('scales by a factor', () => {
    const [line] = convertRecipe('1 cup sugar', ingredients, { ...us, factor: 3 });
    expect(line).toMatchObject({ kind: 'converted', output: '600 g sugar' });
  });

  it('writes weights back as cups and spoons', () => {
    const [cups, spoons] = convertRecipe('200 g sugar\n10 g sugar', ingredients, { ...us, target: 'volume' });
    expect(cups).toMatchObject({ output: '1 cup sugar' });
    // 10 g / (200 g / 48 tsp) = 2.4 tsp: under a tablespoon, so teaspoons, to the nearest ⅛: 2½ tsp.
    expect(spoons).toMatchObject({ output: '2½ tsp sugar' });
  });

  it('uses the measure system’s cups: a metric cup of sugar is 200 × 250 / 236.5882365 g', () => {
    const [line] = convertRecipe('1 cup sugar', ingredients, { ...us, system: measureSystem('metric') });
    expect(line!.kind === 'converted' && line!.grams).toBeCloseTo((200 * 250) / CUP, 9);
  });
});

/** Issue 37, item 8: lines as recipes write them. Grams from the cited numbers above. */
describe('recipe lines as written', () => {
  const us37 = { factor: 1, target: 'grams' as const, system: measureSystem('us') };
  const gramsOf = (line: string, factor = 1) => {
    const [result] = convertRecipe(line, ingredients, { ...us37, factor });
    return result!.kind === 'converted' ? result!.grams : result!.kind;
  };
  it.each([
    // "1 cup flour, sifted": measured (spooned, the default), then sifted; "1 cup sifted flour" is sifted into the cup.
    ['1 cup flour, sifted', CUP * flour],
    ['1 cup sifted flour', 4 * OZ],
    // Measured whole, then chopped: USDA 12155 "cup shelled (50 halves)", 100 g (chopped is 117 g).
    ['1 cup walnuts, chopped', 100],
    ['1 cup light brown sugar, firmly packed', CUP * lightBrown],
    // Both parts: ½ cup + 2 tbsp of sugar at 200 g a cup = 100 + 25 g.
    ['1/2 cup + 2 tbsp sugar', 125],
    ['1/2 cup plus 2 tablespoons sugar', 125],
    ['1 cup + 1 tbsp flour', 17 * TBSP * flour],
    // A package's stated weight: 14 oz and 8 oz.
    ['1 (14 oz) can sweetened condensed milk', 14 * OZ],
    ['1 can (14 oz) coconut milk', 14 * OZ],
    ['1 (8 oz) package cream cheese, softened', 8 * OZ],
    ['2 (8-ounce) packages cream cheese', 16 * OZ],
    // A level spoon is every value's measure.
    ['1 level tsp baking soda', TSP * soda],
    ['1 level teaspoon salt', TSP * salt],
    // The author's weight wins over the cup.
    ['2 cups flour (250g)', 250],
    ['1 cup sugar (7 oz)', 7 * OZ],
  ])('%s', (line, grams) => {
    const got = gramsOf(line);
    expect(typeof got).toBe('number');
    expect(Math.abs((got as number) - grams) / grams).toBeLessThan(1e-6);
  });

  it('says what it used for a package and an author’s weight, and scales a parenthetical with its line', () => {
    const [can, weighed, sticks] = convertRecipe(
      '1 (14 oz) can sweetened condensed milk\n2 cups flour (250g)\n1 cup (2 sticks) butter, softened',
      ingredients,
      {
        ...us37,
        factor: 2,
      },
    );
    // 2 × 14 oz = 793.8 g; 2 × 250 g; 2 × 8 oz = 453.6 g
    expect(can).toMatchObject({ output: '793.8 g sweetened condensed milk (2 can)' });
    expect(weighed).toMatchObject({ output: '500 g flour' });
    expect(sticks).toMatchObject({ output: '453.6 g (4 sticks) butter, softened' });
    const [half] = convertRecipe('1 cup (2 sticks) butter', ingredients, { ...us37, factor: 0.75 });
    expect(half).toMatchObject({ output: '170.1 g (1½ sticks) butter' });
  });

  describe('in cups and spoons', () => {
    const volume = (text: string, factor = 1) =>
      convertRecipe(text, ingredients, { ...us37, factor, target: 'volume' }).map((l) => (l.kind === 'converted' ? l.output : l.kind));
    it('keeps counted and weighed items as written, scaled', () => {
      expect(volume('2 large eggs\n3 oz unsweetened chocolate\n1 lb butter\n1 (14 oz) can sweetened condensed milk', 1.5)).toEqual([
        '3 large eggs',
        '4½ oz unsweetened chocolate',
        '1½ lb butter',
        '1½ (14 oz) can sweetened condensed milk',
      ]);
    });
    it.each([
      // 1/3 cup stays ⅓ cup; 66.67 g of sugar at 200 g a cup is ⅓ cup.
      ['1/3 cup sugar', 1, '⅓ cup sugar'],
      ['66.67 g sugar', 1, '⅓ cup sugar'],
      ['1/4 tsp salt', 1, '¼ tsp salt'],
      // 1 tbsp + ½ tsp = 3½ tsp (1.1667 tbsp is no spoon).
      ['1 tbsp + 1/2 tsp salt', 1, '3½ tsp salt'],
      ['3 1/2 tsp salt', 1, '3½ tsp salt'],
      // 1 tbsp halved: 1½ tsp.
      ['1 tbsp sugar', 0.5, '1½ tsp sugar'],
      ['2 tbsp sugar', 1, '2 tbsp sugar'],
      ['3/4 cup flour', 2, '1½ cups flour'],
      // 100 g of butter at 8 oz a cup: 100 / 226.796… = 0.441 cup; the nearest mark is ½ (0.059 away; ⅓ is 0.108).
      ['100 g butter', 1, '½ cup butter'],
    ])('%s × %s → %s', (line, factor, output) => {
      expect(volume(line, factor)).toEqual([output]);
    });
  });
});

/**
 * Lines as French and Brazilian cooks write them (issue 39): units of several words, with dots or
 * brackets ("colher de sopa", "c. à café", "xícara (chá)"), connectors elided against the
 * ingredient ("d’huile"). Grams from the cited numbers above, in
 * the language's own cup and spoons: pt-BR measures in the 240 mL cup and 15 mL and 5 mL spoons,
 * French in the metric 250 mL cup and the same spoons (cross-checked with GNU units:
 * `units -t '15 ml honey' g` = 21.119408, `units -t '240 ml flour_spooned' g` = 122.22296).
 */
describe('recipe lines in the words of French and Portuguese', () => {
  const optionsOf = (lang: string) => {
    const { words } = cookingLanguages[lang]!;
    const decimal = numberStyleOf(words.locale).decimal === ',' ? ',' : '.';
    return { factor: 1, target: 'grams' as const, system: measureSystem(words.measureSystem), words: recipeParseOptions(words, decimal) };
  };
  it.each([
    ['pt', '1 colher de sopa de mel', 15 * honey, 'honey', 'mel'],
    ['pt', '2 colheres de chá de sal', 2 * 5 * salt, 'table-salt', 'sal'],
    ['pt', '1 xícara (chá) de farinha', 240 * flour, 'all-purpose-flour', 'farinha'],
    ['pt', '1 xícara de chá de açúcar', 240 * sugar, 'granulated-sugar', 'açúcar'],
    ['pt', '2 colheres (sopa) de manteiga', 2 * 15 * butter, 'butter', 'manteiga'],
    ['pt', '1 xícara + 2 colheres de sopa de açúcar', (240 + 30) * sugar, 'granulated-sugar', 'açúcar'],
    ['fr', '3 cuillères à soupe de miel', 3 * 15 * honey, 'honey', 'miel'],
    ['fr', '1 c. à café de sel', 5 * salt, 'table-salt', 'sel'],
    ['fr', '1 c. à soupe de miel', 15 * honey, 'honey', 'miel'],
    ['fr', '2 c. à thé de sel', 2 * 5 * salt, 'table-salt', 'sel'],
    ['fr', '1 tasse + 1 c. à soupe de sucre', (250 + 15) * sugar, 'granulated-sugar', 'sucre'],
    // An elided connector, with either apostrophe: water at its conventional 1 g/mL.
    ['fr', '3 cuillères à soupe d’huile', 3 * 15 * ((7.5 * OZ) / CUP), 'vegetable-oil', 'huile'],
    ['fr', '2 tasses d’eau', 2 * 250, 'water', 'eau'],
    ['fr', "2 tasses d'eau", 2 * 250, 'water', 'eau'],
    ['fr', '3 c. à soupe d’huile d’olive', 3 * 15 * oliveOil, 'olive-oil', 'huile d’olive'],
    ['fr', "1 c. à soupe d'huile d'olive", 15 * oliveOil, 'olive-oil', "huile d'olive"],
    ['fr', '1 tasse de l’eau', 250, 'water', 'eau'],
  ])('%s: %s', (lang, line, grams, ingredient, words) => {
    const [result] = convertRecipe(line, recipeIngredients(lang), optionsOf(lang));
    expect(result).toMatchObject({ kind: 'converted', ingredient });
    const got = result as { grams: number; output: string };
    expect(Math.abs(got.grams - grams) / grams).toBeLessThan(1e-9);
    expect(got.output).toMatch(new RegExp(` g ${words}$`));
  });

  it('reads no "c. à …" spoon the data does not spell as the English cup ("c.")', () => {
    const [result] = convertRecipe('1 c. à dessert de sucre', recipeIngredients('fr'), optionsOf('fr'));
    expect(result).toMatchObject({ kind: 'kept' });
  });

  it('gives a unit of several words back as typed', () => {
    expect(readRecipeLine('2 Colheres de  sopa de mel', optionsOf('pt').words)).toMatchObject({
      quantity: 2,
      unitOfMeasureID: 'tablespoon',
      unitOfMeasure: 'Colheres de  sopa',
      description: 'mel',
    });
  });
});

/**
 * Lines as Japanese cooks write them (issue 39): the spoon before its amount ("大さじ1", with or
 * without a space after the name), the cup and weights after it ("2カップ", "10g"), and the cup
 * before it too, as many cookbooks print it ("カップ1/2"). Japanese measures in the 200 mL cup and
 * 15 mL and 5 mL spoons; grams from the cited numbers above: 200 g of sugar per US cup, 6 g of
 * salt per US teaspoon, 4.25 oz of spooned flour and 8 oz of butter per US cup, water 1 g/mL.
 */
describe('recipe lines in the words of Japanese', () => {
  const { words } = cookingLanguages.ja!;
  const options = { factor: 1, target: 'grams' as const, system: measureSystem(words.measureSystem), words: recipeParseOptions(words, '.') };
  it.each([
    // 15 mL × 200 / 236.588… = 12.68 g
    ['砂糖 大さじ1', 15 * sugar, 'granulated-sugar'],
    ['砂糖大さじ1', 15 * sugar, 'granulated-sugar'],
    ['砂糖　大さじ2', 2 * 15 * sugar, 'granulated-sugar'],
    // ½ × 5 mL × 6 g / 4.93 mL = 3.04 g
    ['塩 小さじ1/2', 0.5 * 5 * salt, 'table-salt'],
    ['塩小さじ½', 0.5 * 5 * salt, 'table-salt'],
    ['大さじ1 砂糖', 15 * sugar, 'granulated-sugar'],
    // 2 × 200 mL × 120.485… / 236.588… = 203.7 g
    ['小麦粉 2カップ', 2 * 200 * flour, 'all-purpose-flour'],
    ['小麦粉 カップ2', 2 * 200 * flour, 'all-purpose-flour'],
    ['水 カップ1/2', 100, 'water'],
    ['バター 10g', 10, 'butter'],
    // 1.5 × 15 mL of butter at 8 oz a US cup: 17.25 g
    ['バター 大さじ1.5', 1.5 * 15 * butter, 'butter'],
    // A range is weighed at its first amount.
    ['砂糖 大さじ1〜2', 15 * sugar, 'granulated-sugar'],
    ['2 カップ 小麦粉', 2 * 200 * flour, 'all-purpose-flour'],
  ])('%s', (line, grams, ingredient) => {
    const [result] = convertRecipe(line, recipeIngredients('ja'), options);
    expect(result).toMatchObject({ kind: 'converted', ingredient });
    expect(Math.abs((result as { grams: number }).grams - grams) / grams).toBeLessThan(1e-9);
  });

  it('reads the range after a spoon as a range', () => {
    expect(readRecipeLine('砂糖 大さじ1〜2', options.words)).toMatchObject({ quantity: 1, quantity2: 2, unitOfMeasureID: 'tablespoon' });
  });

  it('reads a spoon before its amount only in a language whose data says so', () => {
    const [result] = convertRecipe('sugar tbsp 1', recipeIngredients(), { ...options, words: undefined, system: measureSystem('us') });
    expect(result?.kind).toBe('kept');
  });
});
