import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { firstError } from '~/domain/schemas/auth';
import { ChangePasswordSchema, DisplayNameSchema } from '~/domain/schemas/newsletter-admin';
import { postJson } from '~/lib/api-client';
import { fieldErrors, formValues, type FieldErrors } from './form-values';
import { NewPasswordField } from './new-password-field';

/** The display name shown in bylines (better-auth's update-user; the server keeps its limit too). */
export function DisplayNameForm({ name }: { name: string }) {
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const parsed = DisplayNameSchema.safeParse(formValues(event).name ?? '');
    if (!parsed.success) return setError(firstError(parsed.error));
    setBusy(true);
    const result = await postJson('/api/auth/update-user', { name: parsed.data });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setSaved(parsed.data ? `Your posts now show “${parsed.data}”.` : 'Your posts now show the team name.');
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <Field
        id="account-name"
        label="Display name"
        name="name"
        defaultValue={name}
        maxLength={100}
        autoComplete="name"
        error={error}
        hint="Shown as the author of your posts; empty shows the team name."
      />
      <Button type="submit" disabled={busy}>
        Save name
      </Button>
      <p role="status" className="text-sm">
        {saved}
      </p>
    </form>
  );
}

/** Changes the password; other sessions end (better-auth's change-password). */
export function ChangePasswordForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSaved(null);
    const parsed = ChangePasswordSchema.safeParse(formValues(event));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setBusy(true);
    const result = await postJson('/api/auth/change-password', { ...parsed.data, revokeOtherSessions: true });
    setBusy(false);
    if (!result.ok) {
      // better-auth's refusal of a wrong current password is about that field; the rules are the new one's.
      const field = result.code === 'INVALID_PASSWORD' ? 'currentPassword' : 'newPassword';
      return setErrors({ [field]: result.message });
    }
    setErrors({});
    form.reset();
    setSaved('Password changed. Other devices were signed out.');
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <Field
        id="account-current-password"
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <NewPasswordField id="account-new-password" label="New password" name="newPassword" error={errors.newPassword} />
      <Button type="submit" disabled={busy}>
        Change password
      </Button>
      <p role="status" className="text-sm">
        {saved}
      </p>
    </form>
  );
}
