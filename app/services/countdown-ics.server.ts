import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { CALENDAR_EVENT_MINUTES, calendarTitle, compactUtc, yearlyRule } from '~/domain/countdown-calendar';
import { happensTwice, type CountdownEvent } from '~/domain/countdown-event';
import { slugify } from '~/domain/slug';

/** The zone's VTIMEZONE block and the TZID it names (an alias's canonical name), or null for a zone the library lacks. */
function vtimezone(zone: string): { block: string; tzid: string } | null {
  const found = tzlib_get_ical_block(zone);
  if (!Array.isArray(found) || !found[0] || !found[1]) return null;
  return { block: found[0], tzid: found[1].replace(/^TZID=/, '') };
}

/**
 * A countdown as an iCalendar file (RFC 5545) that any calendar imports: one event of an hour from
 * its moment, with the countdown's link, written in the event's own zone (`DTSTART;TZID=…` and the
 * zone's rules as a VTIMEZONE), so a yearly countdown stays at its wall-clock time in years when
 * DST falls differently (ADR 058). A zone without published rules is written in UTC. Written by
 * `ical-generator`, which folds long lines and escapes text as the standard asks; the rules come
 * from `timezones-ical-library`.
 *
 * Its end is written in UTC (ADR 082): in the hour that repeats when clocks fall back, 01:30 EDT
 * plus an hour is 01:30 EST, the same wall-clock time, which a calendar reads as the first 01:30 (a
 * zero-length event). RFC 5545 lets DTEND name UTC while DTSTART names a zone; a yearly event's
 * occurrences then all last the first one's hour. A one-off event in that repeated hour starts in
 * UTC too: RFC 5545 reads such a local time as its first occurrence, as the page does, but not every
 * calendar does (ical.js takes the second).
 */
export function countdownIcs(event: CountdownEvent & { zone: string }, start: Date, link: string): string {
  // The same countdown gives the same UID, so importing it again updates it instead of adding a copy.
  const uid = `${createHash('sha256').update(link).digest('hex').slice(0, 32)}@unitwise`;
  const zone = event.yearly || !happensTwice(event.local, event.zone) ? vtimezone(event.zone) : null;
  const end = new Date(start.getTime() + CALENDAR_EVENT_MINUTES * 60_000);
  const calendar = ical({
    prodId: { company: 'unitwise', product: 'countdown' },
    // No calendar-wide zone: each event names its own, and DTSTAMP stays in UTC.
    timezone: { name: null, generator: (tzid) => (tzid === zone?.tzid ? zone.block : null) },
  });
  calendar.createEvent({
    id: uid,
    summary: calendarTitle(event),
    description: link,
    url: link,
    start: zone ? new TZDate(start.getTime(), zone.tzid) : start,
    end: zone ? new TZDate(end.getTime(), zone.tzid) : end,
    timezone: zone?.tzid ?? null,
    ...(event.yearly ? { repeating: yearlyRule(event) } : {}),
  });
  // ical-generator writes DTEND in the event's zone: the one line is rewritten in UTC (short, never folded).
  const text = calendar.toString().replace(/^DTEND[;:][^\r\n]*/m, `DTEND:${compactUtc(end)}`);
  // RFC 5545 ends every line, the last one too, with CRLF.
  return `${text}\r\n`;
}

/**
 * The download's Content-Disposition: the title's words as a slug ('Fête' → 'fete.ics'), or
 * "countdown.ics". A header is bytes, so a name with letters of another script ('お正月.ics') goes as
 * RFC 6266's `filename*` in UTF-8, after an ASCII `filename` for older clients.
 */
export function icsDisposition(event: CountdownEvent): string {
  const words = slugify(event.title).slice(0, 60);
  const ascii = words.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const plain = `attachment; filename="${ascii || 'countdown'}.ics"`;
  return ascii === words ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(words)}.ics`;
}
