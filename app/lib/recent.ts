import { useEffect, useRef } from 'react';

/**
 * Recent conversions (issue 13): the last RECENT_LIMIT values converted in this browser, newest
 * first, shown on the home and favorites pages. The converter records them through useRecordRecent.
 */
export const RECENT_STORAGE_KEY = 'recent_conversions';
export const RECENT_LIMIT = 20;
/**
 * How long what the converter shows must stay unchanged before it counts as a conversion, when
 * nothing else says the user is done (leaving the field, Enter, hiding the page): long enough that
 * a pause while typing a number is not one.
 */
export const RECENT_SETTLE_MS = 4000;

export interface RecentConversion {
  /** The converter page, without query: '/length' or '/length/feet-to-meters'. */
  path: string;
  /** The text typed, as typed ('5', '1,5'). */
  value: string;
  /** Unit keys, as the page's query names them. */
  from: string;
  to: string;
  /** Unit abbreviations, as shown ('ft in' for a compound target). */
  fromLabel: string;
  toLabel: string;
  /** The result as the page showed it ('5 ft 10 ⅞ in' for a compound target). */
  result: string;
  /** The compound the result was shown as (`&as=` of the page's query: 'feet-inches'), if any. */
  as?: string;
  timestamp: number;
}

export type RecentEntry = Omit<RecentConversion, 'timestamp'>;

const TEXT_FIELDS = ['path', 'value', 'from', 'to', 'fromLabel', 'toLabel', 'result'] as const;

// A hand-written check rather than a schema library: this module ships on every converter page.
// The path must stay on this site ('/x', never '//host' or 'https:'), as it becomes a link.
function isStoredRecent(item: unknown): item is RecentConversion {
  if (typeof item !== 'object' || item === null) return false;
  const record = item as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof record[field] === 'string') &&
    (record.as === undefined || typeof record.as === 'string') &&
    /^\/(?!\/)/.test(record.path as string) &&
    Number.isFinite(record.timestamp)
  );
}

const pick = (r: RecentConversion): RecentConversion => ({
  path: r.path,
  value: r.value,
  from: r.from,
  to: r.to,
  fromLabel: r.fromLabel,
  toLabel: r.toLabel,
  result: r.result,
  ...(r.as ? { as: r.as } : {}),
  timestamp: r.timestamp,
});

/** The stored list from its JSON text; anything unreadable or malformed counts as absent. */
export function parseRecent(text: string | null): RecentConversion[] {
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(stored) ? stored.filter(isStoredRecent).map(pick).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

function readStored(): string | null {
  try {
    return localStorage.getItem(RECENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export const readRecent = (): RecentConversion[] => parseRecent(readStored());

const listeners = new Set<() => void>();

function write(list: RecentConversion[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(RECENT_STORAGE_KEY);
    else localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the conversion is not remembered, nothing else breaks.
  }
  listeners.forEach((listener) => listener());
}

/** One page, one pair of units, one target (a unit, or a compound). */
const sameUnits = (a: RecentEntry, b: RecentEntry) => a.path === b.path && a.from === b.from && a.to === b.to && (a.as ?? '') === (b.as ?? '');

/** The same conversion: the same units and the same value typed. */
const sameConversion = (a: RecentEntry, b: RecentEntry) => sameUnits(a, b) && a.value.trim() === b.value.trim();

/**
 * Whether `next` is `earlier` edited by typing on or deleting from its end (12 → 123, 123 → 12):
 * the same conversion still being typed, not a new one.
 */
export function isPrefixEdit(earlier: RecentEntry, next: RecentEntry): boolean {
  const [a, b] = [earlier.value.trim(), next.value.trim()];
  return sameUnits(earlier, next) && (a.startsWith(b) || b.startsWith(a));
}

/**
 * The list with `entry` on top: an earlier record of the same conversion moves up, `replacing`
 * (what this visit recorded last, when `entry` edits it) goes, and the oldest drop off.
 */
export function addRecent(list: readonly RecentConversion[], entry: RecentEntry, now: number, replacing?: RecentEntry): RecentConversion[] {
  const gone = (r: RecentEntry) => sameConversion(r, entry) || (!!replacing && sameConversion(r, replacing));
  return [{ ...entry, timestamp: now }, ...list.filter((r) => !gone(r))].slice(0, RECENT_LIMIT);
}

export function recordRecent(entry: RecentEntry, now = Date.now(), replacing?: RecentEntry): void {
  write(addRecent(readRecent(), entry, now, replacing));
}

export function clearRecent(): void {
  write([]);
}

/**
 * The conversion's page with its value and units filled in: '/length/feet-to-meters?v=5&from=ft&to=m'
 * (with `&as=feet-inches` for a compound target). A recent conversion links there, and a favorite
 * conversion is saved as it, from the recent list's star or the converter's.
 */
export function recentHref(entry: Pick<RecentEntry, 'path' | 'value' | 'from' | 'to' | 'as'>): string {
  const query = new URLSearchParams({ v: entry.value, from: entry.from, to: entry.to });
  if (entry.as) query.set('as', entry.as);
  return `${entry.path}?${query}`;
}

/** For useSyncExternalStore: calls `listener` when this tab or another changes the list. */
export function subscribeRecent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => (event.key === RECENT_STORAGE_KEY || event.key === null) && listener();
  listeners.add(listener);
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

let snapshot: { text: string | null; list: RecentConversion[] } | undefined;
/** The list, the same array for as long as storage holds the same text (as useSyncExternalStore needs). */
export function recentSnapshot(): RecentConversion[] {
  const text = readStored();
  if (snapshot?.text !== text) snapshot = { text, list: parseRecent(text) };
  return snapshot.list;
}

const entryKey = (entry: RecentEntry | null) => (entry ? JSON.stringify([...TEXT_FIELDS.map((f) => entry[f]), entry.as]) : null);

/**
 * Records the conversion a converter shows once the user is done with it: focus leaves a field,
 * Enter is pressed, the page is hidden, or it stayed unchanged for RECENT_SETTLE_MS. `null` means
 * nothing worth keeping (an empty or unreadable value). The page's default conversion, as first
 * shown, is not recorded unless the address asked for a value (a link or a search with `?v=`).
 * A value recorded on this visit and then edited at its end (12, then 123) is replaced, not kept
 * beside the new one.
 */
export function useRecordRecent(entry: RecentEntry | null): void {
  const key = entryKey(entry);
  const latest = useRef(entry);
  latest.current = entry;
  const skip = useRef<string | null | undefined>(undefined);
  const recorded = useRef<RecentEntry | undefined>(undefined);

  useEffect(() => {
    if (skip.current === undefined) skip.current = new URLSearchParams(location.search).has('v') ? null : key;
    if (key === skip.current) return;
    skip.current = null; // once changed, coming back to the default is a conversion like any other
    if (key === null) return;
    let done = false;
    const flush = () => {
      const entry = latest.current;
      if (done || !entry) return;
      done = true;
      const earlier = recorded.current;
      recordRecent(entry, Date.now(), earlier && isPrefixEdit(earlier, entry) ? earlier : undefined);
      recorded.current = entry;
    };
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    const onKey = (event: KeyboardEvent) => event.key === 'Enter' && flush();
    const timer = setTimeout(flush, RECENT_SETTLE_MS);
    document.addEventListener('focusout', flush);
    document.addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onHidden);
    addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', flush);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onHidden);
      removeEventListener('pagehide', flush);
    };
  }, [key]);
}
