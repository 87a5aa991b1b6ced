import { useMemo, useState } from 'react';
import { useSearchParams } from '~/lib/search-params';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { computeMortgage, MAX_TERM_MONTHS } from '~/domain/mortgage';
import { CheckboxField, MonthField, MonthOfYearField, NumberField, type UnitSwitch } from './mortgage-fields';
import {
  fieldsFromQuery,
  fieldsToQuery,
  fieldNote,
  fieldValue,
  inputFromFields,
  isPercent,
  withField,
  type FieldName,
  type MortgageFields,
  type NumberFieldName,
} from './mortgage-params';
import { MortgageResults } from './mortgage-results';

const MAX_YEARS = MAX_TERM_MONTHS / 12;
/** Plan B's fields belong to the comparison, an island of its own that writes them to the address. */
const PLAN_B: readonly FieldName[] = ['byears', 'brate', 'bx'];
const DOLLARS_OR_PERCENT = [
  ['$', '$'],
  ['%', '% of price'],
] as const;

/**
 * The calculator: inputs, results and early payoff. The inputs are kept as the text typed (so "6."
 * can be typed on the way to "6.5") and mirrored into the URL query, which the amortization and
 * comparison sections (islands of their own) read.
 */
export function MortgageCalculator({ defaultStart }: { defaultStart: string }) {
  const [params, setParams] = useSearchParams();
  const [fields, setFields] = useState<MortgageFields>(() => fieldsFromQuery(params, defaultStart));
  const input = useMemo(() => inputFromFields(fields, defaultStart), [fields, defaultStart]);
  const result = useMemo(() => computeMortgage(input), [input]);
  const hasPrice = input.homePrice! > 0;

  function update(name: FieldName, value: string) {
    const next = withField(fields, name, value);
    setFields(next);
    const current = fieldsFromQuery(params, defaultStart);
    const planB = Object.fromEntries(PLAN_B.map((key) => [key, current[key]]));
    // Replace, not push: typing must not fill the back button's history.
    setParams(fieldsToQuery({ ...next, ...planB }), { replace: true });
  }

  const field = (name: FieldName) => ({ value: fields[name], onChange: (v: string) => update(name, v) });
  // A number field also says how it read text that was no plain number ("300,000": read as 300000),
  // why it counts as 0 ("Not a number — read as 0", "Interest rate cannot be negative — read as 0"),
  // or that a value it uses is unlikely (a 65 % rate).
  const numberField = (name: NumberFieldName) => ({ ...field(name), ...fieldNote(name, fields[name]) });
  const unit = (name: 'dunit' | 'tunit' | 'iunit', label: string): UnitSwitch => ({ label, ...field(name), options: DOLLARS_OR_PERCENT });
  const money = (name: 'down' | 'tax' | 'ins') => (isPercent(fields, name) ? { suffix: '%' } : { prefix: '$' });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-6">
        <Card className="@container">
          <CardHeader>
            <CardTitle>Loan details</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 @lg:grid-cols-2">
            <NumberField label="Home price" prefix="$" hint="Optional: the loan follows the price less the down payment." {...numberField('price')} />
            <NumberField label="Down payment" {...money('down')} unit={unit('dunit', 'Down payment unit')} {...numberField('down')} />
            <NumberField
              label="Loan amount"
              prefix="$"
              hint={hasPrice ? 'Editing it sets the down payment.' : undefined}
              {...numberField('amount')}
            />
            <NumberField label="Interest rate" suffix="%" {...numberField('rate')} />
            <NumberField
              label="Loan term"
              suffix="years"
              hint={fieldValue('years', fields.years) > MAX_YEARS ? `Terms are capped at ${MAX_YEARS} years.` : undefined}
              {...numberField('years')}
            />
            <MonthField label="First payment month" {...field('start')} />
          </CardContent>
        </Card>
        <Card className="@container">
          <CardHeader>
            <CardTitle>Taxes, insurance and fees</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 @lg:grid-cols-2">
            <NumberField label="Property tax per year" {...money('tax')} unit={unit('tunit', 'Property tax unit')} {...numberField('tax')} />
            <NumberField label="Property tax increase per year" suffix="%" {...numberField('tinc')} />
            <NumberField label="Home insurance per year" {...money('ins')} unit={unit('iunit', 'Home insurance unit')} {...numberField('ins')} />
            <NumberField label="Home insurance increase per year" suffix="%" {...numberField('iinc')} />
            <NumberField
              label="PMI"
              suffix="% / year"
              hint="Private mortgage insurance, a yearly percent of the loan, charged while the loan is over 80% of the home price. It is dropped automatically when the balance is scheduled to reach 78% of the price, as the US Homeowners Protection Act requires. Needs a home price."
              {...numberField('pmi')}
            />
            <NumberField label="HOA" prefix="$" suffix="/ month" hint="Homeowners association dues." {...numberField('hoa')} />
          </CardContent>
        </Card>
        <Card className="@container">
          <CardHeader>
            <CardTitle>Extra payments</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 @lg:grid-cols-2">
            <NumberField
              label="Extra monthly payment"
              prefix="$"
              hint="Added to the principal every month."
              className="@lg:col-span-2"
              {...numberField('extra')}
            />
            <NumberField label="Extra yearly payment" prefix="$" {...numberField('xyear')} />
            <MonthOfYearField label="Month of the yearly payment" {...field('xyearm')} />
            <NumberField label="One-time extra payment" prefix="$" {...numberField('xonce')} />
            <MonthField label="Month of the one-time payment" value={fields.xoncem || fields.start} onChange={(v) => update('xoncem', v)} />
            <CheckboxField
              label="Biweekly payments"
              hint="Half the monthly payment every two weeks: 26 half payments a year, one extra monthly payment's worth."
              checked={fields.bw === '1'}
              onChange={(on) => update('bw', on ? '1' : '')}
              className="@lg:col-span-2"
            />
          </CardContent>
        </Card>
      </div>
      <MortgageResults result={result} input={input} />
    </div>
  );
}
