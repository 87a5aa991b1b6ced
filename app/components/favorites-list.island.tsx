import { Star, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { readFavorites, removeFavorite, subscribeFavorites, type Favorite } from '~/lib/favorites';
import { fill } from '~/i18n/fill';
import { favoriteTitleNow, type CountdownTitles } from '~/lib/favorites-countdown-now';
import { toast } from '~/lib/toast';

/** The list's words in the page's language (app/components/favorites-words.server.ts). */
export interface FavoritesWords {
  loading: string;
  empty: string;
  browse: string;
  /** `Added {date}`. */
  added: string;
  /** `Remove {title} from favorites`. */
  remove: string;
  removed: string;
}

export interface FavoritesListProps {
  words: FavoritesWords;
  /** The page's locale, whose medium date says when a favorite was added ('Nov 23, 2026'). */
  locale: string;
  /** The home page of the page's language, where the empty list leads. */
  home: string;
  /** Each language's countdown words, so a countdown saved in any of them reads as it does now. */
  countdowns: readonly CountdownTitles[];
}

/** 'Nov 23, 2026': made when the first favorite is shown, not when the page's script loads. */
let dateFormat: Intl.DateTimeFormat | undefined;
const formatAdded = (timestamp: number, locale: string) =>
  (dateFormat ??= new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(new Date(timestamp));

const EMPTY_BOX = 'flex min-h-56 flex-col items-center justify-center rounded-lg border border-dashed p-10 text-center';

/**
 * The favorites page's list, read from this browser's storage once the page runs and again
 * whenever a star on the page (a recent conversion's) changes it.
 */
export function FavoritesList({ words, locale, home, countdowns }: FavoritesListProps) {
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
    toast(words.removed);
    setFocusAt(index);
  }

  // Loading and empty take the same box, so the page does not shift when the list is read.
  if (favorites === null) {
    return (
      <div className={EMPTY_BOX} aria-busy="true">
        <p className="text-muted-foreground">{words.loading}</p>
      </div>
    );
  }
  if (favorites.length === 0) {
    return (
      <div ref={empty} tabIndex={-1} className={EMPTY_BOX}>
        <Star aria-hidden className="mx-auto mb-3 size-8 text-muted-foreground" />
        <p className="text-lg">{words.empty}</p>
        <a href={home} className="mt-3 inline-block font-medium text-primary underline underline-offset-4">
          {words.browse}
        </a>
      </div>
    );
  }
  return (
    <ul ref={list} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {favorites.map((fav, index) => (
        <FavoriteItem
          key={fav.path}
          path={fav.path}
          title={favoriteTitleNow(fav, countdowns)}
          added={fill(words.added, { date: formatAdded(fav.timestamp, locale) })}
          remove={words.remove}
          onRemove={() => remove(index, fav)}
        />
      ))}
    </ul>
  );
}

/** One favorite: a link to its page, titled as it reads now (a countdown whose date has passed says so). */
function FavoriteItem({
  path,
  title,
  added,
  remove,
  onRemove,
}: {
  path: string;
  title: string;
  added: string;
  remove: string;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-start rounded-lg border bg-card hover:border-primary">
      <a href={path} className="block h-full min-w-0 flex-1 break-words rounded-l-lg p-5 hover:bg-accent">
        <span className="flex items-center gap-2 font-semibold">
          <Star aria-hidden className="size-4 shrink-0 fill-star text-star" />
          {title}
        </span>
        <span className="mt-2 block text-sm text-muted-foreground">{added}</span>
      </a>
      <Button variant="ghost" size="icon" className="m-2" aria-label={fill(remove, { title })} onClick={onRemove}>
        <X aria-hidden />
      </Button>
    </li>
  );
}
