/**
 * What a favorite of a page with its state is called and where it leads: a conversion ('5 ft → m'),
 * or a calculator's page with its query (favorites-mortgage.ts, favorites-countdown.ts: modules of
 * their own, so no page loads another's formatting code).
 */

/** '5 ft → m': the value as typed and the two units. */
export const conversionTitle = (c: { value: string; fromLabel: string; toLabel: string }) => `${c.value.trim()} ${c.fromLabel} → ${c.toLabel}`;

/**
 * The page's own query keys, in a fixed order ('' when none is set), so the same plan is the same
 * favorite however its address was written, and nothing else in the address (a notice) is kept.
 */
export function keptQuery(params: URLSearchParams, keys: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
