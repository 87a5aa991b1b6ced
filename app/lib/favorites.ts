export const FAVORITES_STORAGE_KEY = 'converter_favorites';

export interface Favorite {
  path: string;
  title: string;
  timestamp: number;
}

// A hand-written check rather than a schema library: this module ships on every converter
// page, and the shape is three fields.
function isStoredFavorite(item: unknown): item is Favorite {
  if (typeof item !== 'object' || item === null) return false;
  const { path, title, timestamp } = item as Record<string, unknown>;
  return typeof path === 'string' && path.startsWith('/') && typeof title === 'string' && Number.isFinite(timestamp);
}

/** Saved favorites; unreadable storage or malformed entries count as absent, never as an error. */
export function readFavorites(): Favorite[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isStoredFavorite).map(({ path, title, timestamp }) => ({ path, title, timestamp })) : [];
  } catch {
    return [];
  }
}

function writeFavorites(list: Favorite[]): void {
  try {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the toggle is lost, nothing else breaks.
  }
}

export function isFavorite(path: string): boolean {
  return readFavorites().some((f) => f.path === path);
}

/** Adds the page if absent (never twice), removes it if present; returns whether it is now saved. */
export function toggleFavorite(path: string, title: string, now = Date.now()): boolean {
  const list = readFavorites();
  if (list.some((f) => f.path === path)) {
    writeFavorites(list.filter((f) => f.path !== path));
    return false;
  }
  writeFavorites([...list, { path, title, timestamp: now }]);
  return true;
}
