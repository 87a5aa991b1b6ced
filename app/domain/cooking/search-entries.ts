import { defaultValue, density, volumeValues } from './convert';
import { fillLabel, valueKey } from './describe';
import { ingredients } from './ingredients';
import { pieceUnits } from './page-units';
import { sourceCode, type WireIngredient } from './wire';
import type { Ingredient } from './types';

/** Fill words a query names an ingredient with ("sifted flour", "brown sugar packed"): how a cup is filled. */
const TYPED_FILLS = new Set(['sifted', 'spooned', 'scooped', 'packed', 'unpacked', 'unsifted']);

/** The extras of wire.ts: sold in sticks, the other values by a fill people type, the first piece. */
function extrasOf(ingredient: Ingredient): string {
  const tokens: string[] = ingredient.sticks ? ['s'] : [];
  const seen = new Set([defaultValue(ingredient).fill]);
  for (const v of volumeValues(ingredient)) {
    if (!v.fill || seen.has(v.fill) || !TYPED_FILLS.has(v.fill)) continue;
    seen.add(v.fill);
    tokens.push(['f', v.fill, density(v).toPrecision(7), valueKey(v), sourceCode(v.source)].join(','));
  }
  const [piece] = pieceUnits(ingredient);
  const value = piece && ingredient.values.find((v) => v.per === 'each' && v.size?.replace(/ /g, '-') === piece.key);
  if (piece && value) tokens.push(['p', piece.key, piece.grams, piece.one, sourceCode(value.source)].join(','));
  return tokens.join(';');
}

/**
 * What the search index carries per ingredient (app/domain/search/cooking.ts reads it): the names
 * people type, the default value's density, fill method and source, so an answer can say which it
 * used, and the extras a query may ask for (issue 37, item 2). Built on the server; the browser
 * reads it through wire.ts, without the content.
 */
export function ingredientSearchEntries(): WireIngredient[] {
  return ingredients.map((i) => {
    const value = defaultValue(i);
    // The words in full where the source adds a form; else the fill word alone.
    const fill = value.form ? fillLabel(value) : (value.fill ?? '');
    const wire: WireIngredient = [i.slug, i.name, i.aliases.join('|'), Number(density(value).toPrecision(7)), fill, sourceCode(value.source)];
    const extras = extrasOf(i);
    if (extras) wire.push(extras);
    return wire;
  });
}
