import { groupBySystem } from '~/domain/units/systems';
import type { ClientUnit } from '~/domain/units/convert-units';
import { unitLabel, type UnitLabelParts } from '~/domain/units/unit-label';

/**
 * A unit picker's options: grouped by system (`<optgroup>`) when the quantity has more than one,
 * so a list of 90 units stays a native select, findable by typing and read by screen readers.
 * `label` is how the language writes a unit's name and symbol.
 */
export function UnitOptions({
  units,
  labels,
  label,
}: {
  units: readonly ClientUnit[];
  labels?: Readonly<Record<string, string>>;
  label?: UnitLabelParts;
}) {
  const groups = groupBySystem(units);
  const options = (list: readonly ClientUnit[]) =>
    list.map((u) => (
      <option key={u.key} value={u.key}>
        {unitLabel(u.name, u.abbr, label)}
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
