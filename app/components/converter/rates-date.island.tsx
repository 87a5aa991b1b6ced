import { useId, useState, type FormEvent } from 'react';
import { buttonVariants } from '~/components/ui/button';
import { outsideBoundsProblem, ratesProblemText, type RatesDateBounds, type RatesProblemWords } from '~/domain/units/rates-date';

/** The control's words in the page's language (app/i18n/currency-words.server.ts). */
export interface RatesDateWords {
  label: string;
  submit: string;
  problems: RatesProblemWords;
}

export interface RatesDateProps {
  /** The page the form goes to. */
  path: string;
  /** The day the page's rates are of (empty with the built-in table). */
  date: string;
  /** The first stored day and today: the days there are rates for (issue 37 item 10). */
  bounds: RatesDateBounds;
  words: RatesDateWords;
}

/**
 * The date control of a currency page (docs/decisions/055-currencies-and-dated-rates.md): a GET form
 * with `?date=`, which works without script. Its `min` and `max` are the first stored day and
 * today, so the browser's picker offers only days with rates; a day outside them typed anyway is
 * refused here with the server's own sentence (without script, the browser's message; sent in a
 * link, the page's). Hydrated on first touch or focus, it keeps the conversion in the address (`v`,
 * `from`, `to`) and only sets the date.
 */
export function RatesDate({ path, date, bounds, words }: RatesDateProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
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
          {words.label}
        </label>
        <input
          id={`${id}date`}
          name="date"
          type="date"
          defaultValue={date}
          min={bounds.min ?? undefined}
          max={bounds.max}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}problem` : undefined}
          onChange={() => setProblem(null)}
          onInvalid={(event) => {
            const why = outsideBoundsProblem(event.currentTarget.value, bounds);
            // A day outside the stored ones: said here, in the page's words, instead of the browser's bubble.
            if (why) {
              event.preventDefault();
              setProblem(ratesProblemText(why, words.problems));
            }
          }}
          className="h-10 rounded-md border bg-background px-3 text-base"
        />
      </div>
      <button type="submit" className={buttonVariants({ variant: 'outline' })}>
        {words.submit}
      </button>
      {problem && (
        <p id={`${id}problem`} role="alert" className="basis-full font-medium">
          {problem}
        </p>
      )}
    </form>
  );
}
