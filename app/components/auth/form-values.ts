import type { FormEvent } from 'react';

/** A submitted form's fields as texts. */
export function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  return Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
}

/** Messages by field name; a field without one shows none. */
export type FieldErrors = Record<string, string | undefined>;

/** The first message per field of a failed parse, for showing each at its field (`whole` names the field of a parse of one value). */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[], whole = 'form'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? whole)] ??= issue.message;
  return errors;
}

/** Moves focus to the first field of `form` that has an error, so the message under it is read out and fixed first. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  const field = [...form.elements].find((element) => element instanceof HTMLInputElement && errors[element.name]);
  (field as HTMLInputElement | undefined)?.focus();
}
