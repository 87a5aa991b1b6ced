import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A labelled text input with an optional hint and error, wired with aria-describedby; an error
 * marks the input invalid and is read out where it appears.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  ...props
}: ComponentProps<'input'> & { id: string; label: string; hint?: ReactNode; error?: string | null | undefined }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="h-10 w-full rounded-md border bg-background px-3 text-base"
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
