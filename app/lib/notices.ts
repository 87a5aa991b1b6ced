import { toast } from '~/lib/toast';

/**
 * Messages a server redirect asks the next page to show (`/?notice=access-denied`), since a
 * redirect cannot carry a toast itself. Unknown names show nothing.
 */
const NOTICES: Record<string, () => void> = {
  'access-denied': () => toast.error('Access Denied', { description: 'You do not have admin privileges.' }),
  'admin-check-failed': () => toast.error('Failed to verify admin privileges.'),
  'confirmation-link-invalid': () =>
    toast.error('Error', {
      description: 'This confirmation link is invalid or has expired. Sign in to receive a new one.',
    }),
  // A confirmation link opened again: the address was confirmed the first time.
  'email-confirmed': () => toast('Your email address is already confirmed.', { description: 'Sign in to continue.' }),
  // A bookmarked post's address, once the post is deleted.
  'post-not-found': () => toast.error('Post not found', { description: 'It may have been deleted. The list shows the posts there are.' }),
  // A page of the admin the member's role does not open (docs/decisions/076-roles.md).
  'not-for-your-role': () => toast.error('Not for your role', { description: 'That page is for another role of the team.' }),
  'signed-out': () =>
    toast('You have been signed out.', {
      description: 'Sign in again to continue. Unsaved changes to your post are kept in this tab.',
    }),
};

export function showNotice(name: string | null): boolean {
  const show = name ? NOTICES[name] : undefined;
  show?.();
  return Boolean(show);
}
