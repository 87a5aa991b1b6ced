import { cn } from '~/lib/cn';

/** The look of the cooking pages' inputs and selects. */
export const fieldClass = 'h-11 w-full rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring';

/** A labelled select of the cooking forms: each option's value and the text it shows. */
export function LabelledSelect<T extends string>({
  id,
  name,
  label,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  name?: string;
  className?: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as T)} className={fieldClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The measure systems as the page's language names them (app/i18n/cooking.server.ts). */
export interface SystemWords {
  /** "Cups and spoons". */
  label: string;
  options: readonly { value: string; label: string; short: string }[];
}

/** "Cups and spoons": the measuring system an amount is read and shown in (docs/decisions/059-cooking-by-ingredient.md). */
export function SystemSelect({
  id,
  name,
  value,
  words,
  onChange,
}: {
  id: string;
  name?: string;
  value: string;
  words: SystemWords;
  onChange: (system: string) => void;
}) {
  return <LabelledSelect id={id} name={name} label={words.label} value={value} options={words.options} onChange={onChange} />;
}
