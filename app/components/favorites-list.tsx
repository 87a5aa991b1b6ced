import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { readFavorites, type Favorite } from '~/lib/favorites';

/** 'Nov 23, 2026': made when the first favorite is shown, not when the page's script loads. */
let dateFormat: Intl.DateTimeFormat | undefined;
const formatAdded = (timestamp: number) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(new Date(timestamp));

const EMPTY_BOX = 'flex min-h-52 flex-col items-center justify-center rounded-lg border border-dashed p-10 text-center';

/** The favorites page's list, read from this browser's storage once the page runs. */
export function FavoritesList() {
  const [favorites, setFavorites] = useState<Favorite[] | null>(null);
  useEffect(() => setFavorites(readFavorites()), []);

  // Loading and empty take the same box, so the page does not shift when the list is read.
  if (favorites === null) {
    return (
      <div className={EMPTY_BOX} aria-busy="true">
        <p className="text-muted-foreground">Loading your favorites…</p>
      </div>
    );
  }
  if (favorites.length === 0) {
    return (
      <div className={EMPTY_BOX}>
        <Star aria-hidden className="mx-auto mb-3 size-8 text-muted-foreground" />
        <p className="text-lg">You haven't saved any converters yet.</p>
        <a href="/" className="mt-3 inline-block font-medium text-primary underline underline-offset-4">
          Browse converters
        </a>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {favorites.map((fav) => (
        <li key={fav.path}>
          <a href={fav.path} className="block h-full rounded-lg border bg-card p-5 hover:border-primary hover:bg-accent">
            <span className="flex items-center gap-2 font-semibold">
              <Star aria-hidden className="size-4 fill-star text-star" />
              {fav.title}
            </span>
            <span className="mt-2 block text-sm text-muted-foreground">Added {formatAdded(fav.timestamp)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
