/**
 * A countdown as an event anyone can open from its link (docs/product.md#countdown): a title, a
 * wall-clock date and time in an IANA time zone, and whether it repeats every year. The same link
 * shows the same moment to everyone, whatever their own zone, across DST changes.
 */
import { tzOffset } from '@date-fns/tz';
import { currentZone } from './time-zones';

export { isTimeZone, zoneCity } from './time-zones';

export interface CountdownEvent {
  /** What is counted down to; '' for an untitled countdown. */
  title: string;
  /** The wall-clock moment, 'YYYY-MM-DDTHH:MM[:SS]' (an <input type="datetime-local"> value); '' for none yet. */
  local: string;
  /** The IANA zone of `local`; null for the viewer's own zone (a link without one). */
  zone: string | null;
  /** A birthday or an anniversary: the next occurrence is counted down to. */
  yearly: boolean;
}

export const MAX_TITLE_LENGTH = 80;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A title as a link may carry it: control characters out, spaces collapsed, at most MAX_TITLE_LENGTH. */
export function cleanTitle(title: string): string {
  return [
    ...title
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, MAX_TITLE_LENGTH)
    .join('')
    .trim();
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Date.UTC, but years 0–99 are themselves (Date.UTC reads them as 1900–1999). */
function utc(year: number, monthIndex: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

function readLocal(local: string): WallTime | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(utc(year, month - 1, day, hour, minute));
  // 2026-02-30 or 25:00 is no moment.
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

/**
 * The instant a wall-clock time has in `zone`, as RFC 5545 reads local times: a time that happens
 * twice (clocks fall back) is its first occurrence; a time that does not exist (clocks spring
 * forward) is read with the offset before the change, so 02:30 on a night that skips 02:00–03:00
 * is 03:30.
 */
export function zonedInstant(wall: WallTime, zone: string): Date {
  const asUtc = utcOf(wall);
  return new Date(instantsOf(wall, zone)[0] ?? asUtc - tzOffset(zone, new Date(asUtc - DAY_MS)) * MINUTE_MS);
}

const utcOf = (wall: WallTime) => utc(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** The instants at which `zone`'s clocks show `wall`, earliest first: none when skipped, two when clocks fall back. */
function instantsOf(wall: WallTime, zone: string): number[] {
  const asUtc = utcOf(wall);
  // The offsets a day either side: any change of offset near this time lies between them.
  const before = tzOffset(zone, new Date(asUtc - DAY_MS));
  const after = tzOffset(zone, new Date(asUtc + DAY_MS));
  const fits = [...new Set([before, after])]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((instant) => tzOffset(zone, new Date(instant)) * MINUTE_MS === asUtc - instant);
  return fits.sort((a, b) => a - b);
}

/** Whether `local` ('2026-11-01T01:30') happens twice in `zone`, in the hour its clocks fall back. */
export function happensTwice(local: string, zone: string): boolean {
  const wall = readLocal(local);
  return wall !== null && instantsOf(wall, zone).length > 1;
}

/**
 * The moment the countdown counts to: the event's wall-clock time in its zone (in `viewerZone`
 * when the link names none); for a yearly event, its next occurrence from `now` on (a 29 February
 * falls on the 28th in other years), else the moment itself, which may be past (the page counts up).
 */
export function eventMoment(event: CountdownEvent, now: Date, viewerZone: string): Date | null {
  const wall = readLocal(event.local);
  if (!wall) return null;
  const zone = event.zone ?? viewerZone;
  const moment = zonedInstant(wall, zone);
  if (!event.yearly || moment >= now) return moment;
  // Last year's occurrence may still be ahead in a zone behind the viewer's; next year's is always.
  for (let year = Math.max(wall.year + 1, now.getUTCFullYear() - 1); ; year++) {
    // In UTC, whatever the runtime's zone: the 29th of a February that has none is the 28th.
    const day = Math.min(wall.day, new Date(utc(year, wall.month, 0)).getUTCDate());
    const next = zonedInstant({ ...wall, year, day }, zone);
    if (next >= now) return next;
  }
}

/**
 * What a link's query says of the event (`?title=…&date=2026-12-25T00:00&tz=Europe/Berlin&repeat=yearly`),
 * with `local` '' when it has no valid date: the page's fields show the rest all the same. A zone
 * is read by its current name (`tz=Asia/Calcutta` is Asia/Kolkata); one no runtime knows is null.
 */
export function eventFieldsFromQuery(params: URLSearchParams): CountdownEvent {
  const local = params.get('date') ?? '';
  const zone = params.get('tz');
  return {
    title: cleanTitle(params.get('title') ?? ''),
    local: readLocal(local) ? local : '',
    zone: zone ? currentZone(zone) : null,
    yearly: params.get('repeat') === 'yearly',
  };
}

/** What a link names but cannot be read: its date when it is no moment, its zone when no runtime knows it; null where fine or absent. */
export function unreadableInLink(params: URLSearchParams): { date: string | null; zone: string | null } {
  const date = params.get('date');
  const zone = params.get('tz');
  return { date: date && !readLocal(date) ? date : null, zone: zone && !currentZone(zone) ? zone : null };
}

/** The event of a link's query, or null without a valid date. */
export function eventFromQuery(params: URLSearchParams): CountdownEvent | null {
  const event = eventFieldsFromQuery(params);
  return event.local ? event : null;
}

/** The query of an event's link, in a fixed order; empty fields are left out. */
export function eventQuery(event: CountdownEvent): URLSearchParams {
  const params = new URLSearchParams();
  if (event.title) params.set('title', event.title);
  if (event.local) params.set('date', event.local);
  if (event.zone) params.set('tz', event.zone);
  if (event.yearly) params.set('repeat', 'yearly');
  return params;
}
