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

/** The lines of the file's VTIMEZONE, unfolded. */
const vtimezone = (text: string) => {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
};

describe('/countdown.ics', () => {
  it('is a calendar file of the countdown’s moment in its zone, an hour long, with its title and link', async () => {
    const res = get('title=New+Year%2C+Berlin%3B+party&date=2026-12-31T23%3A00&tz=Europe%2FBerlin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="new-year-berlin-party.ics"');
    const text = await res.text();
    const event = readEvent(text);
    // The wall-clock time in its zone, and the zone's rules: CET (UTC+1) in winter, CEST (UTC+2)
    // from the last Sunday of March to the last Sunday of October.
    expect(event['DTSTART;TZID=Europe/Berlin']).toBe('20261231T230000');
    expect(event['DTEND;TZID=Europe/Berlin']).toBe('20270101T000000');
    const zone = vtimezone(text);
    expect(zone).toContain('TZID:Europe/Berlin');
    expect(zone).toEqual(expect.arrayContaining(['TZOFFSETTO:+0100', 'TZOFFSETTO:+0200', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU']));
    expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    // Commas and semicolons in text are escaped with a backslash.
    expect(event.SUMMARY).toBe('New Year\\, Berlin\\; party');
    expect(event['URL;VALUE=URI']).toBe(
      'http://localhost:3000/countdown?title=New+Year%2C+Berlin%3B+party&date=2026-12-31T23%3A00&tz=Europe%2FBerlin',
    );
    expect(event.RRULE).toBeUndefined();
    expect(event.UID).toMatch(/^[0-9a-f]{32}@unitwise$/);
  });

  it('repeats a yearly countdown every year from its next occurrence, at its wall-clock time', async () => {
    const event = readEvent(await get('title=Birthday&date=1990-07-04T12%3A00&tz=America%2FNew_York&repeat=yearly').text());
    expect(event.RRULE).toBe('FREQ=YEARLY');
    // Noon in New York, in a year still to come: the calendar keeps it at noon whatever DST does.
    const start = event['DTSTART;TZID=America/New_York'];
    expect(start).toMatch(/^\d{4}0704T120000$/);
    expect(Number(start!.slice(0, 4))).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
  });

  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata', '20261231T235900', 'TZOFFSETTO:+0530'],
    ['UTC', 'Etc/UTC', '20261231T235900', 'TZOFFSETTO:+0000'],
  ])('names %s by the TZID its rules carry, %s', async (tz, tzid, start, offset) => {
    const text = await get(`date=2026-12-31T23%3A59&tz=${encodeURIComponent(tz)}`).text();
    expect(readEvent(text)[`DTSTART;TZID=${tzid}`]).toBe(start);
    expect(vtimezone(text)).toEqual(expect.arrayContaining([`TZID:${tzid}`, offset]));
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
