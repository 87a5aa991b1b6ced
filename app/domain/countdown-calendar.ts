/**
 * A countdown's "Add to calendar" links (docs/product.md#countdown): Google Calendar's and Outlook on
 * the web's new-event forms, filled in with the event's moment in UTC. A module of its own, so the
 * page's first script does not carry them (they load with the event card, ADR 058).
 */
import type { CountdownEvent } from './countdown-event';

const MINUTE_MS = 60_000;

/** 20261225T000000Z: a UTC moment as calendar links and files write it. */
export const compactUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** How long an added event lasts: a countdown has a moment, calendars want a span. */
export const CALENDAR_EVENT_MINUTES = 60;

/** The title calendars show: the event's own, or what the site calls an untitled countdown. */
export const calendarTitle = (event: CountdownEvent) => event.title || 'Countdown';

/**
 * How a yearly event repeats, as RFC 5545 writes it: every year on its day, and a 29 February on
 * the last day of February (the 29th in leap years, the 28th in others), as the page counts it.
 */
export const yearlyRule = (event: CountdownEvent) => (/^\d{4}-02-29T/.test(event.local) ? 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'FREQ=YEARLY');

/** A link that opens Google Calendar's new-event form filled in with the event. */
export function googleCalendarLink(event: CountdownEvent, start: Date, details: string): string {
  const end = new Date(start.getTime() + CALENDAR_EVENT_MINUTES * MINUTE_MS);
  const params = new URLSearchParams({ action: 'TEMPLATE', text: calendarTitle(event), dates: `${compactUtc(start)}/${compactUtc(end)}`, details });
  if (event.zone) params.set('ctz', event.zone);
  if (event.yearly) params.set('recur', `RRULE:${yearlyRule(event)}`);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** A link that opens Outlook on the web's new-event form filled in with the event. */
export function outlookCalendarLink(event: CountdownEvent, start: Date, details: string): string {
  const end = new Date(start.getTime() + CALENDAR_EVENT_MINUTES * MINUTE_MS);
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: calendarTitle(event),
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: details,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
