import { useId } from 'react';
import { countdown } from '~/domain/countdown';
import { zoneCity } from '~/domain/countdown-event';
import { formatMoment } from '~/domain/date-text';
import { cn } from '~/lib/cn';
import { viewerZone } from './viewer-zone';

const TILES = [
  ['years', 'Years'],
  ['months', 'Months'],
  ['weeks', 'Weeks'],
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

// The largest unit with at least one whole count: '3 days', '5 hours', '1 minute'.
const UNITS = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const;

function span(ms: number): string {
  const seconds = Math.floor(Math.abs(ms) / 1000);
  const [size, unit] = UNITS.find(([size]) => seconds >= size) ?? UNITS[3];
  const n = Math.floor(seconds / size);
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${unit}${n === 1 ? '' : 's'}`;
}

interface Props {
  moment: Date;
  now: Date;
  /** The event's title, '' for none. */
  title: string;
  /** The event's IANA zone, in which its moment is written. */
  zone: string;
}

/**
 * 'Time Until' or 'Time Since' the moment, split the calendar way into seven tiles, with a line
 * that counts up once it has passed ('3 days since New Year party'). Not a live region: a screen
 * reader announcing every second would drown everything else out.
 */
export function CountdownResult({ moment, now, title, zone }: Props) {
  const id = useId();
  const result = countdown(moment, now);
  const own = viewerZone();
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-card p-5 text-card-foreground shadow-sm">
      <h2 id={id} className="text-center text-2xl font-semibold">
        {result.isPast ? 'Time Since' : 'Time Until'}
      </h2>
      <p className="mt-1 text-center text-lg font-medium">
        {span(moment.getTime() - now.getTime())} {result.isPast ? 'since' : 'until'} {title || 'the date'}
      </p>
      <p className="mt-1 text-center text-muted-foreground">
        {formatMoment(moment, zone)} ({zoneCity(zone)} time)
      </p>
      {zone !== own && <p className="text-center text-sm text-muted-foreground">{formatMoment(moment, own)} your time</p>}
      <dl className="mt-5 grid grid-cols-12 gap-2 sm:gap-3 lg:grid-cols-7">
        {/* Phones: the date parts on one row of four, the time parts on a row of three. */}
        {TILES.map(([key, label], i) => (
          <div
            key={key}
            className={cn('flex flex-col-reverse items-center rounded-md bg-muted px-1 py-4 lg:col-span-1', i < 4 ? 'col-span-3' : 'col-span-4')}
          >
            {/* The term before its value, as a screen reader reads them; shown below it. */}
            <dt className="text-[11px] font-medium uppercase text-muted-foreground sm:text-xs sm:tracking-wide">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-primary sm:text-3xl">{result[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
