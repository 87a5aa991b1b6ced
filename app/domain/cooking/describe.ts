import { formatFixed, groupThousands, US_STYLE, type NumberStyle } from '../number-format';
import { slugify } from '../slug';
import { density } from './convert';
import { US_CUP_ML } from './measures';
import type { Fill, Ingredient, IngredientSource, IngredientValue } from './types';

/**
 * Cooking amounts as a cook reads them: to a tenth of a gram (the sources print whole grams at
 * best), never fewer than three significant digits, trailing zeros dropped (docs/decisions/059);
 * in the page language's number style.
 */
export function formatCookingAmount(n: number, style: NumberStyle = US_STYLE): string {
  return Number.isFinite(n) ? groupThousands(plainCookingAmount(n), style) : '—';
}

function plainCookingAmount(n: number): string {
  const abs = Math.abs(n);
  const decimals = abs >= 1000 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : abs === 0 ? 0 : Math.min(6, 2 - Math.floor(Math.log10(abs)));
  return formatFixed(n, decimals)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** The number formatCookingAmount writes (0.9996 is written "1"), for choosing the unit's plural form. */
export const shownCookingAmount = (n: number): number => (Number.isFinite(n) ? Number(plainCookingAmount(n)) : n);

const FILL_LABELS: Record<Fill, string> = {
  sifted: 'Sifted',
  spooned: 'Spooned and leveled',
  scooped: 'Scooped (dip and sweep)',
  packed: 'Packed',
  unpacked: 'Loosely filled (not packed)',
  unsifted: 'Unsifted',
  melted: 'Melted',
  fluid: 'Liquid (before whipping)',
  whipped: 'Whipped',
  chopped: 'Chopped',
  whole: 'Whole',
  halves: 'Halves',
  pieces: 'Pieces',
  sliced: 'Sliced',
  slivered: 'Slivered',
  ground: 'Ground',
  crushed: 'Crushed',
  grated: 'Grated',
  shredded: 'Shredded',
  diced: 'Diced',
  crumbled: 'Crumbled',
  leaves: 'Leaves',
};

/** How the value's measure was filled, in words; "Method not stated" where the source does not say. */
export function fillLabel(value: Pick<IngredientValue, 'fill' | 'form'>): string {
  const fill = value.fill ? FILL_LABELS[value.fill] : 'Method not stated';
  return value.form ? `${fill} (${value.form})` : fill;
}

export const isFill = (word: string): word is Fill => word in FILL_LABELS;

/** A source's short name; `from` gives GNU units' `from` in the page's language (the book's title stays). */
export function sourceName(source: IngredientSource, from: (english: string) => string = (english) => english): string {
  if (source.kind === 'usda') return `USDA SR28 #${source.ndb}`;
  return `GNU units (${source.from ? from(source.from) : 'The Cake Bible'})`;
}

/** The full citation of a value's source, as the page's sources list prints it. */
export function sourceCitation(source: IngredientSource): string {
  if (source.kind === 'gnu' && source.from) return `GNU units, definitions.units: "${source.name}", from the ${source.from}`;
  return source.kind === 'gnu'
    ? `GNU units, definitions.units, cooking densities from The Cake Bible by Rose Levy Beranbaum: "${source.name}"`
    : `USDA National Nutrient Database for Standard Reference, Legacy (SR28), NDB ${source.ndb} "${source.food}", measure "${source.measure}"`;
}

/** A stable key for a value, for the address (`?fill=flour_spooned`). */
export function valueKey(value: IngredientValue): string {
  if (value.source.kind === 'gnu') return value.source.name;
  return `usda-${value.source.ndb}-${slugify(value.source.measure)}`;
}

const PER_WORDS = { cup: 'cup', tbsp: 'tbsp', tsp: 'tsp', each: 'each' } as const;

/** "120.5 g per cup" or "32 g per 2 tbsp", as printed by the source. */
export function perLabel(value: IngredientValue): string {
  const per = value.per === 'each' ? value.size! : PER_WORDS[value.per];
  return `${formatCookingAmount(value.grams)} g per ${value.amount === 1 ? '' : `${formatCookingAmount(value.amount)} `}${per}`;
}

/** What a volume value weighs per US cup, the unit every range is given in. */
export const gramsPerUsCup = (value: IngredientValue) => density(value) * US_CUP_ML;

/** One choice of the converter's fill-method list: its key, words and density. */
export interface ValueChoice {
  key: string;
  label: string;
  gramsPerMl: number;
}

export function valueChoices(ingredient: Ingredient, values: IngredientValue[]): ValueChoice[] {
  return values.map((v) => ({
    key: valueKey(v),
    label: `${fillLabel(v)} · ${formatCookingAmount(gramsPerUsCup(v))} g per cup · ${sourceName(v.source)}${v.isDefault ? ' (default)' : ''}`,
    gramsPerMl: density(v),
  }));
}
