import { useRef } from 'react';
import { Button } from '~/components/ui/button';
import { DialogActions, ModalDialog } from '~/components/ui/modal-dialog';
import { TRASH_DAYS } from '~/domain/posts';
import type { BlogPost } from '~/services/db/post-rows.server';

/** The question asked before a post goes to the trash, naming the post. */
export function trashQuestion(title: string): string {
  return `Move “${title}” to the trash?`;
}

export const TRASH_TEXT = `It leaves the blog at once. You can restore it from the Trash for ${TRASH_DAYS} days; then it is deleted for good.`;

/**
 * "Move “Title” to the trash?" on the native modal <dialog> (ADR 019), as the discard question is.
 * Focus starts on "Cancel", the choice that changes nothing; Escape is Cancel too.
 */
export function TrashDialog({ post, onAnswer }: { post: BlogPost | null; onAnswer: (trash: boolean) => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={post !== null}
      title={post ? trashQuestion(post.title) : ''}
      text={TRASH_TEXT}
      onEscape={() => onAnswer(false)}
      initialFocus={cancel}
      className="w-[min(28rem,calc(100vw-2rem))]"
    >
      <DialogActions>
        <Button ref={cancel} variant="outline" onClick={() => onAnswer(false)}>
          Cancel
        </Button>
        <Button onClick={() => onAnswer(true)}>Move to trash</Button>
      </DialogActions>
    </ModalDialog>
  );
}
