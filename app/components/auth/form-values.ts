import type { FormEvent } from 'react';

/** A submitted form's fields as texts. */
export function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  return Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
}
