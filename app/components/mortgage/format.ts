/**
 * A round axis maximum at or above n, with little headroom, whose quarters (the grid lines) are
 * round too: 300,000 → 300,000 (ticks every 75,000), 310,000 → 400,000.
 */
export function niceCeil(n: number): number {
  if (!(n > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}
