import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatShortDate } from '~/domain/date-text';
import { cn } from '~/lib/cn';
import { say, useCountdownWords } from './countdown-words';
import { localMidnight, type HolidayDay } from './holiday-days';

interface Props {
  holidays: HolidayDay[];
  /** The countdown's wall-clock moment ('2026-12-25T00:00'), or null. */
  selected: string | null;
  /** Called with the holiday's midnight as a wall-clock moment, and its name. */
  onPick: (local: string, name: string) => void;
}

/** 'Popular Holidays': one button per holiday's next occurrence, soonest first. */
export function HolidayList({ holidays, selected, onPick }: Props) {
  const words = useCountdownWords();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{say(words, 'holidays')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {holidays.map((h) => {
            const local = `${h.day}T00:00`;
            return (
              <li key={h.name}>
                <button
                  type="button"
                  onClick={() => onPick(local, h.name)}
                  className={cn(
                    'flex w-full flex-col items-start rounded-md border px-3 py-2 text-left hover:border-primary hover:bg-accent hover:text-accent-foreground',
                    selected === local && 'border-primary bg-accent text-accent-foreground',
                  )}
                >
                  <span className="font-medium">{h.name}</span>
                  <span className="text-sm text-muted-foreground">{formatShortDate(localMidnight(h.day), words.dates)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
