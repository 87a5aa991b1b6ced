import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmailSchema } from '~/domain/schemas/auth';
import { postJson } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { retryText, type NewsletterWords, type SignupState } from './newsletter-messages';

/** The toast for a signup's outcome (docs/product.md#messages). */
function toastOutcome(words: NewsletterWords, state: SignupState, description?: string) {
  const message = words.outcomes[state];
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

export interface NewsletterBoxProps {
  /** The page's language (`es`): the subscriber's mails are in it. */
  language: string;
  /** The newsletter page in that language, where the form is posted without script. */
  action: string;
  /** The privacy policy in that language. */
  privacy: string;
  words: NewsletterWords;
  className?: string;
}

/** The wait the API's "Too many requests" answer names, in seconds (app/domain/retry-wait.ts writes it). */
function waitOf(message: string): number | null {
  const match = /in (\d+) (second|minute)/.exec(message);
  return match ? Number(match[1]) * (match[2] === 'minute' ? 60 : 1) : null;
}

/**
 * The newsletter signup box of the blog pages (docs/product.md#newsletter): idle, 'Subscribing...',
 * then a result; double opt-in, so success means "check your inbox". The `website` field is a
 * honeypot that people never see or reach; bots that fill it are told they succeeded. Its words are
 * the page's language's, as props.
 */
export function NewsletterBox({ language, action, privacy, words, className }: NewsletterBoxProps) {
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
      setError(words.invalidEmail);
      return toastOutcome(words, 'invalid', words.invalidEmail);
    }
    setError(null);
    setBusy(true);
    const result = await postJson('/api/newsletter', { email: parsed.data, language, website: String(values.get('website') ?? '') });
    setBusy(false);
    if (!result.ok) {
      const state = failureState(result.status, result.message);
      // The limit's answer says the real wait after "Too many requests. ".
      const seconds = state === 'too-many' ? waitOf(result.message) : null;
      const wait = seconds === null ? undefined : retryText(words, seconds);
      if (state === 'invalid') setError(words.invalidEmail);
      else {
        const { title, description } = words.outcomes[state];
        setOutcome(state === 'too-many' ? `${title}. ${wait ?? description}` : description);
      }
      return toastOutcome(words, state, state === 'invalid' ? words.invalidEmail : wait);
    }
    form.reset();
    setOutcome(words.checkInbox);
    toastOutcome(words, 'pending');
  }

  return (
    <Card aria-labelledby={`${id}-title`} className={cn('p-6', className)}>
      <div className="flex items-start gap-3">
        <Mail aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {words.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{words.text}</p>
        </div>
      </div>
      {/* Without script the form is posted to /newsletter, whose page says how the signup went. */}
      <form method="post" action={action} onSubmit={submit} noValidate className="relative mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {words.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={words.placeholder}
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
          {busy ? words.subscribing : words.subscribe}
        </Button>
      </form>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <p role="status" className="mt-3 text-sm text-muted-foreground">
        {outcome ?? <PrivacyLine text={words.privacy} href={privacy} />}
      </p>
    </Card>
  );
}

/** The line under the form: its words, with the part in `<link>…</link>` linked to the privacy policy. */
function PrivacyLine({ text, href }: { text: string; href: string }) {
  const [before, chunk = '', after = ''] = text.split(/<link>|<\/link>/);
  return (
    <>
      {before}
      <a href={href} className="underline underline-offset-4">
        {chunk}
      </a>
      {after}
    </>
  );
}
