import type { UnitSystem } from './types';

/**
 * How a system is named above its units in the pickers and the all-units table, in the order the
 * groups are shown: the SI and the metric units first, then the customary ones, then the special.
 */
export const SYSTEM_LABELS: Record<UnitSystem, string> = {
  SI: 'SI',
  metric: 'Metric',
  CGS: 'CGS',
  'US customary': 'US customary',
  imperial: 'Imperial',
  nautical: 'Nautical',
  astronomical: 'Astronomical',
  typographic: 'Typographic',
  'data (decimal)': 'Decimal (powers of 1000)',
  'data (binary)': 'Binary (powers of 1024)',
  historical: 'Historical',
  other: 'Other',
};

export interface SystemGroup<T> {
  system: UnitSystem;
  label: string;
  units: T[];
}

const SYSTEM_ORDER = Object.keys(SYSTEM_LABELS) as UnitSystem[];

/** A quantity's units grouped by system, the systems in SYSTEM_LABELS' order, the units in table order within each. */
export function groupBySystem<T extends { system: UnitSystem }>(units: readonly T[]): SystemGroup<T>[] {
  const groups = new Map<UnitSystem, SystemGroup<T>>();
  for (const unit of units) {
    let group = groups.get(unit.system);
    if (!group) groups.set(unit.system, (group = { system: unit.system, label: SYSTEM_LABELS[unit.system], units: [] }));
    group.units.push(unit);
  }
  return [...groups.values()].sort((a, b) => SYSTEM_ORDER.indexOf(a.system) - SYSTEM_ORDER.indexOf(b.system));
}
