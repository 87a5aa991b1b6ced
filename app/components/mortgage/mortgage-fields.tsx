import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { MAX_FIELD_LENGTH } from './mortgage-params';

const controlClass = 'h-11 rounded-md border bg-background text-base tabular-nums focus-visible:outline-2 focus-visible:outline-ring';
export const inputClass = `${controlClass} w-full px-3`;
const unitClass = `${controlClass} shrink-0 px-2`;

export interface FieldProps {
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

/** A unit switch beside a field ('$' or '%' of the price), a native select: no script needed to use it. */
export interface UnitSwitch {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, text: string])[];
}

export function NumberField({
  label,
  value,
  onChange,
  hint,
  note,
  invalid,
  className,
  prefix,
  suffix,
  unit,
}: FieldProps & { note: string | null; invalid: boolean; prefix?: string; suffix?: string; unit?: UnitSwitch }) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, note && `${id}-read`].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
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
            className={cn(inputClass, prefix && 'pl-7', suffix && 'pr-16')}
          />
          {suffix && (
            <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
              {suffix}
            </span>
          )}
        </div>
        {unit && (
          <select aria-label={unit.label} value={unit.value} onChange={(e) => unit.onChange(e.target.value)} className={unitClass}>
            {unit.options.map(([option, text]) => (
              <option key={option} value={option}>
                {text}
              </option>
            ))}
          </select>
        )}
      </div>
      {/* Always in the page, so a screen reader hears the reading when it appears while typing. */}
      <p id={`${id}-read`} aria-live="polite" className={note ? `mt-1 text-xs ${invalid ? 'text-destructive' : 'text-muted-foreground'}` : undefined}>
        {note}
      </p>
    </FieldFrame>
  );
}

export function MonthField({ label, value, onChange, hint, className, placeholder }: FieldProps & { placeholder: string }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <input
        id={id}
        type="month"
        // Browsers without a month picker show a text box (its type reads "text"): a placeholder
        // says what to type there. Set only then, since HTML allows none on a month field.
        ref={(input) => {
          if (input && input.type !== 'month') input.placeholder = placeholder;
        }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/** A month of the year, January to December ('1'–'12'), named in the page's language. */
export function MonthOfYearField({ label, value, onChange, className, months }: FieldProps & { months: readonly string[] }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} className={className}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {months.map((name, i) => (
          <option key={name} value={String(i + 1)}>
            {name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  className,
}: Omit<FieldProps, 'value' | 'onChange'> & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-ring"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
