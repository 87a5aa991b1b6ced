/**
 * Ingredients by weight and volume (issue 25, docs/decisions/059-cooking-by-ingredient.md). Pure
 * data types: the content files in content/ingredients/ are parsed into these at build time.
 */

/** How the measure was filled, where the source says (a sifted cup of flour weighs less than a scooped one). */
export const FILLS = [
  'sifted',
  'spooned',
  'scooped',
  'packed',
  'unpacked',
  'unsifted',
  'melted',
  'fluid',
  'whipped',
  'chopped',
  'whole',
  'halves',
  'pieces',
  'sliced',
  'slivered',
  'ground',
  'crushed',
  'grated',
  'shredded',
  'diced',
  'crumbled',
  'leaves',
] as const;
export type Fill = (typeof FILLS)[number];

/** The measure a value is for: a US customary cup, tablespoon or teaspoon, or one piece (`each`, with its size). */
export const PERS = ['cup', 'tbsp', 'tsp', 'each'] as const;
export type Per = (typeof PERS)[number];

/**
 * GNU units' definitions.units, by the entry's name. Its cooking table is from The Cake Bible,
 * except where its comments say otherwise (`from`): the kosher salts are from the packages'
 * nutrition labels, the eggs are "a USA large egg".
 */
export interface GnuSource {
  kind: 'gnu';
  name: string;
  from?: string;
}
/** USDA National Nutrient Database for Standard Reference, Legacy (SR28), household weights. */
export interface UsdaSource {
  kind: 'usda';
  ndb: string;
  food: string;
  measure: string;
}
export type IngredientSource = GnuSource | UsdaSource;

/** One cited value: `grams` for `amount` of `per` (1 cup, 2 tbsp, 1 large egg). */
export interface IngredientValue {
  per: Per;
  amount: number;
  grams: number;
  fill?: Fill;
  /** The source's words for the form, where a fill alone does not say it ("mini chips"). */
  form?: string;
  /** The piece's size for `per: 'each'` ("large", "stick"). */
  size?: string;
  isDefault: boolean;
  source: IngredientSource;
}

export interface Ingredient {
  slug: string;
  name: string;
  aliases: string[];
  group: string;
  note?: string;
  /** Sold in US sticks: only these offer the stick as a unit. */
  sticks?: boolean;
  /** What one piece is called ("egg"), for values per piece. */
  piece?: string;
  values: IngredientValue[];
}

export interface IngredientGroup {
  name: string;
  slug: string;
  order: number;
  /** Original prose on measuring the group's ingredients. */
  measuring: string;
  ingredients: Ingredient[];
}
