import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { announceSignOut } from '~/components/admin/use-signed-out';
import { Button } from '~/components/ui/button';
import { postJson } from '~/lib/api-client';
import { toast } from '~/lib/toast';

/**
 * Ends the session (on a shared computer it must end) and goes to /auth; other tabs of the site
 * hear of it. The dashboard has its own, which first asks about unsaved text.
 */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function signOut() {
    setBusy(true);
    const result = await postJson('/api/auth/sign-out', {});
    setBusy(false);
    if (!result.ok) return void toast.error('Error', { description: result.message });
    announceSignOut();
    toast('You have been signed out.');
    void navigate('/auth', { replace: true });
  }

  return (
    <Button variant="outline" onClick={() => void signOut()} disabled={busy}>
      <LogOut aria-hidden /> Sign Out
    </Button>
  );
}
