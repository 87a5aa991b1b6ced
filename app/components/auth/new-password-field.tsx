import { Field } from '~/components/ui/field';
import { PASSWORD_HINT } from '~/domain/schemas/auth';

/** A field for a new password, with SPEC's hint under it (sign-up and password reset). */
export function NewPasswordField({ id, label }: { id: string; label: string }) {
  return <Field id={id} label={label} name="password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} />;
}
