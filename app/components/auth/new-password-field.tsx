import { Field } from '~/components/ui/field';
import { PASSWORD_HINT } from '~/domain/schemas/auth';

/** A field for a new password, with the sign-up hint under it (sign-up and password reset; docs/product.md#accounts). */
export function NewPasswordField({ id, label }: { id: string; label: string }) {
  return <Field id={id} label={label} name="password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} />;
}
