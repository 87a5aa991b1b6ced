import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { firstError } from '~/domain/schemas/auth';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '~/domain/roles';
import { InviteSchema } from '~/domain/schemas/newsletter-admin';
import { postJson } from '~/lib/api-client';

/**
 * Invites a person by address, with the role they will have (docs/decisions/076-roles.md): checked
 * here and again by the server, the error shown at the field.
 */
export function InviteForm() {
  const revalidator = useRevalidator();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('author');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const parsed = InviteSchema.safeParse({ email, role });
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
        hint="They get a link to set a display name and password; the link works once, for 7 days. A new invitation replaces an earlier one."
      />
      <div className="space-y-1">
        <label htmlFor="invite-role" className="text-sm font-medium">
          Role
        </label>
        <select
          id="invite-role"
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          aria-describedby="invite-role-hint"
          className="block h-10 w-full rounded-md border bg-background px-3 text-sm"
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        <p id="invite-role-hint" className="text-sm text-muted-foreground">
          {ROLE_DESCRIPTIONS[role]}
        </p>
      </div>
      <Button type="submit" disabled={busy}>
        <UserPlus aria-hidden /> Send invitation
      </Button>
      <p role="status" className="text-sm">
        {sent}
      </p>
    </form>
  );
}
