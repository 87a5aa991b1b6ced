import { useContext } from 'react';
import { TranslatorContext } from '~/i18n/t';
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
 * no text that a screen reader stops at three or four times a page for nothing. Its word is the
 * page's language's (`ads.label`); an island, which has no translator, gets it as the `label` prop.
 */
export function AdSlot({
  position,
  wideOnly = false,
  className,
  label,
}: {
  position: keyof typeof HEIGHTS;
  wideOnly?: boolean;
  className?: string;
  label?: string;
}) {
  const t = useContext(TranslatorContext);
  const text = label ?? t?.('ads.label');
  if (text === undefined) throw new Error('An ad slot in an island needs its label as a prop');
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
      {text}
    </div>
  );
}
