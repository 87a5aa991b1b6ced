import { LogOut } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { announceSignOut } from '~/components/admin/use-signed-out';
import { Button } from '~/components/ui/button';
import { postJson } from '~/lib/api-client';
import { toast } from '~/lib/toast';

export interface SignOutButtonProps {
  /** Asked first, with the sign-out to run if the person goes on (the dashboard asks about unsaved text). */
  confirm?: (proceed: () => void) => void;
  /**
   * Set while this tab signs out, so that its own listener for sign-outs in other tabs
   * (`useSignedOutElsewhere`) can tell the two apart.
   */
  signingOutRef?: RefObject<boolean>;
}

/**
 * Ends the session (on a shared computer it must end) and goes to /auth; other tabs of the site
 * hear of it. The account page and the dashboard both use it.
 */
export function SignOutButton({ confirm = (proceed) => proceed(), signingOutRef }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function signOut() {
    if (signingOutRef) signingOutRef.current = true;
    setBusy(true);
    const result = await postJson('/api/auth/sign-out', {});
    setBusy(false);
    if (!result.ok) {
      if (signingOutRef) signingOutRef.current = false;
      return void toast.error('Error', { description: result.message });
    }
    announceSignOut();
    toast('You have been signed out.');
    void navigate('/auth', { replace: true });
  }

  return (
    <Button variant="outline" onClick={() => confirm(() => void signOut())} disabled={busy}>
      <LogOut aria-hidden /> Sign Out
    </Button>
  );
}
