import { PiggyBank } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatMoney, type MortgageResult } from '~/domain/mortgage';
import { cn } from '~/lib/cn';
import { formatPaymentMonth } from './format';

interface Props {
  result: MortgageResult;
  extraMonthly: number;
  hasExtra: boolean;
}

/** The outputs of docs/product.md#mortgage, then the early-payoff box when there is an extra payment. */
export function MortgageResults({ result, extraMonthly, hasExtra }: Props) {
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
            <Stat label="Total interest" value={formatMoney(result.totalInterest)} />
            <Stat label="Total amount paid" value={formatMoney(result.totalPaid)} />
            <Stat label="Payoff date" value={formatPaymentMonth(result.scheduled.payoff)} />
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">
            Totals cover the full scheduled term without extra payments; total amount paid includes tax and insurance, total interest does not.
          </p>
        </CardContent>
      </Card>
      {hasExtra && <EarlyPayoff result={result} extraMonthly={extraMonthly} />}
    </div>
  );
}

function EarlyPayoff({ result, extraMonthly }: { result: MortgageResult; extraMonthly: number }) {
  const id = useId();
  const years = result.yearsSaved.toFixed(1);
  return (
    <section aria-labelledby={id} className="rounded-lg border-2 border-primary bg-accent p-5 text-accent-foreground">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <PiggyBank aria-hidden className="size-5" />
        Early payoff
      </h2>
      <p className="mt-2 text-sm">
        Paying {formatMoney(extraMonthly)} more each month clears the loan {result.monthsSaved} months ({years} years) sooner and saves{' '}
        {formatMoney(result.interestSaved)} in interest.
      </p>
      <dl className="mt-3 divide-y divide-border">
        <Stat label="Months saved" value={String(result.monthsSaved)} />
        <Stat label="Years saved" value={years} />
        <Stat label="Interest saved" value={formatMoney(result.interestSaved)} />
        <Stat label="Payoff date with extra payments" value={formatPaymentMonth(result.withExtra.payoff)} />
        <Stat label="Payoff date without extra payments" value={formatPaymentMonth(result.scheduled.payoff)} />
      </dl>
    </section>
  );
}

/** A label (the term) and its value (its definition): the list pairs them, no naming needed. */
function Stat({ label, value, emphasis, live }: { label: string; value: string; emphasis?: boolean; live?: boolean }) {
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
