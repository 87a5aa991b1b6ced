import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from '~/lib/search-params';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { eventFieldsFromQuery, eventQuery } from '~/domain/countdown-event';
import { parseDateTimeLocal, toDateTimeLocalValue } from '~/domain/countdown';
import { inputClass } from './input-class';
import { CountdownLive } from './countdown-live.island';
import { CountdownContext, say, type CountdownWords } from './countdown-words';
import { DatePicker } from './date-picker';
import { upcomingHolidayDays, type HolidayDay } from './holiday-days';
import { HolidayList } from './holiday-list';
import { viewerZone } from './viewer-zone';

interface Props {
  serverHolidays: HolidayDay[];
  /** Whether the live result is shown here, under the date; a shared link shows it at the top instead. */
  withResult: boolean;
  words: CountdownWords;
}

/**
 * The chosen moment (calendar, typed, or a holiday) as a wall-clock time in the event's zone, kept
 * in the URL with the event card's title, zone and repeat (`?date=2026-12-25T00:00&tz=Europe/Berlin`)
 * so a countdown can be shared, and the live result under it.
 */
export function CountdownTimer({ serverHolidays, withResult, words }: Props) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const event = useMemo(() => eventFieldsFromQuery(params), [params]);
  const local = event.local || null;
  // The calendar and the button show the wall-clock day, whatever zone the event is in.
  const day = useMemo(() => (local ? parseDateTimeLocal(local) : null), [local]);
  // The field keeps what is typed, even half a date; only a complete value moves the countdown.
  const [typed, setTyped] = useState(local ?? '');

  // Rendered first with the server's list, then recomputed in this browser's time zone and clock.
  const [holidays, setHolidays] = useState(serverHolidays);
  useEffect(() => setHolidays(upcomingHolidayDays(new Date(), words.holidays)), [words.holidays]);

  function choose(next: string | null, typedText?: string, title = event.title) {
    setTyped(typedText ?? next ?? '');
    const own = viewerZone();
    // A moment goes into the link with its zone, so the link means the same moment to anyone; the
    // visitor's own zone, being only the default, leaves with the moment (ADR 058).
    const zone = next ? (event.zone ?? own) : event.zone === own ? null : event.zone;
    setParams(eventQuery({ ...event, title, local: next ?? '', zone }), { replace: true });
  }

  // A holiday is the event's title too, unless the visitor has given it one of their own.
  function pickHoliday(next: string, name: string) {
    const own = event.title !== '' && !holidays.some((h) => h.name === event.title);
    choose(next, undefined, own ? event.title : name);
  }

  function onType(value: string) {
    const parsed = parseDateTimeLocal(value);
    // docs/product.md#countdown: an empty (or incomplete) field is ignored; the countdown keeps its
    // date.
    if (parsed) choose(toDateTimeLocalValue(parsed), value);
    else setTyped(value);
  }

  return (
    <CountdownContext value={words}>
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>{say(words, 'select')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <div>
              <p id={`${id}-calendar`} className="mb-1.5 text-sm font-medium">
                {say(words, 'calendarLabel')}
              </p>
              <DatePicker date={day} onChange={(d) => choose(d && toDateTimeLocalValue(d))} describedBy={`${id}-calendar`} />
            </div>
            <div>
              <label htmlFor={`${id}-typed`} className="mb-1.5 block text-sm font-medium">
                {say(words, 'typed')}
              </label>
              <input
                id={`${id}-typed`}
                type="datetime-local"
                step={1}
                value={typed}
                onChange={(e) => onType(e.target.value)}
                className={inputClass}
              />
            </div>
            {local && (
              <div className="sm:col-span-2">
                <Button variant="ghost" size="sm" onClick={() => choose(null)}>
                  <X aria-hidden />
                  {say(words, 'clear')}
                </Button>
              </div>
            )}
          </CardContent>
        </Card>

        {withResult && <CountdownLive />}

        <HolidayList holidays={holidays} selected={local} onPick={pickHoliday} />
      </div>
    </CountdownContext>
  );
}
