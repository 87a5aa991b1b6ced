import { describe, expect, it } from 'vitest';
import { islandPropsJson, type IslandsRender } from './island';

const units = Array.from({ length: 20 }, (_, i) => ({ key: `u${i}`, name: `Unit ${i}`, factor: i + 1 }));
const links = [{ to: '/length', label: 'Length' }];

describe('islandPropsJson', () => {
  it('writes a large value once and names it in later islands', () => {
    const render: Pick<IslandsRender, 'written'> = { written: new Map() };
    const first = JSON.parse(islandPropsJson(render, 0, { page: { from: 'ft' }, units })) as Record<string, unknown>;
    const second = JSON.parse(islandPropsJson(render, 1, { from: 'ft', units: units.map((u) => ({ ...u })) })) as Record<string, unknown>;
    expect(first).toEqual({ page: { from: 'ft' }, units });
    expect(second).toEqual({ from: 'ft', units: { $island: 0, prop: 'units' } });
  });

  it('writes what JSON.stringify would, leaving out undefined props', () => {
    const render: Pick<IslandsRender, 'written'> = { written: new Map() };
    const props = { value: '5\' 11"', to: undefined, n: 1.5, none: null, list: ['ft', 'm'] };
    expect(islandPropsJson(render, 0, props)).toBe('{"value":"5\' 11\\"","n":1.5,"none":null,"list":["ft","m"]}');
  });

  it('writes small values out again, and different values in full', () => {
    const render: Pick<IslandsRender, 'written'> = { written: new Map() };
    islandPropsJson(render, 0, { links, units });
    const other = units.map((u) => ({ ...u, factor: u.factor * 2 }));
    expect(JSON.parse(islandPropsJson(render, 1, { links, units: other }))).toEqual({ links, units: other });
  });
});
