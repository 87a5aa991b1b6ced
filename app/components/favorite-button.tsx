import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { isFavorite, subscribeFavorites, toggleFavorite } from '~/lib/favorites';
import { keptQuery } from '~/lib/favorites-titles';
import { useSearchParams } from '~/lib/search-params';
import { cn } from '~/lib/cn';

/** Whether `path` is saved, re-read from storage whenever the path changes or a star on the page is toggled. */
export function useIsFavorite(path: string): boolean {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const update = () => setSaved(isFavorite(path));
    update();
    return subscribeFavorites(update);
  }, [path]);
  return saved;
}

/** What a star and its toasts say, in the page's language (the favorites messages). */
export interface FavoriteWords {
  add: string;
  remove: string;
  added: string;
  removed: string;
}

/** The words of pages whose star gets none yet (the converter pages, until their words are props). */
const ENGLISH_WORDS: FavoriteWords = {
  add: 'Add to favorites',
  remove: 'Remove from favorites',
  added: 'Added to favorites',
  removed: 'Removed from favorites',
};

/** Saves or removes a favorite with its toasts (docs/product.md#converters); returns whether it is now saved. */
export function toggleWithToast(path: string, title: string, words: Pick<FavoriteWords, 'added' | 'removed'> = ENGLISH_WORDS): boolean {
  const added = toggleFavorite(path, title);
  toast(added ? words.added : words.removed);
  return added;
}

/** The star beside a page title; state is re-read from storage whenever the path changes. */
export function FavoriteButton({ path, title, words = ENGLISH_WORDS }: { path: string; title: string; words?: FavoriteWords }) {
  const saved = useIsFavorite(path);
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => toggleWithToast(path, title, words)}
      aria-pressed={saved}
      aria-label={saved ? words.remove : words.add}
    >
      <Star aria-hidden className={cn('size-6!', saved ? 'fill-star text-star' : 'text-muted-foreground')} />
    </Button>
  );
}

/**
 * The star of a calculator that keeps its state in the query: it saves the page with that state
 * (its own keys only), titled by `describe`; as the calculator opens (no state), the page itself.
 * Each calculator wraps it in an island of its own (favorite-button-*.tsx), so its title code
 * loads on its page only.
 */
export function QueryFavoriteButton({
  path,
  title,
  keys,
  describe,
  words,
}: {
  path: string;
  title: string;
  keys: readonly string[];
  describe: (params: URLSearchParams) => string | null;
  words: FavoriteWords;
}) {
  const [params] = useSearchParams();
  const query = keptQuery(params, keys);
  return <FavoriteButton path={path + query} title={(query && describe(params)) || title} words={words} />;
}
