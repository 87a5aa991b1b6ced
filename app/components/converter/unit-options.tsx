import { groupBySystem } from '~/domain/units/systems';
import type { ClientUnit } from '~/domain/units/convert-units';

/**
 * A unit picker's options: grouped by system (`<optgroup>`) when the quantity has more than one,
 * so a list of 90 units stays a native select, findable by typing and read by screen readers.
 */
export function UnitOptions({ units, labels }: { units: readonly ClientUnit[]; labels?: Readonly<Record<string, string>> }) {
  const groups = groupBySystem(units);
  const options = (list: readonly ClientUnit[]) =>
    list.map((u) => (
      <option key={u.key} value={u.key}>
        {u.name} ({u.abbr})
      </option>
    ));
  if (groups.length < 2) return <>{options(units)}</>;
  return (
    <>
      {groups.map((group) => (
        <optgroup key={group.system} label={labels?.[group.system] ?? group.label}>
          {options(group.units)}
        </optgroup>
      ))}
    </>
  );
}
