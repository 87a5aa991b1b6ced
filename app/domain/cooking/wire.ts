import { namesOf } from './names';

export interface IngredientSearchEntry {
  slug: string;
  name: string;
  names: string[];
  gramsPerMl: number;
  fill: string;
  source: string;
}

/**
 * As the index sends it, short (the index travels to every browser): slug, name, the other names
 * (`|`-joined), grams per mL to 7 digits (answers show 0.1 g), fill method and source in words.
 */
export type WireIngredient = [slug: string, name: string, aliases: string, gramsPerMl: number, fill: string, source: string];

/** The entries the search reads, with every name a query may use (name, slug in words, aliases, singulars). */
export function readWireIngredients(wire: readonly WireIngredient[]): IngredientSearchEntry[] {
  return wire.map(([slug, name, aliases, gramsPerMl, fill, source]) => ({
    slug,
    name,
    names: namesOf({ slug, name, aliases: aliases ? aliases.split('|') : [] }),
    gramsPerMl,
    fill,
    source,
  }));
}
