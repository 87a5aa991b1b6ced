import { useEffect, useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { viewsLabel } from '~/components/blog/post-card';
import { utcDateTime } from '~/domain/admin-time';
import { purgeAt } from '~/domain/posts';
import type { BlogPost } from '~/services/db/post-rows.server';

/** The time on this screen, moved on each minute: a scheduled post's badge turns to Published. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Draft, Scheduled (published with a date to come), Published, or In trash. */
export function StatusBadge({ post }: { post: BlogPost }) {
  const now = useMinute();
  if (post.deletedAt !== null) return <Badge variant="outline">In trash</Badge>;
  if (!post.published) return <Badge variant="outline">Draft</Badge>;
  // A post saved with a date not after its save is public (this screen's clock may be a minute behind).
  if (post.publishedAt !== null && post.publishedAt > Math.max(now, post.updatedAt)) return <Badge variant="outline">Scheduled</Badge>;
  return <Badge>Published</Badge>;
}

/** In UTC, written the same by the server and the browser (the page is hydrated). */
const day = utcDateTime;

/** A row's dates and views in the admin list; in the Trash, when the post goes for good. */
export function PostDates({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
      {post.deletedAt !== null && <span className="font-medium text-foreground">Deleted for good on {day(purgeAt(post.deletedAt))}</span>}
      {post.publishedAt !== null && <span>Publish date {day(post.publishedAt)}</span>}
      <span>Updated {day(post.updatedAt)}</span>
      <span>{viewsLabel(post.views)}</span>
    </p>
  );
}
