import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts between Tailwind utilities (no tailwind-merge:
 * 8 kB gzipped on every page for a job nothing needs): a component's base classes and the classes
 * a caller adds must not set the same property, and tests/e2e/classes.test.ts checks every page.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
