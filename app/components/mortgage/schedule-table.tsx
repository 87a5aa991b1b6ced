import { ChevronRight } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import type { MortgagePlan, ScheduleMonth, ScheduleYear } from '~/domain/mortgage';
import { cn } from '~/lib/cn';
import { formatMoney, formatShortMonth, useMortgageLocale, word, type MortgageWord } from './mortgage-locale';

interface Props {
  plan: MortgagePlan;
  showExtra: boolean;
  caption: string;
}

const cell = 'px-3 py-2 text-right tabular-nums';
const headCell = 'px-3 py-2 text-right font-medium text-muted-foreground';

/**
 * One row per calendar year, each a disclosure button that reveals its months. The month rows sit
 * in their own <tbody>, which is always present (empty while closed) so aria-controls points at
 * something real; they are only rendered once opened, keeping a 30-year page light.
 */
export function ScheduleTable({ plan, showExtra, caption }: Props) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const allOpen = plan.schedule.length > 0 && open.size === plan.schedule.length;
  const showPmi = plan.totals.pmi > 0;
  const locale = useMortgageLocale();
  const w = (key: MortgageWord) => word(locale, key);

  function toggle(year: number) {
    const next = new Set(open);
    if (next.has(year)) next.delete(year);
    else next.add(year);
    setOpen(next);
  }

  return (
    <div className="rounded-lg border bg-card text-card-foreground">
      <div className="flex items-center justify-between gap-4 p-4">
        <h3 id={`${id}-heading`} className="font-semibold">
          {w('schedule.byYear')}
        </h3>
        <button
          type="button"
          onClick={() => setOpen(allOpen ? new Set() : new Set(plan.schedule.map((y) => y.calendarYear)))}
          className="rounded-md px-2 py-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {w(allOpen ? 'schedule.collapse' : 'schedule.expand')}
        </button>
      </div>
      {/* Narrower than the table (32rem), the region scrolls sideways: it says so, and its edges shade. */}
      <p className="px-4 pb-2 text-xs text-muted-foreground min-[35rem]:hidden">{w('schedule.scroll')}</p>
      <div role="region" aria-labelledby={`${id}-heading`} tabIndex={0} className="scroll-shadows overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-y bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium text-muted-foreground">
                {w('schedule.year')}
              </th>
              <th scope="col" className={headCell}>
                {w('schedule.principal')}
              </th>
              {showExtra && (
                <th scope="col" className={headCell}>
                  {w('schedule.extra')}
                </th>
              )}
              <th scope="col" className={headCell}>
                {w('schedule.interest')}
              </th>
              {showPmi && (
                <th scope="col" className={headCell}>
                  {w('schedule.pmi')}
                </th>
              )}
              <th scope="col" className={headCell}>
                {w('schedule.balance')}
              </th>
            </tr>
          </thead>
          {plan.schedule.map((year) => {
            const expanded = open.has(year.calendarYear);
            const monthsId = `${id}-${year.calendarYear}`;
            return (
              <Fragment key={year.calendarYear}>
                <tbody className="border-b">
                  <YearRow year={year} expanded={expanded} controls={monthsId} showExtra={showExtra} showPmi={showPmi} onToggle={toggle} />
                </tbody>
                <tbody id={monthsId} hidden={!expanded} className="border-b bg-muted/50">
                  {expanded && year.months.map((m) => <MonthRow key={m.paymentNumber} month={m} showExtra={showExtra} showPmi={showPmi} />)}
                </tbody>
              </Fragment>
            );
          })}
        </table>
      </div>
    </div>
  );
}

function YearRow({
  year,
  expanded,
  controls,
  showExtra,
  showPmi,
  onToggle,
}: {
  year: ScheduleYear;
  expanded: boolean;
  controls: string;
  showExtra: boolean;
  showPmi: boolean;
  onToggle: (year: number) => void;
}) {
  const { money } = useMortgageLocale();
  return (
    <tr>
      <th scope="row" className="px-1 py-1 text-left font-medium">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={controls}
          onClick={() => onToggle(year.calendarYear)}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-accent hover:text-accent-foreground"
        >
          <ChevronRight aria-hidden className={cn('size-4 transition-transform', expanded && 'rotate-90')} />
          {year.calendarYear}
        </button>
      </th>
      <td className={cell}>{formatMoney(year.principal, money)}</td>
      {showExtra && <td className={cell}>{formatMoney(year.extra, money)}</td>}
      <td className={cell}>{formatMoney(year.interest, money)}</td>
      {showPmi && <td className={cell}>{formatMoney(year.pmi, money)}</td>}
      <td className={cell}>{formatMoney(year.endingBalance, money)}</td>
    </tr>
  );
}

function MonthRow({ month, showExtra, showPmi }: { month: ScheduleMonth; showExtra: boolean; showPmi: boolean }) {
  const locale = useMortgageLocale();
  const { money } = locale;
  return (
    <tr>
      <th scope="row" className="py-1.5 pl-10 pr-3 text-left font-normal text-muted-foreground">
        {formatShortMonth(month, locale)}
      </th>
      <td className={cell}>{formatMoney(month.principal, money)}</td>
      {showExtra && <td className={cell}>{formatMoney(month.extra, money)}</td>}
      <td className={cell}>{formatMoney(month.interest, money)}</td>
      {showPmi && <td className={cell}>{formatMoney(month.pmi, money)}</td>}
      <td className={cell}>{formatMoney(month.balance, money)}</td>
    </tr>
  );
}
