import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { firstError } from '~/domain/schemas/auth';
import { InviteSchema } from '~/domain/schemas/newsletter-admin';
import { postJson } from '~/lib/api-client';

/** Invites an author by address: checked here and again by the server, the error shown at the field. */
export function InviteForm() {
  const revalidator = useRevalidator();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const parsed = InviteSchema.safeParse({ email });
    if (!parsed.success) return setError(firstError(parsed.error));
    setBusy(true);
    const result = await postJson<{ message: string }>('/api/admin/invites', parsed.data);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setEmail('');
    setSent(result.data.message);
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <Field
        id="invite-email"
        label="Email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        hint="They get a link to set a display name and password; the link works once, for 7 days."
      />
      <Button type="submit" disabled={busy}>
        <UserPlus aria-hidden /> Send invitation
      </Button>
      <p role="status" className="text-sm">
        {sent}
      </p>
    </form>
  );
}
