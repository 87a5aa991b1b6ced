import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '~/lib/cn';

/**
 * A question on the native modal <dialog> (ADR 019): open while `open` is true, titled and described
 * for assistive technology. The browser makes the page inert and gives focus back to the control
 * that asked when it closes; Escape calls `onEscape` (the dialog stays for the caller to close by
 * `open`). `initialFocus` takes focus on opening, else the browser's first focusable control does.
 */
export function ModalDialog({
  open,
  title,
  text,
  onEscape,
  initialFocus,
  className,
  children,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  onEscape: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** The dialog's width, as a class. */
  className?: string;
  /** What follows the text: the versions to compare, the buttons. */
  children: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog?.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
      className={cn('m-auto rounded-lg border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60', className)}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-muted-foreground">
        {text}
      </p>
      {children}
    </dialog>
  );
}

/** The buttons row at the foot of a ModalDialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-2">{children}</div>;
}
