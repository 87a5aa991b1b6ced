import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { firstError, SignUpSchema } from '~/domain/schemas/auth';
import { postJson } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { fieldErrors, focusFirstError, formValues, type FieldErrors } from './form-values';
import { NewPasswordField } from './new-password-field';

/** Sign-up; the answer is the same for a new address and one that has an account (mailed instead). */
export function SignUpForm({ callbackURL }: { callbackURL: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = SignUpSchema.safeParse(formValues(event));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      focusFirstError(form, found);
      const issue = parsed.error.issues[0];
      const title = issue?.path[0] === 'password' ? 'Invalid Password' : issue?.path[0] === 'email' ? 'Invalid email' : 'Error';
      return void toast.error(title, { description: firstError(parsed.error) });
    }
    setErrors({});
    setBusy(true);
    const result = await postJson('/api/auth/sign-up/email', { ...parsed.data, callbackURL });
    setBusy(false);
    if (!result.ok) {
      // The server judges the address (and how often it is tried): its refusal is shown there.
      setErrors({ email: result.message });
      return void toast.error('Error', { description: result.message });
    }
    form.reset();
    toast.success('Check your email for the confirmation link.');
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id={`${id}-name`} label="Display name (shown on your posts)" name="name" autoComplete="name" maxLength={100} error={errors.name} />
      <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <NewPasswordField id={`${id}-password`} label="Password" error={errors.password} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
