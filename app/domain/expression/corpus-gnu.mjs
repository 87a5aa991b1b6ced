// Fills in the expression corpus's expected answers by running GNU units (Debian package `units`):
// node app/domain/expression/corpus-gnu.mjs
// Each entry's `gnu` is the expression and target as GNU units writes them (its precedence and names:
// "(20 kWh)/(100 km)", "usgallon", "tempF(100)"); `value` becomes GNU units' answer to 15 digits. An
// entry expected to fail keeps its `error` (our message) and records GNU units' own refusal in
// `gnuError`; the script stops if GNU units answers one of them, or refuses an expected answer.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('./corpus.json', import.meta.url);
const corpus = JSON.parse(readFileSync(file, 'utf8'));
const problems = [];
for (const entry of corpus) {
  if (!entry.gnu) continue;
  const [have, want] = entry.gnu;
  // The locale is pinned: en_GB would make `gallon` British.
  const run = spawnSync('/usr/bin/units', ['-t', '-d', '15', have, want], {
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C', LANG: 'C', UNITS_ENGLISH: 'US' },
  });
  const out = run.stdout.trim();
  const value = /^[-+]?[\d.]+(?:e[-+]?\d+)?$/.test(out) ? Number(out) : null;
  if (entry.error) {
    if (value !== null) problems.push(`${entry.q}: GNU units answers ${value}, the corpus expects "${entry.error}"`);
    else entry.gnuError = out.split('\n')[0];
  } else if (value === null) problems.push(`${entry.q}: GNU units answers ${JSON.stringify(out)}`);
  else entry.value = value;
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeFileSync(file, `[\n${corpus.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`);
console.log(`${corpus.length} expressions, ${corpus.filter((e) => e.error).length} expected to fail`);
