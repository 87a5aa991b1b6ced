import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isLinear } from '../units/define';
import { quantities } from '../units/registry';
import { BASE_DIMENSIONS, DIMENSIONS, readDimension } from './dimensions';

/**
 * Each quantity's dimension against GNU units' own reduction of its base unit (issue 24): the base
 * unit's GNU expression divided by the dimension written in SI base units must be a plain number,
 * the base unit's size (1, or π/180 for the degree). GNU units counts radians and steradians as
 * plain numbers, so they pass unseen; bits are its own base unit, currency is ours alone
 * (docs/decisions/052-expressions.md).
 */
const GNU_NAMES: Record<(typeof BASE_DIMENSIONS)[number], string> = {
  m: 'm',
  kg: 'kg',
  s: 's',
  A: 'A',
  K: 'K',
  mol: 'mol',
  cd: 'cd',
  rad: 'radian',
  sr: 'sr',
  bit: 'bit',
  cur: 'US$',
};

function inGnuUnits(dimension: string): string {
  const powers = readDimension(dimension);
  const parts = BASE_DIMENSIONS.flatMap((name, i) => (powers[i] ? [`${GNU_NAMES[name]}^${powers[i]}`] : []));
  return parts.join(' ') || '1';
}

/** GNU units' number for an expression, or its complaint. */
function gnu(expression: string): number | string {
  const run = spawnSync('/usr/bin/units', ['-t', '-d', '15', expression, '1'], {
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C', LANG: 'C', UNITS_ENGLISH: 'US' },
  });
  const out = run.stdout.trim();
  return /^[-+]?[\d.]+(?:e[-+]?\d+)?$/.test(out) ? Number(out) : out || run.stderr.trim();
}

const all = Object.values(quantities);

describe('dimensions', () => {
  it('gives every quantity of the catalog a dimension, and no other', () => {
    expect(Object.keys(DIMENSIONS).sort()).toEqual(all.map((q) => q.id).sort());
  });

  it.each(all.filter((q) => q.id !== 'currency').map((q) => [q.id, q] as const))('%s agrees with GNU units', (id, quantity) => {
    const base = quantity.units[0]!;
    const reference = 'gnu' in base.reference ? base.reference.gnu : null;
    if (!reference) expect.fail(`${id}: its base unit has no GNU expression`);
    const [dimension, size = 1] = DIMENSIONS[id]!;
    // A scale (tempC) or a level (decibel(1)) is a function in GNU units: its value at 1 has the dimension.
    const one = isLinear(base) ? (/\(1\)$/.test(reference) ? reference : `(${reference})`) : `${reference}(1)`;
    const answer = gnu(`${one}/(${inGnuUnits(dimension)})`);
    if (typeof answer === 'string') expect.fail(`${id}: GNU units says ${answer}`);
    if (isLinear(base) && !/\(1\)$/.test(reference)) expect(answer / size).toBeCloseTo(1, 12);
  });

  it('counts currency in its own dimension', () => {
    expect(readDimension(DIMENSIONS.currency![0])).toEqual(BASE_DIMENSIONS.map((d) => (d === 'cur' ? 1 : 0)));
  });
});
