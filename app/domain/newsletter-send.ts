import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * A newsletter send as the admin reads about it (docs/decisions/069-newsletter-waits-for-publication.md):
 * the send screen and the API's answer say the same words.
 */
export interface SendSummary {
  status: 'scheduled' | 'sending' | 'done';
  /** While scheduled: the publication it waits for (null while the post is unpublished). */
  sendAt: number | null;
  total: number;
}

/**
 * 'Will be sent at publication, 1 Jan 2027 09:00 UTC'. In UTC, as the preview's scheduled banner
 * is: the server does not know the admin's zone, and the page must read the same before and after
 * hydration.
 */
export function waitingSendText(sendAt: number | null): string {
  if (sendAt === null) return 'Will be sent when the post is published.';
  return `Will be sent at publication, ${format(new TZDate(sendAt, 'UTC'), 'd MMM yyyy HH:mm')} UTC`;
}

export function sendNote(send: SendSummary): string {
  if (send.status === 'scheduled') return waitingSendText(send.sendAt);
  if (send.status === 'done') return 'This post has been sent.';
  return `Sending to ${send.total} subscriber${send.total === 1 ? '' : 's'}.`;
}
