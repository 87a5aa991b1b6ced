import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/** Space between a trigger and its popover, in CSS pixels. */
const OFFSET = 6;
/** Nearest a popover comes to the edge of the screen. */
const EDGE = 8;

/**
 * Puts a popover (in the top layer, so positioned against the screen) below its trigger, aligned
 * with its start edge; above the trigger when there is no room below but there is above, and
 * moved left when it would leave the screen on the right. Done by hand rather than with CSS anchor
 * positioning, which not every browser we support has.
 */
function place(popover: HTMLElement, trigger: HTMLElement) {
  const anchor = trigger.getBoundingClientRect();
  const { width, height } = popover.getBoundingClientRect();
  const below = anchor.bottom + OFFSET;
  const above = anchor.top - OFFSET - height;
  const fitsBelow = below + height <= innerHeight - EDGE;
  const top = fitsBelow || above < EDGE ? below : above;
  const left = Math.max(EDGE, Math.min(anchor.left, innerWidth - EDGE - width));
  popover.style.top = `${Math.round(top)}px`;
  popover.style.left = `${Math.round(left)}px`;
}

/** Classes every anchored popover needs: out of the UA's centered box, into our own coordinates. */
export const POPOVER_CLASSES = 'fixed inset-auto m-0 rounded-md border bg-card text-card-foreground shadow-lg';

export interface PopoverState<T extends HTMLElement> {
  open: boolean;
  close(): void;
  show(): void;
  /**
   * Spread on the button that opens the popover (it must be a <button>). No aria-expanded: the
   * browser exposes a popovertarget button's expanded state itself, and HTML forbids the attribute there.
   */
  triggerProps: { ref: RefObject<T | null>; popoverTarget: string; 'aria-controls': string };
  /** Spread on the popover element. */
  popoverProps: { ref: RefObject<HTMLDivElement | null>; id: string; popover: 'auto' };
}

/**
 * A native popover (`popover="auto"`) opened by a button: the browser gives it the top layer, light
 * dismiss (a click elsewhere, Escape) and the button's toggling; this places it below the button
 * and gives focus back to the button when it closes with focus inside. `onOpen` runs once it shows.
 */
export function usePopover<T extends HTMLButtonElement>(onOpen?: (popover: HTMLDivElement) => void): PopoverState<T> {
  const id = `${useId()}-popover`;
  const triggerRef = useRef<T>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const popover = popoverRef.current;
    const trigger = triggerRef.current;
    if (!popover || !trigger) return;
    const reposition = () => place(popover, trigger);
    function beforeToggle(event: Event) {
      // Placed before it shows (its size is known only once shown; `toggle` corrects that).
      if ((event as ToggleEvent).newState === 'open') reposition();
    }
    function toggle(event: Event) {
      const isOpen = (event as ToggleEvent).newState === 'open';
      setOpen(isOpen);
      if (isOpen) {
        reposition();
        addEventListener('resize', reposition);
        onOpenRef.current?.(popover!);
        return;
      }
      removeEventListener('resize', reposition);
      // Closed with focus inside (Escape, or the focused item went away): back to the trigger.
      const active = document.activeElement;
      if (!active || active === document.body || popover!.contains(active)) trigger!.focus();
    }
    popover.addEventListener('beforetoggle', beforeToggle);
    popover.addEventListener('toggle', toggle);
    return () => {
      popover.removeEventListener('beforetoggle', beforeToggle);
      popover.removeEventListener('toggle', toggle);
      removeEventListener('resize', reposition);
    };
  }, []);

  const close = useCallback(() => {
    if (popoverRef.current?.matches(':popover-open')) popoverRef.current.hidePopover();
  }, []);
  const show = useCallback(() => {
    if (!popoverRef.current?.matches(':popover-open')) popoverRef.current?.showPopover();
  }, []);
  return {
    open,
    close,
    show,
    triggerProps: { ref: triggerRef, popoverTarget: id, 'aria-controls': id },
    popoverProps: { ref: popoverRef, id, popover: 'auto' },
  };
}
