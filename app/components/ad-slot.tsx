import { cn } from '~/lib/cn';

const HEIGHTS = {
  header: 'h-24',
  sidebar: 'h-96',
  content: 'h-32',
  footer: 'h-24',
} as const;

/** A placeholder that reserves its fixed height, so ads never shift the layout. */
export function AdSlot({ position, className }: { position: keyof typeof HEIGHTS; className?: string }) {
  return (
    <div
      data-ad-slot={position}
      className={cn(
        'flex w-full items-center justify-center rounded-md border border-dashed bg-muted text-xs uppercase tracking-wide text-muted-foreground',
        HEIGHTS[position],
        className,
      )}
    >
      Advertisement
    </div>
  );
}
