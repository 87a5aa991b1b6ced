// /countdown.ics: a countdown's link as an iCalendar file (RFC 5545), read back here by the
// standard's own rules (CRLF lines of at most 75 octets, continuation lines begin with a space
// or a tab, text escaped), not by the library that wrote it, and by an independent parser (ical.js,
// Mozilla's, as Thunderbird reads calendars) for the moments and occurrences a calendar shows.
import ICAL from 'ical.js';
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

/**
 * The file's event as ical.js reads it, with the file's own VTIMEZONE rules (not the runtime's):
 * its start and end instants and its first `count` occurrences' starts.
 */
function readWithIcalJs(text: string, count = 1) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  try {
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const iterator = event.iterator();
    const starts: Date[] = [];
    for (let next = iterator.next(); next && starts.length < count; next = iterator.next()) starts.push(next.toJSDate());
    return { start: event.startDate.toJSDate(), end: event.endDate.toJSDate(), starts };
  } finally {
    ICAL.TimezoneService.reset();
  }
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
    // A title in another script names the file in UTF-8 (RFC 6266), after an ASCII name: お正月 is E3 81 8A, E6 AD A3, E6 9C 88.
    expect(get('title=%E3%81%8A%E6%AD%A3%E6%9C%88&date=2027-01-01T00%3A00&tz=Asia%2FTokyo').headers.get('content-disposition')).toBe(
      'attachment; filename="countdown.ics"; filename*=UTF-8\'\'%E3%81%8A%E6%AD%A3%E6%9C%88.ics',
    );
    expect(get('title=Tokyo+%E3%81%8A%E6%AD%A3%E6%9C%88&date=2027-01-01T00%3A00&tz=Asia%2FTokyo').headers.get('content-disposition')).toBe(
      'attachment; filename="tokyo.ics"; filename*=UTF-8\'\'tokyo-%E3%81%8A%E6%AD%A3%E6%9C%88.ics',
    );
    const text = await res.text();
    const event = readEvent(text);
    // The wall-clock time in its zone, and the zone's rules: CET (UTC+1) in winter, CEST (UTC+2)
    // from the last Sunday of March to the last Sunday of October.
    expect(event['DTSTART;TZID=Europe/Berlin']).toBe('20261231T230000');
    // An hour later, in UTC (23:00 CET is 22:00 UTC).
    expect(event.DTEND).toBe('20261231T230000Z');
    expect(readWithIcalJs(text)).toMatchObject({ start: new Date(Date.UTC(2026, 11, 31, 22)), end: new Date(Date.UTC(2026, 11, 31, 23)) });
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

  // New York falls back from EDT (UTC−4) to EST (UTC−5) at 02:00 on the first Sunday of November:
  // 1 November 2026, so 01:00–02:00 happens twice. The event is the first 01:30, 05:30 UTC, as
  // RFC 5545 reads a repeated local time; written in UTC, so that no calendar can take the second.
  it('lets an event in the repeated fall-back hour last its hour', async () => {
    const text = await get('title=Night+shift&date=2026-11-01T01%3A30&tz=America%2FNew_York').text();
    const event = readEvent(text);
    expect(event.DTSTART).toBe('20261101T053000Z');
    expect(event.DTEND).toBe('20261101T063000Z');
    const read = readWithIcalJs(text);
    expect(read.start).toEqual(new Date(Date.UTC(2026, 10, 1, 5, 30)));
    expect(read.end.getTime() - read.start.getTime()).toBe(3_600_000);
  });

  // Leap years by the Gregorian rule, worked out here: every 4th year, but not every 100th unless every 400th.
  const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

  it('puts a yearly 29 February on 29 February in leap years and on the 28th in others, as the page counts', async () => {
    const text = await get('title=Leap+day+birthday&date=2000-02-29T09%3A00&tz=Europe%2FBerlin&repeat=yearly').text();
    expect(readEvent(text).RRULE).toBe('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
    const { starts } = readWithIcalJs(text, 9);
    expect(starts).toHaveLength(9);
    const first = starts[0]!.getUTCFullYear();
    expect(first).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
    // 09:00 in Berlin in February (CET, UTC+1) is 08:00 UTC; nine years hold at least two leap years.
    expect(starts).toEqual(starts.map((_, i) => new Date(Date.UTC(first + i, 1, leap(first + i) ? 29 : 28, 8))));
  });

  it('keeps a yearly event in the fall-back hour at its wall-clock time, an hour long', async () => {
    const text = await get('date=2025-11-02T01%3A30&tz=America%2FNew_York&repeat=yearly').text();
    const event = readEvent(text);
    expect(event['DTSTART;TZID=America/New_York']).toMatch(/^\d{4}1102T013000$/);
    const read = readWithIcalJs(text);
    expect(read.end.getTime() - read.start.getTime()).toBe(3_600_000);
  });

  it('repeats any other yearly day on that day, every year', async () => {
    const { starts } = readWithIcalJs(await get('date=2000-03-01T09%3A00&tz=UTC&repeat=yearly').text(), 5);
    const first = starts[0]!.getUTCFullYear();
    expect(starts).toEqual(starts.map((_, i) => new Date(Date.UTC(first + i, 2, 1, 9))));
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
