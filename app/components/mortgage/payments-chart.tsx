import { formatMoney, type MortgagePlan } from '~/domain/mortgage';
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

  return (
    <ChartFrame
      title="Principal vs. interest by year"
      label="Stacked bar chart of principal and interest paid in each calendar year. Described below."
      yMax={yMax}
      xTicks={years.map((yr, i) => ({ x: round1(band * (i + 0.5)), label: String(yr.calendarYear), i })).filter((t) => t.i % every === 0)}
      xTitle="Calendar year"
      legend={[
        { label: 'Principal', swatch: 'bg-primary' },
        { label: 'Interest', swatch: INTEREST_SWATCH },
      ]}
      description={
        <>
          Over the loan you pay {formatMoney(totalPrincipal)} of principal and {formatMoney(totalInterest)} of interest.
          {firstFull &&
            ` In ${firstFull.calendarYear}, ${formatMoney(firstFull.interest)} goes to interest and ${formatMoney(principalOf(firstFull))} to principal.`}
          {crossover === years[0]
            ? ' Principal exceeds interest from the first year.'
            : crossover
              ? ` Principal first exceeds interest in ${crossover.calendarYear}.`
              : ' Interest exceeds principal in every year.'}
        </>
      }
    >
      {years.map((yr, i) => {
        const left = round1(band * i + (band - barWidth) / 2);
        const principalTop = y(principalOf(yr));
        const top = y(principalOf(yr) + yr.interest);
        return (
          <g key={yr.calendarYear}>
            <title>{`${yr.calendarYear}: principal ${formatMoney(principalOf(yr))}, interest ${formatMoney(yr.interest)}`}</title>
            <rect x={left} y={principalTop} width={barWidth} height={round1(y(0) - principalTop)} className="fill-primary" />
            <rect x={left} y={top} width={barWidth} height={round1(principalTop - top)} className={INTEREST_FILL} />
          </g>
        );
      })}
    </ChartFrame>
  );
}
