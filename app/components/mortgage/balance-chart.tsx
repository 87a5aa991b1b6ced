import { formatMoney, type MortgagePlan, type MortgageResult } from '~/domain/mortgage';
import { ChartFrame, round1, SIZE, yScale } from './chart-frame';
import { formatPaymentMonth, niceCeil } from './format';

interface Props {
  result: MortgageResult;
  hasExtra: boolean;
  amount: number;
}

/** Remaining balance month by month; with an extra payment, both plans on one chart. */
export function BalanceChart({ result, hasExtra, amount }: Props) {
  const n = result.termMonths;
  const yMax = niceCeil(amount);
  const y = yScale(yMax);
  const x = (month: number) => round1((month / n) * SIZE);
  const path = (plan: MortgagePlan) =>
    `M${x(0)} ${y(amount)}` +
    plan.schedule
      .flatMap((year) => year.months)
      .map((m) => `L${x(m.paymentNumber)} ${y(m.balance)}`)
      .join('');

  const years = n / 12;
  const step = [1, 2, 5, 10].find((s) => years / s <= 8) ?? 10;
  const xTicks = Array.from({ length: Math.floor(years / step) + 1 }, (_, i) => ({
    x: x(i * step * 12),
    label: String(i * step),
  }));

  const halfway = Math.floor(n / 2);
  const halfwayBalance = result.scheduled.schedule.flatMap((yr) => yr.months).find((m) => m.paymentNumber === halfway)?.balance ?? 0;

  return (
    <ChartFrame
      title="Remaining balance"
      label={`Line chart of the remaining loan balance from ${formatMoney(amount)} to $0.00${hasExtra ? ', with and without the extra payment' : ''}. Described below.`}
      yMax={yMax}
      xTicks={xTicks}
      xTitle="Years from the first payment"
      legend={
        hasExtra
          ? [
              { label: 'With extra payment', swatch: 'bg-primary' },
              { label: 'Without extra payment (dashed)', swatch: 'bg-muted-foreground' },
            ]
          : [{ label: 'Balance', swatch: 'bg-primary' }]
      }
      description={
        <>
          The balance falls from {formatMoney(amount)} to $0.00 over {n} payments, the last in {formatPaymentMonth(result.scheduled.payoff)}.
          {halfway > 0 &&
            ` Halfway through the term, ${formatMoney(halfwayBalance)} is still owed${
              halfwayBalance > amount / 2 ? ', because early payments go mostly to interest' : ''
            }.`}
          {hasExtra &&
            ` With the extra payment it reaches $0.00 in ${formatPaymentMonth(result.withExtra.payoff)}, ${result.monthsSaved} months sooner.`}
        </>
      }
    >
      {hasExtra && (
        <path
          d={path(result.scheduled)}
          className="fill-none stroke-muted-foreground"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          strokeDasharray="6 4"
        />
      )}
      <path
        d={path(hasExtra ? result.withExtra : result.scheduled)}
        className="fill-none stroke-primary"
        strokeWidth={2.5}
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </ChartFrame>
  );
}
