import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** A labelled text input with an optional hint, wired with aria-describedby. */
export function Field({ id, label, hint, className, ...props }: ComponentProps<'input'> & { id: string; label: string; hint?: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="h-10 w-full rounded-md border bg-background px-3 text-base"
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
