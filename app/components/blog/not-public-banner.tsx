import { EyeOff } from 'lucide-react';
import { utcDateTime } from '~/domain/admin-time';

/**
 * Above an article an admin previews before it is public (docs/product.md#blog): a draft, or a post
 * scheduled for later, whose time is given in UTC (the server does not know the reader's zone).
 */
export function NotPublicBanner({ draft, scheduledFor }: { draft?: boolean; scheduledFor?: number | null }) {
  const when = scheduledFor ? utcDateTime(scheduledFor) : '';
  return (
    <p className="flex items-center gap-2 rounded-md border border-primary bg-accent px-4 py-3 font-medium text-accent-foreground">
      <EyeOff aria-hidden className="size-5 shrink-0" />
      {draft || !scheduledFor ? (
        'Draft — not public'
      ) : (
        <span>
          Scheduled — not public until <time dateTime={new Date(scheduledFor).toISOString()}>{when}</time>
        </span>
      )}
    </p>
  );
}
