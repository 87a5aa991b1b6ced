/**
 * The real wait of a rate limit, in words (docs/product.md#messages): seconds under a minute,
 * then whole minutes rounded up, so a reader never tries again too early.
 */
export function tryAgainIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `Please try again in ${s} second${s === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(s / 60);
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
