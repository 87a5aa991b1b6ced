import { DropdownMenu as Primitive } from 'radix-ui';
import { createContext, useContext, useRef, type ComponentProps, type FocusEvent, type RefObject } from 'react';
import { cn } from '~/lib/cn';

// A menu opened from the keyboard starts on its first item (WAI-ARIA menu button). Radix does that
// itself under React; under Preact (islands, ADR 016) its items register after the menu takes
// focus, so the menu would hold focus with no item. The trigger records how the menu was opened
// and the content finishes the job in that case (under React it finds an item already focused).
const OpenedByKey = createContext<RefObject<boolean> | null>(null);
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function DropdownMenu(props: ComponentProps<typeof Primitive.Root>) {
  const openedByKey = useRef(false);
  return (
    <OpenedByKey.Provider value={openedByKey}>
      <Primitive.Root {...props} />
    </OpenedByKey.Provider>
  );
}

export function DropdownMenuTrigger({ onKeyDown, onPointerDown, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  const openedByKey = useContext(OpenedByKey);
  return (
    <Primitive.Trigger
      onKeyDown={(event) => {
        if (openedByKey) openedByKey.current = OPENING_KEYS.has(event.key);
        onKeyDown?.(event);
      }}
      onPointerDown={(event) => {
        if (openedByKey) openedByKey.current = false;
        onPointerDown?.(event);
      }}
      {...props}
    />
  );
}

export function DropdownMenuContent({ className, sideOffset = 6, onFocus, ...props }: ComponentProps<typeof Primitive.Content>) {
  const openedByKey = useContext(OpenedByKey);
  function focusFirstItem(event: FocusEvent<HTMLDivElement>) {
    onFocus?.(event);
    const menu = event.currentTarget;
    if (!openedByKey?.current || event.target !== menu) return;
    setTimeout(() => {
      if (document.activeElement === menu) menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    });
  }
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 min-w-56 rounded-md border bg-card p-1 text-card-foreground shadow-lg', className)}
        onFocus={focusFirstItem}
        {...props}
      />
    </Primitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-sm px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn('my-1 h-px bg-border', className)} {...props} />;
}
