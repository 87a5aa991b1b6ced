import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Fills in the values of the search corpora of the languages (app/domain/search/corpora/<code>.json,
 * docs/decisions/088-search-in-each-language.md) with GNU units: each row that names its amount and
 * target as GNU units writes them (`["5 ft", "m"]`) gets the value `units -t -d 15` computes, which
 * the corpus test holds the site's answer to. Run after adding rows: `npx vite-node scripts/search-corpus-gnu.ts`
 * (needs GNU units, /usr/bin/units; the tests read the values written, not the program).
 */
type Row = [query: string, href: string, check?: { gnu: [from: string, to: string]; value?: number; unit?: string }];

const dir = join(process.cwd(), 'app/domain/search/corpora');

/** One row per line, as people read a corpus. */
function write(file: string, queries: Row[], comment: string) {
  const lines = queries.map((row) => `    ${JSON.stringify(row)}`);
  writeFileSync(file, `{\n  "$comment": ${JSON.stringify(comment)},\n  "queries": [\n${lines.join(',\n')}\n  ]\n}\n`);
}

for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const file = join(dir, name);
  const corpus = JSON.parse(readFileSync(file, 'utf8')) as { $comment: string; queries: Row[] };
  for (const [, , check] of corpus.queries) {
    if (!check) continue;
    const out = execFileSync('units', ['-t', '-d', '15', ...check.gnu], { encoding: 'utf8' }).trim();
    const value = Number(out);
    if (!Number.isFinite(value)) throw new Error(`${name}: GNU units answers "${out}" for ${check.gnu.join(' → ')}`);
    check.value = value;
  }
  write(file, corpus.queries, corpus.$comment);
  console.log(`${name}: ${corpus.queries.filter((row) => row[2]).length} values from GNU units`);
}
