import { useId } from 'react';
import { countdown, formatLongDate, formatLongDateTime } from '~/domain/countdown';

const TILES = [
  ['years', 'Years'],
  ['months', 'Months'],
  ['weeks', 'Weeks'],
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

const isMidnight = (d: Date) => d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0;

/**
 * 'Time Until' or 'Time Since' the date, split the calendar way into seven tiles. Not a live
 * region: a screen reader announcing every second would drown everything else out.
 */
export function CountdownResult({ date, now }: { date: Date; now: Date }) {
  const id = useId();
  const result = countdown(date, now);
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-card p-5 text-card-foreground shadow-sm">
      <h2 id={id} className="text-center text-2xl font-semibold">
        {result.isPast ? 'Time Since' : 'Time Until'}
      </h2>
      <p className="mt-1 text-center text-muted-foreground">
        {isMidnight(date) ? formatLongDate(date) : formatLongDateTime(date)}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {TILES.map(([key, label]) => (
          <div key={key} className="flex flex-col-reverse items-center rounded-md bg-muted px-2 py-4">
            <dt id={`${id}-${key}`} className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {label}
            </dt>
            <dd aria-labelledby={`${id}-${key}`} className="text-3xl font-bold tabular-nums text-primary">
              {result[key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
