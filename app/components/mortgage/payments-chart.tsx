import type { MortgagePlan } from '~/domain/mortgage';
import { formatMoney, useMortgageLocale, word } from './mortgage-locale';
import { ChartFrame, INTEREST_FILL, INTEREST_SWATCH, round1, SIZE, yScale } from './chart-frame';
import { niceCeil } from './format';

/** One stacked bar per calendar year: principal (extra included) below, interest above. */
export function PaymentsChart({ plan }: { plan: MortgagePlan }) {
  const years = plan.schedule;
  const principalOf = (yr: (typeof years)[number]) => yr.principal + yr.extra;
  const yMax = niceCeil(Math.max(0, ...years.map((yr) => principalOf(yr) + yr.interest)));
  const y = yScale(yMax);
  const band = SIZE / Math.max(1, years.length);
  const barWidth = round1(Math.max(1, band * 0.7));
  const every = Math.ceil(years.length / 7);

  const totalPrincipal = years.reduce((sum, yr) => sum + principalOf(yr), 0);
  const totalInterest = years.reduce((sum, yr) => sum + yr.interest, 0);
  const firstFull = years.find((yr) => yr.months.length === 12) ?? years[0];
  const crossover = years.find((yr) => principalOf(yr) > yr.interest);
  const locale = useMortgageLocale();
  const w = (key: Parameters<typeof word>[1], values?: Record<string, string | number>) => word(locale, key, values);
  const money = (n: number) => formatMoney(n, locale.money);

  return (
    <ChartFrame
      title={w('chart.payments')}
      label={w('chart.paymentsLabel')}
      yMax={yMax}
      xTicks={years.map((yr, i) => ({ x: round1(band * (i + 0.5)), label: String(yr.calendarYear), i })).filter((t) => t.i % every === 0)}
      xTitle={w('chart.calendarYear')}
      legend={[
        { label: w('chart.principal'), swatch: 'bg-primary' },
        { label: w('chart.interest'), swatch: INTEREST_SWATCH },
      ]}
      description={
        <>
          {w('chart.overLoan', { principal: money(totalPrincipal), interest: money(totalInterest) })}
          {firstFull &&
            w('chart.inYear', { year: firstFull.calendarYear, interest: money(firstFull.interest), principal: money(principalOf(firstFull)) })}
          {crossover === years[0]
            ? w('chart.principalFirst')
            : crossover
              ? w('chart.crossover', { year: crossover.calendarYear })
              : w('chart.interestAlways')}
        </>
      }
    >
      {years.map((yr, i) => {
        const left = round1(band * i + (band - barWidth) / 2);
        const principalTop = y(principalOf(yr));
        const top = y(principalOf(yr) + yr.interest);
        return (
          <g key={yr.calendarYear}>
            <title>{w('chart.bar', { year: yr.calendarYear, principal: money(principalOf(yr)), interest: money(yr.interest) })}</title>
            <rect x={left} y={principalTop} width={barWidth} height={round1(y(0) - principalTop)} className="fill-primary" />
            <rect x={left} y={top} width={barWidth} height={round1(principalTop - top)} className={INTEREST_FILL} />
          </g>
        );
      })}
    </ChartFrame>
  );
}
