import { fillLabel, isFill, sourceName } from './describe';
import { namesOf } from './names';
import type { Fill } from './types';

/** Another value of the ingredient, chosen by a fill word ("1 cup sifted flour"): its page's `fill=` key. */
export interface FillChoice {
  fill: Fill;
  gramsPerMl: number;
  key: string;
  label: string;
  source: string;
}

/** One piece a source weighs ("large egg", "packet"), the page's unit key and its words. */
export interface PieceChoice {
  key: string;
  one: string;
  grams: number;
  source: string;
}

export interface IngredientSearchEntry {
  slug: string;
  name: string;
  names: string[];
  gramsPerMl: number;
  fill: string;
  source: string;
  /** Sold in US sticks. */
  sticks: boolean;
  fills: FillChoice[];
  pieces: PieceChoice[];
}

/**
 * As the index sends it, short (the index travels to every browser): slug, name, the other names
 * (`|`-joined), grams per mL to 7 digits, the fill (a fill word, '' for none stated, or words where
 * the source adds a form), the source (see `sourceCode`), and extras (`extrasOf`), when there are any.
 */
export type WireIngredient = [slug: string, name: string, aliases: string, gramsPerMl: number, fill: string, source: string, extras?: string];

/**
 * A source in a few bytes: '' for GNU units' Cake Bible table, the NDB number for USDA SR28, else
 * what GNU units took the value from.
 */
export function sourceCode(source: { kind: 'gnu'; from?: string } | { kind: 'usda'; ndb: string }): string {
  return source.kind === 'usda' ? source.ndb : (source.from ?? '');
}
const sourceOf = (code: string) =>
  /^\d{5}$/.test(code)
    ? sourceName({ kind: 'usda', ndb: code, food: '', measure: '' })
    : sourceName({ kind: 'gnu', name: '', ...(code ? { from: code } : {}) });
const fillOf = (code: string) => (code === '' ? fillLabel({}) : isFill(code) ? fillLabel({ fill: code }) : code);

/**
 * Extras, `;`-joined: `s` (sold in sticks); `f,<fill>,<g/mL>,<page key>,<source>` (another value,
 * by its fill); `p,<unit key>,<grams>,<words for one>,<source>` (a piece).
 */
function readExtras(extras: string | undefined): Pick<IngredientSearchEntry, 'sticks' | 'fills' | 'pieces'> {
  const out: Pick<IngredientSearchEntry, 'sticks' | 'fills' | 'pieces'> = { sticks: false, fills: [], pieces: [] };
  for (const token of extras ? extras.split(';') : []) {
    const [kind, a = '', b = '', c = '', d = ''] = token.split(',');
    if (kind === 's') out.sticks = true;
    else if (kind === 'f' && isFill(a))
      out.fills.push({ fill: a, gramsPerMl: Number(b), key: c, label: fillLabel({ fill: a }), source: sourceOf(d) });
    else if (kind === 'p') out.pieces.push({ key: a, grams: Number(b), one: c, source: sourceOf(d) });
  }
  return out;
}

/** The entries the search reads, with every name a query may use (name, slug in words, aliases, singulars). */
export function readWireIngredients(wire: readonly WireIngredient[]): IngredientSearchEntry[] {
  return wire.map(([slug, name, aliases, gramsPerMl, fill, source, extras]) => ({
    slug,
    name,
    names: namesOf({ slug, name, aliases: aliases ? aliases.split('|') : [] }),
    gramsPerMl,
    fill: fillOf(fill),
    source: sourceOf(source),
    ...readExtras(extras),
  }));
}
