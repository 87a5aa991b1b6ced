import { SLUG_PATTERN, slugify } from '../slug';
import type { LinearFactor, LinearUnit, Quantity, Scale, ScaleUnit, Unit, UnitSystem } from './types';

/**
 * Every unit table goes through defineQuantity, so a bad row (duplicate key,
 * zero or NaN factor, base unit not first) fails when the module loads, in
 * every test run and at server start, instead of showing a wrong result.
 */
export function defineQuantity(quantity: Quantity): Quantity {
  const fail = (why: string): never => {
    throw new Error(`Unit table "${quantity.id}": ${why}`);
  };
  if (!SLUG_PATTERN.test(quantity.id)) fail('id must be kebab-case');
  if (!quantity.name.trim()) fail('name is empty');
  if (quantity.units.length < 2) fail('a converter needs at least two units');

  const keys = new Set<string>();
  const abbrs = new Set<string>();
  const slugs = new Set<string>();
  for (const unit of quantity.units) {
    // Keys travel in URLs (?from=ft) and API paths, so they stay plain ASCII.
    if (!/^[A-Za-z0-9-]+$/.test(unit.key)) fail(`key "${unit.key}" must be URL-safe ASCII`);
    if (keys.has(unit.key)) fail(`duplicate key "${unit.key}"`);
    if (!unit.abbr.trim() || !unit.name.trim()) fail(`unit "${unit.key}" needs abbr and name`);
    if (abbrs.has(unit.abbr)) fail(`duplicate abbr "${unit.abbr}"`);
    if (!unit.plural.trim() || !unit.source.trim()) fail(`unit "${unit.key}" needs plural and source`);
    // Slugs travel in pair-page paths (/length/feet-to-meters); a word "to" inside one would
    // make the pair ambiguous.
    const slug = unitSlug(unit);
    if (!SLUG_PATTERN.test(slug) || `-${slug}-`.includes('-to-')) fail(`unit "${unit.key}": slug "${slug}" must be URL-safe`);
    if (slugs.has(slug)) fail(`duplicate slug "${slug}"`);
    keys.add(unit.key);
    abbrs.add(unit.abbr);
    slugs.add(slug);
    if (isLinear(unit)) checkLinear(unit, fail);
    else checkScale(unit, fail);
    if (unit.tableValues) checkTableValues(unit, fail);
    const below = unit.tableValues?.find((v) => quantity.floor && toBase(unit, v) < quantity.floor.base);
    if (below !== undefined) fail(`unit "${unit.key}": table value ${below} is below the quantity's floor`);
  }

  const base = quantity.units[0];
  if (base && !isBase(base)) fail(`base unit "${base.key}" must come first with factor 1`);
  return quantity;
}

/**
 * The unit in pair-page addresses: its own slug, or its English plural by the slug rule, its
 * accents dropped first as English drops them ('Feet' → 'feet', 'Square meters' → 'square-meters',
 * 'Imperial (UK) gallons' → 'imperial-uk-gallons', 'Ångströms' → 'angstroms', where the rule
 * alone would spell the German ö out).
 */
export function unitSlug(unit: Pick<Unit, 'plural' | 'slug'>): string {
  let slug = slugs.get(unit);
  if (slug === undefined) {
    slug = unit.slug ?? slugify(unit.plural.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
    slugs.set(unit, slug);
  }
  return slug;
}

/** Each unit's slug, made once: a pair page's links and its lookup ask for every unit's. */
const slugs = new WeakMap<object, string>();

export function isLinear<U extends LinearFactor | { scale: Scale }>(unit: U): unit is Extract<U, LinearFactor> {
  return 'factor' in unit;
}

/** Whether a unit converts by a scale of this kind (affine: temperatures; reciprocal: L/100 km). */
export function hasScaleKind(unit: LinearFactor | { scale: Scale }, kind: Scale['kind']): boolean {
  return !isLinear(unit) && unit.scale.kind === kind;
}

/**
 * A factor that is a ratio of two finite decimals (1000/3600, 4/3, 1/0.0254),
 * kept as both so conversions can use the exact fraction; over 1 it is the numerator alone.
 */
export function fraction(numerator: number, denominator: number): LinearFactor {
  if (denominator === 1) return { factor: numerator };
  return { factor: numerator / denominator, fraction: [numerator, denominator] };
}

/** A unit of an amount per time (kg/h, mol/min): `amount` of the base amount over `seconds`. */
export function perTimeUnit(
  key: string,
  abbr: string,
  name: string,
  plural: string,
  gnu: string,
  amount: number,
  seconds: number,
  system: UnitSystem,
  source: string,
): LinearUnit {
  return { key, abbr, name, plural, system, source, reference: { gnu }, ...fraction(amount, seconds) };
}

const isPositiveFinite = (x: number) => Number.isFinite(x) && x > 0;

function checkLinear(unit: LinearUnit, fail: (why: string) => never): void {
  if (!isPositiveFinite(unit.factor)) fail(`unit "${unit.key}" needs a finite positive factor`);
  if (!unit.fraction) return;
  const [numerator, denominator] = unit.fraction;
  if (!isPositiveFinite(numerator) || !isPositiveFinite(denominator)) {
    fail(`unit "${unit.key}" needs a finite positive fraction`);
  }
  if (unit.factor !== numerator / denominator) fail(`unit "${unit.key}": factor ≠ fraction`);
}

/** Converts a value of a scale unit to its quantity's base unit. */
export function scaleToBase({ scale }: { scale: Scale }, value: number): number {
  switch (scale.kind) {
    case 'affine':
      return ((value + scale.offset) * scale.numerator) / scale.denominator;
    case 'reciprocal':
      return scale.numerator / (scale.denominator * value);
    case 'rate':
      return value / scale.rate;
  }
}

/** Converts a value in the base unit to a scale unit. */
export function scaleFromBase({ scale }: { scale: Scale }, base: number): number {
  switch (scale.kind) {
    case 'affine':
      return (base * scale.denominator) / scale.numerator - scale.offset;
    case 'reciprocal':
      return scale.numerator / (scale.denominator * base);
    case 'rate':
      return base * scale.rate;
  }
}

// Scale units are checked on sample values too: finite results and a round trip to the input.
const SAMPLES = [-40, 0.5, 1, 123.456];

function checkScale(unit: ScaleUnit, fail: (why: string) => never): void {
  // A currency without a built-in rate converts only at a day's stored rates (currency.ts).
  if (unit.scale.kind === 'rate' && Number.isNaN(unit.scale.rate)) return;
  const numbers = Object.values(unit.scale).filter((v): v is number => typeof v === 'number');
  if (!numbers.every(Number.isFinite)) fail(`unit "${unit.key}" needs finite scale numbers`);
  if (unit.scale.kind !== 'affine' && !numbers.every((n) => n > 0)) fail(`unit "${unit.key}" needs positive scale numbers`);
  if (unit.scale.kind === 'affine' && (unit.scale.numerator === 0 || unit.scale.denominator === 0)) {
    fail(`unit "${unit.key}" needs a non-zero affine ratio`);
  }
  for (const x of SAMPLES) {
    const back = scaleFromBase(unit, scaleToBase(unit, x));
    if (!Number.isFinite(back) || Math.abs(back - x) > 1e-9 * Math.max(1, Math.abs(x))) {
      fail(`unit "${unit.key}": its scale does not round-trip ${x}`);
    }
  }
}

function toBase(unit: Unit, value: number): number {
  return isLinear(unit) ? value * unit.factor : scaleToBase(unit, value);
}

// A pair table lists its values in order, each once, each one the unit can convert (no 0 mpg).
function checkTableValues(unit: Unit, fail: (why: string) => never): void {
  const values = unit.tableValues ?? [];
  if (values.length === 0) fail(`unit "${unit.key}": tableValues is empty`);
  values.forEach((value, i) => {
    const base = toBase(unit, value);
    if (!Number.isFinite(base)) fail(`unit "${unit.key}": table value ${value} does not convert`);
    if (i > 0 && value <= values[i - 1]!) fail(`unit "${unit.key}": tableValues must ascend`);
  });
}

function isBase(unit: Unit): boolean {
  if (isLinear(unit)) return unit.factor === 1;
  return SAMPLES.every((x) => scaleToBase(unit, x) === x && scaleFromBase(unit, x) === x);
}
