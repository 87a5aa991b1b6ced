import { useId } from 'react';
import { countdown } from '~/domain/countdown';
import { formatMoment } from '~/domain/date-text';
import type { NumberStyle } from '~/domain/number-format';
import { plural } from '~/i18n/fill';
import { cn } from '~/lib/cn';
import { useNumberStyle } from '~/lib/number-choice';
import { say, useCountdownWords, type CountdownWords } from './countdown-words';
import { viewerZone } from './viewer-zone';
import { useZoneCity } from './zone-city';

/**
 * The result's least height, which the place kept for it before the clock's first tick also takes
 * (countdown-live.island.tsx), so nothing below moves when it appears. Measured in Chromium with the
 * line of the reader's own time (an event in another zone) and a one-line title: 387 px on a 360 px
 * phone, 354 px from 640 px, 258 px from 1024 px; a line more on phones, where titles wrap first. A
 * title longer than that still grows it.
 */
export const RESULT_HEIGHT = 'min-h-[26rem] sm:min-h-[23rem] lg:min-h-[17rem]';

const TILES = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;

// The largest unit with at least one whole count: '3 days', '5 hours', '1 minute'.
const UNITS = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const;

/** A whole count grouped as the style groups it ('1,234 days', '1234 días', '12.345 Tage'). */
function count(n: number, { group, minimumGroupingDigits }: NumberStyle): string {
  const digits = String(n);
  return digits.length >= 3 + minimumGroupingDigits ? digits.replace(/\B(?=(\d{3})+$)/g, group) : digits;
}

function span(ms: number, words: CountdownWords, style: NumberStyle): string {
  const seconds = Math.floor(Math.abs(ms) / 1000);
  const [size, unit] = UNITS.find(([size]) => seconds >= size) ?? UNITS[3];
  const n = Math.floor(seconds / size);
  return plural(words.spans[unit], n, count(n, style));
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
  const words = useCountdownWords();
  const { dates } = words;
  // The reader's number style where the language has two (ADR 087): shown only in the browser, after
  // the first tick, so the style is known before the first count is written.
  const style = useNumberStyle(words.styles) ?? words.style;
  const city = useZoneCity(words, zone);
  return (
    <section
      aria-labelledby={id}
      className={cn('flex flex-col justify-center rounded-lg border bg-card p-5 text-card-foreground shadow-sm', RESULT_HEIGHT)}
    >
      <h2 id={id} className="text-center text-2xl font-semibold">
        {say(words, result.isPast ? 'since' : 'until')}
      </h2>
      <p className="mt-1 text-center text-lg font-medium">
        {say(words, result.isPast ? 'spanSince' : 'spanUntil', {
          span: span(moment.getTime() - now.getTime(), words, style),
          title: title || say(words, result.isPast ? 'theDateSince' : 'theDate'),
        })}
      </p>
      <p className="mt-1 text-center text-muted-foreground">{say(words, 'zoneTime', { moment: formatMoment(moment, dates, zone), city })}</p>
      {zone !== own && (
        <p className="text-center text-sm text-muted-foreground">{say(words, 'yourTime', { moment: formatMoment(moment, dates, own) })}</p>
      )}
      <dl className="mt-5 grid grid-cols-12 gap-2 sm:gap-3 lg:grid-cols-7">
        {/* Phones: the date parts on one row of four, the time parts on a row of three. */}
        {TILES.map((key, i) => (
          <div
            key={key}
            className={cn('flex flex-col-reverse items-center rounded-md bg-muted px-1 py-4 lg:col-span-1', i < 4 ? 'col-span-3' : 'col-span-4')}
          >
            {/* The term before its value, as a screen reader reads them; shown below it. */}
            <dt className="text-[11px] font-medium uppercase text-muted-foreground sm:text-xs sm:tracking-wide">{say(words, `tile.${key}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums text-primary sm:text-3xl">{count(result[key], style)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
