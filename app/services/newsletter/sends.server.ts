import { randomUUID } from 'node:crypto';
import { sendNote } from '~/domain/newsletter-send';
import { isPublicAt } from '~/domain/posts';
import { createSend, getSendOfPost, getSendProgress, type SendProgress } from '../db/newsletter-sends.server';
import type { BlogPost } from '../db/post-rows.server';
import { getPostById } from '../db/posts-admin.server';
import { findSubscriberByEmail } from '../db/subscribers.server';
import { newsletterPostEmail } from '../mail/templates.server';
import type { Services } from '../services.server';
import { newsletterPostContent, newsletterSnapshot } from './post-content.server';

/**
 * What the admin's newsletter actions do (docs/decisions/061-newsletter-sending.md): a test copy to
 * the admin through the mail queue, and the send to every confirmed subscriber as a durable job,
 * which for a scheduled post waits for its publication (docs/decisions/069-newsletter-waits-for-publication.md).
 */

export type SendRefusal = { refused: 'not-found' } | { refused: 'not-published' };

export const NOT_PUBLISHED = 'Only a published post can be sent as a newsletter.';

async function publishedPost(services: Services, postId: string): Promise<SendRefusal | { post: BlogPost }> {
  const post = await getPostById(services.database.db, postId);
  if (!post) return { refused: 'not-found' };
  if (!post.published) return { refused: 'not-published' };
  return { post };
}

/** Mails the post to one admin, marked as a test; their own unsubscribe link if they subscribed. */
export async function sendTestNewsletter(services: Services, postId: string, to: string): Promise<SendRefusal | { to: string }> {
  const found = await publishedPost(services, postId);
  if ('refused' in found) return found;
  const { publicOrigin } = services.config;
  const subscriber = await findSubscriberByEmail(services.database.db, to);
  const unsubscribeUrl =
    subscriber?.status === 'confirmed' ? `${publicOrigin}/newsletter/unsubscribe?token=${encodeURIComponent(subscriber.unsubscribeToken)}` : null;
  const content = await newsletterPostContent(found.post, publicOrigin);
  await services.mail.enqueue({ to, ...newsletterPostEmail(services.config, content, unsubscribeUrl, { test: true }) });
  return { to };
}

/**
 * Starts sending a published post to every confirmed subscriber, or returns the send already
 * asked for: a post is sent once, and asking again sends nothing new. A post not public yet (a
 * scheduled one) is not mailed now: its send waits, and the worker starts it at the publication
 * with the post as it is then. Even a test copy is allowed before: it goes to the admin alone.
 */
export async function startNewsletterSend(
  services: Services,
  postId: string,
  createdBy: string | null,
  now = Date.now(),
): Promise<SendRefusal | { send: SendProgress; created: boolean; message: string }> {
  const { db } = services.database;
  const existing = await getSendOfPost(db, postId);
  if (existing) return { send: existing, created: false, message: sendNote(existing) };
  const found = await publishedPost(services, postId);
  if ('refused' in found) return found;
  const { subject, content } = isPublicAt(found.post, now)
    ? await newsletterSnapshot(found.post, services.config.publicOrigin)
    : { subject: found.post.title, content: null };
  const { sendId, created } = await createSend(db, { id: randomUUID(), postId, subject, content, createdBy, now });
  services.newsletter.wake();
  const send = await getSendProgress(db, sendId);
  if (!send) throw new Error('The newsletter send vanished after it was stored');
  return { send, created, message: sendNote(send) };
}

/** How many confirmed subscribers a send of the post would reach now: those of the post's language. */
export async function confirmedSubscriberCount(services: Services, postId: string): Promise<number> {
  const row = await services.database.db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'confirmed')
    .where('newsletter_subscribers.language', '=', (eb) =>
      eb.selectFrom('blog_posts').select('blog_posts.language').where('blog_posts.id', '=', postId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
