import type { MortgagePlan, MortgageResult } from '~/domain/mortgage';
import { ChartFrame, round1, SIZE, yScale } from './chart-frame';
import { niceCeil } from './format';
import { formatMoney, formatPaymentMonth, pluralWord, useMortgageLocale, word } from './mortgage-locale';

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
  const locale = useMortgageLocale();
  const w = (key: Parameters<typeof word>[1], values?: Record<string, string | number>) => word(locale, key, values);
  const zero = formatMoney(0, locale.money);
  const from = formatMoney(amount, locale.money);

  return (
    <ChartFrame
      title={w('chart.balance')}
      label={w(hasExtra ? 'chart.balanceLabelBoth' : 'chart.balanceLabel', { amount: from, zero })}
      yMax={yMax}
      xTicks={xTicks}
      xTitle={w('chart.yearsAxis')}
      legend={
        hasExtra
          ? [
              { label: w('chart.withExtra'), swatch: 'bg-primary' },
              { label: w('chart.withoutExtra'), swatch: 'bg-muted-foreground' },
            ]
          : [{ label: w('chart.balanceLegend'), swatch: 'bg-primary' }]
      }
      description={
        <>
          {w('chart.balanceFalls', { amount: from, zero, payments: n, month: formatPaymentMonth(result.scheduled.payoff, locale) })}
          {halfway > 0 &&
            w(halfwayBalance > amount / 2 ? 'chart.halfwayInterest' : 'chart.halfway', { amount: formatMoney(halfwayBalance, locale.money) })}
          {hasExtra &&
            pluralWord(locale, 'chart.withExtraEnd', result.monthsSaved, { zero, month: formatPaymentMonth(result.withExtra.payoff, locale) })}
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
