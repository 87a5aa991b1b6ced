import { describe, expect, it } from 'vitest';
import { unitLabel, unitLabelParts } from './unit-label';

describe('a unit named beside its symbol', () => {
  it.each([
    ['{name} ({abbr})', 'Meile', 'mi', 'Meile (mi)'],
    ['{name}（{abbr}）', 'マイル', 'mi', 'マイル（mi）'],
    ['[{name} ({abbr}) ·]', 'Mîle', 'mi', '[Mîle (mi) ·]'],
    // A name that is its own symbol is written once.
    ['{name}（{abbr}）', '尺', '尺', '尺'],
  ])('%j writes %s, %s as %j', (template, name, abbr, label) => {
    expect(unitLabel(name, abbr, unitLabelParts(template))).toBe(label);
  });

  it('writes English without a template', () => expect(unitLabel('Mile', 'mi')).toBe('Mile (mi)'));

  it.each(['{abbr} {name}', '{name}', '{name} ({abbr}) {abbr}'])('refuses %j', (template) => {
    expect(() => unitLabelParts(template)).toThrow(template);
  });
});
