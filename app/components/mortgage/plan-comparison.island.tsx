import { useId, useMemo } from 'react';
import { computeMortgage, moneyCents, type MortgageInput, type MortgageResult } from '~/domain/mortgage';
import { useSearchParams } from '~/lib/search-params';
import {
  formatMoney,
  formatPaymentMonth,
  formatPlain,
  MortgageContext,
  useChosenStyle,
  word,
  type MortgageLocale,
  type MortgageWord,
} from './mortgage-locale';
import { CheckboxField, NumberField } from './mortgage-fields';
import { fieldNote, fieldsFromQuery, fieldsToQuery, inputFromFields, planBInput, type FieldName } from './mortgage-params';

/** What a plan costs as it is paid: with its extra payments, if it has any. */
interface PlanFigures {
  input: MortgageInput;
  result: MortgageResult;
}

interface Row {
  label: MortgageWord;
  value: (plan: PlanFigures, locale: MortgageLocale) => string;
  /** Plan B minus plan A, for rows where a difference means something. */
  amount?: (plan: PlanFigures) => number;
}

const paidTotal = ({ result }: PlanFigures) => result.withExtra.totalPaid;
const money = (n: number, locale: MortgageLocale) => formatMoney(n, locale.money);

const ROWS: readonly Row[] = [
  {
    label: 'calc.term',
    value: ({ result }, locale) => word(locale, 'compare.yearsValue', { years: formatPlain(result.termMonths / 12, locale.money.style) }),
  },
  {
    label: 'calc.rate',
    value: ({ input }, locale) => word(locale, 'compare.rateValue', { rate: formatPlain(input.ratePercent, locale.money.style) }),
  },
  {
    label: 'compare.extras',
    value: ({ result }, locale) => word(locale, result.withExtra === result.scheduled ? 'compare.none' : 'compare.included'),
  },
  {
    label: 'result.pi',
    value: ({ result }, locale) => money(result.monthlyPrincipalAndInterest, locale),
    amount: ({ result }) => result.monthlyPrincipalAndInterest,
  },
  {
    label: 'result.total',
    value: ({ result }, locale) => money(result.totalMonthlyPayment, locale),
    amount: ({ result }) => result.totalMonthlyPayment,
  },
  {
    label: 'result.interest',
    value: ({ result }, locale) => money(result.withExtra.totalInterest, locale),
    amount: ({ result }) => result.withExtra.totalInterest,
  },
  { label: 'result.paid', value: (plan, locale) => money(paidTotal(plan), locale), amount: paidTotal },
  { label: 'compare.payments', value: ({ result }) => String(result.withExtra.months) },
  { label: 'result.payoff', value: ({ result }, locale) => formatPaymentMonth(result.withExtra.payoff, locale) },
  { label: 'result.pmiLast', value: ({ result }, locale) => formatPaymentMonth(result.pmiEnds, locale) },
];

/**
 * Two plans side by side (ADR 057): plan A is the calculator's, plan B the same loan with its own
 * term and rate, with or without the extra payments; plan B's fields live in the address too.
 */
export function PlanComparison({ defaultStart, locale: pageLocale }: { defaultStart: string; locale: MortgageLocale }) {
  const locale = useChosenStyle(pageLocale);
  const id = useId();
  const { style } = locale.money;
  const w = (key: MortgageWord, values?: Record<string, string | number>) => word(locale, key, values);
  const [params, setParams] = useSearchParams();
  const fields = useMemo(() => fieldsFromQuery(params, defaultStart, style), [params, defaultStart, style]);
  const [a, b] = useMemo(() => {
    const inputA = inputFromFields(fields, defaultStart, style);
    const inputB = planBInput(fields, inputA, style);
    return [
      { input: inputA, result: computeMortgage(inputA) },
      { input: inputB, result: computeMortgage(inputB) },
    ];
  }, [fields, defaultStart, style]);

  const update = (name: FieldName, value: string) => setParams(fieldsToQuery({ ...fields, [name]: value }, style), { replace: true });
  const numberField = (name: 'byears' | 'brate') => ({
    value: fields[name],
    onChange: (v: string) => update(name, v),
    ...fieldNote(name, fields[name], locale),
  });

  return (
    <MortgageContext value={locale}>
      <section aria-labelledby={id} className="space-y-4 rounded-lg border bg-card p-5 text-card-foreground shadow-sm">
        <h2 id={id} className="text-2xl font-semibold">
          {w('compare.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{w('compare.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-3 print:hidden">
          <NumberField label={w('compare.termB')} suffix={w('calc.years')} {...numberField('byears')} />
          <NumberField
            label={w('compare.rateB')}
            suffix="%"
            hint={w('compare.rateBHint', { rate: formatPlain(a.input.ratePercent, style) })}
            {...numberField('brate')}
          />
          <CheckboxField
            label={w('compare.withExtras')}
            checked={fields.bx === '1'}
            onChange={(on) => update('bx', on ? '1' : '0')}
            className="sm:pt-7"
          />
        </div>
        <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="scroll-shadows overflow-x-auto">
          <table className="w-full min-w-[28rem] border-collapse text-sm">
            <caption id={`${id}-caption`} className="sr-only">
              {w('compare.caption')}
            </caption>
            <thead className="border-y bg-muted">
              <tr>
                <td />
                {[w('compare.planA'), w('compare.planB'), w('compare.difference')].map((name) => (
                  <th key={name} scope="col" className="px-3 py-2 text-right font-medium text-muted-foreground">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label} className="border-b">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {w(row.label)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{row.value(a, locale)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.value(b, locale)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {row.amount ? signed(shownDifference(row.amount(b), row.amount(a)), locale) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </MortgageContext>
  );
}

/** B − A of the amounts as shown, to the cent: $1,703.37 − $1,896.20 is -$192.83, whatever the unshown fractions of a cent. */
const shownDifference = (b: number, a: number): number => (moneyCents(b) - moneyCents(a)) / 100;

/** '+$1,234.56', '-$99.00', '$0.00'; '+1234,56 €'. */
function signed(n: number, locale: MortgageLocale): string {
  const text = formatMoney(n, locale.money);
  return moneyCents(n) <= 0 ? text : `+${text}`;
}
