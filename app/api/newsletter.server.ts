import type { Context } from 'hono';
import { EmailSchema, firstError } from '~/domain/schemas/auth';
import { ENGLISH, languageByCode, type Language } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { translatorOf } from '~/i18n/translator.server';
import { clientAddress } from '~/services/client-address.server';
import {
  confirmSubscriber,
  findSubscriberByEmail,
  findSubscriberByUnsubscribeToken,
  insertPendingSubscriber,
  resetToPending,
  unsubscribe,
  type Subscriber,
} from '~/services/db/subscribers.server';
import { newsletterConfirmationEmail, newsletterWelcomeEmail, type MailWords } from '~/services/mail/templates.server';
import { tooManyRequests } from '~/services/rate-limit.server';
import type { Services } from '~/services/services.server';
import { jsonError, type Endpoint } from './endpoint.server';
import { log } from '~/services/logger.server';

/**
 * The newsletter with double opt-in (docs/product.md#newsletter): signup stores a pending address
 * and mails a confirmation link; the link confirms and sends a welcome mail; every mail's
 * unsubscribe link opens /newsletter/unsubscribe, whose POST (the page's button, or a mailbox
 * provider's RFC 8058 one-click POST to the List-Unsubscribe URL) unsubscribes. The pages' loaders
 * and actions and the JSON API below share these functions.
 */

export const PENDING_MESSAGE = 'Check your inbox to confirm your subscription.';
export const ALREADY_SUBSCRIBED = 'Already subscribed';
export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired.';
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid or has expired.';

/** Tokens are 43 base64url characters; anything else is refused before it reaches the database. */
function isToken(token: unknown): token is string {
  return typeof token === 'string' && /^[\w-]{16,128}$/.test(token);
}

function pageUrl(services: Services, path: string, token: string): string {
  const url = new URL(path, services.config.publicOrigin);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * The templates put one unsubscribe URL in both the visible link and the List-Unsubscribe header:
 * it is the page, whose GET only asks (link scanners follow GETs) and whose POST unsubscribes.
 */
export const unsubscribeUrl = (services: Services, s: Subscriber) =>
  pageUrl(services, pagePath(subscriberLanguage(s), 'newsletter/unsubscribe'), s.unsubscribeToken);
export const confirmUrl = (services: Services, s: Subscriber) =>
  pageUrl(services, pagePath(subscriberLanguage(s), 'newsletter/confirm'), s.confirmToken);

/** The language a subscriber signed up in; a code the site no longer has reads as English. */
export const subscriberLanguage = (s: Pick<Subscriber, 'language'>): Language => languageByCode(s.language) ?? ENGLISH;

/** The words of a subscriber's mails, in their language. */
const mailWordsOf = (s: Pick<Subscriber, 'language'>): MailWords => translatorOf(subscriberLanguage(s));

/** The language a signup names (`language`: a code of the languages table); anything else is English. */
export const signupLanguage = (code: unknown): Language => (typeof code === 'string' ? languageByCode(code) : undefined) ?? ENGLISH;

export type SignupOutcome = { state: 'pending' } | { state: 'already-subscribed' } | { state: 'recipient-limited'; wait: number };

/**
 * Signs an address up (already validated and lower-cased). A new or returning (unsubscribed)
 * reader becomes pending with a confirmation mail; a pending one gets the same link again.
 * Mails to one address are budgeted too, so many clients together cannot flood a stranger. The
 * reader's language is the page's they signed up on: their mails and links are in it.
 */
export async function signUp(services: Services, email: string, language: Language = ENGLISH): Promise<SignupOutcome> {
  const { db } = services.database;
  let subscriber = (await insertPendingSubscriber(db, email, Date.now(), language.code)) ?? (await findSubscriberByEmail(db, email));
  if (!subscriber) throw new Error('The subscriber vanished while signing up');
  if (subscriber.status === 'confirmed') return { state: 'already-subscribed' };
  const wait = await services.limits.consume('newsletter', `recipient:${subscriber.email}`);
  if (wait !== null) return { state: 'recipient-limited', wait };
  if (subscriber.status === 'unsubscribed') subscriber = (await resetToPending(db, email, language.code)) ?? subscriber;
  // Queued, not sent: the answer never waits for (or fails with) the mail relay.
  await services.mail.enqueue({
    to: subscriber.email,
    ...newsletterConfirmationEmail(
      services.config,
      { confirmUrl: confirmUrl(services, subscriber), unsubscribeUrl: unsubscribeUrl(services, subscriber) },
      mailWordsOf(subscriber),
    ),
  });
  return { state: 'pending' };
}

/**
 * Confirms by the mail's link (idempotent) and sends the welcome mail on the click that made the
 * change only. An unknown token, or the old link of an address that unsubscribed, is invalid.
 */
export async function confirmByToken(services: Services, token: unknown): Promise<'confirmed' | 'invalid'> {
  if (!isToken(token)) return 'invalid';
  const now = Date.now();
  const subscriber = await confirmSubscriber(services.database.db, token, now);
  if (!subscriber || subscriber.status !== 'confirmed') return 'invalid';
  if (subscriber.confirmedAt === now) {
    try {
      await services.mail.enqueue({
        to: subscriber.email,
        ...newsletterWelcomeEmail(services.config, { unsubscribeUrl: unsubscribeUrl(services, subscriber) }, mailWordsOf(subscriber)),
      });
    } catch (error) {
      // The subscription stands; only the courtesy mail is lost.
      log.error(error, 'The newsletter welcome mail could not be queued');
    }
  }
  return 'confirmed';
}

export type UnsubscribeLookup = { state: 'subscribed'; email: string } | { state: 'unsubscribed' } | { state: 'invalid' };

/** What the unsubscribe page shows on GET; it never changes anything. */
export async function lookUpUnsubscribe(services: Services, token: unknown): Promise<UnsubscribeLookup> {
  if (!isToken(token)) return { state: 'invalid' };
  const subscriber = await findSubscriberByUnsubscribeToken(services.database.db, token);
  if (!subscriber) return { state: 'invalid' };
  return subscriber.status === 'unsubscribed' ? { state: 'unsubscribed' } : { state: 'subscribed', email: subscriber.email };
}

/** Unsubscribes by the mail's link (idempotent). */
export async function unsubscribeByToken(services: Services, token: unknown): Promise<'unsubscribed' | 'invalid'> {
  if (!isToken(token)) return 'invalid';
  return (await unsubscribe(services.database.db, token)) ? 'unsubscribed' : 'invalid';
}

async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function tooMany(c: Context, wait: number) {
  c.header('Retry-After', String(wait));
  return jsonError(c, 429, tooManyRequests(wait), { message: tooManyRequests(wait) });
}

export const SIGNUP_FAILED = 'Failed to subscribe. Please try again.';

/** What a signup request came to: the JSON endpoint and the form's page (routes/newsletter.tsx) each say it their way. */
export type SignupResult =
  | { state: 'pending' }
  | { state: 'invalid'; message: string }
  | { state: 'already-subscribed' }
  | { state: 'too-many'; wait: number }
  | { state: 'failed' };

/**
 * A signup as a request brings it (`email`, `language`, the code of the page's language, and
 * `website`, a honeypot no person sees or fills): the client's budget first, then the address,
 * then signUp. A bot that filled the honeypot is told it succeeded; nothing is stored or sent.
 */
export async function signUpRequest(
  services: Services,
  client: string,
  body: { email?: unknown; website?: unknown; language?: unknown },
): Promise<SignupResult> {
  const wait = await services.limits.consume('newsletter', client);
  if (wait !== null) return { state: 'too-many', wait };
  const parsed = EmailSchema.safeParse(typeof body.email === 'string' ? body.email : '');
  if (!parsed.success) return { state: 'invalid', message: firstError(parsed.error) };
  if (typeof body.website === 'string' && body.website.trim() !== '') return { state: 'pending' };
  try {
    const outcome = await signUp(services, parsed.data, signupLanguage(body.language));
    return outcome.state === 'recipient-limited' ? { state: 'too-many', wait: outcome.wait } : outcome;
  } catch (error) {
    log.error(error, 'Newsletter signup failed');
    return { state: 'failed' };
  }
}

export function newsletterEndpoints(services: Services): Endpoint[] {
  return [
    {
      // The signup's body: {email, language?, website?}; `website` is a honeypot no person sees.
      method: 'POST',
      path: '/newsletter',
      access: 'public',
      handler: async (c) => {
        const client = clientAddress(c, services.config.trustProxy);
        const body = await readJsonObject(c);
        // An unreadable body still spends the client's budget, as every attempt does.
        const result = await signUpRequest(services, client, body ?? {});
        if (result.state === 'too-many') return tooMany(c, result.wait);
        if (!body) return jsonError(c, 400, 'Invalid request body');
        switch (result.state) {
          case 'invalid':
            return jsonError(c, 400, result.message, { field: 'email' });
          case 'failed':
            return jsonError(c, 500, SIGNUP_FAILED, { message: SIGNUP_FAILED });
          case 'already-subscribed':
            return jsonError(c, 409, ALREADY_SUBSCRIBED, { message: ALREADY_SUBSCRIBED });
          case 'pending':
            return c.json({ status: 'pending', message: PENDING_MESSAGE });
        }
      },
    },
    {
      // RFC 8058 one-click unsubscribe for clients that POST here (`List-Unsubscribe=One-Click`);
      // mailbox providers send neither cookies nor Origin, and the token alone authorizes.
      method: 'POST',
      path: '/newsletter/unsubscribe',
      access: 'public',
      body: 'any',
      handler: async (c) => {
        const token = c.req.query('token');
        if (!token) return jsonError(c, 400, 'The unsubscribe token is missing');
        if ((await unsubscribeByToken(services, token)) === 'invalid') return jsonError(c, 404, INVALID_UNSUBSCRIBE_LINK);
        return c.json({ status: 'unsubscribed', message: 'You have been unsubscribed.' });
      },
    },
  ];
}
