/**
 * The admin's one time zone (docs/product.md#post-form): UTC, named beside every date and time it
 * shows or asks for. The server does not know an author's zone, a page must read the same before
 * and after hydration, and two authors in two zones must read the same schedule.
 */
export const ADMIN_ZONE = 'UTC';

/** '2026-11-28 22:38 UTC'. */
export function utcDateTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} ${ADMIN_ZONE}`;
}

/** '22:38:05 UTC'. */
export function utcTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 19)} ${ADMIN_ZONE}`;
}

/** The value of a datetime-local input holding `ms` in UTC, to the second when it has one: '2026-11-28T22:38'. */
export function toUtcInputValue(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.slice(17, 19) === '00' ? iso.slice(0, 16) : iso.slice(0, 19);
}

/** The moment a datetime-local input's value names in UTC; null for anything else. */
export function fromUtcInputValue(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const ms = Date.parse(`${value}Z`);
  return Number.isNaN(ms) ? null : ms;
}
