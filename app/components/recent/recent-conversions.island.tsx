import { Star } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toggleWithToast, useIsFavorite } from '~/components/favorite-button';
import { Button } from '~/components/ui/button';
import { fill } from '~/i18n/fill';
import { cn } from '~/lib/cn';
import { conversionTitle } from '~/lib/favorites-titles';
import { clearRecent, recentHref, recentSnapshot, subscribeRecent, type RecentConversion } from '~/lib/recent';

/** The list's words in the page's language (recent-words.ts). */
export interface RecentWords {
  /**
   * What the server sends, and what an empty list says: the list lives in this browser's storage,
   * so the page cannot know it, and this text is true either way until the browser has read it.
   */
  empty: string;
  clear: string;
  /** The star's name: `Add {title} to favorites`. */
  add: string;
  added: string;
  removed: string;
}

/** The recent conversions of the home and favorites pages (an island; the section heading is the page's). */
export function RecentConversions({ words }: { words: RecentWords }) {
  // null on the server and while hydrating (the server's markup); the stored list after.
  const recent = useSyncExternalStore(subscribeRecent, recentSnapshot, () => null);
  const empty = useRef<HTMLParagraphElement>(null);
  const [cleared, setCleared] = useState(false);
  // The clear button goes with the list: focus lands on the text that replaces it.
  useEffect(() => {
    if (cleared) empty.current?.focus();
  }, [cleared]);

  if (!recent?.length) {
    return (
      <p
        ref={empty}
        tabIndex={-1}
        className="rounded-lg border border-dashed p-4 text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {words.empty}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {recent.map((entry) => (
          <RecentItem key={`${recentHref(entry)} ${entry.timestamp}`} entry={entry} words={words} />
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          clearRecent();
          setCleared(true);
        }}
      >
        {words.clear}
      </Button>
    </div>
  );
}

/** One conversion: a link to its page with the value filled in, and a star to keep it as a favorite. */
function RecentItem({ entry, words }: { entry: RecentConversion; words: RecentWords }) {
  const href = recentHref(entry);
  const title = conversionTitle(entry);
  const saved = useIsFavorite(href);
  return (
    <li className="flex items-center rounded-lg border bg-card">
      <a
        href={href}
        className="min-w-0 flex-1 break-words rounded-l-lg px-4 py-3 font-medium tabular-nums hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        {/* A compound result names its own units ('5 ft 10 ⅞ in'). */}
        {entry.value.trim()} {entry.fromLabel} = {entry.result}
        {entry.as ? '' : ` ${entry.toLabel}`}
      </a>
      <Button
        variant="ghost"
        size="icon"
        className="mr-1"
        aria-pressed={saved}
        aria-label={fill(words.add, { title })}
        onClick={() => toggleWithToast(href, title, words)}
      >
        <Star aria-hidden className={cn(saved ? 'fill-star text-star' : 'text-muted-foreground')} />
      </Button>
    </li>
  );
}
