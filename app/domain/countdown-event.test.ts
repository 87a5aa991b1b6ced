/**
 * Expected instants come from each zone's published rules, not from this module: New York is
 * UTC−5 (EST) and UTC−4 (EDT, 8 March – 1 November 2026), Berlin UTC+1 (CET) and UTC+2 (CEST,
 * 29 March – 25 October 2026), Sydney UTC+11 (AEDT, until 5 April 2026 and from 4 October 2026)
 * and UTC+10 (AEST), Kolkata UTC+5:30 all year.
 */
import { describe, expect, it } from 'vitest';
import { googleCalendarLink, outlookCalendarLink } from './countdown-calendar';
import {
  cleanTitle,
  eventFieldsFromQuery,
  eventFromQuery,
  eventMoment,
  eventQuery,
  happensTwice,
  isTimeZone,
  unreadableInLink,
  zoneCity,
  type CountdownEvent,
} from './countdown-event';

const event = (local: string, zone: string | null, patch: Partial<CountdownEvent> = {}): CountdownEvent => ({
  title: '',
  local,
  zone,
  yearly: false,
  ...patch,
});
const NOW = new Date('2026-01-01T00:00:00Z');

describe('eventMoment: a wall-clock time in its zone', () => {
  it.each([
    ['New York, winter', '2026-03-08T01:30', 'America/New_York', '2026-03-08T06:30:00.000Z'],
    ['New York, a time skipped when clocks spring forward: 03:30 EDT', '2026-03-08T02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['New York, summer', '2026-03-08T03:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['New York, a time that happens twice: the first (EDT)', '2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['New York, after falling back', '2026-11-01T02:30', 'America/New_York', '2026-11-01T07:30:00.000Z'],
    ['Berlin, skipped 02:30 is 03:30 CEST', '2026-03-29T02:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
    ['Berlin, 02:30 twice: the first (CEST)', '2026-10-25T02:30', 'Europe/Berlin', '2026-10-25T00:30:00.000Z'],
    ['Berlin, Christmas', '2026-12-25T00:00', 'Europe/Berlin', '2026-12-24T23:00:00.000Z'],
    ['Sydney, 02:30 twice in April: the first (AEDT)', '2026-04-05T02:30', 'Australia/Sydney', '2026-04-04T15:30:00.000Z'],
    ['Sydney, skipped 02:30 in October is 03:30 AEDT', '2026-10-04T02:30', 'Australia/Sydney', '2026-10-03T16:30:00.000Z'],
    ['Kolkata, half-hour offset', '2026-12-31T23:59', 'Asia/Kolkata', '2026-12-31T18:29:00.000Z'],
    ['UTC', '2026-06-01T12:00', 'UTC', '2026-06-01T12:00:00.000Z'],
    ['a year before 100 is itself, not 19xx', '0050-06-01T12:00', 'UTC', '0050-06-01T12:00:00.000Z'],
    ['New York, to the second', '2026-07-04T21:15:30', 'America/New_York', '2026-07-05T01:15:30.000Z'],
    ['Berlin, the last second before falling back (CEST)', '2026-10-25T01:59:59', 'Europe/Berlin', '2026-10-24T23:59:59.000Z'],
    ['Sydney, summer (AEDT)', '2026-12-25T07:00', 'Australia/Sydney', '2026-12-24T20:00:00.000Z'],
  ])('%s', (_, local, zone, iso) => {
    expect(eventMoment(event(local, zone), NOW, 'UTC')?.toISOString()).toBe(iso);
  });

  it('reads a link without a zone in the viewer’s own', () => {
    const party = event('2026-12-31T23:00', null);
    expect(eventMoment(party, NOW, 'America/New_York')?.toISOString()).toBe('2027-01-01T04:00:00.000Z');
    expect(eventMoment(party, NOW, 'Asia/Kolkata')?.toISOString()).toBe('2026-12-31T17:30:00.000Z');
  });

  it('is the same moment for every viewer when the link names its zone', () => {
    const launch = event('2026-07-04T12:00', 'America/New_York');
    for (const viewer of ['UTC', 'Europe/Berlin', 'Australia/Sydney']) {
      expect(eventMoment(launch, NOW, viewer)?.toISOString()).toBe('2026-07-04T16:00:00.000Z');
    }
  });

  it('keeps a past moment (the page counts up from it)', () => {
    expect(eventMoment(event('2025-12-25T00:00', 'Europe/Berlin'), NOW, 'UTC')?.toISOString()).toBe('2025-12-24T23:00:00.000Z');
  });

  it.each([
    ['this year’s, still to come', '2020-12-25T00:00', 'Europe/Berlin', '2026-11-25T12:00:00Z', '2026-12-24T23:00:00.000Z'],
    [
      'next year’s once this year’s has passed, in summer time',
      '1990-07-04T12:00',
      'America/New_York',
      '2026-11-25T12:00:00Z',
      '2027-07-04T16:00:00.000Z',
    ],
    ['a 29 February birthday on the 28th in other years', '2000-02-29T09:00', 'Europe/London', '2026-11-25T12:00:00Z', '2027-02-28T09:00:00.000Z'],
    ['today’s, until its moment', '2001-11-25T18:00', 'UTC', '2026-11-25T12:00:00Z', '2026-11-25T18:00:00.000Z'],
    // 28 March 09:00 in Berlin is CET (UTC+1) in 2026, CEST (UTC+2) in 2027: summer time begins
    // on the last Sunday of March, the 29th in 2026 and the 28th (at 02:00) in 2027.
    ['the same wall-clock time across a DST change: Berlin', '2020-03-28T09:00', 'Europe/Berlin', '2026-11-25T12:00:00Z', '2027-03-28T07:00:00.000Z'],
    // 7 March 2027 noon in New York is still EST (UTC−5): DST begins on 14 March 2027.
    [
      'the same wall-clock time across a DST change: New York',
      '2019-03-07T12:00',
      'America/New_York',
      '2026-11-25T12:00:00Z',
      '2027-03-07T17:00:00.000Z',
    ],
    // 4 April 2027 10:00 in Sydney is AEST (UTC+10): daylight time ends on 4 April 2027 at 03:00.
    [
      'the same wall-clock time across a DST change: Sydney',
      '2010-04-04T10:00',
      'Australia/Sydney',
      '2026-11-25T12:00:00Z',
      '2027-04-04T00:00:00.000Z',
    ],
  ])('repeats yearly: %s', (_, local, zone, now, iso) => {
    expect(eventMoment(event(local, zone, { yearly: true }), new Date(now), 'UTC')?.toISOString()).toBe(iso);
  });

  it.each(['2026-02-30T10:00', '2026-13-01T00:00', '2026-01-01T24:00', '2026-01-01', ''])('has no moment for %j', (local) => {
    expect(eventMoment(event(local, 'UTC'), NOW, 'UTC')).toBeNull();
  });
});

describe('the event in a link', () => {
  it('round-trips through the query', () => {
    const wedding = event('2027-06-12T15:00', 'Europe/Paris', { title: 'Our wedding', yearly: true });
    const query = eventQuery(wedding);
    expect(query.toString()).toBe('title=Our+wedding&date=2027-06-12T15%3A00&tz=Europe%2FParis&repeat=yearly');
    expect(eventFromQuery(query)).toEqual(wedding);
  });

  it('ignores a zone it does not know and cleans the title', () => {
    const params = new URLSearchParams({ title: ` Launch\u0000\n${'x'.repeat(100)}`, date: '2026-12-01T09:00', tz: 'Mars/Olympus_Mons' });
    const read = eventFromQuery(params);
    expect(read?.zone).toBeNull();
    expect(read?.title).toBe(`Launch ${'x'.repeat(73)}`);
    expect(read?.title.length).toBe(80);
  });

  it('reads an old zone name by its current one, so a shared link with Asia/Calcutta shows Asia/Kolkata', () => {
    expect(eventFromQuery(new URLSearchParams({ date: '2026-12-01T09:00', tz: 'Asia/Calcutta' }))?.zone).toBe('Asia/Kolkata');
    expect(eventFromQuery(new URLSearchParams({ date: '2026-12-01T09:00', tz: 'Europe/Kiev' }))?.zone).toBe('Europe/Kyiv');
  });

  it.each([
    [
      { date: '2026-12-01T09:00', tz: 'Europe/Berlin' },
      { date: null, zone: null },
    ],
    [
      { date: '2026-12-01T09:00', tz: 'Asia/Calcutta' },
      { date: null, zone: null },
    ],
    [{}, { date: null, zone: null }],
    [
      { date: '2026-12-01T09:00', tz: 'Mars/Olympus_Mons' },
      { date: null, zone: 'Mars/Olympus_Mons' },
    ],
    [
      { date: '2026-02-30T10:00', tz: 'UTC' },
      { date: '2026-02-30T10:00', zone: null },
    ],
    [
      { date: 'soon', tz: 'Atlantis' },
      { date: 'soon', zone: 'Atlantis' },
    ],
  ])('says what %j names but cannot be read: %j', (query, unreadable) => {
    expect(unreadableInLink(new URLSearchParams(query))).toEqual(unreadable);
  });

  it.each([
    ['2026-11-01T01:30', 'America/New_York', true],
    ['2026-11-01T00:30', 'America/New_York', false],
    ['2026-11-01T02:30', 'America/New_York', false],
    ['2026-10-25T02:30', 'Europe/Berlin', true],
    ['2026-03-08T02:30', 'America/New_York', false],
    ['2026-11-01T01:30', 'Asia/Kolkata', false],
  ])('%s happens twice in %s: %s', (local, zone, twice) => {
    expect(happensTwice(local, zone)).toBe(twice);
  });

  it('has no event without a valid date, but keeps what the fields say', () => {
    const params = new URLSearchParams({ title: 'x', date: 'soon', tz: 'Asia/Tokyo', repeat: 'yearly' });
    expect(eventFromQuery(params)).toBeNull();
    expect(eventFieldsFromQuery(params)).toEqual({ title: 'x', local: '', zone: 'Asia/Tokyo', yearly: true });
    expect(eventQuery(eventFieldsFromQuery(params)).toString()).toBe('title=x&tz=Asia%2FTokyo&repeat=yearly');
  });

  it.each([
    ['Europe/Berlin', 'Berlin'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
    ['UTC', 'UTC'],
  ])('names %s by its city, %s', (zone, city) => {
    expect(zoneCity(zone)).toBe(city);
  });

  it.each([
    ['Europe/Berlin', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Asia/Calcutta', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['../etc/passwd', false],
    ['', false],
  ])('isTimeZone(%j) is %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });

  it('cleans titles', () => {
    expect(cleanTitle('  New\tYear’s   Eve  ')).toBe('New Year’s Eve');
  });
});

describe('calendar links', () => {
  const party = event('2026-12-31T23:00', 'Europe/Berlin', { title: 'New Year party' });
  const start = new Date('2026-12-31T22:00:00Z');

  it('fills in Google Calendar’s form: title, an hour from the moment in UTC, the zone, yearly repeats', () => {
    const url = new URL(googleCalendarLink({ ...party, yearly: true }, start, 'https://unitwise.example/countdown?x'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'New Year party',
      dates: '20261231T220000Z/20261231T230000Z',
      details: 'https://unitwise.example/countdown?x',
      ctz: 'Europe/Berlin',
      recur: 'RRULE:FREQ=YEARLY',
    });
  });

  it('repeats a 29 February on the last day of February, as the page counts', () => {
    const url = new URL(googleCalendarLink(event('2028-02-29T09:00', 'UTC', { yearly: true }), start, 'x'));
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
  });

  it('fills in Outlook’s form', () => {
    const url = new URL(outlookCalendarLink(event(party.local, null), start, 'details'));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('subject')).toBe('Countdown');
    expect(url.searchParams.get('startdt')).toBe('2026-12-31T22:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-31T23:00:00.000Z');
  });
});
