import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { firstError, SignInSchema } from '~/domain/schemas/auth';
import { postJson } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { fieldErrors, focusFirstError, formValues, type FieldErrors } from './form-values';

/** What the password field is: a saved password, offered by the browser. */
const CURRENT_PASSWORD = { type: 'password', autoComplete: 'current-password', required: true } as const;

/**
 * Sign-in. On success the page's loader decides where the account goes (an admin to the dashboard,
 * anyone else to the signed-in view), so no toast here contradicts what follows.
 */
export function SignInForm({ callbackURL, onSignedIn }: { callbackURL: string; onSignedIn: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = SignInSchema.safeParse(formValues(event));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      focusFirstError(form, found);
      return void toast.error('Error', { description: firstError(parsed.error) });
    }
    setErrors({});
    setBusy(true);
    const result = await postJson('/api/auth/sign-in/email', { ...parsed.data, callbackURL });
    setBusy(false);
    if (!result.ok) {
      // An address not confirmed yet is the address's matter; anything else (wrong credentials, too
      // many attempts) is shown under the password, the field the next attempt changes.
      const unconfirmed = result.code === 'EMAIL_NOT_VERIFIED';
      const description = unconfirmed ? 'Please confirm your email address first. We have sent you a new confirmation link.' : result.message;
      setErrors({ [unconfirmed ? 'email' : 'password']: description });
      return void toast.error('Error', { description });
    }
    toast.success('You are now logged in.');
    onSignedIn();
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Field id={`${id}-password`} label="Password" name="password" {...CURRENT_PASSWORD} error={errors.password} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth?view=forgot" className="text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
