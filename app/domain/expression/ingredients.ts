import { formatCookingAmount } from '../cooking/describe';
import { readWireIngredients, type IngredientSearchEntry, type WireIngredient } from '../cooking/wire';

/**
 * Ingredients in expressions (issue 25, docs/decisions/059-cooking-by-ingredient.md): "2 cups flour
 * + 50 g in g". The names and default values are the search index's (app/domain/cooking/wire.ts),
 * so the evaluator reads no content and loads nothing the search engine does not load already.
 */

export interface IngredientTable {
  /** By the words of each name as the expression reader splits them: "all purpose flour". */
  byWords: Map<string, IngredientSearchEntry>;
  /** The most words any name has. */
  longest: number;
}

/** A name in the words the reader sees: hyphens and apostrophes out, lower case, single spaces. */
export const ingredientWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[-’‘']/g, (c) => (c === '-' ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();

const tables = new WeakMap<readonly WireIngredient[], IngredientTable>();
const EMPTY: IngredientTable = { byWords: new Map(), longest: 0 };

export function ingredientTable(wire: readonly WireIngredient[] | undefined): IngredientTable {
  if (!wire) return EMPTY;
  const cached = tables.get(wire);
  if (cached) return cached;
  const byWords = new Map<string, IngredientSearchEntry>();
  for (const entry of readWireIngredients(wire)) {
    for (const name of entry.names) {
      const words = ingredientWords(name);
      // The first ingredient to claim a name keeps it, as the search's own reading does.
      if (words && !byWords.has(words)) byWords.set(words, entry);
    }
  }
  const table = { byWords, longest: Math.max(0, ...[...byWords.keys()].map((k) => k.split(' ').length)) };
  tables.set(wire, table);
  return table;
}

/** The ingredient the words name, or their singular ("walnuts"), or undefined. */
export function ingredientNamedBy(table: IngredientTable, words: string[]): IngredientSearchEntry | undefined {
  const phrase = ingredientWords(words.join(' '));
  return table.byWords.get(phrase) ?? table.byWords.get(phrase.replace(/(?<!s)s$/, '').replace(/ies$/, 'y'));
}

/** Kilograms per cubic meter of the ingredient's default value. */
export const kgPerM3 = (entry: IngredientSearchEntry) => entry.gramsPerMl * 1000;

/**
 * Which value was used, as a reading says it, in the words of the search's own ingredient answers:
 * "spooned and leveled, 120.5 g a cup, GNU units (The Cake Bible)", "method not stated, …".
 */
export const valueNote = (entry: IngredientSearchEntry, cupM3: number) =>
  `${entry.fill.toLowerCase()}, ${formatCookingAmount(kgPerM3(entry) * cupM3 * 1000)} g a cup, ${entry.source}`;

/** "all-purpose flour (spooned and leveled, 120.5 g a cup, GNU units (The Cake Bible))". */
export const ingredientReading = (entry: IngredientSearchEntry, cupM3: number, capitalNouns = false) =>
  `${capitalNouns ? entry.name : entry.name.toLowerCase()} (${valueNote(entry, cupM3)})`;
