import { useId } from 'react';
import { countdown, formatLongDate, formatLongDateTime } from '~/domain/countdown';
import { cn } from '~/lib/cn';

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
      <p className="mt-1 text-center text-muted-foreground">{isMidnight(date) ? formatLongDate(date) : formatLongDateTime(date)}</p>
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
