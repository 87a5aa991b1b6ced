import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { firstError, PasswordSchema } from '~/domain/schemas/auth';
import { postJson } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { formValues } from './form-values';
import { NewPasswordField } from './new-password-field';

/** The mailed link's landing: a new password under the sign-up rules (docs/product.md#accounts); the token is used once. */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: { token: string; onDone: () => void; onInvalidLink: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = event.currentTarget.elements.namedItem('password') as HTMLInputElement;
    const parsed = PasswordSchema.safeParse(formValues(event).password ?? '');
    if (!parsed.success) {
      setError(firstError(parsed.error));
      password.focus();
      return void toast.error('Invalid Password', { description: firstError(parsed.error) });
    }
    setError(null);
    setBusy(true);
    const result = await postJson('/api/auth/reset-password', { token, newPassword: parsed.data });
    setBusy(false);
    if (!result.ok) {
      if (result.code === 'INVALID_TOKEN') return onInvalidLink();
      setError(result.message);
      return void toast.error('Error', { description: result.message });
    }
    toast.success('Your password has been changed.', { description: 'Sign in with your new password.' });
    onDone();
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <h2 className="text-xl font-semibold">Choose a new password</h2>
      <NewPasswordField id={`${id}-password`} label="New password" error={error} />
      <p className="text-sm text-muted-foreground">Changing your password signs your account out on every device.</p>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
