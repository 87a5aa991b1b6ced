import type { Translator } from '~/i18n/t';

/**
 * What a newsletter signup came to, in the words of docs/product.md#messages: the box shows them as
 * toasts, the page the box's form is sent to without script (routes/newsletter.tsx) as its heading
 * and text.
 */
export type SignupState = 'pending' | 'invalid' | 'already-subscribed' | 'too-many' | 'failed';

/**
 * The newsletter box's words in the page's language, formatted on the server: the box is an
 * island, which gets its words as props and never the catalog (ADR 083).
 */
export interface NewsletterWords {
  heading: string;
  text: string;
  emailLabel: string;
  placeholder: string;
  subscribe: string;
  subscribing: string;
  /** The line under the form, its link as `<link>…</link>`. */
  privacy: string;
  /** What a refused address is told (the API's own reason is English, as APIs are). */
  invalidEmail: string;
  outcomes: Readonly<Record<SignupState, { title: string; description: string }>>;
  checkInbox: string;
  /**
   * "Please try again in …" for the wait the API names, by unit: the words for 1 and, with `#` for
   * the number, for more (every language of the site writes a count of 1 apart from larger ones).
   */
  retry: { second: readonly [string, string]; minute: readonly [string, string] };
}

export function newsletterWords(t: Translator): NewsletterWords {
  const retry = (unit: 'second' | 'minute') =>
    [t('newsletter.signup.retry', { count: 1, unit }), t('newsletter.signup.retry', { count: 2, unit }).replace('2', '#')] as const;
  return {
    heading: t('newsletter.box.heading'),
    text: t('newsletter.box.text'),
    emailLabel: t('newsletter.box.emailLabel'),
    placeholder: t('newsletter.box.placeholder'),
    subscribe: t('newsletter.box.subscribe'),
    subscribing: t('newsletter.box.subscribing'),
    privacy: t('newsletter.box.privacy'),
    invalidEmail: t('newsletter.box.invalidEmail'),
    outcomes: {
      pending: { title: t('newsletter.signup.pendingTitle'), description: t('newsletter.signup.pendingText') },
      // The reason is the address check's own message ('Please enter a valid email address').
      invalid: { title: t('newsletter.signup.invalidTitle'), description: '' },
      'already-subscribed': { title: t('newsletter.signup.alreadyTitle'), description: t('newsletter.signup.alreadyText') },
      'too-many': { title: t('newsletter.signup.tooManyTitle'), description: t('newsletter.signup.tooManyText') },
      failed: { title: t('newsletter.signup.failedTitle'), description: t('newsletter.signup.failedText') },
    },
    checkInbox: t('newsletter.signup.checkInbox'),
    retry: { second: retry('second'), minute: retry('minute') },
  };
}

/** "Please try again in 7 minutes." in the box's words, for a wait of `seconds`, as the API counts it (app/domain/retry-wait.ts). */
export function retryText(words: NewsletterWords, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [unit, n] = s < 60 ? (['second', s] as const) : (['minute', Math.ceil(s / 60)] as const);
  const [one, other] = words.retry[unit];
  return n === 1 ? one : other.replace('#', String(n));
}
