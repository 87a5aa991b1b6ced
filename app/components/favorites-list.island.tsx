import { Star, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { readFavorites, removeFavorite, subscribeFavorites, type Favorite } from '~/lib/favorites';
import { favoriteTitleNow } from '~/lib/favorites-countdown-now';
import { toast } from '~/lib/toast';

/** 'Nov 23, 2026': made when the first favorite is shown, not when the page's script loads. */
let dateFormat: Intl.DateTimeFormat | undefined;
const formatAdded = (timestamp: number) => (dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(new Date(timestamp));

const EMPTY_BOX = 'flex min-h-56 flex-col items-center justify-center rounded-lg border border-dashed p-10 text-center';

/**
 * The favorites page's list, read from this browser's storage once the page runs and again
 * whenever a star on the page (a recent conversion's) changes it.
 */
export function FavoritesList() {
  const [favorites, setFavorites] = useState<Favorite[] | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLDivElement>(null);
  /** After a removal, the position whose remove button (or, the list empty, the empty box) takes focus. */
  const [focusAt, setFocusAt] = useState<number | null>(null);

  useEffect(() => {
    const update = () => setFavorites(readFavorites());
    update();
    return subscribeFavorites(update);
  }, []);

  useEffect(() => {
    if (focusAt === null) return;
    const buttons = list.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(focusAt, buttons.length - 1)];
    (next ?? empty.current)?.focus();
    setFocusAt(null);
  }, [focusAt]);

  function remove(index: number, favorite: Favorite) {
    removeFavorite(favorite.path);
    toast('Removed from favorites');
    setFocusAt(index);
  }

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
      <div ref={empty} tabIndex={-1} className={EMPTY_BOX}>
        <Star aria-hidden className="mx-auto mb-3 size-8 text-muted-foreground" />
        <p className="text-lg">You haven't saved any converters yet.</p>
        <a href="/" className="mt-3 inline-block font-medium text-primary underline underline-offset-4">
          Browse converters
        </a>
      </div>
    );
  }
  return (
    <ul ref={list} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {favorites.map((fav, index) => (
        <FavoriteItem key={fav.path} favorite={fav} onRemove={() => remove(index, fav)} />
      ))}
    </ul>
  );
}

/** One favorite: a link to its page, titled as it reads now (a countdown whose date has passed says so). */
function FavoriteItem({ favorite: fav, onRemove }: { favorite: Favorite; onRemove: () => void }) {
  const title = favoriteTitleNow(fav);
  return (
    <li className="flex items-start rounded-lg border bg-card hover:border-primary">
      <a href={fav.path} className="block h-full min-w-0 flex-1 break-words rounded-l-lg p-5 hover:bg-accent">
        <span className="flex items-center gap-2 font-semibold">
          <Star aria-hidden className="size-4 shrink-0 fill-star text-star" />
          {title}
        </span>
        <span className="mt-2 block text-sm text-muted-foreground">Added {formatAdded(fav.timestamp)}</span>
      </a>
      <Button variant="ghost" size="icon" className="m-2" aria-label={`Remove ${title} from favorites`} onClick={onRemove}>
        <X aria-hidden />
      </Button>
    </li>
  );
}
