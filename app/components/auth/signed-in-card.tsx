import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { postJson } from '~/lib/api-client';
import { toast } from '~/lib/toast';

/**
 * What /auth shows an account that is signed in but may not manage the blog: who it is, why the
 * dashboard is closed to it, and a way to sign out (on a shared computer the session must end).
 */
export function SignedInCard({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const result = await postJson('/api/auth/sign-out', {});
    setBusy(false);
    if (!result.ok) return void toast.error('Error', { description: result.message });
    toast('You have been signed out.');
    onSignedOut();
  }

  return (
    <div className="space-y-4 text-center">
      <p>
        You are signed in as <strong className="break-all">{email}</strong>.
      </p>
      <p className="text-sm text-muted-foreground">This account has no admin role, so it cannot manage the blog.</p>
      <Button variant="outline" onClick={signOut} disabled={busy}>
        <LogOut aria-hidden /> Sign Out
      </Button>
    </div>
  );
}
