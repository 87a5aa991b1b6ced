import { defaultValue, density } from './convert';
import { fillLabel, sourceName } from './describe';
import { ingredients } from './ingredients';
import type { WireIngredient } from './wire';

/**
 * What the search index carries per ingredient (app/domain/search/cooking.ts reads it): the names
 * people type, and the default value's density, fill method and source, so an answer can say which
 * it used. Built on the server; the browser reads it through wire.ts, without the content.
 */
export function ingredientSearchEntries(): WireIngredient[] {
  return ingredients.map((i) => {
    const value = defaultValue(i);
    return [i.slug, i.name, i.aliases.join('|'), Number(density(value).toPrecision(7)), fillLabel(value), sourceName(value.source)];
  });
}
