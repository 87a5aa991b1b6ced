import { useRef } from 'react';
import { Button } from '~/components/ui/button';
import { DialogActions, ModalDialog } from '~/components/ui/modal-dialog';

/** What the author is asked before unsaved work in the post form is lost, and what follows. */
export interface DiscardQuestion {
  /** Runs when the author chooses to discard the changes. */
  discard: () => void;
  /** Runs when the author keeps editing (the button, Escape); nothing happens by default. */
  keep?: () => void;
}

/**
 * "Discard unsaved changes?" on the native modal <dialog> (ADR 019): the browser makes the page
 * inert, closes it on Escape (read as "Keep editing") and gives focus back to the control that
 * asked. Focus starts on "Keep editing", the choice that loses nothing.
 */
export function DiscardDialog({ question, onClose }: { question: DiscardQuestion | null; onClose: () => void }) {
  const keepButton = useRef<HTMLButtonElement>(null);

  function answer(discard: boolean) {
    const asked = question;
    onClose();
    if (discard) asked?.discard();
    else asked?.keep?.();
  }

  return (
    <ModalDialog
      open={question !== null}
      title="Discard unsaved changes?"
      text="The post in the form has changes that are not saved. If you go on, they will be lost."
      onEscape={() => answer(false)}
      initialFocus={keepButton}
      className="w-[min(28rem,calc(100vw-2rem))]"
    >
      <DialogActions>
        <Button ref={keepButton} variant="outline" onClick={() => answer(false)}>
          Keep editing
        </Button>
        <Button onClick={() => answer(true)}>Discard changes</Button>
      </DialogActions>
    </ModalDialog>
  );
}
