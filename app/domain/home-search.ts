/** Home search: the first rule whose words occur in the query wins (SPEC §2). */
const RULES: readonly { words: readonly string[]; path: string }[] = [
  { words: ['length', 'feet', 'meter'], path: '/length' },
  { words: ['weight', 'kg', 'pound'], path: '/weight' },
  { words: ['temp', 'celsius', 'fahrenheit'], path: '/temperature' },
  { words: ['currency', 'usd', 'eur'], path: '/currency' },
];

/** Where a home search goes, or null when it matches nothing (then nothing happens). */
export function searchDestination(query: string): string | null {
  const text = query.trim().toLowerCase();
  if (!text) return null;
  return RULES.find((rule) => rule.words.some((w) => text.includes(w)))?.path ?? null;
}
