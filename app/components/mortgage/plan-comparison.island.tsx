import { useId, useMemo } from 'react';
import { computeMortgage, formatMoney, moneyCents, type MortgageInput, type MortgageResult } from '~/domain/mortgage';
import { useSearchParams } from '~/lib/search-params';
import { formatPaymentMonth } from './format';
import { CheckboxField, NumberField } from './mortgage-fields';
import { fieldNote, fieldsFromQuery, fieldsToQuery, inputFromFields, planBInput, type FieldName } from './mortgage-params';

/** What a plan costs as it is paid: with its extra payments, if it has any. */
interface PlanFigures {
  input: MortgageInput;
  result: MortgageResult;
}

interface Row {
  label: string;
  value: (plan: PlanFigures) => string;
  /** Plan B minus plan A, for rows where a difference means something. */
  amount?: (plan: PlanFigures) => number;
}

const paidTotal = ({ result }: PlanFigures) => result.withExtra.totalPaid;

const ROWS: readonly Row[] = [
  { label: 'Loan term', value: ({ result }) => `${result.termMonths / 12} years` },
  { label: 'Interest rate', value: ({ input }) => `${input.ratePercent}%` },
  { label: 'Extra payments', value: ({ result }) => (result.withExtra === result.scheduled ? 'None' : 'Included') },
  {
    label: 'Monthly principal & interest',
    value: ({ result }) => formatMoney(result.monthlyPrincipalAndInterest),
    amount: ({ result }) => result.monthlyPrincipalAndInterest,
  },
  {
    label: 'Total monthly payment',
    value: ({ result }) => formatMoney(result.totalMonthlyPayment),
    amount: ({ result }) => result.totalMonthlyPayment,
  },
  {
    label: 'Total interest',
    value: ({ result }) => formatMoney(result.withExtra.totalInterest),
    amount: ({ result }) => result.withExtra.totalInterest,
  },
  { label: 'Total amount paid', value: (plan) => formatMoney(paidTotal(plan)), amount: paidTotal },
  { label: 'Payments', value: ({ result }) => String(result.withExtra.months) },
  { label: 'Payoff date', value: ({ result }) => formatPaymentMonth(result.withExtra.payoff) },
  { label: 'Last month with PMI', value: ({ result }) => formatPaymentMonth(result.pmiEnds) },
];

/**
 * Two plans side by side (ADR 057): plan A is the calculator's, plan B the same loan with its own
 * term and rate, with or without the extra payments; plan B's fields live in the address too.
 */
export function PlanComparison({ defaultStart }: { defaultStart: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const fields = useMemo(() => fieldsFromQuery(params, defaultStart), [params, defaultStart]);
  const [a, b] = useMemo(() => {
    const inputA = inputFromFields(fields, defaultStart);
    const inputB = planBInput(fields, inputA);
    return [
      { input: inputA, result: computeMortgage(inputA) },
      { input: inputB, result: computeMortgage(inputB) },
    ];
  }, [fields, defaultStart]);

  const update = (name: FieldName, value: string) => setParams(fieldsToQuery({ ...fields, [name]: value }), { replace: true });
  const numberField = (name: 'byears' | 'brate') => ({
    value: fields[name],
    onChange: (v: string) => update(name, v),
    ...fieldNote(name, fields[name]),
  });

  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border bg-card p-5 text-card-foreground shadow-sm">
      <h2 id={id} className="text-2xl font-semibold">
        Compare two plans
      </h2>
      <p className="text-sm text-muted-foreground">
        Plan A is the loan above. Plan B is the same loan with another term or rate, with or without the extra payments.
      </p>
      <div className="grid gap-4 sm:grid-cols-3 print:hidden">
        <NumberField label="Plan B term" suffix="years" {...numberField('byears')} />
        <NumberField label="Plan B rate" suffix="%" hint={`Empty: plan A's rate (${a.input.ratePercent}%).`} {...numberField('brate')} />
        <CheckboxField
          label="Plan B includes the extra payments"
          checked={fields.bx === '1'}
          onChange={(on) => update('bx', on ? '1' : '0')}
          className="sm:pt-7"
        />
      </div>
      <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="scroll-shadows overflow-x-auto">
        <table className="w-full min-w-[28rem] border-collapse text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            Plan A and plan B side by side
          </caption>
          <thead className="border-y bg-muted">
            <tr>
              <td />
              {['Plan A', 'Plan B', 'Difference (B − A)'].map((name) => (
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
                  {row.label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{row.value(a)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.value(b)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.amount ? signed(shownDifference(row.amount(b), row.amount(a))) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** B − A of the amounts as shown, to the cent: $1,703.37 − $1,896.20 is -$192.83, whatever the unshown fractions of a cent. */
const shownDifference = (b: number, a: number): number => (moneyCents(b) - moneyCents(a)) / 100;

/** '+$1,234.56', '-$99.00', '$0.00' */
function signed(n: number): string {
  const text = formatMoney(n);
  return text.startsWith('-') || text === '$0.00' ? text : `+${text}`;
}
