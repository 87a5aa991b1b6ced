import { formatPlain } from '~/domain/format';
import { toast } from './toast';

/**
 * Puts a result on the clipboard in the plain form of the shown value (SPEC §4: 4 decimals, no
 * grouping) and says so with SPEC's toast, or why it could not.
 */
export async function copyResult(result: number): Promise<void> {
  try {
    await navigator.clipboard.writeText(formatPlain(result));
    toast.success('Copied!', { description: 'Result copied to clipboard' });
  } catch {
    toast.error('Copy failed', { description: 'Your browser did not allow access to the clipboard.' });
  }
}
