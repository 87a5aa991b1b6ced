import { z } from 'zod';

export const FAVORITES_STORAGE_KEY = 'converter_favorites';

const FavoriteSchema = z.object({
  path: z.string().startsWith('/'),
  title: z.string(),
  timestamp: z.number(),
});
const FavoritesSchema = z.array(z.unknown());

export type Favorite = z.infer<typeof FavoriteSchema>;

/** Saved favorites; unreadable storage or malformed entries count as absent, never as an error. */
export function readFavorites(): Favorite[] {
  try {
    const parsed = FavoritesSchema.safeParse(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]'));
    if (!parsed.success) return [];
    return parsed.data.flatMap((item) => {
      const fav = FavoriteSchema.safeParse(item);
      return fav.success ? [fav.data] : [];
    });
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
