import { useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from '~/lib/search-params';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { computeMortgage, hasExtraPayment, MAX_TERM_MONTHS } from '~/domain/mortgage';
import { unreadNote } from '~/domain/parse';
import {
  fieldsFromQuery,
  fieldsToQuery,
  fieldValue,
  inputFromFields,
  MAX_FIELD_LENGTH,
  readField,
  type FieldName,
  type MortgageFields,
  type NumberFieldName,
} from './mortgage-params';
import { MortgageResults } from './mortgage-results';

const MAX_YEARS = MAX_TERM_MONTHS / 12;

const inputClass = 'h-11 w-full rounded-md border bg-background px-3 text-base tabular-nums focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The calculator: inputs, results and early payoff. The inputs are kept as the text typed (so "6."
 * can be typed on the way to "6.5") and mirrored into the URL query, which the amortization
 * section (PlanAmortization, an island of its own) reads.
 */
export function MortgageCalculator({ defaultStart }: { defaultStart: string }) {
  const [params, setParams] = useSearchParams();
  const [fields, setFields] = useState<MortgageFields>(() => fieldsFromQuery(params, defaultStart));
  const input = useMemo(() => inputFromFields(fields, defaultStart), [fields, defaultStart]);
  const result = useMemo(() => computeMortgage(input), [input]);
  const hasExtra = hasExtraPayment(result);

  function update(name: FieldName, value: string) {
    const next = { ...fields, [name]: value };
    setFields(next);
    // Replace, not push: typing must not fill the back button's history.
    setParams(fieldsToQuery(next), { replace: true });
  }

  const field = (name: FieldName) => ({ value: fields[name], onChange: (v: string) => update(name, v) });
  // A number field also says how it read text that was no plain number ("300,000": read as 300000),
  // or why it counts as 0 ("Not a number — read as 0", "Interest rate cannot be negative — read as 0").
  const numberField = (name: NumberFieldName) => {
    const reading = readField(name, fields[name]);
    const problem = unreadNote(fields[name], reading);
    const readAs = typeof reading !== 'string' && reading.readAs ? `Read as ${reading.readAs}` : null;
    return { ...field(name), note: problem ?? readAs, invalid: problem !== null };
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Loan details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <NumberField label="Loan amount" prefix="$" {...numberField('amount')} />
          <NumberField label="Interest rate" suffix="%" {...numberField('rate')} />
          <NumberField
            label="Loan term"
            suffix="years"
            hint={fieldValue('years', fields.years) > MAX_YEARS ? `Terms are capped at ${MAX_YEARS} years.` : undefined}
            {...numberField('years')}
          />
          <MonthField label="First payment month" {...field('start')} />
          <NumberField label="Property tax per year" prefix="$" {...numberField('tax')} />
          <NumberField label="Home insurance per year" prefix="$" {...numberField('ins')} />
          <NumberField
            label="Extra monthly payment"
            prefix="$"
            hint="Added to the principal every month."
            className="sm:col-span-2"
            {...numberField('extra')}
          />
        </CardContent>
      </Card>
      <MortgageResults result={result} extraMonthly={input.extraMonthly} hasExtra={hasExtra} />
    </div>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  className?: string;
}

function FieldFrame({ id, label, hint, className, children }: { id: string; label: string; hint?: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

function NumberField({
  label,
  value,
  onChange,
  hint,
  note,
  invalid,
  className,
  prefix,
  suffix,
}: FieldProps & { note: string | null; invalid: boolean; prefix?: string; suffix?: string }) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, note && `${id}-read`].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <div className="relative">
        {prefix && (
          <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">
            {prefix}
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          maxLength={MAX_FIELD_LENGTH}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid || undefined}
          className={`${inputClass} ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-16' : ''}`}
        />
        {suffix && (
          <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
            {suffix}
          </span>
        )}
      </div>
      {/* Always in the page, so a screen reader hears the reading when it appears while typing. */}
      <p id={`${id}-read`} aria-live="polite" className={note ? `mt-1 text-xs ${invalid ? 'text-destructive' : 'text-muted-foreground'}` : undefined}>
        {note}
      </p>
    </FieldFrame>
  );
}

function MonthField({ label, value, onChange }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label}>
      <input
        id={id}
        type="month"
        // Browsers without a month picker show a text box (its type reads "text"): a placeholder
        // says what to type there. Set only then, since HTML allows none on a month field.
        ref={(input) => {
          if (input && input.type !== 'month') input.placeholder = 'YYYY-MM';
        }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </FieldFrame>
  );
}
