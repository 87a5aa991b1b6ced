import { useId, useState } from 'react';
import { cn } from '~/lib/cn';
import type { MortgageResult } from '~/domain/mortgage';
import { BalanceChart } from './balance-chart';
import { PaymentsChart } from './payments-chart';
import { ScheduleTable } from './schedule-table';

type PlanName = 'scheduled' | 'withExtra';

/** Charts and the schedule; with an extra payment, a switch between the two plans. */
export function Amortization({
  result,
  hasExtra,
  amount,
}: {
  result: MortgageResult;
  hasExtra: boolean;
  amount: number;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<PlanName>('withExtra');
  const planName: PlanName = hasExtra ? chosen : 'scheduled';
  const plan = result[planName];

  return (
    <section aria-labelledby={id} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold">
          Amortization
        </h2>
        {hasExtra && (
          <div role="group" aria-label="Plan to show" className="inline-flex rounded-md border bg-muted p-1">
            {(
              [
                ['withExtra', 'With extra payment'],
                ['scheduled', 'Without extra payment'],
              ] as const
            ).map(([name, label]) => (
              <button
                key={name}
                type="button"
                aria-pressed={planName === name}
                onClick={() => setChosen(name)}
                className={cn(
                  'rounded px-3 py-1.5 text-sm font-medium',
                  planName === name
                    ? 'bg-card text-card-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {label}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <BalanceChart result={result} hasExtra={hasExtra} amount={amount} />
        <PaymentsChart plan={plan} />
      </div>
      <ScheduleTable
        key={planName}
        plan={plan}
        showExtra={planName === 'withExtra'}
        caption={
          planName === 'withExtra'
            ? 'Amortization schedule with the extra monthly payment, by year'
            : 'Amortization schedule without extra payments, by year'
        }
      />
    </section>
  );
}
