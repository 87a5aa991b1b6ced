import { PiggyBank } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { hasExtraPayment, type MortgageInput, type MortgageResult } from '~/domain/mortgage';
import { formatFixed } from '~/domain/number-format';
import { cn } from '~/lib/cn';
import { OTHER_FORM_CLASS, PAGE_FORM_CLASS } from '~/lib/number-choice';
import { formatMoney, formatPaymentMonth, pluralWord, useMortgageLocale, word, type MortgageLocale, type MortgageWord } from './mortgage-locale';

interface Props {
  result: MortgageResult;
  input: MortgageInput;
}

/**
 * The outputs of docs/product.md#mortgage (PMI and HOA only when there are some), then the
 * early-payoff box when there is an extra payment of any kind.
 */
export function MortgageResults({ result, input }: Props) {
  const locale = useMortgageLocale();
  // Shown as the page loads: where the page offers two number styles, each amount is in both, and
  // CSS shows the reader's from the first paint, before the island knows the choice (ADR 087).
  // (As `<NumForms>` writes them, but each form formatted in its style: no restyle() to load.)
  const { styles } = locale;
  const money = (n: number) =>
    styles ? (
      <>
        <span className={PAGE_FORM_CLASS}>{formatMoney(n, { ...locale.money, style: styles.page })}</span>
        <span className={OTHER_FORM_CLASS}>{formatMoney(n, { ...locale.money, style: styles.other })}</span>
      </>
    ) : (
      formatMoney(n, locale.money)
    );
  const month = (m: Parameters<typeof formatPaymentMonth>[0]) => formatPaymentMonth(m, locale);
  const label = (key: MortgageWord) => word(locale, key);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{label('result.heading')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            <Stat label={label('result.total')} value={money(result.totalMonthlyPayment)} emphasis live />
            <Stat label={label('result.pi')} value={money(result.monthlyPrincipalAndInterest)} />
            <Stat label={label('result.tax')} value={money(result.monthlyTax)} />
            <Stat label={label('result.ins')} value={money(result.monthlyInsurance)} />
            {result.monthlyPmi > 0 && <Stat label={label('result.pmi')} value={money(result.monthlyPmi)} />}
            {result.monthlyHoa > 0 && <Stat label={label('result.hoa')} value={money(result.monthlyHoa)} />}
            <Stat label={label('result.interest')} value={money(result.totalInterest)} />
            {result.scheduled.totals.pmi > 0 && <Stat label={label('result.pmiTotal')} value={money(result.scheduled.totals.pmi)} />}
            <Stat label={label('result.paid')} value={money(result.totalPaid)} />
            <Stat label={label('result.payoff')} value={month(result.scheduled.payoff)} />
            {result.pmiEnds && <Stat label={label('result.pmiLast')} value={month(result.pmiEnds)} />}
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">
            {label('result.note')}
            {result.pmiEnds && ` ${label('result.pmiNote')}`}
          </p>
        </CardContent>
      </Card>
      {hasExtraPayment(result) && <EarlyPayoff result={result} input={input} />}
    </div>
  );
}

/** 'an extra $200.00 a month, $5,000.00 every June and biweekly payments', in the page's words. */
export function describeExtras(input: MortgageInput, locale: MortgageLocale): string {
  const money = (n: number) => formatMoney(n, locale.money);
  const parts: string[] = [];
  if ((input.extraMonthly ?? 0) > 0) parts.push(word(locale, 'result.extraMonthly', { amount: money(input.extraMonthly) }));
  if ((input.extraYearly ?? 0) > 0)
    parts.push(word(locale, 'result.extraYearly', { amount: money(input.extraYearly!), month: locale.months[(input.extraYearlyMonth ?? 1) - 1]! }));
  if ((input.extraOneTime ?? 0) > 0) {
    const month = formatPaymentMonth({ year: input.extraOneTimeYear!, month: input.extraOneTimeMonth! }, locale);
    parts.push(word(locale, 'result.extraOnce', { amount: money(input.extraOneTime!), month }));
  }
  if (input.biweekly) parts.push(word(locale, 'result.extraBiweekly'));
  return parts.length > 1 ? word(locale, 'result.listEnd', { list: parts.slice(0, -1).join(', '), last: parts.at(-1)! }) : (parts[0] ?? '');
}

function EarlyPayoff({ result, input }: Props) {
  const id = useId();
  const locale = useMortgageLocale();
  const money = (n: number) => formatMoney(n, locale.money);
  const years = formatFixed(result.yearsSaved, 1, { style: locale.money.style });
  const label = (key: MortgageWord) => word(locale, key);
  return (
    <section aria-labelledby={id} className="rounded-lg border-2 border-primary bg-accent p-5 text-accent-foreground">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <PiggyBank aria-hidden className="size-5" />
        {label('result.early')}
      </h2>
      <p className="mt-2 text-sm">
        {pluralWord(locale, 'result.earlyText', result.monthsSaved, {
          extras: describeExtras(input, locale),
          years,
          interest: money(result.interestSaved),
        })}
      </p>
      <dl className="mt-3 divide-y divide-border">
        <Stat label={label('result.monthsSaved')} value={String(result.monthsSaved)} />
        <Stat label={label('result.yearsSaved')} value={years} />
        <Stat label={label('result.interestSaved')} value={money(result.interestSaved)} />
        <Stat label={label('result.interestWithExtra')} value={money(result.withExtra.totalInterest)} />
        <Stat label={label('result.payoffWithExtra')} value={formatPaymentMonth(result.withExtra.payoff, locale)} />
        <Stat label={label('result.payoffWithout')} value={formatPaymentMonth(result.scheduled.payoff, locale)} />
      </dl>
    </section>
  );
}

/** A label (the term) and its value (its definition): the list pairs them, no naming needed. */
export function Stat({ label, value, emphasis, live }: { label: string; value: ReactNode; emphasis?: boolean; live?: boolean }) {
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
