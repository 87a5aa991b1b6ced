import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { quantityPageUnits } from '~/domain/converters/pairs';
import { clientUnits } from '~/domain/units/convert-units';
import { IslandRoot } from '~/islands/island';
import { AllUnits } from './all-units.island';

// The quantity's list as every length page gets it: one array, so the island's kept tables apply.
const length = clientUnits(quantityPageUnits('length')!);

/** The value cell of `unitName`'s row in the table rendered for the page query `search`. */
function valueIn(search: string, unitName: string): string {
  const html = renderToString(
    <IslandRoot search={search}>
      <AllUnits defaultFrom="ft" defaultTo="m" units={length} />
    </IslandRoot>,
  );
  const row = new RegExp(`aria-label="Show ${unitName} in the converter">${unitName}</button>.*?</th><td>[^<]*</td><td>([^<]*)</td>`).exec(html);
  if (!row) throw new Error(`no row for ${unitName}`);
  return row[1]!;
}

describe('This value in every unit', () => {
  // The foot is 0.3048 m exactly, and 12 in (the international yard and pound agreement, 1959).
  it('shows each value and from-unit’s own numbers, one after another and back again', () => {
    expect(valueIn('', 'Meter')).toBe('0.3048');
    expect(valueIn('?v=2', 'Meter')).toBe('0.6096');
    expect(valueIn('?v=6&from=in', 'Foot')).toBe('0.5');
    expect(valueIn('?v=-3', 'Inch')).toBe('-36');
    expect(valueIn('', 'Meter')).toBe('0.3048');
    expect(valueIn('?v=2', 'Meter')).toBe('0.6096');
  });

  it('keeps no more tables than it may, and still shows every one right', () => {
    for (let v = 1; v <= 20; v++) expect(valueIn(`?v=${v}`, 'Inch')).toBe(String(12 * v));
    for (let v = 20; v >= 1; v--) expect(valueIn(`?v=${v}`, 'Inch')).toBe(String(12 * v));
  });
});
