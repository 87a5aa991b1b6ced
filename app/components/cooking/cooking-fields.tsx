import { MEASURE_SYSTEMS } from '~/domain/cooking/measures';

/** The look of the cooking pages' inputs and selects. */
export const fieldClass = 'h-11 w-full rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring';

/** "Cups and spoons": the measuring system an amount is read and shown in (docs/decisions/059-cooking-by-ingredient.md). */
export function SystemSelect({ id, name, value, onChange }: { id: string; name?: string; value: string; onChange: (system: string) => void }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        Cups and spoons
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} className={fieldClass}>
        {MEASURE_SYSTEMS.map((s) => (
          <option key={s.key} value={s.key}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
