/** The core keyword rules for the search box (docs/product.md#search): the first rule with one of its words wins. */
export const KEYWORD_RULES: readonly { words: readonly string[]; path: string }[] = [
  { words: ['length', 'feet', 'meter'], path: '/length' },
  { words: ['weight', 'kg', 'pound'], path: '/weight' },
  { words: ['temp', 'celsius', 'fahrenheit'], path: '/temperature' },
  { words: ['currency', 'usd', 'eur'], path: '/currency' },
];

/**
 * Where the core keyword rules send a text, or null. Words are matched as whole words, a plural s
 * allowed (docs/product.md#search: "neuron" holds no "eur"); the full search (app/domain/search)
 * tries them only for text that names nothing else.
 */
export function searchDestination(query: string): string | null {
  const words = new Set(
    query
      .trim()
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  const has = (word: string) => words.has(word) || words.has(`${word}s`);
  return KEYWORD_RULES.find((rule) => rule.words.some(has))?.path ?? null;
}
