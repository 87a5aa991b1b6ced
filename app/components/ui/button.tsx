import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

// Variants never set a property the base sets, and callers add only layout (margins, width,
// visibility) through className: cn() does not resolve conflicts (app/lib/cn.ts).
/** The button look, also for links that act as buttons (`<a className={buttonVariants(...)}>`). */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        outline: 'border bg-background hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 rounded-md px-4 py-2',
        sm: 'h-9 rounded-md px-3',
        lg: 'h-11 rounded-md px-8',
        xl: 'h-12 rounded-md px-8',
        /** As xl from `sm` up; a square below, for a button whose text is shown from `sm` only. */
        'xl-compact': 'h-12 rounded-md px-4 sm:px-8',
        icon: 'size-10 rounded-md',
        'icon-lg': 'size-11 rounded-md',
        'icon-round': 'size-10 rounded-full',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/**
 * The classes of each variant and size, made once: a page's buttons ask for the same few, and
 * making them is a tenth of a millisecond of every converter page (docs/decisions/066-first-request-copies.md).
 */
const variantClasses = new Map<string, string>();
function classesOf(variant: ButtonProps['variant'], size: ButtonProps['size']): string {
  // null turns a variant off and undefined takes its default: String() keeps the two apart.
  const key = `${String(variant)} ${String(size)}`;
  let classes = variantClasses.get(key);
  if (classes === undefined) variantClasses.set(key, (classes = buttonVariants({ variant, size })));
  return classes;
}

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button className={cn(classesOf(variant, size), className)} type={type} {...props} />;
}
