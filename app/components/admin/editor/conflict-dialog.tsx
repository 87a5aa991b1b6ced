import { Button } from '~/components/ui/button';
import { DialogActions, ModalDialog } from '~/components/ui/modal-dialog';
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
  function choose(action?: (current: BlogPost) => void) {
    const current = conflict?.current;
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
    <ModalDialog
      open={conflict !== null}
      title="This post was changed elsewhere"
      text={CONFLICT_MESSAGE}
      onEscape={() => choose()}
      className="w-[min(48rem,calc(100vw-2rem))]"
    >
      {conflict && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {version('Your version', conflict.mine.title, conflict.mine.content)}
          {version('Saved version', conflict.current.title, conflict.current.contentSource)}
        </div>
      )}
      <DialogActions>
        <Button variant="outline" onClick={() => choose(onUseSaved)}>
          Use the saved version
        </Button>
        <Button onClick={() => choose(onKeepMine)}>Keep my version</Button>
      </DialogActions>
    </ModalDialog>
  );
}
