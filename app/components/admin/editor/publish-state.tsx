import { useEffect, useState } from 'react';
import { fromUtcInputValue, utcDateTime, utcTime } from '~/domain/admin-time';
import type { PostFormState } from '~/components/admin/post-form-state';

/**
 * Where the post in the form stands, in words, above its Save button: a draft (and when it was
 * last saved by itself), a post scheduled for a time, or one published. Announced as it changes.
 * Times in UTC, named, as everywhere in the admin (docs/product.md#post-form).
 */
export function PublishState({
  form,
  stored,
  autosavedAt,
  dirty,
}: {
  form: PostFormState;
  stored: { published: boolean } | null;
  autosavedAt: number;
  dirty: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const date = fromUtcInputValue(form.published_at.trim());
  let state: string;
  if (!form.published) state = 'Draft: only admins can see it.';
  else if (date !== null && date > now) state = `Scheduled: public from ${utcDateTime(date)}.`;
  else state = 'Published: public once saved.';
  const autosave =
    !form.published && !stored?.published
      ? autosavedAt
        ? ` Draft saved automatically at ${utcTime(autosavedAt)}.`
        : dirty
          ? ' Drafts save automatically every few seconds.'
          : ''
      : '';
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {state}
      {autosave}
    </p>
  );
}
