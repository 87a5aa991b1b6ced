import { Button } from '~/components/ui/button';
import { DialogActions, ModalDialog } from '~/components/ui/modal-dialog';
import { compareVersions, FIELD_LABELS, fieldText, formFromPost, type PostFormState } from '~/components/admin/post-form-state';
import { CONFLICT_MESSAGE } from '~/domain/schemas/post';
import type { BlogPost } from '~/services/db/post-rows.server';

/**
 * A save refused because the post changed elsewhere: the post as stored now, this form as it was
 * opened or last saved (`base`), and as it was sent (`mine`).
 */
export interface Conflict {
  current: BlogPost;
  base: PostFormState;
  mine: PostFormState;
}

/**
 * The 409 of a save over a newer version, as a choice (docs/decisions/060-publishing.md): every
 * field the two versions set apart, side by side. "Keep my version" saves this form's changes over
 * the newer version, which the author has now seen, keeping the other side's changes to the fields
 * this form did not touch; "Use the saved version" puts the saved post in the form. Escape closes it
 * and changes nothing: the form keeps its text, unsaved. Nothing is overwritten without the author
 * choosing.
 */
export function ConflictDialog({
  conflict,
  onKeepMine,
  onUseSaved,
  onClose,
}: {
  conflict: Conflict | null;
  onKeepMine: (current: BlogPost, kept: PostFormState) => void;
  onUseSaved: (current: BlogPost) => void;
  onClose: () => void;
}) {
  const saved = conflict && formFromPost(conflict.current);
  const compared = conflict && saved && compareVersions(conflict.base, conflict.mine, saved);

  function choose(action?: (current: BlogPost, kept: PostFormState) => void) {
    onClose();
    if (conflict && compared && action) action(conflict.current, compared.kept);
  }

  /** One version's values of the fields that differ, each under its label. */
  const version = (heading: string, form: PostFormState, fields: readonly (keyof PostFormState)[]) => (
    <section aria-label={heading} className="min-w-0 space-y-2 rounded-md border p-3">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <dl className="space-y-2">
        {fields.map((field) => (
          <div key={field}>
            <dt className="text-xs font-medium text-muted-foreground">{FIELD_LABELS[field]}</dt>
            <dd className="max-h-48 overflow-auto text-sm whitespace-pre-wrap wrap-anywhere" tabIndex={field === 'content' ? 0 : undefined}>
              {fieldText(form, field) || '(empty)'}
            </dd>
          </div>
        ))}
      </dl>
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
      {conflict && saved && compared && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {version('Your version', conflict.mine, compared.differing)}
          {version('Saved version', saved, compared.differing)}
        </div>
      )}
      {compared && compared.differing.length === 0 && <p className="mt-3 text-sm">Both versions are the same: keeping yours changes nothing.</p>}
      <DialogActions>
        <Button variant="outline" onClick={() => choose(onUseSaved)}>
          Use the saved version
        </Button>
        <Button onClick={() => choose(onKeepMine)}>Keep my version</Button>
      </DialogActions>
    </ModalDialog>
  );
}
