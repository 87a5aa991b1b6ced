import { format, isEqual } from 'date-fns';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { cn } from '~/lib/cn';
import { localMidnight, type HolidayDay } from './holiday-days';

interface Props {
  holidays: HolidayDay[];
  selected: Date | null;
  onPick: (date: Date) => void;
}

/** 'Popular Holidays': one button per holiday's next occurrence, soonest first. */
export function HolidayList({ holidays, selected, onPick }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Popular Holidays</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {holidays.map((h) => {
            const date = localMidnight(h.day);
            const current = selected !== null && isEqual(selected, date);
            return (
              <li key={h.name}>
                <button
                  type="button"
                  onClick={() => onPick(date)}
                  className={cn(
                    'flex w-full flex-col items-start rounded-md border px-3 py-2 text-left hover:border-primary hover:bg-accent hover:text-accent-foreground',
                    current && 'border-primary bg-accent text-accent-foreground',
                  )}
                >
                  <span className="font-medium">{h.name}</span>
                  <span className="text-sm text-muted-foreground">{format(date, 'EEE, MMM d, yyyy')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
