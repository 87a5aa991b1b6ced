import { useEffect, useRef } from 'react';

/**
 * Recent conversions (issue 13): the last RECENT_LIMIT values converted in this browser, newest
 * first, shown on the home and favorites pages. The converter records them through useRecordRecent.
 */
export const RECENT_STORAGE_KEY = 'recent_conversions';
export const RECENT_LIMIT = 20;
/** How long the user must stop typing before what the converter shows counts as a conversion. */
export const RECENT_DEBOUNCE_MS = 1000;

export interface RecentConversion {
  /** The converter page, without query: '/length' or '/length/feet-to-meters'. */
  path: string;
  /** The text typed, as typed ('5', '1,5'). */
  value: string;
  /** Unit keys, as the page's query names them. */
  from: string;
  to: string;
  /** Unit abbreviations, as shown. */
  fromLabel: string;
  toLabel: string;
  /** The result as the page showed it. */
  result: string;
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

/** The same conversion: one page, one pair of units, one value typed. */
const samePair = (a: RecentEntry, b: RecentEntry) =>
  a.path === b.path && a.from === b.from && a.to === b.to && a.value.trim() === b.value.trim();

/** The list with `entry` on top: an earlier record of the same conversion moves up, the oldest drop off. */
export function addRecent(list: readonly RecentConversion[], entry: RecentEntry, now: number): RecentConversion[] {
  return [{ ...entry, timestamp: now }, ...list.filter((r) => !samePair(r, entry))].slice(0, RECENT_LIMIT);
}

export function recordRecent(entry: RecentEntry, now = Date.now()): void {
  write(addRecent(readRecent(), entry, now));
}

export function clearRecent(): void {
  write([]);
}

/** The conversion's page with its value and units filled in: '/length/feet-to-meters?v=5&from=ft&to=m'. */
export function recentHref(entry: RecentEntry): string {
  return `${entry.path}?${new URLSearchParams({ v: entry.value, from: entry.from, to: entry.to })}`;
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

const entryKey = (entry: RecentEntry | null) => (entry ? JSON.stringify(TEXT_FIELDS.map((f) => entry[f])) : null);

/**
 * Records the conversion a converter shows once the user has stopped changing it for
 * RECENT_DEBOUNCE_MS, or sooner when focus leaves a field or the page is hidden. `null` means
 * nothing worth keeping (an empty or unreadable value). The page's default conversion, as first
 * shown, is not recorded unless the address asked for a value (a link or a search with `?v=`).
 */
export function useRecordRecent(entry: RecentEntry | null): void {
  const key = entryKey(entry);
  const latest = useRef(entry);
  latest.current = entry;
  const skip = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (skip.current === undefined) skip.current = new URLSearchParams(location.search).has('v') ? null : key;
    if (key === skip.current) return;
    skip.current = null; // once changed, coming back to the default is a conversion like any other
    if (key === null) return;
    let done = false;
    const flush = () => {
      if (done || !latest.current) return;
      done = true;
      recordRecent(latest.current);
    };
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    const timer = setTimeout(flush, RECENT_DEBOUNCE_MS);
    document.addEventListener('focusout', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [key]);
}
