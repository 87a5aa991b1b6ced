/**
 * What a newsletter signup came to, in the words of docs/product.md#messages: the box shows them as
 * toasts, the page the box's form is sent to without script (routes/newsletter.tsx) as its heading
 * and text.
 */
export type SignupState = 'pending' | 'invalid' | 'already-subscribed' | 'too-many' | 'failed';

export const SIGNUP_MESSAGES: Readonly<Record<SignupState, { title: string; description: string }>> = {
  pending: { title: 'Success!', description: 'Thank you for subscribing to our newsletter.' },
  // The reason is the address check's own message ('Please enter a valid email address').
  invalid: { title: 'Invalid email', description: '' },
  'already-subscribed': { title: 'Already subscribed', description: "You're already on our mailing list!" },
  'too-many': { title: 'Too many attempts', description: 'Please try again in a few minutes.' },
  failed: { title: 'Error', description: 'Failed to subscribe. Please try again.' },
};

/** After a signup: double opt-in, so the reader still has to confirm. */
export const CHECK_INBOX = 'Almost done: check your inbox and click the link in our e-mail to confirm your subscription.';
