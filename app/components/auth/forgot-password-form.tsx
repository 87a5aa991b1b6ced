import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { EmailSchema, firstError } from '~/domain/schemas/auth';
import { postJson } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { formValues } from './form-values';

export const RESET_LINK_SENT =
  'If an account exists for that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.';

/**
 * "Forgot password?": asks for a reset link. The answer is the same whether or not the address has
 * an account, so the page cannot be used to find out who has one.
 */
export function ForgotPasswordForm({ resetPath, linkExpired }: { resetPath: string; linkExpired: boolean }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const parsed = EmailSchema.safeParse(formValues(event).email ?? '');
    if (!parsed.success) {
      setError(firstError(parsed.error));
      email.focus();
      return void toast.error('Invalid email', { description: firstError(parsed.error) });
    }
    setError(null);
    setBusy(true);
    const result = await postJson('/api/auth/request-password-reset', { email: parsed.data, redirectTo: resetPath });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return void toast.error('Error', { description: result.message });
    }
    setSent(true);
  }

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">Reset your password</h2>
      {linkExpired && (
        <p role="alert" className="text-sm text-destructive">
          This password reset link is invalid or has expired. Ask for a new one below.
        </p>
      )}
      {sent ? (
        <p role="status" className="text-sm">
          {RESET_LINK_SENT}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-muted-foreground">
            Enter the email address of your account and we will send you a link to choose a new password.
          </p>
          <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="email" required error={error} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </div>
  );
}
