import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export function Badge({ className, variant = 'default', ...props }: ComponentProps<'span'> & { variant?: 'default' | 'outline' | 'accent' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variant === 'default' && 'bg-primary text-primary-foreground',
        variant === 'outline' && 'border text-foreground',
        variant === 'accent' && 'bg-accent text-accent-foreground',
        className,
      )}
      {...props}
    />
  );
}
