import { convertBetween } from '../units/convert-units';
import { hasScaleKind, isLinear, unitSlug } from '../units/define';
import type { Unit } from '../units/types';
import { quantityPages, pageUnits, pairPages } from './registry';
import type { ConverterPage } from './types';

/**
 * A page for every ordered pair of units within a quantity, at /{quantity}/{from}-to-{to}
 * (`/length/feet-to-meters`, `/pressure/psi-to-bar`), rendered on demand from the unit tables
 * (docs/decisions/021-pair-pages.md). The four core top-level pair pages stay canonical: their
 * nested twins answer 301 to them.
 */
export interface UnitPair {
  /** The quantity's page (`/length`). */
  page: ConverterPage;
  units: readonly Unit[];
  from: Unit;
  to: Unit;
  /** `/length/feet-to-meters` */
  path: string;
}

export const pairPath = (page: ConverterPage, from: Unit, to: Unit) => `/${page.slug}/${unitSlug(from)}-to-${unitSlug(to)}`;

const quantityPageBySlug = new Map(quantityPages.map((page) => [page.slug, page]));

/** A quantity page's units and each by its slug, made once per page: every pair page looks its units up. */
const pageIndexes = new WeakMap<ConverterPage, { units: readonly Unit[]; bySlug: ReadonlyMap<string, Unit> }>();
function pageIndex(page: ConverterPage) {
  let index = pageIndexes.get(page);
  if (!index) {
    const units = Object.freeze(pageUnits(page));
    pageIndexes.set(page, (index = { units, bySlug: new Map(units.map((unit) => [unitSlug(unit), unit])) }));
  }
  return index;
}

/** The units of the quantity page at `/{quantitySlug}` (the same array every pair page of it gets), or undefined. */
export function quantityPageUnits(quantitySlug: string): readonly Unit[] | undefined {
  const page = quantityPageBySlug.get(quantitySlug);
  return page && pageIndex(page).units;
}

/** The pair at `/{quantitySlug}/{pairSlug}`, or undefined when there is none. */
export function findPair(quantitySlug: string, pairSlug: string): UnitPair | undefined {
  const page = quantityPageBySlug.get(quantitySlug);
  if (!page) return undefined;
  const { units, bySlug } = pageIndex(page);
  // A unit's slug may itself hold "-to-": try every place the pair could split.
  for (let at = pairSlug.indexOf('-to-'); at > 0; at = pairSlug.indexOf('-to-', at + 1)) {
    const from = bySlug.get(pairSlug.slice(0, at));
    const to = bySlug.get(pairSlug.slice(at + 4));
    if (from && to && from !== to) return { page, units, from, to, path: pairPath(page, from, to) };
  }
  return undefined;
}

/** The core top-level pair page for the same conversion (`/feet-to-meters`), if there is one. */
export function canonicalPairPage(pair: UnitPair): ConverterPage | undefined {
  return pairPages.find((p) => p.pairOf === pair.page.slug && p.defaultFrom === pair.from.key && p.defaultTo === pair.to.key);
}

/** Where a link to a pair goes: its own page, or the core top-level page for one of the four twins. */
export function pairHref(pair: UnitPair): string {
  const canonical = canonicalPairPage(pair);
  return canonical ? `/${canonical.slug}` : pair.path;
}

/** The pairs of a quantity page from one of its units, to each other unit in the page's order. */
export function pairsFrom(page: ConverterPage, from: Unit, units: readonly Unit[] = pageUnits(page)): UnitPair[] {
  return units.filter((to) => to !== from).map((to) => ({ page, units, from, to, path: pairPath(page, from, to) }));
}

/** Every pair of one quantity page, or of every quantity page, grouped by the unit converted from. */
export function* allPairs(pages: readonly ConverterPage[] = quantityPages): Generator<UnitPair> {
  for (const page of pages) {
    const units = pageUnits(page);
    for (const from of units) yield* pairsFrom(page, from, units);
  }
}

const indexable = new Map<string, readonly string[]>();

/**
 * The pair pages of a quantity page a crawler should index: all but the twins of the core top-level
 * pair pages (301s). The tables never change while the server runs: worked out on the first
 * request that needs them, not at start-up and not on every request.
 */
export function indexablePairPaths(page: ConverterPage): readonly string[] {
  let paths = indexable.get(page.slug);
  if (!paths) {
    paths = [...allPairs([page])].filter((pair) => !canonicalPairPage(pair)).map((pair) => pair.path);
    indexable.set(page.slug, paths);
  }
  return paths;
}

/** How many pair pages a quantity page has. */
export const pairCount = (page: ConverterPage) => {
  const n = pageUnits(page).length;
  return n * (n - 1);
};

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** `5/9`, `1`, `-2/3`: a ratio of whole numbers, reduced; null when the numbers are not whole. */
function ratioText(numerator: number, denominator: number): string | null {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator === 0) return null;
  const g = gcd(numerator, denominator) || 1;
  const [n, d] = denominator / g < 0 ? [-numerator / g, -denominator / g] : [numerator / g, denominator / g];
  return d === 1 ? String(n) : `${n}/${d}`;
}

const signed = (x: number) => (x < 0 ? ` − ${String(-x)}` : ` + ${String(x)}`);

/** Words of unit names that keep their capital inside a sentence (names of scales, places, peoples). */
const PROPER_WORDS = new Set([
  'Celsius',
  'Fahrenheit',
  'Rankine',
  'Réaumur',
  'Rømer',
  'Newton',
  'Delisle',
  'US',
  'UK',
  'British',
  'English',
  'French',
  'Russian',
  'Scandinavian',
  'Texas',
  'Japanese',
  'Indian',
  'Swiss',
  'Chinese',
  'Canadian',
  'Australian',
  'Julian',
  'Gregorian',
  'Admiralty',
  'Planck',
  'Bohr',
  'Mach',
  'Earth',
  // Currencies (app/domain/units/currency.ts) are named by their countries and peoples; the euro is
  // not, and is written in lower case in English prose.
  'Brazilian',
  'Czech',
  'Danish',
  'Hong',
  'Hungarian',
  'Icelandic',
  'Indonesian',
  'Israeli',
  'Malaysian',
  'Mexican',
  'New',
  'Norwegian',
  'Philippine',
  'Polish',
  'Romanian',
  'Singapore',
  'South',
  'Swedish',
  'Thai',
  'Turkish',
]);

/**
 * A unit's name as it reads inside a sentence: `Degrees Fahrenheit` → `degrees Fahrenheit`. Names
 * are written in sentence case, so only the first word loses its capital, unless it is a proper
 * name (`Julian years`) or an abbreviation (`BTU per hour`).
 */
export function inSentence(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  const kept = PROPER_WORDS.has(first) || /^[A-Z]{2,}/.test(first);
  return [kept ? first : first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ');
}

/** A factor with 12 significant digits at most, and whether that is exact (`=`) or rounded (`≈`). */
function factorText(factor: number): { value: string; eq: '=' | '≈' } {
  const value = String(Number(factor.toPrecision(12)));
  return { value, eq: Number(value) === factor ? '=' : '≈' };
}

/**
 * The formula of a pair in words and numbers: for linear units the factor ("multiply by 0.3048"),
 * for affine and reciprocal scales the whole formula (°F = °C × 9/5 + 32).
 */
export function pairFormula(from: Unit, to: Unit): string[] {
  const { value, eq } = factorText(convertBetween(from, to, 1));
  if (isLinear(from) && isLinear(to)) {
    return [`1 ${from.abbr} ${eq} ${value} ${to.abbr}`, `${to.abbr} ${eq} ${from.abbr} × ${value}`, `${from.abbr} ${eq} ${to.abbr} ÷ ${value}`];
  }
  if (!isLinear(from) && !isLinear(to) && from.scale.kind === 'affine' && to.scale.kind === 'affine') {
    // to = (from + a) × n1/d1 × d2/n2 − b
    const a = from.scale;
    const b = to.scale;
    const ratio = ratioText(a.numerator * b.denominator, a.denominator * b.numerator);
    const inner = a.offset === 0 ? from.abbr : `(${from.abbr}${signed(a.offset)})`;
    const r = ratio ?? String((a.numerator * b.denominator) / (a.denominator * b.numerator));
    // A backward scale (Delisle) has a negative ratio, written with a minus sign in parentheses.
    const scaled = r === '1' ? inner : `${inner} × ${r.startsWith('-') ? `(−${r.slice(1)})` : r}`;
    return [`${to.abbr} = ${scaled}${b.offset === 0 ? '' : signed(-b.offset)}`];
  }
  // Two reciprocals of one base are proportional to each other (mpg → km/L multiplies); a
  // reciprocal against a linear unit divides (L/100 km = 235.2… ÷ mpg).
  const reciprocal = (unit: Unit) => hasScaleKind(unit, 'reciprocal');
  if (reciprocal(from) && reciprocal(to)) return [`1 ${from.abbr} ${eq} ${value} ${to.abbr}`, `${to.abbr} ${eq} ${from.abbr} × ${value}`];
  if ((reciprocal(from) && isLinear(to)) || (isLinear(from) && reciprocal(to))) return [`${to.abbr} ${eq} ${value} ÷ ${from.abbr}`];
  // Mixed kinds (a reciprocal against a linear unit, currency rates): through the base unit.
  return [`1 ${from.abbr} ${eq} ${value} ${to.abbr}`];
}

/**
 * The values a pair page tabulates: what people look up, as the unit suits. A unit whose table
 * names its own (fuel economy, heat rate, kelvins) gets them; a temperature scale gets weather and
 * kitchen temperatures; every other unit one list of small numbers.
 */
export function pairTableValues(from: Unit): readonly number[] {
  if (from.tableValues) return from.tableValues;
  if (hasScaleKind(from, 'affine')) return [-40, -20, -10, 0, 10, 20, 25, 30, 37, 40, 50, 60, 80, 100, 150, 200];
  return [0.25, 0.5, 0.75, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
}

/**
 * The most useful other pairs: the reverse, then the from unit to each other unit and each other
 * unit to the to unit, in the page's unit order, at most `limit`.
 */
export function relatedPairs(pair: UnitPair, limit = 12): { path: string; from: Unit; to: Unit }[] {
  const out: { path: string; from: Unit; to: Unit }[] = [];
  const add = (from: Unit, to: Unit) => {
    if (from !== to && !(from === pair.from && to === pair.to) && !out.some((p) => p.from === from && p.to === to)) {
      out.push({ path: pairPath(pair.page, from, to), from, to });
    }
  };
  add(pair.to, pair.from);
  for (const unit of pair.units) {
    add(pair.from, unit);
    add(unit, pair.to);
  }
  return out.slice(0, limit);
}

/**
 * The pair pages a quantity page links: its default pair, then the pairs related to it (the
 * reverse, and its units with the others); empty for a page that is no quantity page.
 */
export function quantityPagePairs(page: ConverterPage, limit = 12): { href: string; label: string }[] {
  if (!quantityPageBySlug.has(page.slug)) return [];
  const units = pageUnits(page);
  const from = units.find((unit) => unit.key === page.defaultFrom);
  const to = units.find((unit) => unit.key === page.defaultTo);
  if (!from || !to || from === to) return [];
  const pair: UnitPair = { page, units, from, to, path: pairPath(page, from, to) };
  const pairs = [pair, ...relatedPairs(pair, limit - 1).map((p) => ({ ...pair, ...p }))];
  return pairs.map((p) => ({ href: pairHref(p), label: `${p.from.plural} to ${p.to.plural}` }));
}
