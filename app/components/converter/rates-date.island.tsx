import { useId, type FormEvent } from 'react';
import { buttonVariants } from '~/components/ui/button';

export interface RatesDateProps {
  /** The page the form goes to. */
  path: string;
  /** The day the page's rates are of (empty with the built-in table). */
  date: string;
}

/**
 * The date control of a currency page (docs/decisions/055-currencies-and-dated-rates.md): a GET form
 * with `?date=`, which works without script. Hydrated on first touch or focus, it keeps the
 * conversion in the address (`v`, `from`, `to`) and only sets the date.
 */
export function RatesDate({ path, date }: RatesDateProps) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('date');
    const url = new URL(window.location.href);
    if (typeof chosen === 'string' && chosen) url.searchParams.set('date', chosen);
    else url.searchParams.delete('date');
    window.location.assign(url.href);
  }
  return (
    <form method="get" action={path} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="space-y-1.5">
        <label htmlFor={`${id}date`} className="block text-sm font-medium">
          Rates of the day
        </label>
        <input id={`${id}date`} name="date" type="date" defaultValue={date} className="h-10 rounded-md border bg-background px-3 text-base" />
      </div>
      <button type="submit" className={buttonVariants({ variant: 'outline' })}>
        Show rates
      </button>
    </form>
  );
}
