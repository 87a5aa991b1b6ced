import { X } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal side panel on the native <dialog> (the mobile menu): the browser makes the rest of the
 * page inert, closes it on Escape and gives focus back to the button that opened it. This adds the
 * slide-in look, closing on a click outside the panel, and Tab wrapping inside the panel (the
 * browser would move on to its own controls after the last item).
 */
export function Sheet({
  title,
  closeLabel,
  trigger,
  children,
}: {
  title: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  /** The opening button, given the props that open the sheet. */
  trigger: (props: { onClick: () => void; 'aria-haspopup': 'dialog' }) => ReactNode;
  /** The panel's content, given a function that closes it. */
  children: (close: () => void) => ReactNode;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();

  function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop reaches the dialog element itself; the panel fills its box.
    if (event.target === event.currentTarget) close();
  }

  return (
    <>
      {trigger({ onClick: () => dialogRef.current?.showModal(), 'aria-haspopup': 'dialog' })}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onKeyDown={wrapTab}
        onClick={closeOnBackdrop}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] overflow-y-auto border-l bg-background p-0 text-foreground shadow-xl backdrop:bg-black/60"
      >
        <div className="flex min-h-full flex-col gap-4 p-6">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button type="button" onClick={close} className="rounded-md p-2 hover:bg-accent" aria-label={closeLabel}>
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {children(close)}
        </div>
      </dialog>
    </>
  );
}
