import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { isFavorite, toggleFavorite } from '~/lib/favorites';
import { cn } from '~/lib/cn';

/** The star beside a page title; state is re-read from storage whenever the path changes. */
export function FavoriteButton({ path, title }: { path: string; title: string }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(isFavorite(path)), [path]);

  function toggle() {
    const added = toggleFavorite(path, title);
    setSaved(added);
    toast(added ? 'Added to favorites' : 'Removed from favorites');
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={saved ? 'Remove from favorites' : 'Add to favorites'}
    >
      <Star aria-hidden className={cn('size-6!', saved ? 'fill-star text-star' : 'text-muted-foreground')} />
    </Button>
  );
}
