import { formatPlain } from '~/domain/format';
import { toast } from './toast';

/**
 * Puts a result on the clipboard in the plain form of the shown value (its digits without
 * grouping), or text the caller has made plain already, and says so with its toast
 * (docs/product.md#messages), or why it could not.
 */
export async function copyResult(result: number | string): Promise<void> {
  try {
    await navigator.clipboard.writeText(typeof result === 'string' ? result : formatPlain(result));
    toast.success('Copied!', { description: 'Result copied to clipboard' });
  } catch {
    toast.error('Copy failed', { description: 'Your browser did not allow access to the clipboard.' });
  }
}
