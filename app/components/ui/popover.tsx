import { Popover as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;

/** Floating panel anchored to its trigger; below it by default, flipping only when there is no room. */
export function PopoverContent({
  className,
  side = 'bottom',
  align = 'start',
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        side={side}
        align={align}
        sideOffset={sideOffset}
        className={cn('z-50 rounded-md border bg-card p-3 text-card-foreground shadow-lg outline-none', className)}
        {...props}
      />
    </Primitive.Portal>
  );
}
