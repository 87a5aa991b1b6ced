import { createHash } from 'node:crypto';
import { createEvent } from 'ics';
import { CALENDAR_EVENT_MINUTES, calendarTitle } from '~/domain/countdown-calendar';
import type { CountdownEvent } from '~/domain/countdown-event';

/**
 * A countdown as an iCalendar file (RFC 5545) that any calendar imports: one event of an hour
 * from its moment, in UTC (a time with its zone would need the zone's rules written into the
 * file), repeating every year for a yearly countdown, with the countdown's link. Written by the
 * `ics` library, which folds long lines and escapes text as the standard asks.
 */
export function countdownIcs(event: CountdownEvent, start: Date, link: string): string {
  // The same countdown gives the same UID, so importing it again updates it instead of adding a copy.
  const uid = `${createHash('sha256').update(link).digest('hex').slice(0, 32)}@unitwise`;
  const { error, value } = createEvent({
    uid,
    productId: 'unitwise/countdown',
    title: calendarTitle(event),
    description: link,
    url: link,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: CALENDAR_EVENT_MINUTES },
    ...(event.yearly ? { recurrenceRule: 'FREQ=YEARLY' } : {}),
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}

/** A file name for the download: the title's words, or "countdown". */
export function icsFileName(event: CountdownEvent): string {
  const words = event.title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${words || 'countdown'}.ics`;
}
