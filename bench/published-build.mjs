// The site with every language of content/i18n/languages.json published, built from a copy of the
// work tree: what the languages' rows measure. A language being written is served `noindex` and
// announced nowhere (ADR 083): no sitemaps, no hreflang links, and Lighthouse's SEO counts the
// noindex. Published, each has its sitemap set in the index, every page lists its translations,
// and its pages are what readers and crawlers will get. The work tree itself is never changed.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { log } from './proc.mjs';
import { buildSite } from './site.mjs';

export const LANGUAGES_FILE = 'content/i18n/languages.json';

/** The languages table of the work tree (the bench iterates over it, so a new language comes for free). */
export function languagesOf(root) {
  return JSON.parse(readFileSync(join(root, LANGUAGES_FILE), 'utf8'));
}

/** The address prefix of a language: '' for the first (English), `/es` for the others (app/i18n/languages.ts). */
export const prefixOf = (languages, language) => (language.code === languages[0].code ? '' : `/${language.code}`);

/**
 * Copies the work tree's files (tracked, and untracked but not ignored: what a commit of it would
 * hold) to a folder of its own, links node_modules, publishes every language there and builds it
 * into `buildDir`. With `reuse` and a build already there, builds nothing. Returns the copy's root.
 */
export async function buildPublished(root, buildDir, { reuse = false } = {}) {
  const copy = join(tmpdir(), 'unitwise-bench-published');
  if (reuse && existsSync(join(copy, buildDir, 'server.mjs'))) {
    log(`every language published: reusing the build in ${join(copy, buildDir)} (BENCH_REUSE_BUILD)`);
    return copy;
  }
  rmSync(copy, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    // node_modules is a link in a worktree (not ignored by `node_modules/`, which names a folder).
    .filter((file) => file && file !== 'node_modules');
  for (const file of files) {
    const from = join(root, file);
    if (!existsSync(from)) continue; // deleted in the work tree, not yet in a commit
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(from, join(copy, file), { verbatimSymlinks: true });
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'));
  const languages = languagesOf(root).map((language) => ({ ...language, published: true }));
  writeFileSync(join(copy, LANGUAGES_FILE), `${JSON.stringify(languages, null, 2)}\n`);
  log(`every language published (${languages.map((l) => l.code).join(', ')}): building a copy of the work tree in ${copy}`);
  await buildSite(copy, buildDir);
  return copy;
}
