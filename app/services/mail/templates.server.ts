import { IntlMessageFormat } from 'intl-messageformat';
import english from '../../../content/i18n/en/messages/newsletter.json';
import type { PublicConfig } from '../config.server';

/**
 * The site's e-mails as pure functions. Each message is built once as blocks and rendered twice,
 * as plain text and as HTML, so the two parts cannot drift apart. Every interpolated value is
 * HTML-escaped; the action link is the first link of the text, which the outbox log line shows.
 *
 * No user-supplied text (display name, message) goes into these mails: they reach addresses that
 * are not confirmed yet, and anyone could otherwise sign a stranger up to send them a phishing line
 * in our name.
 */

export type MailSite = Pick<PublicConfig, 'siteName' | 'teamName' | 'publicOrigin'>;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** `article` is a post's body: HTML already sanitized by the article pipeline, with its text form. */
type Block = { p: string } | { action: string; url: string } | { note: string } | { article: { html: string; text: string } };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Only our own http(s) links belong in a mail; anything else is a programming error. */
function httpUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) link: ${url.protocol}`);
  return url.href; // normalised: no raw spaces, quotes or angle brackets left to break a header
}

/** RFC 8058 one-click unsubscribe: mailbox providers show an "Unsubscribe" button and POST to it. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${httpUrl(unsubscribeUrl)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function render(site: MailSite, subject: string, blocks: Block[]): MailContent {
  const signature = `— ${site.teamName}`;
  const text = [
    ...blocks.map((b) => ('p' in b ? b.p : 'note' in b ? b.note : 'article' in b ? b.article.text : `${b.action}:\n${httpUrl(b.url)}`)),
    `${signature}\n${site.siteName} · ${site.publicOrigin}`,
  ].join('\n\n');

  const font = 'font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;line-height:1.5;color:#1f2937';
  const body = blocks
    .map((b) => {
      if ('p' in b) return `<p style="margin:0 0 16px">${escapeHtml(b.p)}</p>`;
      if ('note' in b) return `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(b.note)}</p>`;
      // A word longer than the line (a long address) breaks rather than widening the mail.
      if ('article' in b) return `<div style="margin:0 0 16px;overflow-wrap:break-word">${b.article.html}</div>`;
      const href = escapeHtml(httpUrl(b.url));
      return (
        `<p style="margin:0 0 8px"><a href="${href}" style="display:inline-block;padding:10px 18px;` +
        `background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(b.action)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">${href}</p>`
      );
    })
    .join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f9fafb"><div style="max-width:560px;margin:0 auto;${font}">
${body}
<p style="margin:24px 0 0">${escapeHtml(signature)}<br><a href="${escapeHtml(httpUrl(site.publicOrigin))}" style="color:#2563eb">${escapeHtml(site.siteName)}</a></p>
</div></body></html>`;
  return { subject, text, html };
}

/** A newsletter mail's words: a key of the newsletter messages, formatted in the reader's language. */
export type MailWords = (key: keyof typeof english, values?: Record<string, string>) => string;

/** A reader's language as their mails need it: its words, and the address of its unsubscribe page. */
export interface MailLanguage {
  say: MailWords;
  unsubscribePath: `/${string}`;
}

/** Each language's MailLanguage by its code (app/i18n/mail-words.server.ts); English for a code the site does not have. */
export type MailLanguageOf = (language: string) => MailLanguage;

/** English, the language of mails whose sender was given no other (tests, and until the site is loaded). */
export const ENGLISH_MAIL: MailLanguage = { say: (key, values) => englishMailWords(key, values), unsubscribePath: '/newsletter/unsubscribe' };

/**
 * English, the words when no language is given (the test sends and the admin's mails). This module
 * reads the English file itself: it is loaded where the catalogs of every language are not (the
 * services run from source by tsx in development), so the callers that have a reader's language
 * get that language's words from the translator (app/i18n/mail-words.server.ts): the API's
 * handlers, and the newsletter's sender once the site gave it them (http/index.ts).
 */
export const englishMailWords: MailWords = (key, values) => String(new IntlMessageFormat(english[key], 'en-US').format(values));

/** Sent at sign-up; the link confirms the address and lands on /blog-admin. */
export function accountConfirmationEmail(site: MailSite, confirmUrl: string): MailContent {
  return render(site, `Confirm your e-mail address for ${site.siteName}`, [
    {
      p: `Welcome to ${site.siteName}. Please confirm that this is your e-mail address to finish creating your account.`,
    },
    { action: 'Confirm my e-mail address', url: confirmUrl },
    {
      note: 'You cannot sign in until the address is confirmed. If you did not sign up, ignore this e-mail: no account will be activated.',
    },
  ]);
}

/** Double opt-in: nothing is sent to the address again unless the confirm link is followed. */
export function newsletterConfirmationEmail(
  site: MailSite,
  links: { confirmUrl: string; unsubscribeUrl: string },
  say: MailWords = englishMailWords,
): MailContent {
  const { siteName } = site;
  return {
    ...render(site, say('newsletter.mail.confirmSubject', { siteName }), [
      { p: say('newsletter.mail.confirmText', { siteName }) },
      { action: say('newsletter.mail.confirmAction'), url: links.confirmUrl },
      { note: say('newsletter.mail.confirmNote') },
      { action: say('newsletter.mail.unsubscribe'), url: links.unsubscribeUrl },
    ]),
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
  };
}

/** Sent once the subscription is confirmed. */
export function newsletterWelcomeEmail(site: MailSite, links: { unsubscribeUrl: string }, say: MailWords = englishMailWords): MailContent {
  const { siteName } = site;
  return {
    ...render(site, say('newsletter.mail.welcomeSubject', { siteName }), [
      { p: say('newsletter.mail.welcomeText', { siteName }) },
      { p: say('newsletter.mail.welcomeUnsubscribe') },
      { action: say('newsletter.mail.unsubscribe'), url: links.unsubscribeUrl },
    ]),
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
  };
}

/** Sent on "Forgot password?"; the link works once and expires (see auth.server.ts). */
export function passwordResetEmail(site: MailSite, resetUrl: string, validMinutes: number): MailContent {
  return render(site, `Reset your ${site.siteName} password`, [
    { p: `Someone, hopefully you, asked to reset the password of the ${site.siteName} account for this address.` },
    { action: 'Choose a new password', url: resetUrl },
    {
      note: `The link works once, for ${validMinutes} minutes. Choosing a new password signs the account out everywhere. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    },
  ]);
}

/**
 * Sent when someone signs up with an address that already has an account. The sign-up page answers
 * as it does for a new address (it must not reveal which addresses have accounts); the owner of
 * the address learns here what happened and how to get in.
 */
export function existingAccountEmail(site: MailSite, links: { signInUrl: string; resetUrl: string }): MailContent {
  return render(site, `You already have a ${site.siteName} account`, [
    {
      p: `Someone, hopefully you, tried to create a ${site.siteName} account with this address. It already has one, so no new account was made.`,
    },
    { action: 'Sign in', url: links.signInUrl },
    { p: 'Forgot your password? Ask for a link to choose a new one:' },
    { action: 'Reset my password', url: links.resetUrl },
    { note: 'If this was not you, ignore this e-mail: nothing has changed.' },
  ]);
}

/** A published post as the newsletter mails it (app/services/newsletter/post-content.server.ts makes it). */
export interface NewsletterPost {
  title: string;
  excerpt: string | null;
  url: string;
  html: string;
  text: string;
}

/**
 * A post sent to the newsletter's confirmed subscribers, with RFC 8058 one-click unsubscribe.
 * The post is the admins' own text, sanitized like the article, in its own language; the mail's
 * words around it are the subscriber's (`say`), who reads the blog of the post's language. It goes
 * only to addresses that confirmed. A test send to an admin who is no subscriber has no
 * unsubscribe link to give, and says so in English, as the admin does.
 */
export function newsletterPostEmail(
  site: MailSite,
  post: NewsletterPost,
  unsubscribeUrl: string | null,
  options: { test?: boolean; say?: MailWords } = {},
): MailContent {
  const say = options.say ?? englishMailWords;
  const heading = `<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3">${escapeHtml(post.title)}</h1>`;
  const lead = post.excerpt ? `<p style="margin:0 0 16px;color:#4b5563">${escapeHtml(post.excerpt)}</p>` : '';
  const content = render(site, options.test ? `Test: ${post.title}` : post.title, [
    ...(options.test ? [{ note: `A test send to you. Subscribers get this without the "Test:" before the subject.` }] : []),
    { article: { html: heading + lead + post.html, text: [post.title, post.excerpt, post.text].filter(Boolean).join('\n\n') } },
    { action: say('newsletter.mail.readOnSite'), url: post.url },
    { note: say('newsletter.mail.postReason', { siteName: site.siteName }) },
    ...(unsubscribeUrl
      ? [{ action: say('newsletter.mail.unsubscribe'), url: unsubscribeUrl }]
      : [{ note: 'Each subscriber’s copy ends with an unsubscribe link of its own.' }]),
  ]);
  return unsubscribeUrl ? { ...content, headers: listUnsubscribeHeaders(unsubscribeUrl) } : content;
}

/** An admin's invitation to write for the blog; the link works once, for `validDays`. */
export function authorInviteEmail(site: MailSite, inviteUrl: string, validDays: number): MailContent {
  return render(site, `You are invited to write for ${site.siteName}`, [
    { p: `An admin of ${site.siteName} invited this address to write articles for the blog.` },
    { action: 'Accept the invitation', url: inviteUrl },
    {
      note: `The link works once, for ${validDays} days. If you did not expect it, ignore this e-mail: nothing happens unless the link is followed.`,
    },
  ]);
}
