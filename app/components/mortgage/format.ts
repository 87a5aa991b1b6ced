import type { PaymentMonth } from '~/domain/mortgage';
import { MONTH_NAMES } from '~/domain/number-format';

/** 'October 2056' */
export function formatPaymentMonth(m: PaymentMonth | null): string {
  return m ? `${MONTH_NAMES[m.month - 1]} ${m.year}` : '—';
}

/** 'Oct 2056'; 'May 2056' (en-US abbreviates to three letters, May included). */
export function formatShortMonth(m: PaymentMonth): string {
  return `${MONTH_NAMES[m.month - 1]?.slice(0, 3)} ${m.year}`;
}

/**
 * '$300K', '$1.5M' for chart axes. Written out rather than Intl's compact notation so the server's
 * and the browser's ICU versions cannot disagree during hydration.
 */
export function formatCompactMoney(n: number): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(n) >= size) return `$${Number((n / size).toFixed(1))}${suffix}`;
  }
  return `$${Math.round(n)}`;
}

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
