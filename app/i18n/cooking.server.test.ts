import { describe, expect, it } from 'vitest';
import { cookingLanguages } from '~/domain/cooking/i18n';
import { recipeParseOptions } from '~/domain/cooking/i18n-recipe';
import { measureSystem } from '~/domain/cooking/measures';
import { convertRecipe, type RecipeTarget } from '~/domain/cooking/recipe';
import { recipeIngredients } from '~/domain/cooking/recipe-data';
import { ingredientPageData } from '~/routes/cooking-ingredient.server';
import { cookingTextOf, recipeTextOf } from './cooking.server';
import { languageByCode, LANGUAGES } from './languages';

/**
 * The cooking pages' words in each language (issue 38). Expected amounts by hand from the cited
 * values: GNU units' spooned all-purpose flour is 4.25 oz (120.485… g) per US cup of 236.5882365 mL,
 * sugar 200 g, honey 11.75 oz (333.107… g), milk 242 g; a metric cup is 250 mL, its spoons 15 and 5 mL.
 */
const OZ = 28.349523125;
const US_CUP = 236.5882365;

function convert(code: string, line: string, target: RecipeTarget) {
  const language = languageByCode(code)!;
  const text = cookingTextOf(language);
  const own = cookingLanguages[code];
  const options = {
    factor: 1,
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
