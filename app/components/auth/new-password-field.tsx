import { Field } from '~/components/ui/field';
import { PASSWORD_HINT } from '~/domain/schemas/auth';

/** A field for a new password, with the sign-up hint under it (sign-up, password reset and change; docs/product.md#accounts). */
export function NewPasswordField({ id, label, name = 'password', error }: { id: string; label: string; name?: string; error?: string | null }) {
  return <Field id={id} label={label} name={name} type="password" autoComplete="new-password" required hint={PASSWORD_HINT} error={error} />;
}
