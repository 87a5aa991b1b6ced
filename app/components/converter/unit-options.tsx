import { groupBySystem } from '~/domain/units/systems';
import type { ClientUnit } from '~/domain/units/convert-units';

/**
 * The words around a unit's name and symbol, before, between and after them (message
 * `converter.unitLabel` cut at its slots on the server: no template code in the page's script).
 */
export type UnitLabelParts = readonly [before: string, between: string, after: string];

/** An option's words: the unit's name and symbol as the page's language writes them ("メートル（m）"); a name that is its symbol once ("尺"). */
export const unitLabel = (name: string, abbr: string, [before, between, after]: UnitLabelParts = ['', ' (', ')']) =>
  name === abbr ? name : before + name + between + abbr + after;

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
