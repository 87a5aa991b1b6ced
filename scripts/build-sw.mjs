// Builds the service worker (app/service-worker/sw.ts, docs/decisions/018-offline.md) to
// <BUILD_DIR>/client/sw.js: esbuild bundles it with Workbox, then Workbox injects the list of files
// to precache: the islands build's hashed assets (every public page's scripts, not their .gz/.br
// copies; React Router's build serves only the admin's pages, which are never kept), the favicon,
// the offline and favorites pages, and the search index at its versioned address. Runs after the
// islands build, whose files it lists.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { injectManifest } from 'workbox-build';

const root = new URL('..', import.meta.url).pathname;
const buildDir = join(root, process.env.BUILD_DIR ?? 'build');
const clientDir = join(buildDir, 'client');
const bundle = join(buildDir, 'sw.bundle.js');

// Each language's offline and favorites pages, at their addresses in the language (the languages
// table, content/i18n/languages.json, and each language's page words, content/i18n/<code>/pages.json;
// English, the first, keeps the pages' own names): the worker shows a language's own when offline.
const readJson = async (path) => JSON.parse(await readFile(join(root, path), 'utf8'));
const languagePages = await Promise.all(
  (await readJson('content/i18n/languages.json')).map(async ({ code }, index) => {
    if (index === 0) return { prefix: '', offline: '/offline', favorites: '/favorites' };
    const words = await readJson(`content/i18n/${code}/pages.json`);
    // Percent-encoded as a browser asks for them (an address word may be Japanese, ADR 095), so the
    // worker compares them with a request's pathname as they are.
    const path = (word) => `/${code}/${word.replace(/[^\0-\x7f]+/g, (run) => encodeURIComponent(run))}`;
    return { prefix: `/${code}`, offline: path(words.offline), favorites: path(words.favorites) };
  }),
);

await build({
  entryPoints: [join(root, 'app/service-worker/sw.ts')],
  outfile: bundle,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  // Workbox logs every step unless it is told this is a production build.
  define: { 'process.env.NODE_ENV': '"production"', LANGUAGE_PAGES: JSON.stringify(languagePages) },
  logLevel: 'warning',
});

// The offline and favorites pages are rendered by the server, so no file's hash tells when they
// change: their revision is that of the server build (their markup) and the islands manifest
// (their scripts).
const hash = createHash('sha256');
const serverDir = join(buildDir, 'server');
for (const name of (await readdir(serverDir, { recursive: true })).sort()) {
  const file = join(serverDir, name);
  if ((await stat(file)).isFile()) hash.update(name).update(await readFile(file));
}
hash.update(await readFile(join(buildDir, 'islands.json')));
const pageRevision = hash.digest('hex').slice(0, 16);
// The search index's versioned address, as the server build's pages name it (scripts/search-index.ts
// writes it); the version in it says when the index changes.
const { path: searchIndexPath } = JSON.parse(await readFile(join(serverDir, 'search-index-address.json'), 'utf8'));

const { count, size, warnings } = await injectManifest({
  swSrc: bundle,
  swDest: join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  globPatterns: ['assets/islands-*.{js,css}', 'favicon.svg'],
  // Hashed names change with their content: no revision query needed to fetch them fresh.
  dontCacheBustURLsMatching: /^assets\//,
  additionalManifestEntries: [
    ...languagePages.flatMap(({ offline, favorites }) => [
      { url: offline, revision: pageRevision },
      { url: favorites, revision: pageRevision },
    ]),
    { url: searchIndexPath, revision: null },
  ],
  // Larger than any one asset of ours; a file over it would be left out with a warning.
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
await rm(bundle);
for (const warning of warnings) console.warn(`build-sw: ${warning}`);
if (warnings.length) process.exitCode = 1;
console.log(`build-sw: sw.js precaches ${count} files (${Math.round(size / 1024)} kB)`);
