#!/usr/bin/env node
// One-off (issue 21, docs/decisions/048-lint-and-format.md): one spelling in code. The site is in US
// English, so "catalog"; the product calls length, mass … "quantities", so converter pages and
// their helpers say quantity, while "category" stays for what it also means, a blog post's
// category (posts, the database column, the API). Run once on a clean tree after the branches are
// merged, then `npm run typecheck && npm run lint`, commit, and delete this script.
//
//   node scripts/rename-spellings.mjs          # rename
//   node scripts/rename-spellings.mjs --dry    # list what would change
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const dry = process.argv.includes('--dry');
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });

/** Files to move; imports of them are rewritten below. */
const MOVES = [
  ...['common', 'electricity', 'engineering', 'fluids', 'heat-fluids', 'heat', 'light-other'].map((group) => [
    `app/domain/units/catalogue-${group}.ts`,
    `app/domain/units/catalog-${group}.ts`,
  ]),
  ['scripts/catalogue.ts', 'scripts/catalog.ts'],
  ['tests/e2e/catalogue.test.ts', 'tests/e2e/catalog.test.ts'],
  ['app/components/category-icon.tsx', 'app/components/quantity-icon.tsx'],
];

/**
 * Identifiers that mean a converter (quantity) page, whole words only. Two modules keep a local
 * map named quantityPages, renamed first so the new name of categoryPages is free.
 */
const IDENTIFIERS = [
  ['quantityPages', 'quantityPageBySlug', ['app/domain/converters/pairs.ts', 'app/domain/converters/pair-addresses.ts']],
  ['categoryPages', 'quantityPages'],
  ['categoryLinks', 'quantityLinks'],
  ['categoryUnits', 'quantityUnits'],
  ['CategoryIcon', 'QuantityIcon'],
  ['NAV_CATEGORIES', 'NAV_QUANTITIES'],
];

/** Code and configuration: identifiers, module paths, and "catalogue" in comments and test names. */
const CODE = /\.(ts|tsx|mjs|js|json)$/;
/** Prose outside the decision records (which are history), and the formatter's ignore list: paths. */
const PROSE = /^(README\.md|docs\/(?!decisions\/).*\.md|\.prettierignore)$/;

if (!dry && git('status', '--porcelain').trim()) {
  console.error('rename-spellings: commit or stash your changes first, so the rename is one reviewable diff.');
  process.exit(1);
}

const files = git('ls-files')
  .split('\n')
  .filter((file) => file && file !== 'scripts/rename-spellings.mjs' && file !== 'package-lock.json');
const word = (name) => new RegExp(`(?<![\\w$])${name}(?![\\w$])`, 'g');
/** A moved module's path without its extension, as imports name it (`./catalogue-heat`, `~/components/category-icon`). */
const stem = (path) => path.replace(/\.(ts|tsx)$/, '');
const base = (path) => stem(path).split('/').pop();

function rewriteCode(file, text) {
  for (const [from, to, only] of IDENTIFIERS) if (!only || only.includes(file)) text = text.replace(word(from), to);
  for (const [from, to] of MOVES) {
    text = text.replaceAll(from, to);
    // Relative and aliased imports end with the module's name: replace it where it follows a slash.
    text = text.replace(new RegExp(`(?<=/)${base(from)}(?=['"])`, 'g'), base(to));
  }
  // Words in comments, strings and test names, and the npm script's name: US spelling.
  return text.replace(/\bcatalogue(s?)\b/g, 'catalog$1').replace(/\bCatalogue(s?)\b/g, 'Catalog$1');
}

function rewriteProse(file, text) {
  for (const [from, to] of MOVES) text = text.replaceAll(from, to);
  text = text.replaceAll('catalogue-*.ts', 'catalog-*.ts').replaceAll('npm run catalogue', 'npm run catalog');
  // The README is the newcomer's page: its words follow the site's spelling too.
  return file === 'README.md' ? text.replace(/\bcatalogue(s?)\b/g, 'catalog$1') : text;
}

let changed = 0;
for (const file of files) {
  const rewrite = CODE.test(file) ? rewriteCode : PROSE.test(file) ? rewriteProse : null;
  if (!rewrite) continue;
  const before = readFileSync(file, 'utf8');
  const after = rewrite(file, before);
  if (after === before) continue;
  changed++;
  if (dry) console.log(`edit ${file}`);
  else writeFileSync(file, after);
}
for (const [from, to] of MOVES) {
  if (dry) console.log(`move ${from} → ${to}`);
  else git('mv', from, to);
}
console.log(`${dry ? 'would edit' : 'edited'} ${changed} files and ${dry ? 'would move' : 'moved'} ${MOVES.length}.`);
if (!dry) console.log('Next: npm run typecheck && npm run lint, then commit and delete scripts/rename-spellings.mjs.');
