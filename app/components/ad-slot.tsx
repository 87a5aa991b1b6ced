import { cn } from '~/lib/cn';

const HEIGHTS = {
  header: 'h-24',
  sidebar: 'h-96',
  content: 'h-32',
  footer: 'h-24',
} as const;

/**
 * A placeholder that reserves its fixed height (the product's: 6, 24, 8 and 6 rem), so ads never shift the
 * layout. `wideOnly` shows it only on large screens; `className` adds layout (margins, position) only.
 * Empty, it says "Advertisement" to the eye only: out of the accessibility tree, it is no landmark and
 * no text that a screen reader stops at three or four times a page for nothing.
 */
export function AdSlot({ position, wideOnly = false, className }: { position: keyof typeof HEIGHTS; wideOnly?: boolean; className?: string }) {
  return (
    <div
      data-ad-slot={position}
      aria-hidden="true"
      className={cn(
        wideOnly ? 'hidden lg:flex' : 'flex',
        'w-full items-center justify-center rounded-md border border-dashed bg-muted text-xs uppercase tracking-wide text-muted-foreground print:hidden',
        HEIGHTS[position],
        className,
      )}
    >
      Advertisement
    </div>
  );
}
