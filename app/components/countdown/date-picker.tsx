import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover';
import { formatLongDate } from '~/domain/countdown';

// The calendar (react-day-picker, two thirds of this page's script) loads only when wanted: on the
// first hover or focus of the button, so it is usually there by the time the popover opens.
const loadCalendar = () => import('~/components/ui/calendar');
const Calendar = lazy(() => loadCalendar().then((m) => ({ default: m.Calendar })));

// The month and year dropdowns reach any day from 1900 to 2100 in two choices; the keyboard can too.
const FIRST_MONTH = new Date(1900, 0, 1);
const LAST_MONTH = new Date(2100, 11, 1);

interface Props {
  date: Date | null;
  onChange: (date: Date | null) => void;
  describedBy?: string;
}

/** 'Pick a date' button opening a calendar below it; picking the chosen day again clears it. */
export function DatePicker({ date, onChange, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          onPointerEnter={loadCalendar}
          onFocus={loadCalendar}
          className="h-11 w-full justify-start px-3 text-base font-normal"
          aria-describedby={describedBy}
        >
          <CalendarDays aria-hidden className="text-muted-foreground" />
          {date ? formatLongDate(date) : <span className="text-muted-foreground">Pick a date</span>}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        side="bottom"
        align="start"
        className="w-auto"
        aria-label="Calendar"
        // The calendar focuses the chosen day (or today) itself, instead of Radix's first button.
        onOpenAutoFocus={(e) => e.preventDefault()}
      >
        <Suspense fallback={<div className="size-80" role="status" aria-label="Loading calendar" />}>
          <Calendar
            mode="single"
            selected={date ?? undefined}
            onSelect={(day) => {
              onChange(day ?? null);
              setOpen(false);
            }}
            defaultMonth={date ?? undefined}
            captionLayout="dropdown"
            navLayout="after"
            startMonth={FIRST_MONTH}
            endMonth={LAST_MONTH}
            autoFocus
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
