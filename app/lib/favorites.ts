export const FAVORITES_STORAGE_KEY = 'converter_favorites';

/**
 * A saved page ('/weight', 'Weight Converter') or a page with its state
 * ('/length?v=5&from=ft&to=m', '5 ft → m'; '/mortgage?amount=…', a plan). The stored format is the
 * three fields of docs/product.md#converters: a query in the path is all that tells the second
 * kind, so lists saved before read as they were.
 */
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
  // The path becomes a link: it must stay on this site ('/x', never '//host').
  return typeof path === 'string' && /^\/(?!\/)/.test(path) && typeof title === 'string' && Number.isFinite(timestamp);
}

/** Saved favorites; unreadable storage or malformed entries count as absent, never as an error. */
export function readFavorites(): Favorite[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    // A path stored twice (by an older version, or two tabs at once) is listed once, as first saved.
    const seen = new Set<string>();
    return stored
      .filter((item): item is Favorite => isStoredFavorite(item) && !seen.has(item.path) && !!seen.add(item.path))
      .map(({ path, title, timestamp }) => ({ path, title, timestamp }));
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` after this page changes the list (the favorites page follows its stars). */
export function subscribeFavorites(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function writeFavorites(list: Favorite[]): void {
  try {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the toggle is lost, nothing else breaks.
  }
  listeners.forEach((listener) => listener());
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

export function removeFavorite(path: string): void {
  writeFavorites(readFavorites().filter((f) => f.path !== path));
}
