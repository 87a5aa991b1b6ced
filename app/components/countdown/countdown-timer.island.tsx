import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from '~/lib/search-params';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { parseDateTimeLocal, toDateTimeLocalValue } from '~/domain/countdown';
import { CountdownResult } from './countdown-result';
import { DatePicker } from './date-picker';
import { upcomingHolidayDays, type HolidayDay } from './holiday-days';
import { HolidayList } from './holiday-list';
import { useClock } from './use-clock';

const inputClass = 'h-11 w-full rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The chosen date (calendar, typed, or a holiday), kept in the URL as `?date=2026-12-25T00:00`
 * so a countdown can be shared, and the live result under it.
 */
export function CountdownTimer({ serverHolidays }: { serverHolidays: HolidayDay[] }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [date, setDate] = useState<Date | null>(() => parseDateTimeLocal(params.get('date') ?? ''));
  // The field keeps what is typed, even half a date; only a complete value moves the countdown.
  const [typed, setTyped] = useState(() => (date ? toDateTimeLocalValue(date) : ''));
  const now = useClock(date !== null);

  // Rendered first with the server's list, then recomputed in this browser's time zone and clock.
  const [holidays, setHolidays] = useState(serverHolidays);
  useEffect(() => setHolidays(upcomingHolidayDays(new Date())), []);

  function choose(next: Date | null, typedText?: string) {
    setDate(next);
    setTyped(typedText ?? (next ? toDateTimeLocalValue(next) : ''));
    setParams(next ? { date: toDateTimeLocalValue(next) } : {}, { replace: true });
  }

  function onType(value: string) {
    const parsed = parseDateTimeLocal(value);
    // docs/product.md#countdown: an empty (or incomplete) field is ignored; the countdown keeps its
    // date.
    if (parsed) choose(parsed, value);
    else setTyped(value);
  }

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
            <DatePicker date={date} onChange={(d) => choose(d)} describedBy={`${id}-calendar`} />
          </div>
          <div>
            <label htmlFor={`${id}-typed`} className="mb-1.5 block text-sm font-medium">
              Or enter a date and time
            </label>
            <input id={`${id}-typed`} type="datetime-local" step={1} value={typed} onChange={(e) => onType(e.target.value)} className={inputClass} />
          </div>
          {date && (
            <div className="sm:col-span-2">
              <Button variant="ghost" size="sm" onClick={() => choose(null)}>
                <X aria-hidden />
                Clear date
              </Button>
            </div>
          )}
        </CardContent>
      </Card>

      {date && now ? (
        <CountdownResult date={date} now={now} />
      ) : date ? (
        // Before the first tick: keep the result's place so nothing jumps when it appears.
        <div aria-hidden className="h-64 rounded-lg border border-dashed sm:h-52 lg:h-44" />
      ) : (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">Select a date to start the countdown timer</p>
      )}

      <HolidayList holidays={holidays} selected={date} onPick={(d) => choose(d)} />
    </div>
  );
}
