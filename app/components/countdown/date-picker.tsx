import { CalendarDays } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { POPOVER_CLASSES, usePopover } from '~/components/ui/popover';
import { cn } from '~/lib/cn';
import { formatLongDate } from '~/domain/countdown';
import { say, useCountdownWords } from './countdown-words';

// The calendar (react-day-picker, two thirds of this page's script) loads only when wanted: on the
// first hover or focus of the button, so it is usually there by the time the popover opens.
const loadCalendar = () => import('./countdown-calendar');
const Calendar = lazy(() => loadCalendar().then((m) => ({ default: m.CountdownCalendar })));

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
  const { open, close, triggerProps, popoverProps } = usePopover<HTMLButtonElement>();
  const words = useCountdownWords();
  return (
    <>
      <button
        type="button"
        onPointerEnter={loadCalendar}
        onFocus={loadCalendar}
        className="inline-flex h-11 w-full items-center gap-2 whitespace-nowrap rounded-md border bg-background px-3 text-base transition-colors hover:bg-accent hover:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0"
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        {...triggerProps}
      >
        <CalendarDays aria-hidden className="text-muted-foreground" />
        {date ? formatLongDate(date, words.dates) : <span className="text-muted-foreground">{say(words, 'pickDate')}</span>}
      </button>
      <div role="dialog" aria-label={say(words, 'calendar')} className={cn(POPOVER_CLASSES, 'w-auto p-3')} {...popoverProps}>
        {/* Rendered while open: the calendar focuses the chosen day (or today) as it mounts. */}
        {open && (
          <Suspense fallback={<div className="size-80" role="status" aria-label={say(words, 'loadingCalendar')} />}>
            <Calendar
              words={words}
              mode="single"
              selected={date ?? undefined}
              onSelect={(day) => {
                onChange(day ?? null);
                close();
              }}
              defaultMonth={date ?? undefined}
              captionLayout="dropdown"
              navLayout="after"
              startMonth={FIRST_MONTH}
              endMonth={LAST_MONTH}
              autoFocus
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
