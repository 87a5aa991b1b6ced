// /countdown.ics: a countdown's link as an iCalendar file (RFC 5545), read back here by the
// standard's own rules (CRLF lines of at most 75 octets, continuation lines begin with a space
// or a tab, text escaped), not by the library that wrote it.
import { describe, expect, it } from 'vitest';
import * as icsRoute from '../../app/routes/countdown-ics';

function get(query: string) {
  const request = new Request(`http://localhost:3000/countdown.ics?${query}`);
  return icsRoute.loader({ request } as Parameters<typeof icsRoute.loader>[0]);
}

/** The properties of the file's one VEVENT, unfolded, after checking the file's line rules. */
function readEvent(text: string): Record<string, string> {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const unfolded: string[] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line)) unfolded[unfolded.length - 1] += line.slice(1);
    else unfolded.push(line);
  }
  expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
  expect(unfolded.at(-1)).toBe('END:VCALENDAR');
  const start = unfolded.indexOf('BEGIN:VEVENT');
  const end = unfolded.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(0);
  return Object.fromEntries(unfolded.slice(start + 1, end).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
}

describe('/countdown.ics', () => {
  it('is a calendar file of the countdown’s moment in UTC, an hour long, with its title and link', async () => {
    const res = get('title=New+Year%2C+Berlin%3B+party&date=2026-12-31T23%3A00&tz=Europe%2FBerlin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="new-year-berlin-party.ics"');
    const event = readEvent(await res.text());
    // 23:00 in Berlin in winter (UTC+1) is 22:00 UTC.
    expect(event.DTSTART).toBe('20261231T220000Z');
    const [, hours = '0', minutes = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(event.DURATION ?? '') ?? [];
    expect(Number(hours) * 60 + Number(minutes)).toBe(60);
    // Commas and semicolons in text are escaped with a backslash.
    expect(event.SUMMARY).toBe('New Year\\, Berlin\\; party');
    expect(event.URL).toBe('http://localhost:3000/countdown?title=New+Year%2C+Berlin%3B+party&date=2026-12-31T23%3A00&tz=Europe%2FBerlin');
    expect(event.RRULE).toBeUndefined();
    expect(event.UID).toMatch(/^[0-9a-f]{32}@unitwise$/);
  });

  it('repeats a yearly countdown every year from its next occurrence', async () => {
    const event = readEvent(await get('title=Birthday&date=1990-07-04T12%3A00&tz=America%2FNew_York&repeat=yearly').text());
    expect(event.RRULE).toBe('FREQ=YEARLY');
    // Noon in New York in July is 16:00 UTC, in a year still to come.
    expect(event.DTSTART).toMatch(/^\d{4}0704T160000Z$/);
    expect(Number(event.DTSTART!.slice(0, 4))).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
  });

  it('gives the same countdown the same UID, so importing it again updates it', async () => {
    const a = readEvent(await get('date=2027-01-01T00%3A00&tz=UTC').text());
    const b = readEvent(await get('date=2027-01-01T00%3A00&tz=UTC').text());
    expect(a.UID).toBe(b.UID);
    expect(a.SUMMARY).toBe('Countdown');
  });

  it.each([
    ['date=soon&tz=UTC', 'The link has no valid date (date=YYYY-MM-DDTHH:MM).'],
    ['date=2027-01-01T00%3A00', 'The link has no valid time zone (tz=Area/City).'],
    ['date=2027-01-01T00%3A00&tz=Mars%2FBase', 'The link has no valid time zone (tz=Area/City).'],
  ])('answers %s with 400 and what is missing', async (query, message) => {
    const res = get(query);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(message);
  });
});
