import { describe, expect, it } from 'vitest';
import { groupBySystem } from './systems';
import type { UnitSystem } from './types';

describe('groupBySystem', () => {
  const unit = (key: string, system: UnitSystem) => ({ key, system });

  it('groups SI and metric units first, then customary, keeping table order within a group', () => {
    const groups = groupBySystem([
      unit('mi', 'US customary'),
      unit('m', 'SI'),
      unit('nmi', 'nautical'),
      unit('ft', 'US customary'),
      unit('angstrom', 'metric'),
      unit('km', 'SI'),
    ]);
    expect(groups.map((g) => [g.label, g.units.map((u) => u.key)])).toEqual([
      ['SI', ['m', 'km']],
      ['Metric', ['angstrom']],
      ['US customary', ['mi', 'ft']],
      ['Nautical', ['nmi']],
    ]);
  });
});
