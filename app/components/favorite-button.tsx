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

/** Saves or removes a favorite with its toasts (docs/product.md#converters); returns whether it is now saved. */
export function toggleWithToast(path: string, title: string): boolean {
  const added = toggleFavorite(path, title);
  toast(added ? 'Added to favorites' : 'Removed from favorites');
  return added;
}

/** The star beside a page title; state is re-read from storage whenever the path changes. */
export function FavoriteButton({ path, title }: { path: string; title: string }) {
  const saved = useIsFavorite(path);
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => toggleWithToast(path, title)}
      aria-pressed={saved}
      aria-label={saved ? 'Remove from favorites' : 'Add to favorites'}
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
}: {
  path: string;
  title: string;
  keys: readonly string[];
  describe: (params: URLSearchParams) => string | null;
}) {
  const [params] = useSearchParams();
  const query = keptQuery(params, keys);
  return <FavoriteButton path={path + query} title={(query && describe(params)) || title} />;
}
