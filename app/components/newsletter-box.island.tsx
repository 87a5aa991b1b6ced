import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmailSchema, firstError } from '~/domain/schemas/auth';
import { postJson } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { CHECK_INBOX, SIGNUP_MESSAGES, type SignupState } from './newsletter-messages';

/** The toast for a signup's outcome (docs/product.md#messages). */
function toastOutcome(state: SignupState, description?: string) {
  const message = SIGNUP_MESSAGES[state];
  const options = { description: description ?? message.description };
  if (state === 'pending') toast.success(message.title, options);
  else if (state === 'already-subscribed') toast(message.title, options);
  else toast.error(message.title, options);
}

/** The outcome the API's error answer stands for. */
function failureState(status: number, message: string): SignupState {
  if (status === 409 || message.includes('Already subscribed')) return 'already-subscribed';
  if (message.includes('Too many requests')) return 'too-many';
  // The server checks the address with the same schema; it only disagrees if the page is stale.
  if (status === 400 && (message.startsWith('Please enter') || message.startsWith('Email must'))) return 'invalid';
  return 'failed';
}

/**
 * The newsletter signup box of the blog pages (docs/product.md#newsletter): idle, 'Subscribing...',
 * then a result; double opt-in, so success means "check your inbox". The `website` field is a
 * honeypot that people never see or reach; bots that fill it are told they succeeded.
 */
export function NewsletterBox({ className }: { className?: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  // The last signup's outcome, said in the box as its toast says it: a toast goes away.
  const [outcome, setOutcome] = useState<string | null>(null);
  // A refused address is said at the field too, not only in a toast that goes away.
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const parsed = EmailSchema.safeParse(String(values.get('email') ?? ''));
    if (!parsed.success) {
      setError(firstError(parsed.error));
      return toastOutcome('invalid', firstError(parsed.error));
    }
    setError(null);
    setBusy(true);
    const result = await postJson('/api/newsletter', { email: parsed.data, website: String(values.get('website') ?? '') });
    setBusy(false);
    if (!result.ok) {
      const state = failureState(result.status, result.message);
      // The limit's answer says the real wait after "Too many requests. ".
      const wait = state === 'too-many' ? /Please try again in .+$/.exec(result.message)?.[0] : undefined;
      if (state === 'invalid') setError(result.message);
      else {
        const { title, description } = SIGNUP_MESSAGES[state];
        setOutcome(state === 'too-many' ? `${title}. ${wait ?? description}` : description);
      }
      return toastOutcome(state, state === 'invalid' ? result.message : wait);
    }
    form.reset();
    setOutcome(CHECK_INBOX);
    toastOutcome('pending');
  }

  return (
    <Card aria-labelledby={`${id}-title`} className={cn('p-6', className)}>
      <div className="flex items-start gap-3">
        <Mail aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            Get new articles by email
          </h2>
          <p className="text-sm text-muted-foreground">
            Guides to units, measurement and the maths behind everyday conversions. We first send you a link to confirm your address, and every e-mail
            has a one-click unsubscribe link.
          </p>
        </div>
      </div>
      {/* Without script the form is posted to /newsletter, whose page says how the signup went. */}
      <form method="post" action="/newsletter" onSubmit={submit} noValidate className="relative mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={320}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 w-full rounded-md border bg-background px-3 text-base sm:flex-1"
        />
        {/* Honeypot: off-screen, hidden from assistive technology and out of the tab order. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <p role="status" className="mt-3 text-sm text-muted-foreground">
        {outcome ?? (
          <>
            We use your address only for the newsletter. See our{' '}
            <a href="/privacy" className="underline underline-offset-4">
              privacy policy
            </a>
            .
          </>
        )}
      </p>
    </Card>
  );
}
