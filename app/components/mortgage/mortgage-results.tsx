import { PiggyBank } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatMoney, hasExtraPayment, type MortgageInput, type MortgageResult } from '~/domain/mortgage';
import { MONTH_NAMES } from '~/domain/number-format';
import { cn } from '~/lib/cn';
import { formatPaymentMonth } from './format';

interface Props {
  result: MortgageResult;
  input: MortgageInput;
}

/**
 * The outputs of docs/product.md#mortgage (PMI and HOA only when there are some), then the
 * early-payoff box when there is an extra payment of any kind.
 */
export function MortgageResults({ result, input }: Props) {
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Your monthly payment</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <Stat label="Total monthly payment" value={formatMoney(result.totalMonthlyPayment)} emphasis live />
            <Stat label="Monthly principal & interest" value={formatMoney(result.monthlyPrincipalAndInterest)} />
            <Stat label="Monthly property tax" value={formatMoney(result.monthlyTax)} />
            <Stat label="Monthly home insurance" value={formatMoney(result.monthlyInsurance)} />
            {result.monthlyPmi > 0 && <Stat label="Monthly PMI" value={formatMoney(result.monthlyPmi)} />}
            {result.monthlyHoa > 0 && <Stat label="Monthly HOA" value={formatMoney(result.monthlyHoa)} />}
            <Stat label="Total interest" value={formatMoney(result.totalInterest)} />
            {result.scheduled.totals.pmi > 0 && <Stat label="Total PMI" value={formatMoney(result.scheduled.totals.pmi)} />}
            <Stat label="Total amount paid" value={formatMoney(result.totalPaid)} />
            <Stat label="Payoff date" value={formatPaymentMonth(result.scheduled.payoff)} />
            {result.pmiEnds && <Stat label="Last month with PMI" value={formatPaymentMonth(result.pmiEnds)} />}
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">
            Totals cover the full scheduled term without extra payments; total amount paid includes tax, insurance, PMI and HOA, total interest does
            not.
            {result.pmiEnds &&
              ' PMI is dropped automatically once the balance is scheduled to reach 78% of the home price (US Homeowners Protection Act).'}
          </p>
        </CardContent>
      </Card>
      {hasExtraPayment(result) && <EarlyPayoff result={result} input={input} />}
    </div>
  );
}

/** 'an extra $200.00 a month, $5,000.00 every June and biweekly payments' */
export function describeExtras(input: MortgageInput): string {
  const parts: string[] = [];
  if ((input.extraMonthly ?? 0) > 0) parts.push(`an extra ${formatMoney(input.extraMonthly)} a month`);
  if ((input.extraYearly ?? 0) > 0) parts.push(`${formatMoney(input.extraYearly!)} every ${MONTH_NAMES[(input.extraYearlyMonth ?? 1) - 1]}`);
  if ((input.extraOneTime ?? 0) > 0)
    parts.push(
      `${formatMoney(input.extraOneTime!)} once in ${formatPaymentMonth({ year: input.extraOneTimeYear!, month: input.extraOneTimeMonth! })}`,
    );
  if (input.biweekly) parts.push('biweekly payments');
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

function EarlyPayoff({ result, input }: Props) {
  const id = useId();
  const years = result.yearsSaved.toFixed(1);
  return (
    <section aria-labelledby={id} className="rounded-lg border-2 border-primary bg-accent p-5 text-accent-foreground">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <PiggyBank aria-hidden className="size-5" />
        Early payoff
      </h2>
      <p className="mt-2 text-sm">
        With {describeExtras(input)}, the loan is paid off {result.monthsSaved} months ({years} years) sooner and saves{' '}
        {formatMoney(result.interestSaved)} in interest.
      </p>
      <dl className="mt-3 divide-y divide-border">
        <Stat label="Months saved" value={String(result.monthsSaved)} />
        <Stat label="Years saved" value={years} />
        <Stat label="Interest saved" value={formatMoney(result.interestSaved)} />
        <Stat label="Total interest with extra payments" value={formatMoney(result.withExtra.totalInterest)} />
        <Stat label="Payoff date with extra payments" value={formatPaymentMonth(result.withExtra.payoff)} />
        <Stat label="Payoff date without extra payments" value={formatPaymentMonth(result.scheduled.payoff)} />
      </dl>
    </section>
  );
}

/** A label (the term) and its value (its definition): the list pairs them, no naming needed. */
export function Stat({ label, value, emphasis, live }: { label: string; value: string; emphasis?: boolean; live?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className={cn('text-sm', emphasis ? 'font-semibold' : 'text-muted-foreground')}>{label}</dt>
      <dd
        aria-live={live ? 'polite' : undefined}
        className={cn('whitespace-nowrap text-right font-semibold tabular-nums', emphasis && 'text-2xl text-primary')}
      >
        {value}
      </dd>
    </div>
  );
}
