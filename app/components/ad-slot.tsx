import { cn } from '~/lib/cn';

const HEIGHTS = {
  header: 'h-24',
  sidebar: 'h-96',
  content: 'h-32',
  footer: 'h-24',
} as const;

/** A placeholder that reserves its fixed height, so ads never shift the layout. */
/** `wideOnly` shows it only on large screens; `className` adds layout (margins, position) only. */
export function AdSlot({ position, wideOnly = false, className }: { position: keyof typeof HEIGHTS; wideOnly?: boolean; className?: string }) {
  return (
    <div
      data-ad-slot={position}
      className={cn(
        wideOnly ? 'hidden lg:flex' : 'flex',
        'w-full items-center justify-center rounded-md border border-dashed bg-muted text-xs uppercase tracking-wide text-muted-foreground',
        HEIGHTS[position],
        className,
      )}
    >
      Advertisement
    </div>
  );
}
