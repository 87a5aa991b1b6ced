import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from '~/lib/search-params';
import { computeMortgage, hasExtraPayment, type MortgageResult } from '~/domain/mortgage';
import { cn } from '~/lib/cn';
import { BalanceChart } from './balance-chart';
import { MortgageContext, useChosenStyle, useMortgageLocale, word, type MortgageLocale } from './mortgage-locale';
import { fieldsFromQuery, inputFromFields } from './mortgage-params';
import { PaymentsChart } from './payments-chart';
import { downloadCsv } from './schedule-csv';
import { ScheduleTable } from './schedule-table';

type PlanName = 'scheduled' | 'withExtra';

/**
 * The amortization section of the plan in the URL query, which the calculator keeps in step with
 * its fields. An island of its own, so the browser renders its charts and schedule only when they
 * are needed (see IslandLoad), not at the page's start. Nothing without a loan.
 */
export function PlanAmortization({ defaultStart, locale: pageLocale }: { defaultStart: string; locale: MortgageLocale }) {
  const locale = useChosenStyle(pageLocale);
  const [params] = useSearchParams();
  const { style } = locale.money;
  const input = useMemo(() => inputFromFields(fieldsFromQuery(params, defaultStart, style), defaultStart, style), [params, defaultStart, style]);
  const result = useMemo(() => computeMortgage(input), [input]);
  if (result.termMonths === 0) return null;
  const onlyMonthly = !input.extraYearly && !input.extraOneTime && !input.biweekly;
  return (
    <MortgageContext value={locale}>
      <Amortization result={result} amount={input.amount} onlyMonthly={onlyMonthly} />
    </MortgageContext>
  );
}

/** Charts and the schedule; with an extra payment, a switch between the two plans. */
function Amortization({ result, amount, onlyMonthly }: { result: MortgageResult; amount: number; onlyMonthly: boolean }) {
  const id = useId();
  const hasExtra = hasExtraPayment(result);
  const [chosen, setChosen] = useState<PlanName>('withExtra');
  const planName: PlanName = hasExtra ? chosen : 'scheduled';
  const plan = result[planName];
  const locale = useMortgageLocale();
  const w = (key: Parameters<typeof word>[1]) => word(locale, key);

  // Below the fold on load: content-visibility lets the browser skip its layout and paint until it
  // nears the screen; the intrinsic size (remembered once shown) keeps the page's height.
  return (
    <section aria-labelledby={id} className="space-y-6 [content-visibility:auto] [contain-intrinsic-size:auto_1600px]">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold">
          {w('schedule.heading')}
        </h2>
        <button
          type="button"
          onClick={() => downloadCsv(plan, w(planName === 'withExtra' ? 'schedule.fileWithExtra' : 'schedule.file'), locale)}
          className="inline-flex h-9 items-center gap-2 rounded-md border bg-card px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground print:hidden"
        >
          <Download aria-hidden className="size-4" />
          {w('schedule.download')}
        </button>
        {hasExtra && (
          <div role="group" aria-label={w('schedule.planToShow')} className="print:hidden inline-flex rounded-md border bg-muted p-1">
            {(
              [
                ['withExtra', w('schedule.withExtra')],
                ['scheduled', w('schedule.withoutExtra')],
              ] as const
            ).map(([name, label]) => (
              <button
                key={name}
                type="button"
                aria-pressed={planName === name}
                onClick={() => setChosen(name)}
                className={cn(
                  'rounded px-3 py-1.5 text-sm font-medium',
                  planName === name ? 'bg-card text-card-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
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
        caption={planName === 'withExtra' ? w(onlyMonthly ? 'schedule.captionMonthly' : 'schedule.captionExtras') : w('schedule.captionWithout')}
      />
    </section>
  );
}
