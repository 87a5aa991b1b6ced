import { useEffect, useId, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { CONFLICT_MESSAGE } from '~/domain/schemas/post';
import type { BlogPost } from '~/server/db/post-rows.server';

/** A save refused because the post changed elsewhere: the post as stored now, and this form's text. */
export interface Conflict {
  current: BlogPost;
  mine: { title: string; content: string };
}

/**
 * The 409 of a save over a newer version, as a choice (docs/decisions/060-publishing.md): both
 * versions side by side, "Keep my version" (saved over the newer one, which the author has now
 * seen) or "Use the saved version" (the form takes it). Escape closes it and changes nothing: the
 * form keeps its text, unsaved. Nothing is overwritten without the author choosing.
 */
export function ConflictDialog({
  conflict,
  onKeepMine,
  onUseSaved,
  onClose,
}: {
  conflict: Conflict | null;
  onKeepMine: (current: BlogPost) => void;
  onUseSaved: (current: BlogPost) => void;
  onClose: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (conflict && dialog && !dialog.open) dialog.showModal();
    if (!conflict && dialog?.open) dialog.close();
  }, [conflict]);

  function choose(action?: (current: BlogPost) => void) {
    const current = conflict?.current;
    ref.current?.close();
    onClose();
    if (current && action) action(current);
  }

  const version = (heading: string, title: string, body: string) => (
    <section aria-label={heading} className="min-w-0 space-y-1 rounded-md border p-3">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <p className="font-medium wrap-anywhere">{title}</p>
      <pre className="max-h-48 overflow-auto text-xs whitespace-pre-wrap">{body}</pre>
    </section>
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        choose();
      }}
      className="m-auto w-[min(48rem,calc(100vw-2rem))] rounded-lg border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        This post was changed elsewhere
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-muted-foreground">
        {CONFLICT_MESSAGE}
      </p>
      {conflict && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {version('Your version', conflict.mine.title, conflict.mine.content)}
          {version('Saved version', conflict.current.title, conflict.current.contentSource)}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => choose(onUseSaved)}>
          Use the saved version
        </Button>
        <Button onClick={() => choose(onKeepMine)}>Keep my version</Button>
      </div>
    </dialog>
  );
}
