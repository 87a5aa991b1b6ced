import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { POPOVER_CLASSES, usePopover } from './popover';

const ITEM = '[role="menuitem"]';
/** How long typed characters add up to one type-ahead search. */
const TYPE_AHEAD_MS = 500;

const itemsOf = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>(ITEM)];

/**
 * A menu button (WAI-ARIA APG "menu button" with a menu of links) on a native popover: Enter,
 * Space, ArrowDown or a click open it on its first item, ArrowUp on its last; in the menu the arrows
 * move (wrapping), Home and End jump, typed letters find the next item that starts with them,
 * Escape closes it and gives focus back to the button, Tab closes it and moves on.
 */
export function MenuButton({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  const triggerId = useId();
  const startAtLast = useRef(false);
  const typed = useRef({ text: '', at: 0 });
  const { triggerProps, popoverProps, show, close } = usePopover<HTMLButtonElement>((menu) => {
    const items = itemsOf(menu);
    (startAtLast.current ? items.at(-1) : items[0])?.focus();
    startAtLast.current = false;
  });

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    startAtLast.current = event.key === 'ArrowUp';
    show();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemsOf(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(-1);
        break;
      case 'Escape':
        close();
        triggerProps.ref.current?.focus();
        break;
      case ' ':
        items[current]?.click();
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const now = event.timeStamp;
        typed.current = {
          text: now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + event.key.toLowerCase() : event.key.toLowerCase(),
          at: now,
        };
        const { text } = typed.current;
        // Repeating one letter steps through the items that start with it.
        const start = text.length === 1 ? current + 1 : Math.max(current, 0);
        const match = [...items.slice(start), ...items.slice(0, start)].find((item) =>
          (item.textContent ?? '').trim().toLowerCase().startsWith(text),
        );
        match?.focus();
      }
    }
    event.preventDefault();
  }

  return (
    <>
      <button type="button" id={triggerId} aria-haspopup="menu" onKeyDown={onTriggerKeyDown} className={className} {...triggerProps}>
        {label}
      </button>
      <div
        role="menu"
        aria-labelledby={triggerId}
        onKeyDown={onMenuKeyDown}
        // Tab leaves the menu: close it without taking focus back.
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) close();
        }}
        className={cn(POPOVER_CLASSES, 'min-w-56 p-1')}
        {...popoverProps}
      >
        {children}
      </div>
    </>
  );
}

export function MenuLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      href={href}
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-sm px-3 py-2 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground',
        className,
      )}
    >
      {children}
    </a>
  );
}

/** Items under a visible heading, named by it (the heading itself is no item). */
export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <div id={id} role="presentation" className="px-3 pt-1 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {label}
      </div>
      {children}
    </div>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-border" />;
}
