import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from '~/lib/search-params';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { eventFieldsFromQuery, eventMoment, eventQuery } from '~/domain/countdown-event';
import { parseDateTimeLocal, toDateTimeLocalValue } from '~/domain/countdown';
import { inputClass } from './input-class';
import { CountdownResult } from './countdown-result';
import { DatePicker } from './date-picker';
import { upcomingHolidayDays, type HolidayDay } from './holiday-days';
import { HolidayList } from './holiday-list';
import { useClock } from './use-clock';
import { viewerZone } from './viewer-zone';

/**
 * The chosen moment (calendar, typed, or a holiday) as a wall-clock time in the event's zone, kept
 * in the URL with the event card's title, zone and repeat (`?date=2026-12-25T00:00&tz=Europe/Berlin`)
 * so a countdown can be shared, and the live result under it.
 */
export function CountdownTimer({ serverHolidays }: { serverHolidays: HolidayDay[] }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const event = useMemo(() => eventFieldsFromQuery(params), [params]);
  const local = event.local || null;
  // The calendar and the button show the wall-clock day, whatever zone the event is in.
  const day = useMemo(() => (local ? parseDateTimeLocal(local) : null), [local]);
  // The field keeps what is typed, even half a date; only a complete value moves the countdown.
  const [typed, setTyped] = useState(local ?? '');
  const now = useClock(local !== null);

  // Rendered first with the server's list, then recomputed in this browser's time zone and clock.
  const [holidays, setHolidays] = useState(serverHolidays);
  useEffect(() => setHolidays(upcomingHolidayDays(new Date())), []);

  function choose(next: string | null, typedText?: string) {
    setTyped(typedText ?? next ?? '');
    const own = viewerZone();
    // A moment goes into the link with its zone, so the link means the same moment to anyone; the
    // visitor's own zone, being only the default, leaves with the moment (ADR 058).
    const zone = next ? (event.zone ?? own) : event.zone === own ? null : event.zone;
    setParams(eventQuery({ ...event, local: next ?? '', zone }), { replace: true });
  }

  function onType(value: string) {
    const parsed = parseDateTimeLocal(value);
    // docs/product.md#countdown: an empty (or incomplete) field is ignored; the countdown keeps its
    // date.
    if (parsed) choose(toDateTimeLocalValue(parsed), value);
    else setTyped(value);
  }

  const moment = local && now ? eventMoment(event, now, viewerZone()) : null;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Select or Enter a Date</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div>
            <p id={`${id}-calendar`} className="mb-1.5 text-sm font-medium">
              Choose a day on the calendar
            </p>
            <DatePicker date={day} onChange={(d) => choose(d && toDateTimeLocalValue(d))} describedBy={`${id}-calendar`} />
          </div>
          <div>
            <label htmlFor={`${id}-typed`} className="mb-1.5 block text-sm font-medium">
              Or enter a date and time
            </label>
            <input id={`${id}-typed`} type="datetime-local" step={1} value={typed} onChange={(e) => onType(e.target.value)} className={inputClass} />
          </div>
          {local && (
            <div className="sm:col-span-2">
              <Button variant="ghost" size="sm" onClick={() => choose(null)}>
                <X aria-hidden />
                Clear date
              </Button>
            </div>
          )}
        </CardContent>
      </Card>

      {moment && now ? (
        <CountdownResult moment={moment} now={now} title={event.title} zone={event.zone ?? viewerZone()} />
      ) : local ? (
        // Before the first tick: keep the result's place so nothing jumps when it appears.
        <div aria-hidden className="h-80 rounded-lg border border-dashed sm:h-64 lg:h-56" />
      ) : (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">Select a date to start the countdown timer</p>
      )}

      <HolidayList holidays={holidays} selected={local} onPick={(d) => choose(d)} />
    </div>
  );
}
