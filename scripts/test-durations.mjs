// Writes tests/durations.json, the order in which Vitest starts the test files (tests/sequencer.ts),
// from the JSON report of a whole run:
//   npx vitest run --reporter=json --outputFile=/tmp/vitest.json && node scripts/test-durations.mjs /tmp/vitest.json
// Files under two seconds are left out: they start after the listed ones, largest first.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const [report] = process.argv.slice(2);
if (!report) throw new Error('Usage: node scripts/test-durations.mjs <vitest JSON report>');

const seconds = Object.fromEntries(
  JSON.parse(readFileSync(report, 'utf8'))
    .testResults.map((file) => [relative(root, file.name), Math.round((file.endTime - file.startTime) / 100) / 10])
    .filter(([, s]) => s >= 2)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
);
const note = `Seconds per test file in one whole run (${new Date().toISOString().slice(0, 10)}), longest first: node scripts/test-durations.mjs`;
writeFileSync(new URL('../tests/durations.json', import.meta.url), `${JSON.stringify({ note, seconds }, null, 2)}\n`);
console.log(`tests/durations.json: ${Object.keys(seconds).length} files`);
