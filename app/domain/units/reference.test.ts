import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLinear, scaleToBase } from './define';
import { quantities } from './registry';
import type { Quantity, Scale, Unit } from './types';

/**
 * Every unit's factor or formula against an independent reference (issue 12: "correctness is
 * proven, not asserted"): GNU units (Debian package `units`) evaluating the unit's own GNU
 * expression, or the value the cited standard prints, to 1e-12 relative. GNU units prints at most
 * 15 significant digits, so 1e-12 is far above its rounding and far below any real mistake.
 *
 * How a unit's `gnu` expression is converted to its quantity's base unit:
 * - linear unit, linear base: `(unit)/(base)`, a plain number, must equal the factor;
 * - scale unit (a GNU units function such as tempF): `~tempC(tempF(x))` for sample values x must
 *   equal scaleToBase(unit, x);
 * - logarithmic units, which GNU units has only as functions of a ratio (the base is written as
 *   one level, `decibel(1)`): `~decibel(bel(1))` must equal the factor.
 */
const UNITS = '/usr/bin/units';
const TOLERANCE = 1e-12;
// Inside every temperature function's domain (no sample below absolute zero in any scale).
const SAMPLES = [0, 1, 37, 100, 1234.5];
/**
 * A scale's samples: a backward affine scale (Delisle, °C = 100 − °De × 2/3) takes them mirrored,
 * so none falls below absolute zero; a reciprocal scale (mpg) has no value at 0.
 */
function samplesOf(scale: Scale): number[] {
  if (scale.kind === 'affine' && scale.numerator / scale.denominator < 0) return SAMPLES.map((x) => -x);
  if (scale.kind === 'reciprocal') return SAMPLES.filter((x) => x !== 0);
  return SAMPLES;
}
// Sent after every query: GNU units answers it with this line, which ends that query's answer.
const SYNC = 'unitwisesync';
const SYNC_ANSWER = `Unknown unit '${SYNC}'`;

interface Check {
  unit: Unit;
  what: string;
  query: string;
  expected: number;
}

const gnuOf = (unit: Unit) => ('gnu' in unit.reference ? unit.reference.gnu : undefined);

/** The GNU expression that takes an expression to the base unit's number. */
function toBase(base: Unit, expr: string): string | undefined {
  const baseGnu = gnuOf(base);
  if (baseGnu === undefined) return undefined;
  if (!isLinear(base)) return `~${baseGnu}(${expr})`;
  const level = /^([A-Za-z_]\w*)\(1\)$/.exec(baseGnu);
  return level ? `~${level[1]}(${expr})` : `(${expr})/(${baseGnu})`;
}

/** The GNU units queries that check one unit, or why it cannot be checked. */
function gnuChecks(quantity: Quantity, unit: Unit, gnu: string): Check[] | string {
  const base = quantity.units[0]!;
  if (isLinear(unit)) {
    const query = toBase(base, gnu);
    if (!query) return `the base unit "${base.key}" has no GNU expression`;
    const expected = unit.fraction ? unit.fraction[0] / unit.fraction[1] : unit.factor;
    return [{ unit, what: `1 ${unit.key}`, query, expected }];
  }
  const checks: Check[] = [];
  for (const x of samplesOf(unit.scale)) {
    const query = toBase(base, `${gnu}(${x})`);
    if (!query) return `the base unit "${base.key}" has no GNU expression`;
    checks.push({ unit, what: `${x} ${unit.key}`, query, expected: scaleToBase(unit, x) });
  }
  return checks;
}

const all: Quantity[] = Object.values(quantities);

const checks: Check[] = [];
const unusable: string[] = [];
for (const quantity of all) {
  for (const unit of quantity.units) {
    const gnu = gnuOf(unit);
    if (gnu === undefined) continue;
    const found = gnuChecks(quantity, unit, gnu);
    if (typeof found === 'string') unusable.push(`${quantity.id}/${unit.key}: ${found}`);
    else checks.push(...found);
  }
}

// Proof that an unknown expression is reported and does not shift the answers after it.
const CANARIES = ['(nosuchunitwiseunit)/(m)', '(ft)/(m)'];

/** GNU units' answer to each query (its output lines), from one run for the whole catalog. */
function askGnuUnits(queries: string[]): string[][] | string {
  if (!existsSync(UNITS)) return `GNU units is missing (${UNITS}): apt-get install units`;
  // Each query is a "You have" line with an empty "You want": GNU units then prints the value.
  // After an error it asks again for "You have", which the empty line answers, so the pairs stay
  // in step; the SYNC query closes each answer. The locale is pinned: en_GB would make `gallon`
  // British.
  const input = queries.map((query) => `${query}\n\n${SYNC}\n\n`).join('');
  const run = spawnSync(UNITS, ['-t', '-d', '15'], {
    input,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C', LANG: 'C', UNITS_ENGLISH: 'US' },
  });
  if (run.error || run.status !== 0) return `GNU units failed: ${run.error?.message ?? run.stderr}`;
  const answers: string[][] = [[]];
  for (const line of run.stdout.split('\n')) {
    if (line === SYNC_ANSWER) answers.push([]);
    else if (line.trim()) answers.at(-1)!.push(line.trim());
  }
  answers.pop();
  if (answers.length !== queries.length) return `GNU units gave ${answers.length} answers to ${queries.length} queries`;
  return answers;
}

const answers = askGnuUnits([...CANARIES, ...checks.map((c) => c.query)]);
const answerOf = new Map<Check, string[]>();
if (typeof answers !== 'string') checks.forEach((check, i) => answerOf.set(check, answers[i + CANARIES.length]!));

const close = (a: number, b: number) => a === b || Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b));

const label = (quantity: Quantity, unit: Unit) => `${quantity.id}/${unit.key} (${unit.name})`;

function gnuFailures(quantity: Quantity): string[] {
  const failures: string[] = [];
  for (const check of checks.filter((c) => quantity.units.includes(c.unit))) {
    const answer = answerOf.get(check) ?? [];
    const value = answer.length === 1 ? Number(answer[0]) : NaN;
    const where = `${label(quantity, check.unit)}: ${check.what}, GNU units \`${check.query}\``;
    if (Number.isNaN(value)) failures.push(`${where} answered ${JSON.stringify(answer.join(' / '))}`);
    else if (!close(value, check.expected)) failures.push(`${where} = ${value}, the table gives ${check.expected}`);
  }
  return failures;
}

function otherFailures(quantity: Quantity): string[] {
  const failures: string[] = [];
  for (const unit of quantity.units) {
    const { reference } = unit;
    if ('printed' in reference) {
      if (!isLinear(unit)) failures.push(`${label(quantity, unit)}: a printed value can only check a factor`);
      else if (!reference.where.trim()) failures.push(`${label(quantity, unit)}: the printed value needs its standard and section`);
      else if (!close(unit.factor, reference.printed)) {
        failures.push(`${label(quantity, unit)}: factor ${unit.factor}, ${reference.where} prints ${reference.printed}`);
      }
    } else if ('rates' in reference) {
      if (quantity.id !== 'currency' || isLinear(unit) || unit.scale.kind !== 'rate') {
        failures.push(`${label(quantity, unit)}: only currency may rest on a rate table`);
      }
    }
  }
  return failures;
}

describe('unit tables against independent references', () => {
  it('GNU units is installed and reports an unknown expression without losing step', () => {
    if (typeof answers === 'string') expect.fail(answers);
    expect(answers[0]?.join(' ')).toContain("Unknown unit 'nosuchunitwiseunit'");
    expect(answers[1]).toEqual(['0.3048']);
    expect(unusable).toEqual([]);
  });

  it.each(all.map((q) => [q.id, q] as const))('%s', (_, quantity) => {
    if (typeof answers === 'string') expect.fail(answers);
    expect([...gnuFailures(quantity), ...otherFailures(quantity)]).toEqual([]);
  });
});
