import { useEffect, useId, useRef } from 'react';
import { Button } from '~/components/ui/button';

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
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (question && dialog && !dialog.open) {
      dialog.showModal();
      keepButton.current?.focus();
    }
    if (!question && dialog?.open) dialog.close();
  }, [question]);

  function answer(discard: boolean) {
    const asked = question;
    ref.current?.close();
    onClose();
    if (discard) asked?.discard();
    else asked?.keep?.();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Discard unsaved changes?
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-muted-foreground">
        The post in the form has changes that are not saved. If you go on, they will be lost.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button ref={keepButton} variant="outline" onClick={() => answer(false)}>
          Keep editing
        </Button>
        <Button onClick={() => answer(true)}>Discard changes</Button>
      </div>
    </dialog>
  );
}
